// What a candidate's page may load of JavaScript before it responds (docs/performance.md "The byte budget"), in gzip
// bytes at level 9 (as the static servers send it). Each remote has a share, checked by its build and by the shell
// before one of its releases is promoted, so that no team's release can break the budget alone.
import type { ReleaseRemote } from './releases.js';

/**
 * Each remote's share: its container (`remoteEntry.js`) and what its `./Routes` needs at once; what loads when it is
 * used (a form's code, a dialog) is not counted. The back office is no candidate's page: its share is a ceiling.
 */
export const REMOTE_JS_SHARES: Readonly<Record<ReleaseRemote, number>> = { main: 24 * 1024, integrated: 14 * 1024, admin: 144 * 1024 };

/** What the share is read from in a remote's federation manifest (`mf-manifest.json`). */
export interface FederationManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: Array<{ path?: string; assets?: { js?: { sync?: string[] } } }>;
}

/** The files of a remote's share, relative to its manifest. */
export function shareFiles(manifest: FederationManifest): string[] {
  const entry = manifest.metaData?.remoteEntry;
  const container = entry?.name ? [entry.path ? `${entry.path.replace(/\/$/, '')}/${entry.name}` : entry.name] : [];
  const routes = manifest.exposes?.find((e) => e.path === './Routes')?.assets?.js?.sync ?? [];
  return [...new Set([...container, ...routes])];
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** Why `bytes` of a release of `remote` break its share; null within it. */
export function pastShare(remote: ReleaseRemote, bytes: number): string | null {
  const share = REMOTE_JS_SHARES[remote];
  return bytes > share ? `its pages need ${kb(bytes)} KB of gzip JavaScript before they respond, past its share of ${kb(share)} KB` : null;
}
