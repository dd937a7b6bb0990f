// What production turns off unless asked (issue #14, point 7): the OpenAPI page and demo seeding; and the
// request log, which never records a query string.
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from '@jest/globals';
import { loadConfig } from '../../src/config/env.js';
import { startApi, type TestApi } from '../support/helpers.js';

const PRODUCTION = {
  NODE_ENV: 'production',
  JWT_SECRET: 'a-production-secret-of-at-least-32-chars!',
  TWO_FACTOR_KEY: 'a-two-factor-key-of-at-least-32-chars!',
  SHELL_SECRET: 'a-secret-shared-with-the-shell-of-32-chars',
  ADMIN_EMAIL: 'owner@example.com',
  ADMIN_PASSWORD: 'owner-password-1',
  SMTP_URL: 'smtp://127.0.0.1:2525',
  SMS_URL: 'smpp://firm:secret@127.0.0.1:2775',
};
const base = { MONGODB_URI: 'mongodb://127.0.0.1:27017' };

let api: TestApi | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

describe('/docs', () => {
  it('is off in production', async () => {
    api = await startApi(PRODUCTION);
    await api.http.get('/docs').expect(404);
    await api.http.get('/docs-json').expect(404);
  });

  it('is served in production when API_DOCS=true, and locally by default', async () => {
    api = await startApi({ ...PRODUCTION, API_DOCS: 'true' });
    await api.http.get('/docs').expect(200);
    await api.close();
    api = await startApi();
    await api.http.get('/docs').expect(200);
  });
});

describe('SEED', () => {
  it('defaults to false in production and to true elsewhere; an explicit value wins', () => {
    expect(loadConfig({ ...base, ...PRODUCTION }).seed).toBe(false);
    expect(loadConfig({ ...base, ...PRODUCTION, SEED: 'true' }).seed).toBe(true);
    expect(loadConfig({ ...base, NODE_ENV: 'development' }).seed).toBe(true);
    expect(loadConfig(base).seed).toBe(true);
    expect(loadConfig({ ...base, SEED: 'false' }).seed).toBe(false);
  });
});

describe('TRUST_PROXY', () => {
  it('is off by default and takes a hop count or addresses and CIDR ranges', () => {
    expect(loadConfig(base).trustProxy).toBe(false);
    expect(loadConfig({ ...base, TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ ...base, TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,::1,loopback' }).trustProxy).toEqual(['10.0.0.0/8', '192.168.1.7', '::1', 'loopback']);
  });

  it('refuses "true" and what is not an address', () => {
    expect(() => loadConfig({ ...base, TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY must be a number of proxies or a comma-separated list/);
    expect(() => loadConfig({ ...base, TRUST_PROXY: '10.0.0.0/40,proxy.local' })).toThrow(/not 10\.0\.0\.0\/40, proxy\.local/);
  });
});

describe('request log', () => {
  it('records the path without its query string', async () => {
    const lines: string[] = [];
    const log = new Writable({
      write(chunk, _enc, done) {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    });
    api = await startApi({ LOG_LEVEL: 'info' }, { logDestination: log });
    await api.http.get('/files/resume/0123456789abcdef01234567?token=secret-token-value').expect(401);
    await api.http.get('/admin/jobs/getJobs?q=private-search&page=1').expect(200);
    const requests = lines.map((l) => JSON.parse(l) as { req?: { url: string } }).filter((l) => l.req);
    expect(requests.map((l) => l.req!.url)).toEqual(expect.arrayContaining(['/files/resume/0123456789abcdef01234567', '/admin/jobs/getJobs']));
    expect(lines.join('\n')).not.toMatch(/secret-token-value|private-search|\?/);
  });
});
