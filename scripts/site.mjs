// Starts the whole site: embedded database (unless MONGODB_URI is set), API, and the shell and three remotes,
// either as production builds served statically or as Rspack dev servers with HMR. Used by `npm start`,
// `npm run dev` and the browser tests, which pass their own free ports and data directory.
import { spawn } from 'node:child_process';
import http from 'node:http';
import { createRequire } from 'node:module';
import { createInterface } from 'node:readline';
import path from 'node:path';
import { appConfigFromEnv, portsFromEnv, shellCheckFromEnv } from './app-config.mjs';
import { securityHeaders } from './content-security-policy.mjs';
import { currentBuildSignature, remoteKeysFromEnv } from './remote-signing.mjs';
import { ROOT, superviseFerretDb } from './ferretdb.mjs';
import { startMailDev } from './maildev.mjs';
import { startSmsDev } from './sms-dev.mjs';
import { buildDir, releasesDir } from './releases/release-files.mjs';
import { serveStatic } from './serve-static.mjs';
import { shellSecretFromEnv } from './shell-secret.mjs';

export const APPS = { shell: 'shell', main: 'mf-main-site', integrated: 'mf-integrated-site', admin: 'mf-admin' };

/** A package's command run by node itself (not through npx, whose child would outlive a SIGTERM). */
function runBin(name, args, options) {
  return spawn(process.execPath, [path.join(ROOT, 'node_modules', '.bin', name), ...args], options);
}

/** Writes the log lines of level error and above (pino's JSON lines, level >= 50) to stderr. */
function forwardErrors(stream) {
  createInterface({ input: stream }).on('line', (line) => {
    if (Number(/"level":(\d+)/.exec(line)?.[1]) >= 50) process.stderr.write(`api: ${line}\n`);
  });
}

