// A load balancer's two questions (docs/operations.md, "Health"): is the process alive (`/health/live`, no database
// call), and should it get traffic now (`/health/ready`: started, database reachable, not stopping).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { startApi, type TestApi } from '../support/helpers.js';

describe('/health/live and /health/ready', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(() => api?.close());

  it('answer 200 on a started instance with its database', async () => {
    expect((await api.http.get('/health/live').expect(200)).body).toEqual({ status: 'ok' });
    expect((await api.http.get('/health/ready').expect(200)).body).toEqual({ status: 'ok' });
  });

  it('ready answers 503 with a message while the database is unreachable; live does not ask it', async () => {
    const connection = api.app.get<Connection>(getConnectionToken());
    await connection.close();
    try {
      expect((await api.http.get('/health/ready').expect(503)).body).toEqual({ statusCode: 503, message: 'Database unreachable' });
      expect((await api.http.get('/health/live').expect(200)).body).toEqual({ status: 'ok' });
      // Today's /health is unchanged.
      expect((await api.http.get('/health').expect(503)).body).toMatchObject({ message: 'Database unreachable', database: 'down' });
    } finally {
      await connection.openUri(api.config.mongoUri, { dbName: api.config.mongoDb });
    }
    await api.http.get('/health/ready').expect(200);
  });

  it('are public and documented', async () => {
    const doc = (await api.http.get('/docs-json').expect(200)).body as {
      paths: Record<string, { get: { security: unknown[]; responses: Record<string, unknown> } }>;
    };
    for (const path of ['/health/live', '/health/ready']) expect(doc.paths[path]!.get.security).toEqual([]);
    expect(doc.paths['/health/ready']!.get.responses).toHaveProperty('503');
  });
});
