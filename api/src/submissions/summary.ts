// A submission's row in the inbox and the dashboard, from its kind's summary.
import { formatIndianMobile, type InboxItem } from '@site/contracts';
import { languageOf } from '../mail/index.js';
type Doc = Record<string, unknown>;
import type { SubmissionKind } from './submission-kind.js';

/** A mobile number as people in India read it ("+91 98220 12345"). */
export const mobileOf = (d: Doc) => (typeof d.mobile === 'string' ? formatIndianMobile(d.mobile) : d.mobile);

/** One row of the inbox (and of the dashboard's recent activity). */
export function itemOf(kind: SubmissionKind, d: Doc): InboxItem {
  const s = kind.summary(d);
  return {
    type: kind.key,
    id: String(d._id),
    name: s.name,
    email: s.email,
    subject: s.topic,
    createdAt: (d.createdAt instanceof Date ? d.createdAt : new Date(0)).toISOString(),
    status: typeof d.status === 'string' ? d.status : 'New',
    assignee: typeof d.assignee === 'string' ? d.assignee : null,
    language: languageOf(d),
    ...(d.knockout === true ? { knockout: true } : {}),
    ...(typeof d.source === 'string' && d.source ? { source: d.source } : {}),
  };
}
