// `npm start`: builds in production mode, starts the embedded database (unless MONGODB_URI is set) and the API.
// Stops everything on Ctrl+C / SIGTERM.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT, startFerretDb } from './ferretdb.mjs';

const env = { ...process.env };
const children = [];
let db = null;
let stopping = false;

async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(children.map((c) => new Promise((r) => (c.exitCode !== null ? r() : c.once('exit', r)))));
  if (db) await db.stop();
  process.exit(code);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

function run(name, cmd, args, opts = {}) {
  const child = spawn(cmd, args, { cwd: ROOT, env, stdio: 'inherit', ...opts });
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`${name} exited (${code}); stopping the rest.`);
      stop(code || 1);
    }
  });
  children.push(child);
  return child;
}

if (!process.argv.includes('--no-build')) {
  const build = spawnSync('npx', ['nx', 'run-many', '-t', 'build', '--outputStyle=stream'], { cwd: ROOT, env, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

if (!env.MONGODB_URI) {
  const port = Number(env.DB_PORT ?? 27018);
  db = await startFerretDb({ port, dataDir: path.join(ROOT, 'data', 'db') });
  env.MONGODB_URI = db.uri;
  console.log(`Embedded database (FerretDB) on 127.0.0.1:${port}, files in data/db`);
}

run('api', process.execPath, ['--enable-source-maps', 'api/dist/main.js']);
