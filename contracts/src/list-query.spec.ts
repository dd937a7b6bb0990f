import { describe, expect, it } from '@jest/globals';
import { APPLICATION_STATUSES } from './constants.js';
import { listFieldsOf, listQuerySchema } from './list-query.js';

describe('list query', () => {
  it('sorts by the payload fields and createdAt, and searches the text ones', () => {
    expect(listFieldsOf('clients')).toEqual({
      sort: ['name', 'industry', 'description', 'year', 'fullDescription', 'services', 'achievements', 'createdAt'],
      text: ['name', 'industry', 'description', 'fullDescription', 'services', 'achievements'],
    });
    expect(listFieldsOf('services').text).toEqual(['title', 'description', 'service']);
    expect(listFieldsOf('homeEnquiry').text).toEqual(['firstName', 'lastName', 'service', 'email', 'mobile', 'description']);
    expect(listFieldsOf('applyJobs').statuses).toEqual(APPLICATION_STATUSES);
    expect(listFieldsOf('applyJobs').text).toContain('status');
    expect(listFieldsOf('aboutCards')).toEqual({ sort: ['createdAt'], text: [] });
    expect(listFieldsOf('applyJobs').byJob).toBe(true);
    expect(listFieldsOf('jobs').byJob).toBeUndefined();
  });

  it('reads the query values and refuses bad ones with a message', () => {
    const jobs = listQuerySchema('jobs');
    expect(jobs.parse({ page: '2', limit: '5', sort: '-jobTitle', q: ' guard ', from: '2026-01-01', to: '2026-01-31', other: 'x' })).toEqual({
      page: 2,
      limit: 5,
      sort: '-jobTitle',
      q: 'guard',
      from: '2026-01-01',
      to: '2026-01-31',
    });
    const message = (input: Record<string, unknown>, schema = jobs) => schema.safeParse(input).error?.issues[0]?.message;
    expect(message({ limit: '101' })).toBe('limit must be a whole number from 1 to 100');
    expect(message({ limit: 'abc' })).toBe('limit must be a whole number from 1 to 100');
    expect(message({ page: '-1' })).toBe('page must be a whole number from 1 to 1000000');
    expect(message({ page: '0' })).toBe('page must be a whole number from 1 to 1000000');
    expect(message({ q: ['a', 'b'] })).toBe('q must be one text');
    expect(message({ q: 'x'.repeat(201) })).toBe('q must be at most 200 characters');
    expect(message({ sort: 'password' })).toMatch(/^sort must be one of jobTitle, /);
    expect(message({ from: '2026-02-30' })).toBe('from must be a date written YYYY-MM-DD');
    expect(message({ to: 'yesterday' })).toBe('to must be a date written YYYY-MM-DD');
    expect(message({ from: '2026-02-02', to: '2026-02-01' })).toBe('from must not be after to');
    expect(message({ status: 'Lost' })).toBe('status must be one of Open, Closed, Filled');
    expect(message({ status: 'New' }, listQuerySchema('clients'))).toBe('This list has no status to filter by');
    // Applications only: one job's, and the knocked-out ones.
    const applications = listQuerySchema('applyJobs');
    expect(applications.parse({ job: '0123456789abcdef01234567', flag: 'knockout' })).toEqual({ job: '0123456789abcdef01234567', flag: 'knockout' });
    expect(message({ job: 'guard' }, applications)).toBe('job must be a job ID');
    expect(message({ flag: 'late' }, applications)).toBe('flag must be knockout');
    expect(message({ job: '0123456789abcdef01234567' })).toBe('This list has no job to filter by');
    expect(message({ flag: 'knockout' })).toBe('This list has no flag to filter by');
    expect(message({ status: 'Lost' }, listQuerySchema('applyJobs'))).toBe(`status must be one of ${APPLICATION_STATUSES.join(', ')}`);
    expect(listQuerySchema('applyJobs').parse({ status: 'Hired' })).toEqual({ status: 'Hired' });
  });
});
