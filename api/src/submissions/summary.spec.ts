import { describe, expect, it } from '@jest/globals';
import { ENQUIRY_KINDS } from './enquiry-kinds.js';
import { itemOf } from './summary.js';

const summaryOf = (key: keyof typeof ENQUIRY_KINDS, doc: Record<string, unknown>) => ENQUIRY_KINDS[key].summary(doc);

describe('summaryOf', () => {
  it('joins a home enquiry’s first and last names', () => {
    const s = summaryOf('homeEnquiry', { firstName: 'Sita', lastName: 'Rao', email: 's@example.com', service: 'Housekeeping', description: 'Weekly' });
    expect(s).toMatchObject({ topic: 'Housekeeping', name: 'Sita Rao' });
    expect(s.rows).toContainEqual(['Name', 'Sita Rao']);
  });

  it('says "A service" for a booking of none, and names a message by its subject', () => {
    expect(summaryOf('ServiceEnquiry', { name: 'Dev', email: 'd@example.com' })).toMatchObject({ topic: 'A service' });
    expect(summaryOf('userContact', { name: 'Zed', email: 'z@example.com', subject: 'Quote', message: 'Call me' })).toMatchObject({
      topic: 'Quote',
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
    expect(itemOf(ENQUIRY_KINDS.userContact, doc)).toEqual({
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
    const item = itemOf(ENQUIRY_KINDS.userContact, { _id: 'old', name: 'Zed', email: 'z@example.com', subject: 'Hi' });
    expect(item).toMatchObject({ status: 'New', assignee: null, createdAt: new Date(0).toISOString() });
    expect(item).not.toHaveProperty('knockout');
  });
});
