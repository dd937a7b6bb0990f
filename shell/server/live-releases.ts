// Which release of each remote is live, tried (canary) or was live before, as the API says (`GET /releases/live`).
// Read at most once a second and shared by every request: a page waits for it only at the first read, or when the
// last read is old (an idle server), never for the API being slow or down: the last good answer is kept, and with
// none the remotes are drawn from their configured manifests, as before releases existed.
import { type LiveRelease, type LiveReleases, RELEASE_REMOTES } from '@site/contracts/releases';

const READ_EVERY_MS = 1000;
/** Unread for longer than this, a page waits for the next read (at most the timeout): a switch shows within seconds. */
const WAIT_WHEN_IDLE_MS = 3000;
const TIMEOUT_MS = 800;

/** A release id as it goes into addresses: anything else in the API's answer is ignored. */
const ID = /^[0-9a-f]{12}$/;
const isId = (v: unknown): v is string => typeof v === 'string' && ID.test(v);

function pointerOf(raw: unknown): LiveRelease | null {
  if (!raw || typeof raw !== 'object') return null;
  const p = raw as Record<string, unknown>;
  const canary = p.canary as { id?: unknown; percent?: unknown } | null | undefined;
  const percent = Number(canary?.percent);
  return {
    live: isId(p.live) ? p.live : null,
    canary: canary && isId(canary.id) && Number.isInteger(percent) && percent > 0 && percent < 100 ? { id: canary.id, percent } : null,
    previous: Array.isArray(p.previous) ? p.previous.filter(isId) : [],
  };
}

/** The API's answer, or null when it is not one (so the last good answer stays). */
export function parseLiveReleases(json: unknown): Partial<LiveReleases> | null {
  if (!json || typeof json !== 'object' || Array.isArray(json)) return null;
  const pointers = RELEASE_REMOTES.flatMap((remote) => {
    const pointer = pointerOf((json as Record<string, unknown>)[remote]);
    return pointer ? [[remote, pointer] as const] : [];
  });
  return pointers.length ? Object.fromEntries(pointers) : null;
}

interface State {
  /** When the last read started (succeeded or not). */
  readAt: number;
  pointers: Partial<LiveReleases> | null;
  reading: Promise<void> | null;
}
const states = new Map<string, State>();

function read(apiUrl: string, state: State): Promise<void> {
  state.readAt = Date.now();
  state.reading ??= fetch(`${apiUrl.replace(/\/$/, '')}/releases/live`, { signal: AbortSignal.timeout(TIMEOUT_MS), headers: { 'Cache-Control': 'no-cache' } })
    .then((res) => (res.ok ? res.json() : null))
    .then((json) => {
      const pointers = parseLiveReleases(json);
      if (pointers) state.pointers = pointers;
    })
    .catch(() => undefined)
    .finally(() => {
      state.reading = null;
    });
  return state.reading;
}

/** The pointers of every remote the API names, or null when it never answered (the configured manifests then). */
export async function liveReleases(apiUrl: string): Promise<Partial<LiveReleases> | null> {
  let state = states.get(apiUrl);
  if (!state) {
    state = { readAt: 0, pointers: null, reading: null };
    states.set(apiUrl, state);
    await read(apiUrl, state);
    return state.pointers;
  }
  const sinceRead = Date.now() - state.readAt;
  if (sinceRead >= READ_EVERY_MS) {
    const reading = read(apiUrl, state);
    // After a quiet while the pointers may be old: this page waits for the new ones (the pages after it never do).
    if (sinceRead > WAIT_WHEN_IDLE_MS) await reading;
  }
  return state.pointers;
}

/** Forgets what was read (tests). */
export const forgetLiveReleases = () => states.clear();
