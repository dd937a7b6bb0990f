// No built-in secrets (issue #14, point 1): a random local token key kept in the data directory, no start off
// loopback without real credentials, no password in the log, and the env admin only bootstraps its account. The
// admins' two-factor secrets are stored encrypted with a key kept outside the database (docs/behaviour.md §25).
import { afterAll, describe, expect, it } from '@jest/globals';
import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { loadConfig } from '../../src/config/env.js';
import { createApp } from '../../src/create-app.js';
import { generate, generateSecret } from 'otplib';
import { freshCode } from '../../../scripts/totp-codes.mjs';
import { startApi, type TestApi } from '../support/helpers.js';
import { shellSecretFromEnv } from '../../../scripts/shell-secret.mjs';

const dirs: string[] = [];
const tempDir = async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'api-secrets-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

const base = () => ({ MONGODB_URI: process.env.MONGODB_URI ?? 'mongodb://127.0.0.1:27018/' });

describe('local token key', () => {
  it('is made at random on the first start, readable by its owner only, and reused by later starts', async () => {
    const DATA_DIR = await tempDir();
    const first = loadConfig({ ...base(), DATA_DIR });
    const file = path.join(DATA_DIR, 'jwt-secret');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8')).toBe(first.jwtSecret);
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ ...base(), DATA_DIR }).jwtSecret).toBe(first.jwtSecret);
    // Another data directory, another key; JWT_SECRET, when set, wins and writes nothing.
    expect(loadConfig({ ...base(), DATA_DIR: await tempDir() }).jwtSecret).not.toBe(first.jwtSecret);
    const given = await tempDir();
    expect(loadConfig({ ...base(), DATA_DIR: given, JWT_SECRET: 's'.repeat(40) }).jwtSecret).toBe('s'.repeat(40));
    await expect(stat(path.join(given, 'jwt-secret'))).rejects.toThrow();
  });

  it('has a sibling shared with the shell, made once by whichever of the two starts first', async () => {
    const DATA_DIR = await tempDir();
    const api = loadConfig({ ...base(), DATA_DIR });
    expect((await stat(path.join(DATA_DIR, 'shell-secret'))).mode & 0o777).toBe(0o600);
    expect(api.shellSecret.length).toBeGreaterThanOrEqual(32);
    expect(shellSecretFromEnv({ DATA_DIR })).toBe(api.shellSecret);
    const shellFirst = await tempDir();
    expect(loadConfig({ ...base(), DATA_DIR: shellFirst }).shellSecret).toBe(shellSecretFromEnv({ DATA_DIR: shellFirst }));
    expect(() => shellSecretFromEnv({ DATA_DIR, NODE_ENV: 'production' })).toThrow('SHELL_SECRET is required when NODE_ENV=production');
    expect(() => shellSecretFromEnv({ SHELL_SECRET: 'short' })).toThrow('SHELL_SECRET must be at least 32 characters');
  });

  it('is shared by two API instances on one machine: a token of one opens the other', async () => {
    const DATA_DIR = await tempDir();
    const a = await startApi({ DATA_DIR });
    const b = await startApi({ DATA_DIR, MONGODB_DB: a.config.mongoDb });
    try {
      await b.http
        .get('/admin/AdminLogin/getAdminLogin')
        .set('Authorization', `Bearer ${await a.adminToken()}`)
        .expect(200);
    } finally {
      await b.close();
      await a.close();
    }
  });
});

describe('listening beyond loopback', () => {
  it.each(['0.0.0.0', '192.168.1.20', '::'])('refuses API_HOST=%s without a key and real admin credentials, naming each variable', async (API_HOST) => {
    const DATA_DIR = await tempDir();
    expect(() => loadConfig({ ...base(), DATA_DIR, API_HOST })).toThrow(
      `Invalid configuration: JWT_SECRET: JWT_SECRET is required when API_HOST (${API_HOST}) is not loopback; TWO_FACTOR_KEY: TWO_FACTOR_KEY is required when API_HOST (${API_HOST}) is not loopback; SHELL_SECRET: SHELL_SECRET is required when API_HOST (${API_HOST}) is not loopback; ADMIN_EMAIL: ADMIN_EMAIL is required when API_HOST (${API_HOST}) is not loopback; ADMIN_PASSWORD: ADMIN_PASSWORD is required when API_HOST (${API_HOST}) is not loopback`,
    );
    expect(() =>
      loadConfig({
        ...base(),
        DATA_DIR,
        API_HOST,
        JWT_SECRET: 'k'.repeat(40),
        TWO_FACTOR_KEY: 't'.repeat(40),
        SHELL_SECRET: 's'.repeat(40),
        ADMIN_EMAIL: 'admin@example.com',
        ADMIN_PASSWORD: 'admin12345',
      }),
    ).toThrow(`Invalid configuration: ADMIN_PASSWORD: ADMIN_PASSWORD must not be the local default when API_HOST (${API_HOST}) is not loopback`);
    const ok = loadConfig({
      ...base(),
      DATA_DIR,
      API_HOST,
      JWT_SECRET: 'k'.repeat(40),
      TWO_FACTOR_KEY: 't'.repeat(40),
      SHELL_SECRET: 's'.repeat(40),
      ADMIN_EMAIL: 'boss@firm.in',
      ADMIN_PASSWORD: 'a-real-password',
    });
    expect(ok.host).toBe(API_HOST);
    expect(ok.twoFactorKey).toBe('t'.repeat(40));
    // Nothing was written for a key that is given.
    await expect(stat(path.join(DATA_DIR, 'jwt-secret'))).rejects.toThrow();
    await expect(stat(path.join(DATA_DIR, 'two-factor-key'))).rejects.toThrow();
  });

  it.each(['127.0.0.1', '::1', 'localhost'])('starts on %s with the local defaults', async (API_HOST) => {
    expect(loadConfig({ ...base(), DATA_DIR: await tempDir(), API_HOST }).admin.fromDefaults).toBe(true);
  });
});

