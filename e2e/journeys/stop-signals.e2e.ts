// Every `npm start*` command stops when the process npm started gets SIGTERM or SIGINT, as systemd, a container
// runtime or a supervisor sends it: to that one process, not to its group (docs/deploy.md). npm forwards the signal
// to its child; the script must be the server itself, not a shell that dies and leaves the server running.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { canConnect, freePort } from '../../scripts/ferretdb.mjs';
import { npmRun, type Part, pause } from '../src/npm-parts';

/** Bounds on the polls below (counts, not durations). */
const MAX_POLLS = 600;

/** Whether any process of the part's group still runs (npm, a shell, the server or its children). */
function groupRuns(part: Part): boolean {
  try {
    process.kill(-part.child.pid!, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code !== 'ESRCH';
  }
}

async function listening(port: number, part: Part) {
  for (let i = 0; i < MAX_POLLS; i++) {
    if (part.child.exitCode !== null || part.child.signalCode !== null) throw new Error(`${part.script} exited:\n${part.text()}`);
    if (await canConnect(port)) return;
    await pause();
  }
  throw new Error(`${part.script} did not listen on ${port}:\n${part.text()}`);
}

/** Sends the signal to npm's own process only, then waits for npm to exit and its group to empty. */
async function signalNpm(part: Part, signal: NodeJS.Signals) {
  part.child.kill(signal);
  await part.npmExited;
  for (let i = 0; i < MAX_POLLS && groupRuns(part); i++) await pause();
}

/** Clears whatever a failing test left running. */
const clear = (part: Part) => groupRuns(part) && process.kill(-part.child.pid!, 'SIGKILL');

async function environment() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'e2e-signals-'));
  const ports = Object.fromEntries(
    await Promise.all(['db', 'api', 'shell', 'main', 'integrated', 'admin', 'check', 'smtp'].map(async (name) => [name, (await freePort()) as number])),
  ) as Record<'db' | 'api' | 'shell' | 'main' | 'integrated' | 'admin' | 'check' | 'smtp', number>;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    DB_PORT: String(ports.db),
    MONGODB_DB: 'signals',
    API_PORT: String(ports.api),
    API_HOST: '127.0.0.1',
    SHELL_PORT: String(ports.shell),
    MAIN_PORT: String(ports.main),
    INTEGRATED_PORT: String(ports.integrated),
    ADMIN_PORT: String(ports.admin),
    SHELL_CHECK_PORT: String(ports.check),
    SHELL_CHECK_URL: `http://127.0.0.1:${ports.check}`,
    API_URL: `http://127.0.0.1:${ports.api}`,
    SITE_URL: `http://localhost:${ports.shell}`,
    // A mail server that is not there: no MailDev is started, the e-mails wait in the outbox.
    SMTP_URL: `smtp://127.0.0.1:${ports.smtp}`,
    RELEASES_DIR: path.join(dataDir, 'releases'),
    SEED: 'false',
  };
  return { dataDir, ports, env };
}

test.describe('a signal to the process npm started', () => {
  test('stops start:db, start:api, start:shell and start:remote (SIGTERM), and start:api (SIGINT): nothing of them is left', async () => {
    test.setTimeout(180_000);
    const { dataDir, ports, env } = await environment();
    const parts: Part[] = [];
    try {
      const db = npmRun('start:db', env);
      parts.push(db);
      await listening(ports.db, db);
      const partEnv = { ...env, MONGODB_URI: `mongodb://127.0.0.1:${ports.db}/` };
      const api = npmRun('start:api', partEnv);
      const shell = npmRun('start:shell', partEnv);
      const remote = npmRun('start:remote', partEnv, ['main']);
      parts.push(api, shell, remote);
      await Promise.all([listening(ports.api, api), listening(ports.shell, shell), listening(ports.main, remote)]);

      for (const [part, port] of [
        [remote, ports.main],
        [shell, ports.shell],
        [api, ports.api],
        [db, ports.db],
      ] as const) {
        await signalNpm(part, 'SIGTERM');
        expect([part.script, await canConnect(port), groupRuns(part)]).toEqual([part.script, false, false]);
      }

      // SIGINT, as a supervisor that stops with it sends it.
      const db2 = npmRun('start:db', env);
      parts.push(db2);
      await listening(ports.db, db2);
      const api2 = npmRun('start:api', partEnv);
      parts.push(api2);
      await listening(ports.api, api2);
      await signalNpm(api2, 'SIGINT');
      expect([await canConnect(ports.api), groupRuns(api2)]).toEqual([false, false]);
      await signalNpm(db2, 'SIGINT');
      expect([await canConnect(ports.db), groupRuns(db2)]).toEqual([false, false]);
    } finally {
      parts.forEach(clear);
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  test('stops npm start (SIGTERM): the database, the API, the shell and the remotes', async () => {
    test.setTimeout(180_000);
    const { dataDir, ports, env } = await environment();
    const start = npmRun('start', env, ['--no-build']);
    try {
      await Promise.all([ports.api, ports.shell, ports.main, ports.integrated, ports.admin].map((port) => listening(port, start)));
      await signalNpm(start, 'SIGTERM');
      const open = await Promise.all(Object.values(ports).map((port) => canConnect(port)));
      expect([open.some(Boolean), groupRuns(start)]).toEqual([false, false]);
    } finally {
      clear(start);
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
