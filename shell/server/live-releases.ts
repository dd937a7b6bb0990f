// Which release of each remote is live, tried (canary) or was live before, as the API says (`GET /releases/live`),
// read at most once a second (polled-read.ts). With no answer yet the remotes are drawn from their configured
// manifests, as before releases existed.
import { type LiveRelease, type LiveReleases, RELEASE_REMOTES } from '@site/contracts/releases';
import { polledRead } from './polled-read';

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

const read = polledRead(parseLiveReleases, { everyMs: 1000 });

/** The pointers of every remote the API names, or null when it never answered (the configured manifests then). */
export const liveReleases = (apiUrl: string): Promise<Partial<LiveReleases> | null> => read(`${apiUrl.replace(/\/$/, '')}/releases/live`);

/** Forgets what was read (tests). */
export const forgetLiveReleases = () => read.forget();
