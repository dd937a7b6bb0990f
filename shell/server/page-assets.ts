// What a page needs before it can draw, read from the builds: the shell's own start-up chunks and the exposed
// chunks of the remote that owns the route. The HTML names them all at once, so the browser fetches them
// in parallel instead of discovering one after another.
import { readFile } from 'node:fs/promises';
import path from 'node:path';

interface ManifestAssets {
  js: { sync: string[] };
  css: { sync: string[] };
}
interface Manifest {
  metaData: { remoteEntry: { name: string; path: string } };
  exposes: Array<{ path: string; assets: ManifestAssets }>;
}

export interface Assets {
  scripts: string[];
  styles: string[];
  /** The shell's Devanagari type, named by Hindi and Marathi pages only. */
  devanagari?: { styles: string[]; fonts: string[] };
}

/**
 * The shell's start-up chunks: the shared singletons it provides and its bootstrap chunks, as its build lists them
 * (scripts/rspack/create-config.mjs, StartupAssetsPlugin).
 */
export async function shellAssets(dir: string): Promise<Assets> {
  const startup = JSON.parse(await readFile(path.join(dir, 'startup-assets.json'), 'utf8')) as Assets;
  const local = (files: string[] = []) => files.map((f) => `/${f}`);
  return {
    scripts: local(startup.scripts),
    styles: local(startup.styles),
    ...(startup.devanagari ? { devanagari: { styles: local(startup.devanagari.styles), fonts: local(startup.devanagari.fonts) } } : {}),
  };
}

const REMOTE_TTL_MS = 2000;
const remoteCache = new Map<string, { at: number; assets: Promise<Assets | null> }>();

/**
 * A remote's entry and the chunks of its exposed `./Routes`, as absolute addresses. Read again after a short
 * while, so a remote deployed on its own is named correctly on the next pages; null when the remote is down.
 */
export function remoteAssets(manifestUrl: string): Promise<Assets | null> {
  const hit = remoteCache.get(manifestUrl);
  if (hit && Date.now() - hit.at < REMOTE_TTL_MS) return hit.assets;
  const assets = readRemoteAssets(manifestUrl);
  remoteCache.set(manifestUrl, { at: Date.now(), assets });
  // A stale list is still answered while the new one is read, unless the last read found nothing.
  return hit ? hit.assets.then((old) => old ?? assets) : assets;
}

function readRemoteAssets(manifestUrl: string): Promise<Assets | null> {
  return fetch(manifestUrl, { signal: AbortSignal.timeout(500) })
    .then((res) => (res.ok ? (res.json() as Promise<Manifest>) : null))
    .then((manifest) => {
      if (!manifest) return null;
      const base = new URL('.', manifestUrl).href;
      const routes = manifest.exposes.find((e) => e.path === './Routes');
      const entry = manifest.metaData.remoteEntry;
      return {
        scripts: [path.posix.join(entry.path, entry.name), ...(routes?.assets.js.sync ?? [])].map((f) => new URL(f, base).href),
        styles: (routes?.assets.css.sync ?? []).map((f) => new URL(f, base).href),
      };
    })
    .catch(() => null);
}
