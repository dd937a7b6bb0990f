import { describe, expect, it } from '@jest/globals';
import { changeOf, rowOf } from './submission-rows.js';

describe('rowOf', () => {
  it('keeps the status, the assignee and the job the lists show', () => {
    expect(rowOf({ status: 'Shortlisted', assignee: 'admin-1', jobId: 'job-7', name: 'Asha' })).toEqual({ s: 'Shortlisted', a: 'admin-1', j: 'job-7' });
  });

  it('reads a submission stored before statuses existed as New, unassigned and of no job', () => {
    expect(rowOf({ name: 'Asha' })).toEqual({ s: 'New', a: null });
    expect(rowOf({ status: null, assignee: 42, jobId: '' })).toEqual({ s: 'New', a: null });
  });
});

describe('changeOf', () => {
  const stored = { _id: 'sub-1', createdAt: new Date('2026-03-04T05:06:07.000Z'), status: 'Reviewed', email: 'Asha@Example.com', name: 'Asha Rao' };

  it('gives the row, the time and the terms of a stored submission', () => {
    expect(changeOf(stored)).toEqual({
      id: 'sub-1',
      t: Date.parse('2026-03-04T05:06:07.000Z'),
      row: { s: 'Reviewed', a: null },
      terms: ['e:asha@example.com', 'w:asha', 'w:rao'],
    });
  });

  it('gives no row for a deleted one, and still the terms it held', () => {
    expect(changeOf(stored, true)).toEqual({
      id: 'sub-1',
      t: Date.parse('2026-03-04T05:06:07.000Z'),
      row: null,
      terms: ['e:asha@example.com', 'w:asha', 'w:rao'],
    });
  });

  it('reads a creation time stored as text, and 0 for none', () => {
    expect(changeOf({ _id: 'a', createdAt: '2026-01-02T00:00:00.000Z' }).t).toBe(Date.parse('2026-01-02T00:00:00.000Z'));
    expect(changeOf({ _id: 'b' }).t).toBe(0);
  });
});
