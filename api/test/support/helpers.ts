import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import request from 'supertest';
import yazl from 'yazl';
import { type AppConfig, loadConfig } from '../../src/config/env.js';
import { createApp } from '../../src/create-app.js';
import type { LogDestination } from '../../src/logging/logging.module.js';

export interface TestApi {
  app: NestExpressApplication;
  config: AppConfig;
  http: ReturnType<typeof request>;
  url: string;
  adminToken(): Promise<string>;
  userToken(): Promise<string>;
  close(): Promise<void>;
}

/** A real API on 127.0.0.1:<free port> with its own database and upload directory. */
export async function startApi(env: Record<string, string> = {}, { logDestination }: { logDestination?: LogDestination } = {}): Promise<TestApi> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'api-test-files-'));
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    MONGODB_DB: `test_${randomUUID().slice(0, 8)}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    LOGIN_RATE_LIMIT: '10000',
    PASSWORD_RESET_RATE_LIMIT: '10000',
    SUBMISSION_RATE_LIMIT: '10000',
    SEED: 'false',
    ...env,
  });
  const app = await createApp(config, { logDestination });
  await app.listen(0, '127.0.0.1');
  const { port } = app.getHttpServer().address() as { port: number };
  const url = `http://127.0.0.1:${port}`;
  const http = request(url);
  let admin: string | undefined;
  let user: string | undefined;
  return {
    app,
    config,
    http,
    url,
    async adminToken() {
      admin ??= (await http.post('/admin/AdminLogin/addAdminLogin').send(config.admin).expect(200)).body.token as string;
      return admin;
    },
    async userToken() {
      if (!user) {
        const creds = { name: 'Asha Visitor', mobile: '9876543210', email: `visitor-${randomUUID()}@example.com`, password: 'visitor-pass-1' };
        await http.post('/admin/UserLogin/UserRegister').send(creds).expect(201);
        user = (await http.post('/admin/UserLogin/UserLogin').send(creds).expect(200)).body.token as string;
      }
      return user!;
    },
    async close() {
      await app
        .get<Connection>(getConnectionToken())
        .dropDatabase()
        .catch(() => undefined);
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Real file contents, small, recognised by their magic bytes. */
export const fixtures = {
  png: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64'),
  gif: Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'),
  /** 1x1 grey baseline JPEG (Go's image/jpeg encoder: quantisation and Huffman tables, one scan). */
  jpg: Buffer.from(
    '/9j/2wCEAP////////////////////////////////////////////////////////////////////////////////////8B///////////////////////////////////////////////////////////////////////////////////////AAAsIAAEAAQEBEQD/xADSAAABBQEBAQEBAQAAAAAAAAAAAQIDBAUGBwgJCgsQAAIBAwMCBAMFBQQEAAABfQECAwAEEQUSITFBBhNRYQcicRQygZGhCCNCscEVUtHwJDNicoIJChYXGBkaJSYnKCkqNDU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6g4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2drh4uPk5ebn6Onq8fLz9PX29/j5+v/aAAgBAQAAPwAr/9k=',
    'base64',
  ),
  /** 1x1 lossless WebP (RIFF / WEBP / VP8L). */
  webp: Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64'),
  pdf: Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'),
  text: Buffer.from('just some text pretending to be a file\n'.repeat(10)),
  big: (bytes: number, head: Buffer) => Buffer.concat([head, Buffer.alloc(bytes - head.length)]),
};

/**
 * A minimal OLE2 compound file (512-byte sectors: header, FAT, directory) holding one empty stream: a Word
 * document when the stream is 'WordDocument', an Excel workbook when it is 'Workbook'.
 */
export function cfb(stream: string): Buffer {
  const END = 0xfffffffe;
  const [header, fat, dir] = [Buffer.alloc(512), Buffer.alloc(512, 0xff), Buffer.alloc(512)];
  Buffer.from('d0cf11e0a1b11ae1', 'hex').copy(header);
  for (const [at, value] of [
    [24, 0x3e],
    [26, 3],
    [28, 0xfffe],
    [30, 9],
    [32, 6],
  ])
    header.writeUInt16LE(value!, at!);
  header.fill(0xff, 76);
  // One FAT sector (sector 0), the directory in sector 1, no mini FAT or extra DIFAT.
  for (const [at, value] of [
    [44, 1],
    [48, 1],
    [56, 4096],
    [60, END],
    [68, END],
    [76, 0],
  ])
    header.writeUInt32LE(value!, at!);
  fat.writeUInt32LE(0xfffffffd, 0);
  fat.writeUInt32LE(END, 4);
  (['Root Entry', stream] as const).forEach((name, i) => {
    const at = i * 128;
    dir.write(name, at, 'utf16le');
    dir.writeUInt16LE((name.length + 1) * 2, at + 64);
    dir[at + 66] = i === 0 ? 5 : 2; // root storage, then a stream
    dir.fill(0xff, at + 68, at + 80); // no siblings, no child...
    dir.writeUInt32LE(END, at + 116);
  });
  dir.writeUInt32LE(1, 76); // ...except the root's child: the stream
  return Buffer.concat([header, fat, dir]);
}

/** Builds a minimal DOCX (a zip with the Word parts), optionally padded to a large unpacked size. */
export function docx(unpackedPadding = 0): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  zip.addBuffer(
    Buffer.from(
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ),
    '[Content_Types].xml',
  );
  zip.addBuffer(
    Buffer.from(
      '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Resume</w:t></w:r></w:p></w:body></w:document>',
    ),
    'word/document.xml',
  );
  if (unpackedPadding) zip.addBuffer(Buffer.alloc(unpackedPadding), 'word/media/padding.bin');
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream
      .on('data', (c: Buffer) => chunks.push(c))
      .on('end', () => resolve(Buffer.concat(chunks)))
      .on('error', reject);
  });
}

/** Polls until `check` returns a value (work done in the background: the outbox, the derived documents). */
export async function until<T>(check: () => Promise<T | undefined>, what: string): Promise<T> {
  for (let i = 0; i < 300; i++) {
    const value = await check();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`Gave up waiting for ${what}`);
}

/** An e-mail as MailDev's API lists it. */
export interface Received {
  id: string;
  to: Array<{ address: string }>;
  subject: string;
  html: string;
  text: string;
  attachments?: Array<{ generatedFileName?: string; fileName?: string; contentType: string }>;
}

/**
 * Moves every recorded deletion of site content 31 days into the past and lets the API forget them (docs/behaviour.md
 * §24: listing the recent deletions prunes first), so a test sees what a deleted item's files become after 30 days.
 */
export async function forgetDeletedContent(api: TestApi) {
  const days = api.app.get<Connection>(getConnectionToken()).db!.collection<{ _id: string; items?: Array<{ at: Date }> }>('contenthistorydeleted');
  const old = new Date(Date.now() - 31 * 24 * 60 * 60 * 1000);
  for (const bucket of await days.find().toArray()) {
    if (bucket.items) await days.updateOne({ _id: bucket._id }, { $set: { items: bucket.items.map((i) => ({ ...i, at: old })) } });
  }
  await api.http
    .get('/admin/history/deleted')
    .set('Authorization', `Bearer ${await api.adminToken()}`)
    .expect(200);
}
