// The runtime configuration a visitor's browser gets (inline in a page, or as /app-config.json): each remote's
// manifest is the one of the release this visitor gets, and the releases to fall back to are named, with the token
// that makes the API count the browser's reports of them. Without releases it is the configuration as it always was.
import { RELEASE_REMOTES } from '@site/contracts/releases';
import type { RuntimeConfig } from '@site/shared-ui';
import type { MintToken } from './report-tokens';
import type { VisitorReleases } from './visitor-releases';

/** `mint`: this visitor's report tokens (none: the browser's reports will not count); `saveData`: they asked to save data. */
export function visitorConfig(config: RuntimeConfig, releases: VisitorReleases, mint?: MintToken, saveData = false): RuntimeConfig {
  const remotes = { ...config.remotes };
  const named: NonNullable<RuntimeConfig['releases']> = {};
  for (const remote of RELEASE_REMOTES) {
    const [first, ...rest] = releases[remote] ?? [];
    if (!first) continue;
    remotes[remote] = first.url;
    // One token per remote, naming every release of it this visitor may report on (it falls back in order).
    const token = mint?.(remote, [first.id, ...rest.map((r) => r.id)]);
    named[remote] = { id: first.id, fallback: rest, ...(token ? { token } : {}) };
  }
  return {
    apiUrl: config.apiUrl,
    siteUrl: config.siteUrl,
    remotes,
    minFillMs: config.minFillMs,
    ...(Object.keys(named).length ? { releases: named } : {}),
    ...(saveData ? { saveData } : {}),
  };
}
