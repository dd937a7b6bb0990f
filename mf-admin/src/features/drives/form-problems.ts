// Where a drive form's problems are shown: the contract's (checked before sending) and the API's 400s, each beside
// its field. The API lists every problem with its field (`errors`); a refusal of the drive's rules names none, so it
// is placed by its message.
import { DRIVE_MESSAGES } from '@site/contracts';
import { errorMessage } from '@site/shared-ui';

export type Problems = Record<string, string>;
/** The form's own place for a problem no field owns. */
export const FORM = 'form';

const BY_MESSAGE: Record<string, string> = {
  [DRIVE_MESSAGES.slotsOverlap]: 'slots',
  [DRIVE_MESSAGES.capacityBelowBooked]: 'slots',
  [DRIVE_MESSAGES.slotUnknown]: 'slots',
  [DRIVE_MESSAGES.jobUnknown]: 'jobIds',
  [DRIVE_MESSAGES.past]: 'day',
};

/**
 * The field a problem's path belongs to: a slot's ("slots.3.capacity" → "slots.3"), a direction's language
 * ("directions.hi"), or the field itself ("jobIds.0" → "jobIds").
 */
export function fieldOf(path: string): string {
  const [head = '', second] = path.split('.');
  if (!head) return FORM;
  if ((head === 'slots' && /^\d+$/.test(second ?? '')) || (head === 'directions' && second)) return `${head}.${second}`;
  return head;
}

/** One message per field, the first one given. */
export function problemsOf(issues: ReadonlyArray<{ field: string; message: string }>): Problems {
  const out: Problems = {};
  for (const { field, message } of issues) {
    const at = fieldOf(field);
    out[at] ??= message;
  }
  return out;
}

/** The problems of a refused save: the API's list by field, else its message where it belongs; null when it did not answer. */
export function problemsOfAnswer(err: unknown): Problems | null {
  const status = (err as { status?: unknown } | undefined)?.status;
  if (typeof status !== 'number') return null;
  const errors = (err as { data?: { errors?: unknown } }).data?.errors;
  if (Array.isArray(errors) && errors.length) {
    return problemsOf(
      errors
        .filter((e): e is { field: string; message: string } => typeof e?.message === 'string')
        .map((e) => ({ field: String(e.field ?? ''), message: e.message })),
    );
  }
  const message = errorMessage(err) ?? `The drive could not be saved (${status})`;
  return { [BY_MESSAGE[message] ?? FORM]: message };
}
