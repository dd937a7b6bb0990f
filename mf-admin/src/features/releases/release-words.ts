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
