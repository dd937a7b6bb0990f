// What a phone application keeps while its code is on the way (docs/behaviour.md §16.1): the typed fields and the
// step, in the tab's session storage, so a reload or a lost connection loses nothing. Never the code's token or a file.

export interface PhoneApplyDraft {
  values: Record<string, unknown>;
  /** When the code was sent to `values.mobile` (ms); none while the details are still being filled in. */
  sentAt?: number;
}

const keyOf = (jobId: string) => `phone-apply:${jobId}`;

export function readDraft(jobId: string): PhoneApplyDraft | null {
  try {
    const raw = globalThis.sessionStorage?.getItem(keyOf(jobId));
    const draft = raw ? (JSON.parse(raw) as PhoneApplyDraft) : null;
    return draft && typeof draft.values === 'object' ? draft : null;
  } catch {
    return null;
  }
}

export function saveDraft(jobId: string, draft: PhoneApplyDraft) {
  try {
    globalThis.sessionStorage?.setItem(keyOf(jobId), JSON.stringify(draft));
  } catch {
    // A private window may refuse storage: the form still works, only a reload loses it.
  }
}

export function dropDraft(jobId: string) {
  try {
    globalThis.sessionStorage?.removeItem(keyOf(jobId));
  } catch {
    // As above.
  }
}
