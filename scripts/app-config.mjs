// The runtime configuration the shell (and each remote running alone) serves as /app-config.json,
// built from the environment when served: a new remote build or address needs no shell rebuild.
export const PORTS = { shell: 3000, main: 3001, integrated: 3002, admin: 3003, api: 4000 };

/**
 * Where the shell answers the API's release checks (docs/releases.md): a port of its own, never exposed, on loopback
 * unless SHELL_CHECK_HOST says otherwise. `url`: how the API reaches it on the same machine.
 */
export function shellCheckFromEnv(env = process.env) {
  const port = Number(env.SHELL_CHECK_PORT ?? portsFromEnv(env).shell + 100);
  const host = env.SHELL_CHECK_HOST ?? '127.0.0.1';
  const reach = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  return { port, host, url: `http://${reach}:${port}` };
}

export function portsFromEnv(env = process.env) {
  return {
    shell: Number(env.SHELL_PORT ?? PORTS.shell),
    main: Number(env.MAIN_PORT ?? PORTS.main),
    integrated: Number(env.INTEGRATED_PORT ?? PORTS.integrated),
    admin: Number(env.ADMIN_PORT ?? PORTS.admin),
    api: Number(env.API_PORT ?? PORTS.api),
  };
}

/** The API's shortest time to fill a visitor form (SUBMISSION_MIN_FILL_MS); unset, the forms wait the built-in 3 s. */
function minFillMsFromEnv(env) {
  const ms = Number(env.SUBMISSION_MIN_FILL_MS);
  return env.SUBMISSION_MIN_FILL_MS && Number.isFinite(ms) && ms >= 0 ? { minFillMs: ms } : {};
}

export function appConfigFromEnv(env = process.env) {
  const p = portsFromEnv(env);
  const manifest = (port) => `http://localhost:${port}/mf-manifest.json`;
  return {
    apiUrl: env.API_URL ?? `http://localhost:${p.api}`,
    // The site's public address, for canonical links, the sitemap and link previews.
    siteUrl: (env.SITE_URL ?? `http://localhost:${p.shell}`).replace(/\/$/, ''),
    remotes: {
      main: env.MAIN_REMOTE_URL ?? manifest(p.main),
      integrated: env.INTEGRATED_REMOTE_URL ?? manifest(p.integrated),
      admin: env.ADMIN_REMOTE_URL ?? manifest(p.admin),
    },
    // A form sent sooner than the API's minimum would be taken for a bot's: the forms wait it out (docs/behaviour.md §7.7).
    ...minFillMsFromEnv(env),
  };
}
