// The runtime configuration a visitor's browser gets (inline in a page, or as /app-config.json): each remote's
// manifest is the one of the release this visitor gets, and the releases to fall back to are named. Without
// releases it is the configuration as it always was.
import { RELEASE_REMOTES } from '@site/contracts/releases';
import type { RuntimeConfig } from '@site/shared-ui';
import type { VisitorReleases } from './visitor-releases';

export function visitorConfig(config: RuntimeConfig, releases: VisitorReleases): RuntimeConfig {
  const remotes = { ...config.remotes };
  const named: NonNullable<RuntimeConfig['releases']> = {};
  for (const remote of RELEASE_REMOTES) {
    const [first, ...rest] = releases[remote] ?? [];
    if (!first) continue;
    remotes[remote] = first.url;
    named[remote] = { id: first.id, fallback: rest };
  }
  return { apiUrl: config.apiUrl, siteUrl: config.siteUrl, remotes, minFillMs: config.minFillMs, ...(Object.keys(named).length ? { releases: named } : {}) };
}
