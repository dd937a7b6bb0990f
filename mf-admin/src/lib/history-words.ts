// The one wording of a submission's history (docs/behaviour.md §13), wherever it is shown: an application's or a
// message's page, Find a Person. Each line says who, when and what: "Asha Rao, 20 Nov 2026, 4:05 pm: status New →
// Reviewed", "…: E-mailed the candidate: Your application was shortlisted".
import { type InboxEvent, momentInIndia, SUBMISSION_FIELD_LABELS } from '@site/contracts';
import { fieldLabel } from './field-labels';

/** An admin's name by id; without one, the line says "an admin". */
export type AdminNameOf = (id: string) => string | undefined;

const quoted = (v: string | null | undefined) => `“${v ?? ''}”`;

/** What happened, without who and when. */
export function historyWhat(e: InboxEvent, adminName?: AdminNameOf): string {
  switch (e.kind) {
    case 'status':
      return `status ${e.from ?? 'New'} → ${e.to ?? 'New'}`;
    case 'assignee':
      return e.to ? `assigned to ${adminName?.(e.to) ?? 'an admin'}` : 'assigned to nobody';
    case 'edit':
      return `changed ${SUBMISSION_FIELD_LABELS[e.text ?? ''] ?? fieldLabel(e.text ?? '')} from ${quoted(e.from)} to ${quoted(e.to)}`;
    case 'note':
      return `note ${quoted(e.text)}`;
    // E-mails and interviews carry their own sentence ("E-mailed the candidate: …", "Interview moved from … to …").
    default:
      return e.text ?? e.kind;
  }
}

/** "Asha Rao, 20 Nov 2026, 4:05 pm: status New → Reviewed". */
export const historyLine = (e: InboxEvent, adminName?: AdminNameOf) => `${e.byName || 'An admin'}, ${momentInIndia(e.at)}: ${historyWhat(e, adminName)}`;
