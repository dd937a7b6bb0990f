// How the inbox names things for people.
import { type ConsentRecord, dayInIndia, formatIndianMobile, momentInIndia, RESOURCES, SUBMISSION_FIELD_LABELS, type SubmissionKey } from '@site/contracts';
import { fieldLabel } from '../../lib/field-labels';
import { screenPath } from '../../lib/paths';

export const typeLabel = (key: SubmissionKey) => RESOURCES[key].label;

/** "just now", "3 min ago", "5 h ago", "2 days ago", or the day. */
export function age(iso: string, now = Date.now()): string {
  const minutes = Math.max(0, Math.round((now - Date.parse(iso)) / 60_000));
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  const days = Math.round(hours / 24);
  return days < 30 ? `${days} day${days === 1 ? '' : 's'} ago` : dayInIndia(iso);
}

/**
 * Stored fields that are not what the visitor sent (the page shows status, dates, the language, the resume and
 * screening answers on their own); an application's job title is its job's, shown as the job.
 */
// `candidate` and `phoneVerified`: the proved number, shown as the mobile's "confirmed by SMS code" (docs/behaviour.md §16.1).
const INTERNAL = new Set([
  '_id',
  'status',
  'assignee',
  'createdAt',
  'updatedAt',
  'resume',
  'resumeName',
  'consent',
  'screening',
  'knockout',
  'language',
  'candidate',
  'phoneVerified',
]);

/** The forms' own label of a field ("E-mail", "Job"). */
const labelOf = (name: string) => SUBMISSION_FIELD_LABELS[name] ?? fieldLabel(name);

/** The job applied for, by its title (as stored with the application), linking to it on the Jobs screen. */
function jobField(submission: Readonly<Record<string, unknown>>): SentField {
  const title = textOf(submission.jobTitle);
  return {
    name: 'jobId',
    label: labelOf('jobId'),
    text: title || 'A job no longer listed',
    to: title ? `${screenPath('jobs')}?q=${encodeURIComponent(title)}` : undefined,
  };
}

/** What a visitor agreed to: the notice is named by the day it was last changed (its version). */
export function consentText(consent: ConsentRecord | null | undefined): string {
  if (!consent) return 'No consent recorded';
  const notice = dayInIndia(consent.noticeVersion);
  return notice ? `Agreed to the privacy notice of ${notice}` : `Agreed on ${momentInIndia(consent.at)}, when the site had no privacy notice`;
}

export interface SentField {
  name: string;
  label: string;
  text: string;
  /** E-mail and phone open the admin's mail or phone app. */
  href?: string;
  /** A back-office screen: the job applied for. */
  to?: string;
}

const textOf = (v: unknown): string =>
  Array.isArray(v)
    ? v.map(textOf).filter(Boolean).join(', ')
    : typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean'
      ? String(v).trim()
      : '';

/** What the visitor sent, field by field, under the forms' labels, with whether they agreed to the privacy notice. */
export function sentFields(submission: Readonly<Record<string, unknown>>): SentField[] {
  const fields = Object.entries(submission)
    .filter(([name]) => !INTERNAL.has(name) && !(name === 'jobTitle' && submission.jobId))
    .map(([name, value]): SentField => {
      if (name === 'jobId') return jobField(submission);
      const raw = textOf(value);
      const proved = name === 'mobile' && submission.phoneVerified === true ? ', confirmed by SMS code' : '';
      const text = name === 'date' ? dayInIndia(raw) || raw : name === 'mobile' ? `${formatIndianMobile(raw)}${proved}` : raw;
      const href = !text ? undefined : name === 'email' ? `mailto:${text}` : name === 'mobile' ? `tel:${raw.replace(/[^\d+]/g, '')}` : undefined;
      return { name, label: labelOf(name), text: text || '—', href };
    });
  return [...fields, { name: 'consent', label: 'Consent', text: consentText(submission.consent as ConsentRecord | null | undefined) }];
}
