// The deployment guide tried on one machine, as docs/deploy.md ("Trying it on one machine", "The first releases",
// "A team's keys", "Logs") says: the parts started apart in production, the remote's origin behind a local TLS
// proxy (standing for nginx) whose self-signed certificate the shell trusts through NODE_EXTRA_CA_CERTS, the team's
// key pair made with openssl alone, and the remote's first release made live with `npm run release` and
// `npm run release:promote`. Every line every part writes is JSON.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import https from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { freePort } from '../../scripts/ferretdb.mjs';
import { answers, npmRun, pause, ROOT } from '../src/npm-parts';

const MAX_POLLS = 300;

/** A command run to its end: its stdout, or an error with its output. */
async function command(script: string, env: NodeJS.ProcessEnv, args: string[]) {
  const run = npmRun(script, env, args);
  const code = await run.exited;
  if (code !== 0) throw new Error(`${run.script} exited ${code}:\n${run.text()}`);
  return run.output.stdout.trim();
}

const stop = (child: ChildProcess) => child.pid && process.kill(-child.pid, 'SIGTERM');

/** What the guide's nginx does for one name: TLS in front of a part's local HTTP port. */
function tlsProxy(port: number, to: number, key: Buffer, cert: Buffer): Promise<https.Server> {
  const server = https.createServer({ key, cert }, (req, res) => {
    const upstream = http.request({ host: '127.0.0.1', port: to, path: req.url, method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

/** The lines of a part's output that are not one JSON object with a level, a time and a message. */
const notJson = (output: string) =>
  output
    .split('\n')
    .filter((line) => line.trim())
    .filter((line) => {
      try {
        const entry = JSON.parse(line) as Record<string, unknown>;
        return !(typeof entry.level === 'number' && typeof entry.time === 'number' && typeof entry.msg === 'string');
      } catch {
        return true;
      }
    });

test('on one machine, behind a local TLS proxy, the first release goes live with release and release:promote, and every part logs JSON', async () => {
  test.setTimeout(240_000);
  const dir = await mkdtemp(path.join(tmpdir(), 'e2e-one-machine-'));
  const sh = (script: string) => execFileSync('sh', ['-c', script], { cwd: dir, encoding: 'utf8' });
  // The guide's commands: a certificate for localhost, and the main team's key pair.
  sh(
    'openssl req -x509 -newkey rsa:2048 -nodes -days 30 -subj /CN=localhost -addext subjectAltName=DNS:localhost,IP:127.0.0.1 -keyout tls.key -out tls.crt 2>/dev/null',
  );
  sh('openssl genpkey -algorithm ed25519 -out main.key.pem');
  const publicKey = sh('openssl pkey -in main.key.pem -pubout -outform DER | openssl base64 -A').trim();

  const [db, api, shell, main, tls, smtp, shellCheck] = await Promise.all(Array.from({ length: 7 }, () => freePort() as Promise<number>));
  const site = `http://localhost:${shell}`;
  const mainOrigin = `https://localhost:${tls}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: dir,
    DB_PORT: String(db),
    MONGODB_URI: `mongodb://127.0.0.1:${db}/`,
    API_PORT: String(api),
    API_HOST: '127.0.0.1',
    SHELL_PORT: String(shell),
    MAIN_PORT: String(main),
    API_URL: `http://localhost:${api}`,
    SITE_URL: site,
    SITE_ORIGINS: [site, mainOrigin].join(','),
    MAIN_REMOTE_URL: `${mainOrigin}/mf-manifest.json`,
    MAIN_REMOTE_KEY: publicKey,
    NODE_EXTRA_CA_CERTS: path.join(dir, 'tls.crt'),
    SHELL_CHECK_PORT: String(shellCheck),
    SHELL_CHECK_URL: `http://127.0.0.1:${shellCheck}`,
    JWT_SECRET: 'one-machine-journey-secret-of-at-least-32-characters',
    TWO_FACTOR_KEY: 'one-machine-journey-two-factor-key-of-32-chars',
    SHELL_SECRET: 'one-machine-journey-shell-secret-of-32-characters',
    ADMIN_EMAIL: 'owner@example.in',
    ADMIN_PASSWORD: 'a long one-machine journey password',
    SMTP_URL: `smtp://127.0.0.1:${smtp}`,
    // An SMS operator that is not there either: the SMS wait in their outbox.
    SMS_URL: `smpp://site:secret@127.0.0.1:${smtp}`,
    RELEASES_DIR: path.join(dir, 'releases'),
    LOG_LEVEL: 'info',
  };
  const parts = [npmRun('start:db', env)];
  const proxy = await tlsProxy(tls!, main!, readFileSync(path.join(dir, 'tls.key')), readFileSync(path.join(dir, 'tls.crt')));
  try {
    parts.push(npmRun('start:api', env));
    await answers(`http://127.0.0.1:${api}/health/ready`, parts[1]!);
    parts.push(npmRun('start:shell', env), npmRun('start:remote', env, ['main']));
    await answers(`${site}/app-config.json`, parts[2]!);
    await answers(`http://127.0.0.1:${main}/mf-manifest.json`, parts[3]!);

    // A fresh database: nothing is live, so the shell runs none of the remote's code.
    expect(await (await fetch(`http://127.0.0.1:${api}/releases/live`)).json()).not.toHaveProperty('main.live', expect.any(String));
    const before = await (await fetch(`${site}/main/contact`)).text();
    expect(before).not.toContain('name="release:main"');
    expect(before).toContain('<div id="root"></div>');

    // The team's release, signed with its key (REMOTE_SIGNING_KEY: the PEM file's text), then live.
    const teamEnv = { ...env, REMOTE_SIGNING_KEY: readFileSync(path.join(dir, 'main.key.pem'), 'utf8') };
    const id = await command('release', teamEnv, ['main', '--no-build']);
    expect(id).toMatch(/^[0-9a-f]{12}$/);
    await command('release:promote', teamEnv, ['main', id]);

    let page = '';
    for (let i = 0; i < MAX_POLLS && !page.includes(`<meta name="release:main" content="${id}">`); i++) {
      await pause();
      page = await (await fetch(`${site}/main/contact`)).text();
    }
    expect(page).toContain(`<meta name="release:main" content="${id}">`);
    // Drawn on the server: the release's code ran there, not only in the browser.
    expect(page).toContain('Get in Touch With Us');

    for (const part of [...parts].reverse()) {
      stop(part.child);
      await part.exited;
    }
    for (const part of parts) expect({ part: part.script, notJson: notJson(part.text()) }).toEqual({ part: part.script, notJson: [] });
    expect(parts.map((p) => /\bstopped\b/i.test(p.text()))).toEqual([true, true, true, true]);
  } finally {
    for (const part of parts) if (part.child.exitCode === null && part.child.signalCode === null) stop(part.child);
    await Promise.all(parts.map((p) => p.exited));
    proxy.close();
    await rm(dir, { recursive: true, force: true });
  }
});

test("in production a part's errors, Node's warnings and an uncaught error are JSON lines too", async () => {
  const script = [
    `const { logAsJsonInProduction } = await import(${JSON.stringify(path.join(ROOT, 'scripts', 'log.mjs'))});`,
    "logAsJsonInProduction('shell');",
    "console.error('The page could not be prepared:', new Error('boom'));",
    "process.emitWarning('careful');",
    "setTimeout(() => { throw new Error('unexpected'); });",
  ].join('\n');
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], { env: { ...process.env, NODE_ENV: 'production' } });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const code = await new Promise((resolve) => child.once('close', resolve));
  expect(code).toBe(1);
  expect(notJson(output)).toEqual([]);
  const lines = output
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { level: number; service: string; msg: string; err?: { message: string; stack: string } });
  expect(lines.map(({ level, service, msg }) => ({ level, service, msg }))).toEqual([
    { level: 50, service: 'shell', msg: 'The page could not be prepared: boom' },
    { level: 40, service: 'shell', msg: 'Warning: careful' },
    { level: 60, service: 'shell', msg: 'unexpected' },
  ]);
  expect(lines[0]!.err).toMatchObject({ message: 'boom', stack: expect.stringContaining('Error: boom') });
});
