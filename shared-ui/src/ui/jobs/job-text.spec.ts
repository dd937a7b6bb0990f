import { describe, expect, it } from '@jest/globals';
import { formatSalary, salaryText } from './job-text';

describe('salaryText', () => {
  it('writes rupee amounts with the ₹ sign and Indian grouping', () => {
    expect(salaryText(['30000'])).toBe('₹30,000');
    expect(salaryText('300000')).toBe('₹3,00,000');
    expect(salaryText(['1234567.50'])).toBe('₹12,34,567.50');
    expect(salaryText(['950'])).toBe('₹950');
  });

  it('keeps a range as entered, each amount with its sign', () => {
    expect(salaryText(['15000-20000'])).toBe('₹15,000-₹20,000');
    expect(salaryText(['15000 - 20000 per month'])).toBe('₹15,000 - ₹20,000 per month');
    expect(salaryText(['15000 to 20000'])).toBe('₹15,000 to ₹20,000');
    expect(salaryText(['15k-20k'])).toBe('₹15k-₹20k');
  });

  it('leaves what is already written in rupees, and turns Rs and INR into ₹', () => {
    expect(salaryText(['₹24,000 - ₹30,000 per month'])).toBe('₹24,000 - ₹30,000 per month');
    expect(salaryText(['₹ 3,00,000 per year'])).toBe('₹3,00,000 per year');
    expect(salaryText(['Rs. 25000/month'])).toBe('₹25,000/month');
    expect(salaryText(['INR 18000'])).toBe('₹18,000');
  });

  it('leaves text, other counts and other currencies as typed', () => {
    expect(salaryText(['As per industry'])).toBe('As per industry');
    expect(salaryText(['₹12,000 - ₹15,000 per month (4 hours a day)'])).toBe('₹12,000 - ₹15,000 per month (4 hours a day)');
    expect(salaryText(['20000 + 5% incentive'])).toBe('₹20,000 + 5% incentive');
    expect(formatSalary('$500 a week')).toBe('$500 a week');
    expect(formatSalary('Grade A2')).toBe('Grade A2');
    expect(formatSalary('Monthly 18000, 2 shifts')).toBe('Monthly ₹18,000, 2 shifts');
  });

  it('leaves counts written in Hindi and Marathi as typed', () => {
    expect(formatSalary('15000 प्रति माह (4 घंटे)')).toBe('₹15,000 प्रति माह (4 घंटे)');
    expect(formatSalary('₹18000 दरमहा, 8 तास, 6 दिवस')).toBe('₹18,000 दरमहा, 8 तास, 6 दिवस');
    expect(formatSalary('2 शिफ्ट, 12000 प्रति माह')).toBe('2 शिफ्ट, ₹12,000 प्रति माह');
  });

  it("says 'Not specified' when there is no salary", () => {
    expect(salaryText(undefined)).toBe('Not specified');
    expect(salaryText([])).toBe('Not specified');
    expect(salaryText(['  '])).toBe('Not specified');
  });
});
