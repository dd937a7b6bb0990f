// Embedded MongoDB-compatible database for local runs and tests: FerretDB v1.24.2 on SQLite files.
// Production sets MONGODB_URI and never touches any of this.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const FERRETDB_BIN = path.join(ROOT, '.tools', 'bin', 'ferretdb');
const BUILD_DIR = path.join(ROOT, 'tools', 'ferretdb');

/** Builds FerretDB from the Go module proxy (pinned by tools/ferretdb/go.sum) unless it is already there. */
export function installFerretDb({ log = console.log } = {}) {
  if (existsSync(FERRETDB_BIN)) return true;
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
  log(`FerretDB built at ${path.relative(ROOT, FERRETDB_BIN)}`);
  return true;
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

function canConnect(port) {
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
 * The returned stop() ends it; the process also dies with its parent.
 */
export async function startFerretDb({ port, dataDir, timeoutMs = 30_000 }) {
  if (!existsSync(FERRETDB_BIN)) installFerretDb();
  if (!existsSync(FERRETDB_BIN)) throw new Error('FerretDB is not built: install Go >= 1.24 or set MONGODB_URI.');
  if (await canConnect(port)) throw new Error(`Port ${port} is already in use; set DB_PORT to another port.`);
  const dir = path.resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const child = spawn(
    FERRETDB_BIN,
    [
      `--sqlite-url=file:${dir}/`,
      `--listen-addr=127.0.0.1:${port}`,
      '--log-level=error',
    ],
    { stdio: ['ignore', 'inherit', 'inherit'] },
  );
  let exited = false;
  child.on('exit', () => (exited = true));
  const killChild = () => !exited && child.kill('SIGTERM');
  process.once('exit', killChild);
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
    stop: () =>
      new Promise((resolve) => {
        process.removeListener('exit', killChild);
        if (exited) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
