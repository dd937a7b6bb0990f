// Embedded MongoDB-compatible database for local runs and tests: FerretDB v1.24.2 on SQLite files.
// Production sets MONGODB_URI and never touches any of this.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { logLinesOf, logsAsJson } from './log.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const FERRETDB_BIN = path.join(ROOT, '.tools', 'bin', 'ferretdb');
const BUILD_DIR = path.join(ROOT, 'tools', 'ferretdb');

/** A digest of the wrapper's sources: a binary built from other sources is built again. */
const sourceDigest = () => {
  const hash = createHash('sha256');
  for (const f of readdirSync(BUILD_DIR).sort()) hash.update(f).update(readFileSync(path.join(BUILD_DIR, f)));
  return hash.digest('hex');
};
const BUILT_FROM = `${FERRETDB_BIN}.sources`;
const upToDate = () => existsSync(FERRETDB_BIN) && existsSync(BUILT_FROM) && readFileSync(BUILT_FROM, 'utf8') === sourceDigest();

/** Builds FerretDB from the Go module proxy (pinned by tools/ferretdb/go.sum) unless it is there, built from today's sources. */
export function installFerretDb({ log = console.log } = {}) {
  if (upToDate()) return true;
  const go = spawnSync('go', ['version'], { encoding: 'utf8' });
  const match = /go(\d+)\.(\d+)/.exec(go.stdout ?? '');
  if (go.status !== 0 || !match || Number(match[1]) < 1 || (Number(match[1]) === 1 && Number(match[2]) < 24)) {
    log('FerretDB not built: install Go >= 1.24 (then run npm install again) or set MONGODB_URI to a MongoDB server.');
    return false;
  }
  log('Building the embedded database (FerretDB v1.24.2) with Go; this takes a few minutes once...');
  mkdirSync(path.dirname(FERRETDB_BIN), { recursive: true });
  // tools/ferretdb wraps FerretDB's embeddable package (see main.go for why not cmd/ferretdb);
  // go.sum pins every module, and `go install …@version` is refused by this proxy (no version list).
  const build = spawnSync('go', ['build', '-o', FERRETDB_BIN, '.'], {
    cwd: BUILD_DIR,
    stdio: 'inherit',
    env: { ...process.env, GOTOOLCHAIN: 'local', GOFLAGS: '-mod=mod -buildvcs=false' },
  });
  if (build.status !== 0) throw new Error('Building FerretDB failed (see the Go output above).');
  writeFileSync(BUILT_FROM, sourceDigest());
  log(`FerretDB built at ${path.relative(ROOT, FERRETDB_BIN)}`);
  return true;
}

/**
 * A free port for a test server. Taken below the kernel's ephemeral range (32768 and up), which outgoing
 * connections draw their local ports from: a port found free there could be a browser's connection by the time the
 * server binds it. Each test process draws from a block of its own (Playwright's parallel index, Jest's worker
 * id), so two processes do not hand out the same port either.
 */
const LANE = Number(process.env.TEST_PARALLEL_INDEX ?? (process.env.JEST_WORKER_ID ? 8 + Number(process.env.JEST_WORKER_ID) : 15)) % 16;
let nextInLane = Math.floor(Math.random() * 1000);

export async function freePort() {
  for (let tries = 0; tries < 1000; tries++) {
    const port = 16000 + LANE * 1000 + (nextInLane++ % 1000);
    if (await canListen(port)) return port;
  }
  throw new Error(`No free port left in 16000 + ${LANE} * 1000.`);
}

function canListen(port) {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.unref();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });
}

/** Whether something accepts connections on 127.0.0.1:port (an embedded database `npm start` is running, say). */
export function canConnect(port) {
  return new Promise((resolve) => {
    const sock = net.connect({ host: '127.0.0.1', port }, () => {
      sock.destroy();
      resolve(true);
    });
    sock.on('error', () => resolve(false));
  });
}

/**
 * Starts FerretDB on 127.0.0.1:port with SQLite files in dataDir and resolves once it accepts connections.
 * The returned stop() ends it; exited resolves with { code, signal } when it ends for any reason. The process also
 * dies with its parent.
 */
