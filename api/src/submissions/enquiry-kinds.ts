// The enquiries: a booking of a service, a home enquiry and a contact message. Who sent each and what about, and
// the words of its confirmation (./locales).
import { formatIndianDay, type SubmissionKey } from '@site/contracts';
import { mailWords } from '../mail/index.js';
import type { SubmissionKind } from './submission-kind.js';
import { mobileOf } from './summary.js';

export const submissionWords = mailWords(new URL('./locales/', import.meta.url));

const received = (noun: string) => ({
  subject: `We received your ${noun}`,
  lead: `We received your ${noun} through our website and will get back to you within one working day.`,
});

const fullName = (d: Record<string, unknown>) => `${String(d.firstName)} ${String(d.lastName)}`;

export const ENQUIRY_KINDS = {
  ServiceEnquiry: {
    key: 'ServiceEnquiry',
    words: submissionWords,
    received: received('booking'),
    summary: (d) => ({
      topic: String(d.service || 'A service'),
      name: String(d.name),
      email: String(d.email),
      rows: [
        ['Service', d.service],
        ['Name', d.name],
        ['Email', d.email],
        ['Mobile', mobileOf(d)],
        ['Address', d.address],
        ['Preferred date', typeof d.date === 'string' ? formatIndianDay(d.date) : d.date],
      ],
    }),
  },
  homeEnquiry: {
    key: 'homeEnquiry',
    words: submissionWords,
    received: received('enquiry'),
    summary: (d) => ({
      topic: String(d.service),
      name: fullName(d),
      email: String(d.email),
      rows: [
        ['Service', d.service],
        ['Name', fullName(d)],
        ['Email', d.email],
        ['Mobile', mobileOf(d)],
        ['Description', d.description],
      ],
    }),
  },
  userContact: {
    key: 'userContact',
    words: submissionWords,
    received: received('message'),
    summary: (d) => ({
      topic: String(d.subject),
      name: String(d.name),
      email: String(d.email),
      rows: [
        ['Subject', d.subject],
        ['Name', d.name],
        ['Email', d.email],
        ['Message', d.message],
      ],
    }),
  },
} as const satisfies Record<string, SubmissionKind & { key: SubmissionKey }>;
