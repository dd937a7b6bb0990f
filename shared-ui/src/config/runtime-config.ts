// The runtime configuration (/app-config.json), read once: API address and each remote's manifest.
// These are not part of features as this is a module shared across the host and every remote.
import { z } from 'zod';

const runtimeConfigSchema = z.object({
  apiUrl: z.url(),
  remotes: z.object({ main: z.url(), integrated: z.url(), admin: z.url() }),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

let config: RuntimeConfig | null = null;
let loading: Promise<RuntimeConfig> | null = null;

export function loadRuntimeConfig(url = '/app-config.json'): Promise<RuntimeConfig> {
  loading ??= fetch(url, { cache: 'no-cache' })
    .then((res) => {
      if (!res.ok) throw new Error(`Could not read ${url} (${res.status})`);
      return res.json();
    })
    .then((json) => (config = runtimeConfigSchema.parse(json)))
    .catch((err) => {
      loading = null;
      throw err;
    });
  return loading;
}

export function setRuntimeConfig(value: RuntimeConfig) {
  config = runtimeConfigSchema.parse(value);
  loading = Promise.resolve(config);
}

export function getRuntimeConfig(): RuntimeConfig {
  if (!config) throw new Error('The runtime configuration is not loaded yet');
  return config;
}

/** Stored paths from the API are shown as the API base address plus the path (spec §3). */
export function assetUrl(path: string | null | undefined): string | undefined {
  if (!path) return undefined;
  if (/^(https?:|data:|blob:)/.test(path)) return path;
  const base = getRuntimeConfig().apiUrl.replace(/\/$/, '');
  return `${base}${path.startsWith('/') ? '' : '/'}${path}`;
}
