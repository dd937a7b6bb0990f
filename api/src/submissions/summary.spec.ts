import { describe, expect, it } from '@jest/globals';
import { itemOf, summaryOf } from './summary.js';

describe('summaryOf', () => {
  it('names an application by its job, with the screening answers after the form rows', () => {
    const s = summaryOf('applyJobs', {
      jobTitle: 'Security Guard',
      name: 'Ravi Kumar',
      email: 'ravi@example.com',
      mobile: '9822012345',
      screening: [
        { question: 'Night shifts?', answer: 'Yes' },
        { question: 'Licence number?', answer: '' },
      ],
    });
    expect(s).toMatchObject({ topic: 'Security Guard', name: 'Ravi Kumar', email: 'ravi@example.com', yours: 'your application' });
    expect(s.rows.slice(0, 4)).toEqual([
      ['Job', 'Security Guard'],
      ['Name', 'Ravi Kumar'],
      ['Email', 'ravi@example.com'],
      ['Mobile', '+91 98220 12345'],
    ]);
    expect(s.rows.slice(-2)).toEqual([
      ['Night shifts?', 'Yes'],
      ['Licence number?', '(not answered)'],
    ]);
  });

  it('joins a home enquiry’s first and last names', () => {
    const s = summaryOf('homeEnquiry', { firstName: 'Sita', lastName: 'Rao', email: 's@example.com', service: 'Housekeeping', description: 'Weekly' });
    expect(s).toMatchObject({ topic: 'Housekeeping', name: 'Sita Rao', yours: 'your enquiry' });
    expect(s.rows).toContainEqual(['Name', 'Sita Rao']);
  });

  it('says "A service" for a booking of none, and names a message by its subject', () => {
    expect(summaryOf('ServiceEnquiry', { name: 'Dev', email: 'd@example.com' })).toMatchObject({ topic: 'A service', yours: 'your booking' });
    expect(summaryOf('userContact', { name: 'Zed', email: 'z@example.com', subject: 'Quote', message: 'Call me' })).toMatchObject({
      topic: 'Quote',
      yours: 'your message',
    });
  });
});

describe('itemOf', () => {
  it('makes the inbox row of a stored submission', () => {
    const doc = {
      _id: 'sub-9',
      name: 'Zed',
      email: 'z@example.com',
      subject: 'Quote',
      createdAt: new Date('2026-05-01T10:00:00.000Z'),
      status: 'In progress',
      assignee: 'admin-2',
      knockout: true,
    };
    expect(itemOf('userContact', doc)).toEqual({
      type: 'userContact',
      id: 'sub-9',
      name: 'Zed',
      email: 'z@example.com',
      subject: 'Quote',
      createdAt: '2026-05-01T10:00:00.000Z',
      status: 'In progress',
      assignee: 'admin-2',
      knockout: true,
      // Stored before languages were recorded: English.
      language: 'en',
    });
  });

  it('shows one stored before statuses existed as New and unassigned, without a knockout flag', () => {
    const item = itemOf('userContact', { _id: 'old', name: 'Zed', email: 'z@example.com', subject: 'Hi' });
    expect(item).toMatchObject({ status: 'New', assignee: null, createdAt: new Date(0).toISOString() });
    expect(item).not.toHaveProperty('knockout');
  });
});