export async function startFerretDb({ port, dataDir, indexedDatabases = [], timeoutMs = 30_000 }) {
  if (!upToDate()) installFerretDb();
  if (!existsSync(FERRETDB_BIN)) throw new Error('FerretDB is not built: install Go >= 1.24 or set MONGODB_URI.');
  if (await canConnect(port)) throw new Error(`Port ${port} is already in use; set DB_PORT to another port.`);
  const dir = path.resolve(dataDir);
  // The database holds password hashes: its folder is its owner's only (an older one too), and so are the SQLite
  // files FerretDB makes, which take the umask it runs with (umask 077: 0600).
  mkdirSync(dir, { recursive: true });
  chmodSync(dir, 0o700);
  const child = spawn(
    '/bin/sh',
    [
      '-c',
      'umask 077 && exec "$0" "$@"',
      FERRETDB_BIN,
      // WAL (FerretDB's default) with synchronous=NORMAL: a commit is not flushed to disk on its own, only at the
      // WAL's checkpoints. The files stay consistent through a crash of the process or the machine; a power cut may
      // lose the last second of writes. Every write took a disk flush before: 2-3 ms each, serialised.
      `--sqlite-url=file:${dir}/?_pragma=synchronous(normal)`,
      `--listen-addr=127.0.0.1:${port}`,
      '--log-level=error',
      // The site's databases get an index for lookups by _id (tools/ferretdb/id_index.go); never one a test drops.
      ...(indexedDatabases.length ? [`--index-id-lookups=${indexedDatabases.join(',')}`] : []),
    ],
    // In production its lines (slog's text) go into this process's log, one JSON line each.
    { stdio: ['ignore', logsAsJson() ? 'pipe' : 'inherit', logsAsJson() ? 'pipe' : 'inherit'] },
  );
  if (logsAsJson()) for (const stream of [child.stdout, child.stderr]) logLinesOf(stream, 'FerretDB');
  let exited = false;
  const killChild = () => !exited && child.kill('SIGTERM');
  process.once('exit', killChild);
  const exitedPromise = new Promise((resolve) =>
    child.once('exit', (code, signal) => {
      exited = true;
      process.removeListener('exit', killChild);
      resolve({ code, signal });
    }),
  );
  const deadline = Date.now() + timeoutMs;
  while (!(await canConnect(port))) {
    if (exited) throw new Error('FerretDB exited during start-up.');
    if (Date.now() > deadline) {
      killChild();
      throw new Error(`FerretDB did not answer on port ${port} within ${timeoutMs} ms.`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    uri: `mongodb://127.0.0.1:${port}/`,
    pid: child.pid,
    exited: exitedPromise,
    stop: () => {
      killChild();
      return exitedPromise.then(() => undefined);
    },
  };
}

/** Restart delays: 0.5 s doubling up to 10 s; back to 0.5 s once the database has run this long. */
export const RESTART_BACKOFF = { firstMs: 500, maxMs: 10_000, stableMs: 30_000 };

/**
 * Starts FerretDB like startFerretDb and starts it again whenever it exits, with back-off, until stop(): a crashed
 * or killed database comes back on the same port with the same files, and clients reconnect by themselves.
 * `pid` is the current process. stopRestarting() alone (sync) is for a shutdown that stops the database last: a
 * Ctrl+C reaches the whole process group, so the database may exit before its turn.
 */
export async function superviseFerretDb({ port, dataDir, indexedDatabases, log = console.error, backoff = RESTART_BACKOFF }) {
  let db = await startFerretDb({ port, dataDir, indexedDatabases });
  let stopping = false;
  let wake = () => {};
  const pause = (ms) =>
    new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      timer.unref(); // a pending restart does not keep a finished process alive
      wake = () => (clearTimeout(timer), resolve());
    });
  const loop = (async () => {
    let delay = backoff.firstMs;
    for (let restarts = 1; ; restarts++) {
      const started = Date.now();
      const { code, signal } = await db.exited;
      if (stopping) return;
      if (Date.now() - started >= backoff.stableMs) delay = backoff.firstMs;
      // Told after the first pause: a Ctrl+C also ends the database (same process group), and stopping is set by then.
      let told = false;
      for (;;) {
        await pause(delay);
        if (stopping) return;
        if (!told) log(`The embedded database exited (${signal ?? `code ${code}`}); restarting it after ${delay / 1000} s (restart ${restarts}).`);
        told = true;
        delay = Math.min(delay * 2, backoff.maxMs);
        try {
          db = await startFerretDb({ port, dataDir, indexedDatabases });
          break;
        } catch (err) {
          log(`The embedded database did not start (${err.message}); trying again in ${delay / 1000} s.`);
        }
      }
      if (stopping) return db.stop();
      log(`The embedded database is back on 127.0.0.1:${port}.`);
    }
  })();
  const stopRestarting = () => {
    stopping = true;
    wake();
  };
  return {
    uri: db.uri,
    get pid() {
      return db.pid;
    },
    stopRestarting,
    stop: async () => {
      stopRestarting();
      await db.stop();
      await loop; // stops one that was just starting again
    },
  };
}
