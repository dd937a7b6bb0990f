import { describe, expect, it } from '@jest/globals';
import { jobTypeText, salaryText } from '@site/shared-ui';
import { lines, similarJobs } from './job-fields';

const job = (_id: string, jobTitle: string, jobType?: string) => ({ _id, jobTitle, jobType });
const jobs = [
  job('1', 'Security Supervisor', 'Full-time'),
  job('2', 'Security Guard', 'Part-time'),
  job('3', 'Housekeeping Executive', 'Full-time'),
  job('4', 'HR Recruiter', 'Part-time'),
  job('5', 'security analyst', 'Part-time'),
  job('6', 'Pest Control Technician'),
  job('7', 'Facility Manager', 'Full-time'),
];

describe('similarJobs (docs/behaviour.md §4)', () => {
  it('takes other jobs sharing the first word of the title (any case) first, then the same job type, at most 3', () => {
    expect(similarJobs(jobs[0]!, jobs).map((j) => j._id)).toEqual(['2', '5', '3']);
  });
  it('never lists the job itself', () => {
    expect(similarJobs(jobs[0]!, jobs, 10).map((j) => j._id)).not.toContain('1');
  });
  it('matches the job type, a missing type counting as Full-time', () => {
    expect(similarJobs(jobs[2]!, jobs, 10).map((j) => j._id)).toEqual(['1', '6', '7']);
    expect(similarJobs(jobs[5]!, jobs, 10).map((j) => j._id)).toEqual(['1', '3', '7']);
  });
  it('is empty when nothing matches', () => {
    expect(similarJobs(job('x', 'Tower Climber', 'Part-time'), [job('y', 'Payroll Executive', 'Full-time')])).toEqual([]);
  });
  it('keeps at most 3 by default', () => {
    expect(similarJobs(job('x', 'Facility Lead', 'Full-time'), jobs)).toHaveLength(3);
  });
});

describe('job fields (docs/behaviour.md §3, §9)', () => {
  it('shows the first salary or Not specified', () => {
    expect(salaryText(['₹20,000 per month', 'ignored'])).toBe('₹20,000 per month');
    expect(salaryText([])).toBe('Not specified');
    expect(salaryText(undefined)).toBe('Not specified');
    expect(salaryText(['  '])).toBe('Not specified');
  });
  it('defaults the job type to Full-time', () => {
    expect(jobTypeText(undefined)).toBe('Full-time');
    expect(jobTypeText('')).toBe('Full-time');
    expect(jobTypeText('Part-time')).toBe('Part-time');
  });
  it('turns requirement and benefit lists into lines, splitting newline-separated entries', () => {
    expect(lines(['First line\nSecond line\n\n- Third line'])).toEqual(['First line', 'Second line', 'Third line']);
    expect(lines(['One', 'Two'])).toEqual(['One', 'Two']);
    expect(lines(undefined)).toEqual([]);
  });
});