/** An API built from loadConfig and createApp, whose log lines are kept. */
async function startLogged(env: Record<string, string>) {
  const lines: string[] = [];
  const log = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const config = loadConfig({ ...base(), NODE_ENV: 'test', LOG_LEVEL: 'info', SEED: 'false', DATA_DIR: await tempDir(), ...env });
  const app = await createApp(config, { logDestination: log });
  await app.listen(0, '127.0.0.1');
  return { app, lines, url: `http://127.0.0.1:${(app.getHttpServer().address() as { port: number }).port}` };
}

describe('the first admin', () => {
  it('is named in the log on a local start, and no password ever is', async () => {
    const local = await startLogged({ MONGODB_DB: `test_${randomUUID().slice(0, 8)}` });
    const configured = await startLogged({ MONGODB_DB: `test_${randomUUID().slice(0, 8)}`, ADMIN_EMAIL: 'boss@firm.in', ADMIN_PASSWORD: 'boss-secret-pass' });
    try {
      const all = [...local.lines, ...configured.lines].join('');
      expect(all).toContain('Local default admin: admin@example.com');
      expect(all).toContain('Created the first admin boss@firm.in');
      expect(all).not.toContain('admin12345');
      expect(all).not.toContain('boss-secret-pass');
    } finally {
      await configured.app.close();
      await local.app.close();
    }
  });

  it('comes from the environment once: a password changed in the back office survives a restart', async () => {
    const boss = { ADMIN_EMAIL: 'boss@firm.in', ADMIN_PASSWORD: 'first-password' };
    const first = await startApi(boss);
    const token = (await first.http.post('/admin/AdminLogin/addAdminLogin').send({ email: boss.ADMIN_EMAIL, password: boss.ADMIN_PASSWORD }).expect(200)).body
      .token as string;
    await first.http
      .post('/admin/AdminLogin/changePassword')
      .set('Authorization', `Bearer ${token}`)
      .send({ currentPassword: 'first-password', newPassword: 'changed-in-the-office' })
      .expect(200);
    // The next start, with the same environment and database.
    const second = await startApi({ ...boss, MONGODB_DB: first.config.mongoDb });
    try {
      await second.http.post('/admin/AdminLogin/addAdminLogin').send({ email: boss.ADMIN_EMAIL, password: 'first-password' }).expect(401);
      await second.http.post('/admin/AdminLogin/addAdminLogin').send({ email: boss.ADMIN_EMAIL, password: 'changed-in-the-office' }).expect(200);
    } finally {
      await second.close();
      await first.close();
    }
  });
});

describe('two-factor secrets', () => {
  const admins = (api: TestApi) => api.app.get<Connection>(getConnectionToken()).collection('adminlogins');
  const signIn = async (api: TestApi, secret: string) =>
    api.http.post('/admin/AdminLogin/addAdminLogin').send({ ...api.config.admin, code: await freshCode(secret) });

  /** Turns two-factor on for the API's first admin; the secret as the app has it. */
  async function enrol(api: TestApi): Promise<string> {
    const auth = { Authorization: `Bearer ${await api.adminToken()}` };
    const secret = (await api.http.post('/admin/AdminLogin/twoFactor/start').set(auth).expect(200)).body.secret as string;
    await api.http
      .post('/admin/AdminLogin/twoFactor/confirm')
      .set(auth)
      .send({ code: await freshCode(secret) })
      .expect(200);
    return secret;
  }

  it('are stored encrypted with a key beside jwt-secret (made on the first start, mode 0600); the app’s codes sign in', async () => {
    const api = await startApi();
    try {
      const keyFile = path.join(api.config.dataDir, 'two-factor-key');
      expect((await stat(keyFile)).mode & 0o777).toBe(0o600);
      expect(readFileSync(keyFile, 'utf8')).toBe(api.config.twoFactorKey);
      const secret = await enrol(api);
      const stored = (await admins(api).findOne({ email: api.config.admin.email }))!;
      expect(typeof stored.totpSecret).toBe('string');
      expect(stored.totpSecret).not.toContain(secret);
      expect(JSON.stringify(stored)).not.toContain(secret);
      expect((await signIn(api, secret)).status).toBe(200);
    } finally {
      await api.close();
    }
  });

  it('stored plain by an earlier version, keep working and are encrypted at the next start; another key signs nobody in', async () => {
    const first = await startApi();
    // As an earlier version stored it.
    const secret = generateSecret();
    await admins(first).updateOne({ email: first.config.admin.email }, { $set: { totpSecret: secret } });
    expect((await signIn(first, secret)).status).toBe(200);
    const again = await startApi({ MONGODB_DB: first.config.mongoDb, DATA_DIR: first.config.dataDir });
    const otherKey = await startApi({ MONGODB_DB: first.config.mongoDb, DATA_DIR: await tempDir(), TWO_FACTOR_KEY: 'another-key-of-at-least-32-characters' });
    try {
      const stored = (await admins(again).findOne({ email: first.config.admin.email }))!.totpSecret as string;
      expect(stored).not.toContain(secret);
      expect((await signIn(again, secret)).status).toBe(200);
      // A database moved without its key: the app's code is refused (not a 500); recovery codes and an owner's reset remain.
      const code = await generate({ secret });
      expect((await otherKey.http.post('/admin/AdminLogin/addAdminLogin').send({ ...first.config.admin, code })).status).toBe(401);
    } finally {
      await otherKey.app.close();
      await again.app.close();
      await first.close();
    }
  });
});
