// How the personal-data screens name things for people (docs/behaviour.md §14.2).
import type { ConsentRecord, DeletedCounts, PersonSubmission, SubmissionKey } from '@site/contracts';
import { dayInIndia } from '@site/contracts';

/** The submission types as lists (the contracts' labels are singular: 'Job application'). */
export const TYPE_LABELS: Record<SubmissionKey, string> = {
  applyJobs: 'Job applications',
  ServiceEnquiry: 'Service enquiries',
  homeEnquiry: 'Home enquiries',
  userContact: 'Contact messages',
};

/** The order the screens list the types in. */
export const TYPE_ORDER = Object.keys(TYPE_LABELS) as SubmissionKey[];

export const consentText = (consent: ConsentRecord | null) =>
  consent ? `Agreed on ${dayInIndia(consent.at)} (notice of ${dayInIndia(consent.noticeVersion)})` : 'No consent recorded';

const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

/** The fields that tell one submission of a type from another, as one line. */
export function mainFields(type: SubmissionKey, s: PersonSubmission): string {
  const parts: Record<SubmissionKey, unknown[]> = {
    applyJobs: [s.jobTitle, s.name, s.mobile, s.resumeName],
    ServiceEnquiry: [s.service, s.name, s.mobile, s.date],
    homeEnquiry: [s.service, `${text(s.firstName)} ${text(s.lastName)}`.trim(), s.mobile],
    userContact: [s.subject, s.name],
  };
  return parts[type].map(text).filter(Boolean).join(' · ');
}

/** "2 job applications, 1 contact message, 1 file": the non-zero counts of a deletion, or "nothing". */
export function countsText(counts: Partial<DeletedCounts> & Record<string, number | undefined>): string {
  const nouns: Record<string, [string, string]> = {
    applyJobs: ['job application', 'job applications'],
    ServiceEnquiry: ['service enquiry', 'service enquiries'],
    homeEnquiry: ['home enquiry', 'home enquiries'],
    userContact: ['contact message', 'contact messages'],
    accounts: ['visitor account', 'visitor accounts'],
    mails: ['e-mail record', 'e-mail records'],
    files: ['file', 'files'],
  };
  const said = Object.entries(nouns)
    .filter(([key]) => (counts[key] ?? 0) > 0)
    .map(([key, [one, many]]) => `${counts[key]} ${counts[key] === 1 ? one : many}`);
  return said.length ? said.join(', ') : 'nothing';
}
