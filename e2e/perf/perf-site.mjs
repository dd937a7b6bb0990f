// The whole site for a benchmark: built for production (unless --no-build), started on free ports with demo content.
import { spawnSync } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, ROOT } from '../../scripts/ferretdb.mjs';
import { startSite } from '../../scripts/site.mjs';

export async function startPerfSite(args) {
  if (!args.includes('--no-build')) {
    const build = spawnSync('npx', ['nx', 'run-many', '-t', 'build', '--outputStyle=stream'], { cwd: ROOT, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'site-perf-'));
  const [shell, main, integrated, admin, api, db, shellCheck] = await Promise.all(Array.from({ length: 7 }, () => freePort()));
  const env = {
    ...process.env,
    SHELL_PORT: shell,
    SHELL_CHECK_PORT: shellCheck,
    MAIN_PORT: main,
    INTEGRATED_PORT: integrated,
    ADMIN_PORT: admin,
    API_PORT: api,
    DB_PORT: db,
    LOG_LEVEL: 'warn',
    SEED: 'true',
  };
  delete env.MONGODB_URI;
  delete env.API_URL;
  const site = await startSite({ env: Object.fromEntries(Object.entries(env).map(([k, v]) => [k, String(v)])), dataDir, quiet: true });
  /** The first document's id of a public list. */
  const firstId = async (listPath, key) => {
    const body = await (await fetch(`${site.appConfig.apiUrl}/${listPath}`)).json();
    return (key ? body[key] : body)[0]._id;
  };
  /** The public pages, with ids of demo documents. */
  const publicPages = async () => {
    const [job, service, client] = await Promise.all([
      firstId('admin/jobs/getJobs', 'Jobs'),
      firstId('admin/services/getServices', 'services'),
      firstId('admin/clients/get', null),
    ]);
    return [
      '/',
      '/main/home',
      '/main/service',
      '/main/about',
      '/main/jobs',
      '/main/contact',
      `/jobdetail/${job}`,
      `/booking/${service}`,
      '/integrat/home',
      '/integrat/clients',
      `/client/${client}`,
      '/website',
    ];
  };
  return { site, dataDir, publicPages, ports: { shell, main, integrated, admin } };
}

/** A page's address in `language` (docs/i18n.md). */
export const inLanguage = (language, route) => (language === 'en' ? route : route === '/' ? `/${language}` : `/${language}${route}`);
