// Who sent a submission and what it is about, per type: for the inbox's rows and the e-mails.
import { formatIndianDay, formatIndianMobile, type InboxItem, isLanguage, type Language, type ScreeningAnswer, type SubmissionKey } from '@site/contracts';

type Doc = Record<string, unknown>;

/** A mobile number as people in India read it ("+91 98220 12345"). */
const mobileOf = (d: Doc) => (typeof d.mobile === 'string' ? formatIndianMobile(d.mobile) : d.mobile);

/** An application's screening answers, each under its question (docs/behaviour.md §20). */
const screeningRows = (d: Doc): Array<[string, unknown]> =>
  Array.isArray(d.screening) ? (d.screening as ScreeningAnswer[]).map((a) => [a.question, a.answer || '(not answered)']) : [];

export interface Summary {
  /** What it is about: a job, a service or a message subject. */
  topic: string;
  name: string;
  email: string;
  /** What the sender filled in, label by label. */
  rows: Array<[string, unknown]>;
  /** "your application", "your enquiry", ... */
  yours: string;
}

const SUMMARIES: Record<SubmissionKey, (d: Doc) => Summary> = {
  applyJobs: (d) => ({
    topic: String(d.jobTitle),
    name: String(d.name),
    email: String(d.email),
    yours: 'your application',
    rows: [
      ['Job', d.jobTitle],
      ['Name', d.name],
      ['Email', d.email],
      ['Mobile', mobileOf(d)],
      ['Address', d.address],
      ['Experience', d.experience],
      ['Qualification', d.qualification],
      ['Skills', d.skills],
      ...screeningRows(d),
    ],
  }),
  ServiceEnquiry: (d) => ({
    topic: String(d.service || 'A service'),
    name: String(d.name),
    email: String(d.email),
    yours: 'your booking',
    rows: [
      ['Service', d.service],
      ['Name', d.name],
      ['Email', d.email],
      ['Mobile', mobileOf(d)],
      ['Address', d.address],
      ['Preferred date', typeof d.date === 'string' ? formatIndianDay(d.date) : d.date],
    ],
  }),
  homeEnquiry: (d) => ({
    topic: String(d.service),
    name: `${String(d.firstName)} ${String(d.lastName)}`,
    email: String(d.email),
    yours: 'your enquiry',
    rows: [
      ['Service', d.service],
      ['Name', `${String(d.firstName)} ${String(d.lastName)}`],
      ['Email', d.email],
      ['Mobile', mobileOf(d)],
      ['Description', d.description],
    ],
  }),
  userContact: (d) => ({
    topic: String(d.subject),
    name: String(d.name),
    email: String(d.email),
    yours: 'your message',
    rows: [
      ['Subject', d.subject],
      ['Name', d.name],
      ['Email', d.email],
      ['Message', d.message],
    ],
  }),
};

/** The language a submission was sent in; one stored before languages existed came from an English page. */
export const languageOf = (d: Doc): Language => (isLanguage(d.language) ? d.language : 'en');

/** The summary of one stored submission. */
export const summaryOf = (key: SubmissionKey, doc: Doc): Summary => SUMMARIES[key](doc);

/** One row of the inbox (and of the dashboard's recent activity). */
export function itemOf(key: SubmissionKey, d: Doc & { _id?: unknown }): InboxItem {
  const s = summaryOf(key, d);
  return {
    type: key,
    id: String(d._id),
    name: s.name,
    email: s.email,
    subject: s.topic,
    createdAt: (d.createdAt instanceof Date ? d.createdAt : new Date(0)).toISOString(),
    status: typeof d.status === 'string' ? d.status : 'New',
    assignee: typeof d.assignee === 'string' ? d.assignee : null,
    language: languageOf(d),
    ...(d.knockout === true ? { knockout: true } : {}),
  };
}
