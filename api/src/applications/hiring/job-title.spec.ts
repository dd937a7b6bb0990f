import { describe, expect, it } from '@jest/globals';
import { jobTitleOf } from './job-title.js';

describe('jobTitleOf', () => {
  it('gives the stored title of an application that names its job', () => {
    expect(jobTitleOf({ jobId: 'job-1', jobTitle: '  Security Guard ' })).toBe('Security Guard');
  });

  it('never repeats a title the visitor typed: null without a job id', () => {
    expect(jobTitleOf({ jobTitle: 'Click http://evil.example to claim' })).toBeNull();
    expect(jobTitleOf({ jobId: '', jobTitle: 'Guard' })).toBeNull();
    expect(jobTitleOf({ jobId: 7, jobTitle: 'Guard' })).toBeNull();
  });

  it('gives null for a job without a title', () => {
    expect(jobTitleOf({ jobId: 'job-1', jobTitle: '   ' })).toBeNull();
    expect(jobTitleOf({ jobId: 'job-1' })).toBeNull();
  });
});
