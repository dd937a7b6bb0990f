// The runtime configuration (/app-config.json), read once: API address and each remote's manifest.
// These are not part of features as this is a module shared across the host and every remote.
// Checked by hand rather than with zod: this runs before the first paint and zod would double its JavaScript.

export interface RuntimeConfig {
  apiUrl: string;
  remotes: { main: string; integrated: string; admin: string };
  /** The site's public address (canonical links); the page's own origin when not set. */
  siteUrl?: string;
  /** The API's shortest time to fill a visitor form (its SUBMISSION_MIN_FILL_MS); the built-in 3 s when not set. */
  minFillMs?: number;
  /**
   * The release of each remote that `remotes` names (a remote without one is its root build), the releases to fall
   * back to, in order, when it fails to load or draw, and the token the browser's reports on them carry.
   */
  releases?: Partial<Record<keyof RuntimeConfig['remotes'], { id: string; fallback: Array<{ id: string; url: string }>; token?: string }>>;
  /** The visitor's browser asked to save data (`Save-Data: on`): no decorative images, the smallest copy of a photo. */
  saveData?: boolean;
}

/** The shell's server writes the configuration into the page under this id: no separate request. */
export const CONFIG_ELEMENT_ID = 'app-config';

const isUrl = (v: unknown) => typeof v === 'string' && URL.canParse(v);

function parseRuntimeConfig(json: unknown): RuntimeConfig {
  const c = json as Partial<RuntimeConfig> | null;
  const remotes = c?.remotes;
  if (!c || !isUrl(c.apiUrl) || !remotes || ![remotes.main, remotes.integrated, remotes.admin].every(isUrl)) {
    throw new Error('The runtime configuration needs apiUrl and the main, integrated and admin remote URLs');
  }
  const siteUrl = isUrl(c.siteUrl) ? c.siteUrl : undefined;
  return {
    apiUrl: c.apiUrl!,
    remotes: { main: remotes.main, integrated: remotes.integrated, admin: remotes.admin },
    ...(siteUrl ? { siteUrl } : {}),
    ...(Number.isFinite(c.minFillMs) && { minFillMs: c.minFillMs }),
    ...(c.releases && typeof c.releases === 'object' && { releases: c.releases }),
    ...(c.saveData === true && { saveData: true }),
  };
}

let config: RuntimeConfig | null = null;
let loading: Promise<RuntimeConfig> | null = null;

function inlineConfig(): RuntimeConfig | null {
  const text = typeof document === 'undefined' ? null : document.getElementById(CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return parseRuntimeConfig(JSON.parse(text));
  } catch {
    return null;
  }
}

export function loadRuntimeConfig(url = '/app-config.json'): Promise<RuntimeConfig> {
  const inline = loading ? null : inlineConfig();
  if (inline) {
    config = inline;
    loading = Promise.resolve(inline);
  }
  loading ??= fetch(url, { cache: 'no-cache' })
    .then((res) => {
      if (!res.ok) throw new Error(`Could not read ${url} (${res.status})`);
      return res.json();
    })
    .then((json) => (config = parseRuntimeConfig(json)))
    .catch((err) => {
      loading = null;
      throw err;
    });
  return loading;
}

export function setRuntimeConfig(value: RuntimeConfig) {
  config = parseRuntimeConfig(value);
  loading = Promise.resolve(config);
}

export function getRuntimeConfig(): RuntimeConfig {
  if (!config) throw new Error('The runtime configuration is not loaded yet');
  return config;
}

/** Stored paths from the API are shown as the API base address plus the path (docs/behaviour.md §3). */
export function assetUrl(path: string | null | undefined): string | undefined {
  if (!path) return undefined;
  if (/^(https?:|data:|blob:)/.test(path)) return path;
  const base = getRuntimeConfig().apiUrl.replace(/\/$/, '');
  return `${base}${path.startsWith('/') ? '' : '/'}${path}`;
}

/** The page is drawn for a visitor saving data (RuntimeConfig.saveData), the same on the server and in the browser. */
export const savesData = () => config?.saveData === true;
