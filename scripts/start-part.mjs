// One part of the site in this process, for a deployment that runs the parts apart (docs/deploy.md):
//   npm run start:db                               the embedded database (FerretDB) on DB_PORT, files in DATA_DIR/db
//   npm run start:shell                            the shell: its files and its server-drawn pages, on SHELL_PORT;
//                                                  the API's release checks on SHELL_CHECK_PORT (SHELL_PORT + 100)
//   npm run start:remote -- <main|integrated|admin>  a remote's files and releases, on its port
// (`npm run start:api` runs the API's build directly.) The servers listen on HOST (127.0.0.1 by default: a reverse
// proxy in front); SIGTERM stops each after the answers under way.
import path from 'node:path';
import { portsFromEnv, shellCheckFromEnv } from './app-config.mjs';
import { ROOT, superviseFerretDb } from './ferretdb.mjs';
import { logAsJsonInProduction } from './log.mjs';
import { APPS, serveApp } from './site.mjs';

const [part, remote] = process.argv.slice(2);
// In production every line is JSON, naming the part: db, shell, main, integrated or admin.
logAsJsonInProduction(part === 'remote' ? remote : part);

/** Starts the part; answers how to stop it. */
async function start() {
  if (part === 'db') {
    const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(ROOT, 'data'));
    const db = await superviseFerretDb({
      port: Number(process.env.DB_PORT ?? 27018),
      dataDir: path.join(dataDir, 'db'),
      indexedDatabases: [process.env.MONGODB_DB ?? 'facility_site'],
    });
    console.log(`The embedded database is on ${db.uri} (files in ${path.join(dataDir, 'db')}): give the API MONGODB_URI=${db.uri}`);
    return () => db.stop();
  }
  const id = part === 'shell' ? 'shell' : part === 'remote' && remote in APPS && remote !== 'shell' ? remote : null;
  if (!id) {
    console.error('Usage: npm run start:db | npm run start:shell | npm run start:remote -- <main|integrated|admin>');
    process.exit(2);
  }
  const port = portsFromEnv()[id];
  const host = process.env.HOST ?? '127.0.0.1';
  const server = await serveApp(id, { port, host });
  const check = shellCheckFromEnv();
  console.log(
    id === 'shell'
      ? `The shell is served on http://${host}:${port}, its release checks for the API on ${check.url} (never expose that port)`
      : `The ${id} remote is served on http://${host}:${port}`,
  );
  return () => server.stop(true);
}

const stop = await start();
let stopping = false;
const onSignal = () => {
  if (stopping) return;
  stopping = true;
  void stop().then(() => {
    console.log(`${part === 'remote' ? `The ${remote} remote` : `The ${part === 'db' ? 'database' : part}`} stopped.`);
    process.exit(0);
  });
};
process.on('SIGTERM', onSignal);
process.on('SIGINT', onSignal);
