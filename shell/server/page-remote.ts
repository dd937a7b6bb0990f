// The release a page's remote is drawn with: the visitor's first release whose server code can be had, the ones
// failing before it reported and skipped. Without releases, the remote's configured (root) build, as before.
import { type ReleaseRemote, UNRELEASED_BUILD } from '@site/contracts/releases';
import { recentlyFailed, releaseFailed, type ReportTo } from './release-failures';
import { type RemoteServerModule, remoteServerCode, type Trust } from './remote-routes';
import type { ReleaseAt, VisitorReleases } from './visitor-releases';

export interface PageRemote {
  id: ReleaseRemote;
  /** The manifest the page names (the release's, or the configured one). */
  url: string;
  release: ReleaseAt | null;
  /** The releases after it, to fall back to in the browser. */
  rest: ReleaseAt[];
  module: RemoteServerModule | null;
}

/** The visitor's releases without those that failed here a moment ago (all of them when every one did). */
export function withoutRecentFailures(releases: VisitorReleases): VisitorReleases {
  return Object.fromEntries(
    Object.entries(releases).map(([remote, list]) => {
      const usable = list.filter((r) => !recentlyFailed(remote as ReleaseRemote, r.id));
      return [remote, usable.length ? usable : list];
    }),
  );
}

/**
 * `withCode`: the page is drawn here, so the remote's server code is loaded. A release whose code cannot be had
 * (unreadable, unsigned, throwing as it loads) gives way to the next; when none can, the first is named all the same
 * (the browser has its own code and fallbacks) and the page is drawn in the browser.
 */
export async function pageRemote(
  id: ReleaseRemote,
  configured: string,
  reportTo: ReportTo,
  releases: ReleaseAt[] | undefined,
  trust: Trust,
  withCode: boolean,
): Promise<PageRemote> {
  if (!releases?.length) {
    const module = withCode ? (await remoteServerCode(configured, trust, { remote: id, release: UNRELEASED_BUILD })).module : null;
    return { id, url: configured, release: null, rest: [], module };
  }
  const at = (i: number, module: RemoteServerModule | null): PageRemote => ({
    id,
    url: releases[i]!.url,
    release: releases[i]!,
    rest: releases.slice(i + 1),
    module,
  });
  if (!withCode) return at(0, null);
  for (let i = 0; i < releases.length; i++) {
    const code = await remoteServerCode(releases[i]!.url, trust, { remote: id, release: releases[i]!.id });
    if (code.module || !code.failure) return at(i, code.module);
    releaseFailed(reportTo, id, releases[i]!.id, 'load', code.failure);
  }
  return at(0, null);
}