async function waitFor(url, child, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${url}: the process exited (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/**
 * @param {{ env?: NodeJS.ProcessEnv, dev?: boolean, dataDir?: string, quiet?: boolean, mail?: boolean }} options
 * env: ports (SHELL_PORT, MAIN_PORT, ..., API_PORT, DB_PORT) and API settings; dataDir: database and uploads;
 * mail: start MailDev for the site's e-mails unless SMTP_URL is set, and the local SMS server for its SMS unless SMS_URL is.
 */
export async function startSite({ env: baseEnv = process.env, dev = false, dataDir = path.join(ROOT, 'data'), quiet = false, mail = false } = {}) {
  const env = { ...baseEnv, DATA_DIR: baseEnv.DATA_DIR ?? dataDir };
  const ports = portsFromEnv(env);
  const children = [];
  const servers = {};
  let db = null;
  let mailDev = null;
  let smsDev = null;
  const stdio = quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit';

  const stop = async () => {
    db?.stopRestarting();
    await Promise.all(Object.values(servers).map((s) => s.stop()));
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.all(children.map((c) => (c.exitCode !== null ? null : new Promise((r) => c.once('exit', r)))));
    if (db) await db.stop();
    if (mailDev) await mailDev.stop();
    if (smsDev) await smsDev.stop();
  };

  try {
    if (!env.MONGODB_URI) {
      const port = Number(env.DB_PORT ?? 27018);
      // Restarted whenever it exits (crash, kill), with back-off; the API reconnects to it by itself.
      db = await superviseFerretDb({ port, dataDir: path.join(dataDir, 'db'), indexedDatabases: [env.MONGODB_DB ?? 'facility_site'] });
      env.MONGODB_URI = db.uri;
      if (!quiet) console.log(`Embedded database (FerretDB) on 127.0.0.1:${port}, files in ${path.relative(ROOT, dataDir) || '.'}/db`);
    }
    if (mail && !env.SMTP_URL) {
      mailDev = await startMailDev({ smtpPort: Number(env.MAIL_SMTP_PORT ?? 1025), webPort: Number(env.MAIL_WEB_PORT ?? 1080) });
      env.SMTP_URL = mailDev.smtpUrl;
      if (!quiet) console.log(`E-mails go to MailDev: read them at ${mailDev.webUrl}`);
    }
    if (mail && !env.SMS_URL) {
      smsDev = await startSmsDev({ smppPort: Number(env.SMS_SMPP_PORT ?? 2775), webPort: Number(env.SMS_WEB_PORT ?? 1090) });
      env.SMS_URL = smsDev.smsUrl;
      if (!quiet) console.log(`SMS go to the local SMS server: read them at ${smsDev.webUrl}`);
    }
    const origins = Object.values({ ...ports, api: undefined })
      .filter(Boolean)
      .flatMap((p) => [`http://localhost:${p}`, `http://127.0.0.1:${p}`]);
    if (dev) {
      // Dev: SWC rebuilds the API on every change and node restarts it from the new build.
      children.push(
        runBin('swc', ['src', '-d', 'dist', '--strip-leading-paths', '--config-file', '.swcrc', '--watch'], { cwd: path.join(ROOT, 'api'), env, stdio }),
      );
    }
    const api = spawn(process.execPath, [...(dev ? ['--watch-path=api/dist'] : []), '--enable-source-maps', 'api/dist/main.js'], {
      cwd: ROOT,
      // SHELL_CHECK_URL: the shell's check port, which the API asks whether it accepts a release (docs/releases.md).
      env: {
        ...env,
        API_PORT: String(ports.api),
        API_HOST: '127.0.0.1',
        SITE_ORIGINS: env.SITE_ORIGINS ?? origins.join(','),
        SHELL_CHECK_URL: env.SHELL_CHECK_URL ?? shellCheckFromEnv(env).url,
      },
      // Quiet runs (the browser tests, perf) still show the API's errors: a 500's cause must not be lost.
      stdio: quiet ? ['ignore', 'pipe', 'inherit'] : 'inherit',
    });
    children.push(api);
    if (quiet) forwardErrors(api.stdout);
    await waitFor(`http://127.0.0.1:${ports.api}/health`, api);

    const appConfig = appConfigFromEnv(env);
    for (const [id, dir] of Object.entries(APPS)) {
      if (dev) {
        const child = runBin('rspack', ['serve', '--mode', 'development'], { cwd: path.join(ROOT, dir), env, stdio });
        children.push(child);
      } else {
        // Until a release is live, a remote's current build is drawn from its root: its server code is signed as
        // it is now, with this checkout's keys, since no build signs itself (decision 0010).
        const signature = id === 'shell' ? null : await currentBuildSignature(id, buildDir(id), env);
        servers[id] = await serveApp(id, { env, appConfig, port: ports[id], currentBuildSignature: signature });
      }
    }
    if (dev) await Promise.all(Object.keys(APPS).map((id) => waitFor(`http://127.0.0.1:${ports[id]}/`, null, 180_000)));
    return {
      ports,
      appConfig,
      url: `http://localhost:${ports.shell}`,
      mailUrl: mailDev?.webUrl ?? null,
      smsUrl: smsDev?.webUrl ?? null,
      servers,
      processes: { api },
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}

/**
 * One app's production build on `port`: the shell with its server-drawn pages (and its release checks on the check
 * port), or a remote with its releases. `npm start` runs all four; `npm run start:shell` and `start:remote` one each
 * (docs/deploy.md).
 */
export async function serveApp(id, { env = process.env, appConfig = appConfigFromEnv(env), port, host, currentBuildSignature = null }) {
  const dist = path.join(ROOT, APPS[id], 'dist');
  if (id !== 'shell') {
    const handler = currentBuildSignature ? answerBuildSignature(currentBuildSignature) : undefined;
    return startStatic({ dir: dist, port, host, appConfig, releasesDir: releasesDir(id, env), handler });
  }
  const server = shellServer(appConfig, env);
  const check = shellCheckFromEnv(env);
  const pages = await startStatic({
    dir: dist,
    port,
    host,
    appConfig,
    handler: server.createShellHandler(dist, server.config, (scriptHashes) => securityHeaders(appConfig, scriptHashes)),
  });
  const checks = await startServer(() => listen(http.createServer(server.createReleaseCheckHandler(server.config)), check.port, check.host)).catch(
    async (err) => {
      await pages.stop();
      throw new Error(`The shell's release checks could not listen on ${check.host}:${check.port} (SHELL_CHECK_PORT, SHELL_CHECK_HOST): ${err.message}`);
    },
  );
  return {
    stop: (graceful) => Promise.all([pages.stop(graceful), checks.stop(graceful)]).then(() => undefined),
    start: () => Promise.all([pages.start(), checks.start()]).then(() => undefined),
  };
}

/**
 * Answers `/server/routes.cjs.sig` of a remote's root with the signature its current build was given at start; a
 * signature left in the build by an older cache is never sent. Without one (`npm run start:remote`), the root's
 * server code is not run: the shell draws its pages from the live release, or in the browser.
 */
const answerBuildSignature = (signature) => (req, res, next) => {
  if (req.url?.split('?')[0] !== '/server/routes.cjs.sig') return next();
  res.writeHead(200, { 'Content-Type': 'text/plain', 'Cache-Control': 'no-cache', 'Access-Control-Allow-Origin': '*' }).end(signature);
};

/** The shell's server build: its pages (head, data and hints in the HTML, robots.txt, sitemap.xml) and release checks. */
function shellServer(appConfig, env) {
  const { createShellHandler, createReleaseCheckHandler } = createRequire(import.meta.url)(path.join(ROOT, 'shell', 'dist-server', 'server.cjs'));
  const config = {
    ...appConfig,
    remoteKeys: remoteKeysFromEnv(env),
    production: env.NODE_ENV === 'production',
    shellSecret: shellSecretFromEnv(env),
    // As the API reads it: the visitor's address names them in the pages' report tokens.
    trustProxy: env.TRUST_PROXY,
  };
  return { createShellHandler, createReleaseCheckHandler, config: () => config };
}

const listen = (server, port, host) =>
  new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });

/** A static server that can be stopped and started again (the browser tests take a remote down). */
const startStatic = (options) => startServer(() => serveStatic(options));

/** A server that can be stopped and started again; `create()` answers it listening. */
async function startServer(create) {
  let server = await create();
  return {
    /** `graceful`: the answers under way are finished first (SIGTERM); otherwise connections are cut (tests). */
    stop: (graceful = false) =>
      new Promise((resolve) => {
        if (!server) return resolve();
        if (graceful) server.closeIdleConnections();
        else server.closeAllConnections();
        server.close(() => resolve());
        server = null;
      }),
    async start() {
      server ??= await create();
    },
  };
}
