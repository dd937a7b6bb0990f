// The deployment guide (docs/deploy.md), run as it says: each part of the site started apart with its own npm
// command and production settings, the site used through them in the browser, each part stopped with SIGTERM.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test as base, expect } from '@playwright/test';
import { freePort } from '../../scripts/ferretdb.mjs';
import { answers, npmRun, ROOT } from '../src/npm-parts';

const test = base;

/** SIGTERM to the part's process group (npm and the part), as an init system stops a service. */
const stop = (child: ChildProcess) => child.pid && process.kill(-child.pid, 'SIGTERM');

test.describe('deployment guide', () => {
  test('NODE_ENV=production npm start refuses to start without SMTP_URL, and says what to set', async () => {
    const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production' };
    delete env.SMTP_URL;
    const start = spawn(process.execPath, [path.join(ROOT, 'scripts', 'start.mjs'), '--no-build'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    start.stderr.on('data', (d) => (stderr += d));
    const code = await new Promise((resolve) => start.once('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('SMTP_URL');
    expect(stderr).toMatch(/smtp:\/\//);
  });

  test('the parts started apart with their own commands serve the site, and each stops on SIGTERM', async ({ browser }) => {
    test.setTimeout(180_000);
    const dataDir = await mkdtemp(path.join(tmpdir(), 'e2e-deploy-'));
    const [db, api, shell, main, integrated, admin, smtp, shellCheck] = await Promise.all(Array.from({ length: 8 }, () => freePort() as Promise<number>));
    const site = `http://localhost:${shell}`;
    const origins = [shell, main, integrated, admin].map((p) => `http://localhost:${p}`);
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      DB_PORT: String(db),
      MONGODB_URI: `mongodb://127.0.0.1:${db}/`,
      API_PORT: String(api),
      API_HOST: '127.0.0.1',
      SHELL_PORT: String(shell),
      MAIN_PORT: String(main),
      INTEGRATED_PORT: String(integrated),
      ADMIN_PORT: String(admin),
      API_URL: `http://localhost:${api}`,
      SITE_URL: site,
      SITE_ORIGINS: origins.join(','),
      SHELL_CHECK_PORT: String(shellCheck),
      SHELL_CHECK_URL: `http://127.0.0.1:${shellCheck}`,
      JWT_SECRET: 'deploy-journey-secret-of-at-least-32-characters',
      TWO_FACTOR_KEY: 'deploy-journey-two-factor-key-of-32-characters',
      SHELL_SECRET: 'deploy-journey-shell-secret-of-32-characters',
      ADMIN_EMAIL: 'owner@example.in',
      ADMIN_PASSWORD: 'a long deploy journey password',
      // A mail server that is not there: the firm's e-mails wait in the outbox, nothing is lost.
      SMTP_URL: `smtp://127.0.0.1:${smtp}`,
      // An SMS operator that is not there either: the SMS wait in their outbox.
      SMS_URL: `smpp://site:secret@127.0.0.1:${smtp}`,
      RELEASES_DIR: path.join(dataDir, 'releases'),
      // The API says when it stopped at info level.
      LOG_LEVEL: 'info',
    };
    const parts = [npmRun('start:db', env)];
    try {
      parts.push(npmRun('start:api', env));
      await answers(`http://127.0.0.1:${api}/health/ready`, parts[1]!);
      parts.push(
        npmRun('start:shell', env),
        npmRun('start:remote', env, ['main']),
        npmRun('start:remote', env, ['integrated']),
        npmRun('start:remote', env, ['admin']),
      );
      await Promise.all([shell, main, integrated, admin].map((port, i) => answers(`http://127.0.0.1:${port}/app-config.json`, parts[i + 2]!)));

      // The release checks answer on the shell's check port only (the API's), never on the site's.
      expect((await fetch(`${site}/_releases/check/main/000000000000`)).status).toBe(404);
      expect((await fetch(`http://127.0.0.1:${shellCheck}/_releases/check/shop/000000000000`)).status).toBe(400);

      // Production: nothing seeded, no MailDev; the site works through the parts.
      const services = (await (await fetch(`http://127.0.0.1:${api}/admin/services/getServices`)).json()) as { services: unknown[] };
      expect(services.services).toEqual([]);
      const page = await (await browser.newContext()).newPage();
      await page.goto(`${site}/main/contact`);
      await expect(page.getByRole('heading', { name: 'Get in Touch With Us' })).toBeVisible();
      await page.goto(`${site}/admin`);
      await expect(page.getByRole('heading', { name: /sign in/i })).toBeVisible();
      await page.context().close();

      // SIGTERM: each part finishes what is under way and says it stopped.
      for (const part of [...parts].reverse()) {
        stop(part.child);
        await part.exited;
      }
      expect(parts.map((p) => /\bstopped\b/i.test(p.text()))).toEqual([true, true, true, true, true, true]);
    } finally {
      for (const part of parts) if (part.child.exitCode === null && part.child.signalCode === null) stop(part.child);
      await Promise.all(parts.map((p) => p.exited));
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
