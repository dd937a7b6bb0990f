// What the back office says of the e-mail a status change sends the candidate (docs/behaviour.md §18): sent, or, for
// a Shortlisted one with no interview yet, held for the interview's invitation.
import { isTemplateStatus } from '@site/contracts';

/** What the words need of an application's e-mail as the inbox answers it. */
interface Delivery {
  kind: string;
  status: string;
  createdAt?: string;
  /** A waiting status e-mail held for the interview's invitation. */
  heldUntil?: string;
}

/** "30 minutes", "1 minute", "2 hours". */
function wait(ms: number) {
  const minutes = Math.round(ms / 60_000);
  if (minutes >= 60 && minutes % 60 === 0) return minutes === 60 ? '1 hour' : `${minutes / 60} hours`;
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/**
 * The toast's words for the candidate after a move to `status`, from the application's e-mails as the change answered
 * them: "candidate e-mailed", "the candidate will hear with the interview's invitation, or in 30 minutes", or null.
 */
export function candidateMailWords(status: string, notify: boolean, deliveries: readonly Delivery[] = []): string | null {
  if (!notify || !isTemplateStatus(status)) return null;
  const held = deliveries.find((d) => d.kind === 'status' && d.status === 'pending' && d.heldUntil && d.createdAt);
  if (status === 'Shortlisted' && held) {
    return `the candidate will hear with the interview's invitation, or in ${wait(Date.parse(held.heldUntil!) - Date.parse(held.createdAt!))}`;
  }
  return 'candidate e-mailed';
}
