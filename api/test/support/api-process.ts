// The API as a process of its own, started from its entry point (src/main.ts, through run-main.mjs): what happens
// at start and on a signal is main's, so it is tested on a real process, its exit code and its output.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MongoClient } from 'mongodb';
import { freePort } from '../../../scripts/ferretdb.mjs';

const RUN_MAIN = path.join(path.dirname(fileURLToPath(import.meta.url)), 'run-main.mjs');

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

export interface ApiProcess {
  url: string;
  child: ChildProcess;
  /** The test database this process uses. */
  db: string;
  exited: Promise<Exit>;
  /** Kills the process if it still runs, drops its database and its files. */
  close(): Promise<void>;
}

/** Runs the API's entry point with `env` (over a test set-up like startApi's); resolves on its exit. */
export async function runMain(env: Record<string, string | undefined>) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'api-process-files-'));
  const port = await freePort();
  const db = `test_${randomUUID().slice(0, 8)}`;
  const child = spawn(process.execPath, ['--conditions=source', '--enable-source-maps', RUN_MAIN], {
    cwd: path.dirname(RUN_MAIN),
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      NODE_ENV: 'test',
      API_HOST: '127.0.0.1',
      API_PORT: String(port),
      MONGODB_DB: db,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED: 'false',
      SUBMISSION_RATE_LIMIT: '10000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (c: Buffer) => (stdout += c));
  child.stderr!.on('data', (c: Buffer) => (stderr += c));
  const exited = new Promise<Exit>((resolve) => child.once('close', (code, signal) => resolve({ code, signal, stdout, stderr })));
  return { child, port, db, dataDir, exited, output: () => ({ stdout, stderr }) };
}

/** A running API process: resolves once it listens, rejects if it exits first. */
export async function startApiProcess(env: Record<string, string | undefined> = {}): Promise<ApiProcess> {
  const run = await runMain(env);
  const close = async () => {
    if (run.child.exitCode === null && run.child.signalCode === null) run.child.kill('SIGKILL');
    await run.exited;
    const client = await MongoClient.connect(process.env.MONGODB_URI!);
    await client
      .db(run.db)
      .dropDatabase()
      .finally(() => client.close());
    await rm(run.dataDir, { recursive: true, force: true });
  };
  const listening = new Promise<void>((resolve) => {
    const seen = () => run.output().stdout.includes('API listening on') && resolve();
    run.child.stdout!.on('data', seen);
  });
  const failed = run.exited.then((exit) => {
    throw new Error(`The API exited before listening (code ${exit.code}): ${exit.stderr}`);
  });
  try {
    await Promise.race([listening, failed]);
  } catch (err) {
    await close();
    throw err;
  }
  failed.catch(() => undefined);
  return { url: `http://127.0.0.1:${run.port}`, child: run.child, db: run.db, exited: run.exited, close };
}
