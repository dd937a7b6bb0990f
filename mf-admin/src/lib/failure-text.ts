// The §8 failure texts of the back office, in one place. A save or delete the server refused (a non-OK
// answer, with its message when it sent one) reads differently from one that got no answer at all (an exception).
import { errorMessage } from '@site/shared-ui';

/** Texts of one screen that differ from the generic ones. */
export interface FailureTexts {
  /** Followed by the server's message or 'An error occurred!', answered or not (jobs, contacts, clients). */
  addFailed?: string;
  updateFailed?: string;
  deleteFailed?: string;
  /** Fixed texts: the server refused the save / delete... */
  saveRefused?: string;
  deleteRefused?: string;
  /** ...or never answered. */
  saveUnreachable?: string;
  deleteUnreachable?: string;
}

export type Operation = 'add' | 'update' | 'delete';

/** Whether the server answered the failed call, and its message when it sent one. */
export function describeFailure(err: unknown): { answered: boolean; message?: string } {
  // Every call (uploads included) fails the RTK Query way: a number is the answer's status; 'PARSING_ERROR' an answer that was not JSON; 'FETCH_ERROR',
  // 'TIMEOUT_ERROR' (and anything thrown) mean no answer.
  const status = (err as { status?: unknown } | undefined)?.status;
  const answered = typeof status === 'number' || status === 'PARSING_ERROR';
  return { answered, message: (answered && errorMessage(err)) || undefined };
}

/** The toast for a failed save or delete of `noun` ('banner', 'Admin Contact'). */
export function failureText(err: unknown, op: Operation, noun: string, texts: FailureTexts = {}): string {
  const { answered, message } = describeFailure(err);
  const prefix = { add: texts.addFailed, update: texts.updateFailed, delete: texts.deleteFailed }[op];
  if (prefix) return `${prefix} ${message ?? 'An error occurred!'}`;
  if (op === 'delete') {
    if (!answered) return texts.deleteUnreachable ?? `Error deleting ${noun}. Please try again.`;
    return texts.deleteRefused ?? `Failed to delete ${noun}: ${message ?? 'Unknown error'}`;
  }
  if (!answered) return texts.saveUnreachable ?? `Error submitting ${noun}. Please try again.`;
  return texts.saveRefused ?? `Error: ${message ?? `Failed to submit ${noun}`}`;
}
