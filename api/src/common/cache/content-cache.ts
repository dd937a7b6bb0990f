// Public content (lists and items of site content) is read far more often than it changes: each answer is kept
// as its JSON bytes, precompressed (brotli and gzip), with a strong ETag, and served on the bare HTTP server before
// Express. Every write through the generic resource service drops the resource's answers and bumps its version in
// the database; every instance reads those versions at most every `contentCacheCheckMs` and drops what another
// instance changed.
import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Request } from 'express';
import Negotiator from 'negotiator';
import type { Connection } from 'mongoose';
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { APP_CONFIG, type AppConfig } from '../../config/env.js';
import { CORS_EXPOSED_HEADERS } from '../http/cors.js';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const ENCODINGS = ['br', 'gzip', 'identity'] as const;

/** Browsers and CDNs may reuse an answer briefly and refresh it in the background. */
export const CONTENT_CACHE_CONTROL = 'public, max-age=5, stale-while-revalidate=30';

type Encoding = (typeof ENCODINGS)[number];

/** A body with its whole header list (name, value, name, value…), built once: a hit only picks one. */
interface Answer {
  head: string[];
  body: Buffer;
}

interface Entry {
  etag: string;
  /** The headers of a 304: those every answer of this entry carries. */
  notModified: string[];
  answers: Record<Encoding, Answer>;
  /** When the answer stops being true by itself (ms), e.g. the open jobs at the end of India's day. */
  until?: number;
}

interface VersionDoc {
  _id: string;
  v: number;
}

@Injectable()
export class ContentCache implements OnModuleInit, OnApplicationShutdown {
  /** Answers by request path. */
  private readonly entries = new Map<string, Entry>();
  /** Which paths hold which resource's answers, and the list path of each cached resource. */
  private readonly pathsOf = new Map<string, Set<string>>();
  private readonly listPaths = new Map<string, string>();
  /** Bumped on every change: an answer read before a change is never stored after it. */
  private readonly generations = new Map<string, number>();
  private readonly versions = new Map<string, number>();
  private timer?: NodeJS.Timeout;

  constructor(
    @InjectConnection() private readonly connection: Connection,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private get collection() {
    return this.connection.collection<VersionDoc>('contentversions');
  }

  async onModuleInit() {
    await this.checkVersions().catch(() => undefined);
    this.timer = setInterval(() => void this.checkVersions().catch(() => undefined), this.config.contentCacheCheckMs);
    this.timer.unref();
  }

  onApplicationShutdown() {
    clearInterval(this.timer);
  }

  /** Declares a resource whose GETs of `listPath` and `listPath/<id>` are public and cacheable. */
  register(key: string, listPath: string) {
    this.listPaths.set(listPath, key);
  }

  generation(key: string) {
    return this.generations.get(key) ?? 0;
  }

  /** Keeps the answer to `path` unless the resource changed since `generation` was read; `until`: when it expires. */
  async store(key: string, path: string, body: unknown, generation: number, until?: number) {
    const identity = Buffer.from(JSON.stringify(body));
    const [br, gz] = await Promise.all([brotli(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }), gzipAsync(identity, { level: 9 })]);
    if (this.generation(key) !== generation) return;
    const etag = `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`;
    // Vary: Origin as the CORS middleware adds it, so a shared cache keeps one copy per site origin.
    const notModified = ['ETag', etag, 'Cache-Control', CONTENT_CACHE_CONTROL, 'X-Content-Type-Options', 'nosniff', 'Vary', 'Origin, Accept-Encoding'];
    const answer = (body: Buffer, encoding?: string): Answer => ({
      head: [...notModified, ...(encoding ? ['Content-Encoding', encoding] : []), 'Content-Type', 'application/json; charset=utf-8', 'Content-Length', String(body.length)],
      body,
    });
    this.entries.set(path, { etag, notModified, answers: { br: answer(br, 'br'), gzip: answer(gz, 'gzip'), identity: answer(identity) }, until });
    let paths = this.pathsOf.get(key);
    if (!paths) this.pathsOf.set(key, (paths = new Set()));
    paths.add(path);
  }

  /** A write changed `key`: forget its answers here and tell the other instances. */
  async changed(key: string) {
    this.forget(key);
    const bump = () => this.collection.findOneAndUpdate({ _id: key }, { $inc: { v: 1 } }, { upsert: true, returnDocument: 'after' });
    // Two first writes may both try to create the version document: the one that loses bumps the existing one.
    const doc = await bump().catch((err: { code?: number }) => (err.code === 11000 ? bump() : Promise.reject(err)));
    if (doc) this.versions.set(key, doc.v);
  }

  private forget(key: string) {
    this.generations.set(key, this.generation(key) + 1);
    for (const path of this.pathsOf.get(key) ?? []) this.entries.delete(path);
    this.pathsOf.delete(key);
  }

  private async checkVersions() {
    const docs = await this.collection.find().toArray();
    for (const { _id, v } of docs) {
      if (this.versions.get(_id) !== v) this.forget(_id);
      this.versions.set(_id, v);
    }
  }

  /** The resource a cacheable request reads, or null. */
  resourceOf(req: Request): string | null {
    if (req.method !== 'GET' && req.method !== 'HEAD') return null;
    if (req.url.includes('?')) return null;
    const path = req.path;
    const direct = this.listPaths.get(path);
    if (direct) return direct;
    const cut = path.lastIndexOf('/');
    return cut > 0 ? (this.listPaths.get(path.slice(0, cut)) ?? null) : null;
  }

  /**
   * Answers a cached read on the bare HTTP server, before Express: Express's request setup and router cost more than
   * sending the bytes. Returns false (nothing written) when the request is not a hit, so Express takes it.
   */
  readonly answer = (req: IncomingMessage, res: ServerResponse): boolean => {
    // Keys are paths without a query string, so a request with one never matches (paged lists are not cached).
    const entry = req.url ? this.entries.get(req.url) : undefined;
    if (!entry || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
    if (entry.until !== undefined && Date.now() >= entry.until) {
      this.entries.delete(req.url!);
      return false;
    }
    const { origin, 'if-none-match': ifNoneMatch, 'accept-encoding': accept } = req.headers;
    const cors = origin && this.config.siteOrigins.includes(origin) ? ['Access-Control-Allow-Origin', origin, 'Access-Control-Expose-Headers', CORS_EXPOSED_HEADERS] : null;
    if (ifNoneMatch?.split(',').some((t) => t.trim() === entry.etag)) {
      res.writeHead(304, cors ? [...entry.notModified, ...cors] : entry.notModified).end();
      return true;
    }
    const encoding = accept ? (new Negotiator(req).encoding([...ENCODINGS]) as Encoding | undefined) : undefined;
    const { head, body } = entry.answers[encoding ?? 'identity'];
    res.writeHead(200, cors ? [...head, ...cors] : head);
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  };
}
