// A small answer of the API that every page needs (which releases are live, the content's version), read in the
// background and shared by every request: a page waits for it only at the first read, or when the last read is old
// (an idle server), never for the API being slow or down: the last good answer is kept.

interface State<T> {
  /** When the last read started (succeeded or not). */
  readAt: number;
  value: T | null;
  reading: Promise<void> | null;
}

export interface PolledRead<T> {
  /** The last good answer from `url` (read again when it is `everyMs` old), or null when it never answered. */
  (url: string): Promise<T | null>;
  /** Forgets what was read (tests). */
  forget(): void;
}

/** `parse` gives null for an answer that is not one (the last good one stays). */
export function polledRead<T>(
  parse: (json: unknown) => T | null,
  { everyMs, waitWhenIdleMs = 3000, timeoutMs = 800 }: { everyMs: number; waitWhenIdleMs?: number; timeoutMs?: number },
): PolledRead<T> {
  const states = new Map<string, State<T>>();

  function read(url: string, state: State<T>): Promise<void> {
    state.readAt = Date.now();
    state.reading ??= fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { 'Cache-Control': 'no-cache' } })
      .then((res) => (res.ok ? res.json() : null))
      .then((json) => {
        const value = parse(json);
        if (value !== null) state.value = value;
      })
      .catch(() => undefined)
      .finally(() => {
        state.reading = null;
      });
    return state.reading;
  }

  const get = async (url: string) => {
    let state = states.get(url);
    if (!state) {
      state = { readAt: 0, value: null, reading: null };
      states.set(url, state);
      await read(url, state);
      return state.value;
    }
    const sinceRead = Date.now() - state.readAt;
    if (sinceRead >= everyMs) {
      const reading = read(url, state);
      // After a quiet while the answer may be old: this page waits for the new one (the pages after it never do).
      if (sinceRead > waitWhenIdleMs) await reading;
    }
    return state.value;
  };
  return Object.assign(get, { forget: () => states.clear() });
}
