// What a form's code takes over from its plain drawing (TypedForm): the details as its rules read them, and the
// step it was at (a code on its way since `sentAt`).
import { PLAIN_SENT_AT_FIELD } from '@site/contracts/plain-forms';
import type { TypedForm } from '@site/shared-ui';

export interface TakenOver {
  values: { name: string; mobile: string; email: string; consent: boolean; answers: Record<string, string> };
  sentAt?: number;
  jobId?: string;
}

/** Null when nothing was typed (a draft kept from an earlier visit may then be offered instead). */
export function takenOver(typed: TypedForm | null | undefined): TakenOver | null {
  const v = typed?.values;
  if (!v) return null;
  const answers = Object.fromEntries(Object.entries(v).flatMap(([k, a]) => (k.startsWith('answers.') ? [[k.slice(8), a]] : [])));
  const values = { name: v.name ?? '', mobile: v.mobile ?? '', email: v.email ?? '', consent: v.consent === 'true', answers };
  const sentAt = Number(v[PLAIN_SENT_AT_FIELD]) || undefined;
  const typedAny = values.name || values.mobile || values.email || values.consent || Object.values(answers).some(Boolean) || v.jobId;
  return typedAny || sentAt ? { values, sentAt, jobId: v.jobId || undefined } : null;
}
