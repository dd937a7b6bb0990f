// A remote's releases in the back office's words: which site, what a release was built against, its share of
// visitors and failure rate, in Indian English as every other screen writes numbers.
import type { BuiltAgainst, LiveRelease, ReleaseListEntry, ReleaseRemote, ReleaseSwitch } from '@site/contracts/releases';
import { remoteNoun } from '../../lib/release-names';

const COUNT = new Intl.NumberFormat('en-IN');
const RATE = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 });

/** "1,23,456". */
export const countText = (n: number) => COUNT.format(n);
/** "3.2 %"; "—" before any browser reported the release. */
export const rateText = (rate: number | null) => (rate === null ? '—' : `${RATE.format(rate)} %`);
/** "20 %". */
export const shareText = (percent: number) => `${percent} %`;

/** "21.3 KB": its pages' gzip JavaScript before they respond; "—" for a release recorded without it. */
export const startupJsText = (bytes: number | undefined) => (bytes === undefined ? '—' : `${(bytes / 1024).toFixed(1)} KB`);

/** "shared-ui 1.0.0 · React 19.3.1 · contract 1": what decides whether the shell accepts it. */
export function builtAgainstText({ singletons, contract }: BuiltAgainst): string {
  return [
    singletons['@site/shared-ui'] && `shared-ui ${singletons['@site/shared-ui']}`,
    singletons.react && `React ${singletons.react}`,
    `contract ${contract}`,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** The release's badges: Live, Canary 20 %, Previous (where a rollback goes). */
export function statusBadges(entry: ReleaseListEntry, pointer: LiveRelease): string[] {
  return [entry.live && 'Live', entry.canary && `Canary ${shareText(entry.canary.percent)}`, pointer.previous[0] === entry.id && 'Previous'].filter(
    (b): b is string => Boolean(b),
  );
}

/** What the admin is asked before a switch: making `id` live, trying it on a share, rolling back, ending the canary. */
export function switchQuestion(
  remote: ReleaseRemote,
  kind: 'promote' | 'canary' | 'rollback' | 'end-canary',
  id: string | undefined,
  pointer: LiveRelease,
): string {
  const site = remoteNoun(remote);
  const live = pointer.live;
  switch (kind) {
    case 'promote':
      return `Make release ${id} live on ${site} for every visitor?${live ? ` Release ${live} stops being live; you can roll back to it.` : ''}`;
    case 'canary':
      return `Serve release ${id} to a share of the visitors of ${site}${live ? `, and the live release ${live} to the rest` : ''}? Each visitor stays on their side.`;
    case 'rollback':
      return `Make release ${pointer.previous[0] ?? ''} live again on ${site}?${live ? ` Release ${live} stops being live.` : ''}`;
    case 'end-canary':
      return `End the canary of release ${pointer.canary?.id ?? ''} on ${site}? Every visitor gets ${live ? `the live release ${live}` : 'the live release'} again.`;
  }
}

/** What the screen says once a switch is done, from the pointer the API answered. */
export function switchDone(remote: ReleaseRemote, change: ReleaseSwitch, now: LiveRelease): string {
  const site = remoteNoun(remote);
  if (change.action === 'promote' && change.canaryPercent !== undefined)
    return `Release ${change.id} is now tried on ${shareText(change.canaryPercent)} of the visitors of ${site}.`;
  if (change.action === 'end-canary') return `The canary of ${site} has ended.`;
  return now.live ? `Release ${now.live} is live on ${site}.` : `${site[0]!.toUpperCase()}${site.slice(1)} has no live release.`;
}

/**
 * The shell reports a release failing on its server at least once a minute while it goes on (and browsers each
 * failure): a failure this recent means the release is failing now.
 */
export const FAILING_NOW_MS = 2 * 60_000;
/** From this failure rate on, the live release fails for (nearly) every visitor, not for a few browsers. */
const FAILS_FOR_ALL_PERCENT = 50;

/** Which release visitors actually get while the live one fails (the shell falls back to the release live before). */
export interface Fallback {
  live: string;
  /** The release drawn instead; null when there is none before the live one. */
  instead: string | null;
  /** Every visitor (its failures dominate), or only those whose page or browser failed. */
  forAll: boolean;
  lastFailureAt: string;
}

export function fallbackOf(pointer: LiveRelease, releases: readonly ReleaseListEntry[], now: number): Fallback | null {
  const live = releases.find((r) => r.id === pointer.live);
  if (!live?.lastFailureAt || now - Date.parse(live.lastFailureAt) > FAILING_NOW_MS) return null;
  return {
    live: live.id,
    instead: pointer.previous[0] ?? null,
    forAll: (live.failureRate ?? 0) >= FAILS_FOR_ALL_PERCENT,
    lastFailureAt: live.lastFailureAt,
  };
}

/** What the screen says of a fallback: which release visitors get, then why. `at`: the last failure, in words. */
export function fallbackText({ live, instead, forAll }: Fallback, at: string): { summary: string; why: string } {
  if (!instead)
    return {
      summary: `Release ${live} is failing, with no release before it to fall back to.`,
      why: `Visitors may see errors (last failure ${at}). Make another release live.`,
    };
  if (!forAll)
    return {
      summary: `Some visitors got release ${instead}, not the live release ${live}.`,
      why: `${live} failed for them (last failure ${at}); the shell then draws the release live before it.`,
    };
  return {
    summary: `Visitors get release ${instead}, not the live release ${live}.`,
    why: `${live} keeps failing (last failure ${at}), and while a live release fails the shell draws the release live before it. Roll back to make ${instead} live, or make another release live.`,
  };
}

/** Whether the shell may draw the release (live, canary or a previous one): those cannot be removed. */
export const inUse = (entry: ReleaseListEntry, pointer: LiveRelease) => entry.live || entry.canary !== null || pointer.previous.includes(entry.id);
