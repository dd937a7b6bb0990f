// The public content's version as the API gives it (`GET /content/version`): it moves with every write of content,
// translations, settings or drives. Read every 250 ms while pages are asked for, and awaited by the first page after a
// second without a read (polled-read.ts): a page is never drawn from a version older than about a second, so an edit
// shows within the API's own 2 s.
import { CONTENT_VERSION_PATH } from '@site/contracts/constants';
import { polledRead } from './polled-read';

/**
 * How long after a version first shows that a page drawn with it may still hold what another API instance had
 * before (each instance reads the versions every 2 s): such a page is kept only until then.
 */
export const SETTLING_MS = 2500;

export interface ContentVersion {
  word: string;
  /** When this shell first saw it (ms). */
  since: number;
}

const read = polledRead<string>(
  (json) => {
    const word = (json as { version?: unknown } | null)?.version;
    return typeof word === 'string' && /^[\w-]{1,64}$/.test(word) ? word : null;
  },
  { everyMs: 250, waitWhenIdleMs: 1000 },
);

/** Per API: the version last given, and when it first showed. */
const seen = new Map<string, ContentVersion>();

/** The content's version, or null when the API never gave one (pages are then not kept). */
export async function contentVersion(apiUrl: string): Promise<ContentVersion | null> {
  const word = await read(`${apiUrl.replace(/\/$/, '')}${CONTENT_VERSION_PATH}`);
  if (word === null) return null;
  let version = seen.get(apiUrl);
  if (version?.word !== word) seen.set(apiUrl, (version = { word, since: Date.now() }));
  return version;
}

/** Forgets what was read (tests). */
export function forgetContentVersion() {
  read.forget();
  seen.clear();
}
