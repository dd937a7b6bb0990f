import { describe, expect, it } from '@jest/globals';
import { fieldLabel } from './field-labels';

describe('field labels', () => {
  it('give the product label of a field, or its name capitalised', () => {
    expect(fieldLabel('firstName')).toBe('First name');
    expect(fieldLabel('lastName')).toBe('Last name');
    expect(fieldLabel('jobTitle')).toBe('Job Title');
    expect(fieldLabel('email')).toBe('Email');
  });
});
