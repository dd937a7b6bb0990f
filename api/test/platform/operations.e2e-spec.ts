// Health, docs, security headers, CORS and start-up configuration.
import http from 'node:http';
import { describe, expect, it } from '@jest/globals';
import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { loadConfig } from '../../src/config/env.js';
import { startApi } from '../support/helpers.js';
import { useApi } from '../support/use-api.js';

const { api } = useApi({ SITE_ORIGINS: 'http://localhost:3000,https://site.example.com' }, { signIn: false });

describe('operations', () => {
  it('reports database reachability on /health', async () => {
    const res = await api.http.get('/health').expect(200);
    expect(res.body).toMatchObject({ status: 'ok', database: 'up', details: { database: { status: 'up' } } });
    expect(typeof res.body.latencyMs).toBe('number');
  });

  it('answers 503 with a message when the database is unreachable', async () => {
    const down = await startApi();
    const connection = down.app.get<Connection>(getConnectionToken());
    await connection.close();
    const res = await down.http.get('/health').expect(503);
    expect(res.body).toMatchObject({
      statusCode: 503,
      message: 'Database unreachable',
      status: 'error',
      database: 'down',
      error: { database: { status: 'down' } },
    });
    // Reconnected, so that close() can drop the test database at once.
    await connection.openUri(down.config.mongoUri, { dbName: down.config.mongoDb });
    await down.close();
  });

  it('serves OpenAPI docs listing the spec routes', async () => {
    await api.http.get('/docs').expect(200).expect('Content-Type', /html/);
    const doc = (await api.http.get('/docs-json').expect(200)).body;
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/admin/Banner/getBanner', '/admin/applyJobs/addApplyJobs', '/admin/AdminLogin/addAdminLogin', '/admin/clients/update/{id}']),
    );
    expect(doc.paths['/admin/homeEnquiry/addHomeEnquiry'].post.requestBody.content['application/json'].schema.properties).toHaveProperty('firstName');
  });

  it('compresses answers for clients that accept it: brotli first, else gzip, never unasked', async () => {
    const plain = await fetch(`${api.url}/docs-json`, { headers: { 'Accept-Encoding': 'identity' } });
    const body = Buffer.from(await plain.arrayBuffer());
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(body.length).toBeGreaterThan(1024);
    for (const [accept, expected] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ]) {
      // Raw bytes through node:http: fetch would decode them and hide the size.
      const raw = await new Promise<{ encoding?: string; vary?: string; size: number }>((resolve, reject) => {
        http
          .get(`${api.url}/docs-json`, { headers: { 'Accept-Encoding': accept } }, (res) => {
            let size = 0;
            res.on('data', (c: Buffer) => (size += c.length));
            res.on('end', () => resolve({ encoding: res.headers['content-encoding'], vary: String(res.headers.vary), size }));
          })
          .on('error', reject);
      });
      expect(raw.encoding).toBe(expected);
      expect(raw.vary).toMatch(/Accept-Encoding/i);
      expect(raw.size).toBeLessThan(body.length / 3);
    }
  });

  it('sends security headers and CORS for the configured origins only', async () => {
    const allowed = await api.http.get('/admin/Banner/getBanner').set('Origin', 'https://site.example.com').expect(200);
    expect(allowed.headers['access-control-allow-origin']).toBe('https://site.example.com');
    expect(allowed.headers['x-content-type-options']).toBe('nosniff');
    const other = await api.http.get('/admin/Banner/getBanner').set('Origin', 'https://evil.example.net').expect(200);
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await api.http
      .options('/admin/Banner/addBanner')
      .set('Origin', 'http://localhost:3000')
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'authorization');
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-headers']).toMatch(/authorization/i);
  });
});

describe('configuration', () => {
  const base = { MONGODB_URI: 'mongodb://127.0.0.1:27018/' };

  it('defaults to the local admin and a development secret outside production', () => {
    const config = loadConfig({ ...base, DATA_DIR: api.config.dataDir });
    expect(config.admin).toEqual({ email: 'admin@example.com', password: 'admin12345', fromDefaults: true });
    expect(config.port).toBe(4000);
    expect(config.host).toBe('127.0.0.1');
    expect(loadConfig({ ...base, DATA_DIR: api.config.dataDir, ADMIN_EMAIL: 'Boss@Firm.in', ADMIN_PASSWORD: 'long-password' }).admin).toEqual({
      email: 'boss@firm.in',
      password: 'long-password',
      fromDefaults: false,
    });
  });

  it('refuses to start in production without secret and admin credentials, naming each', () => {
    expect(() => loadConfig({ ...base, NODE_ENV: 'production' })).toThrow(
      'Invalid configuration: JWT_SECRET: JWT_SECRET is required when NODE_ENV=production; TWO_FACTOR_KEY: TWO_FACTOR_KEY is required when NODE_ENV=production; SHELL_SECRET: SHELL_SECRET is required when NODE_ENV=production; ADMIN_EMAIL: ADMIN_EMAIL is required when NODE_ENV=production; ADMIN_PASSWORD: ADMIN_PASSWORD is required when NODE_ENV=production',
    );
    const ok = loadConfig({
      ...base,
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      TWO_FACTOR_KEY: 'y'.repeat(40),
      SHELL_SECRET: 's'.repeat(40),
      ADMIN_EMAIL: 'boss@firm.in',
      ADMIN_PASSWORD: 'long-password',
      SMTP_URL: 'smtp://mail.firm.in:587',
      SMS_URL: 'smpp://firm:secret@smpp.operator.in:2775',
    });
    expect(ok.host).toBe('0.0.0.0');
  });

  it.each([
    ['ADMIN_EMAIL', 'ADMIN_PASSWORD', 'boss@firm.in'],
    ['ADMIN_PASSWORD', 'ADMIN_EMAIL', 'long-password'],
  ])('refuses %s without %s outside production in one message', (given, missing, value) => {
    expect(() => loadConfig({ ...base, DATA_DIR: api.config.dataDir, [given]: value })).toThrow(
      new Error(`Invalid configuration: ${missing}: ${missing} is required when ${given} is set (set both, or neither for the local default admin)`),
    );
  });

  it('names every bad variable at once', () => {
    expect(() => loadConfig({ MONGODB_URI: 'postgres://x', API_PORT: 'abc', FILE_STORE: 's3' })).toThrow(
      /MONGODB_URI.*API_PORT.*FILE_STORE|MONGODB_URI.*FILE_STORE/s,
    );
  });
});
