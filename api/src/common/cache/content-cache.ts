// Public content (lists and items of site content) is read far more often than it changes: each answer is kept
// as its JSON bytes, precompressed (brotli and gzip), with a strong ETag, and served on the bare HTTP server before
// Express. Every write through the generic resource service drops the resource's answers and bumps its version in
// the database; every instance reads those versions at most every `contentCacheCheckMs` and drops what another
// instance changed. Before the write, the writer stores its intent (`<key>@<uuid>`, until a lease's end): an instance
// drops the resource's answers when an intent appears, when the version moves and when an intent goes, or expires
// (the writer died between its write and the version's bump), so no instance keeps an answer read before a write.
// A Hindi or Marathi read (`?lang=hi`, `?lang=mr`, docs/i18n.md) is kept beside the English one, under its address.
import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { Request } from 'express';
import Negotiator from 'negotiator';
import type { Collection } from 'mongodb';
import { createHash, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { APP_CONFIG, type AppConfig } from '../../config/env.js';
import { InjectCollection } from '../collections.js';
import { CORS_EXPOSED_HEADERS } from '../http/cors.js';
import { CONTENT_VERSION_PATH } from '@site/contracts/constants';

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

/** A resource's version, or (with `key`) a write of that resource under way until `until`. */
interface VersionDoc {
  _id: string;
  v?: number;
  key?: string;
  until?: Date;
}

/** The one query string a kept answer may have: a language other than English (docs/i18n.md). */
const LANGUAGE_QUERY = /^\?lang=(hi|mr)$/;

/** How long a write's intent holds: far longer than a write takes; a writer that died is taken as done after it. */
export const INTENT_MS = 30_000;

/** What an instance last saw of a resource: its version and the writes under way. */
interface Seen {
  v?: number;
  writes: Set<string>;
}

/** Each resource's version and the intents before a bump (common infrastructure's own collection). */
export const CONTENT_VERSIONS = 'contentversions';

@Injectable()
export class ContentCache implements OnModuleInit, OnApplicationShutdown {
  /** Answers by request path. */
  private readonly entries = new Map<string, Entry>();
  /** Which paths hold which resource's answers, and the list path of each cached resource. */
  private readonly pathsOf = new Map<string, Set<string>>();
  private readonly listPaths = new Map<string, string>();
  /** Bumped on every change: an answer read before a change is never stored after it. */
  private readonly generations = new Map<string, number>();
  private readonly seen = new Map<string, Seen>();
  /**
   * What the database holds as this instance last saw it, its own writes included at once: the same on every
   * instance once their checks have run (the content version).
   */
  private readonly known = new Map<string, Seen>();
  /** This instance's intents, per resource, not yet followed by a bump. */
  private readonly intents = new Map<string, string[]>();
  private timer?: NodeJS.Timeout;
  /** A version check has succeeded: this instance knows what the others changed (its readiness waits for it). */
  private inSync = false;

  constructor(
    @InjectCollection(CONTENT_VERSIONS) private readonly collection: Collection<VersionDoc>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onModuleInit() {
    await this.checkVersions().catch(() => undefined);
    this.timer = setInterval(() => void this.checkVersions().catch(() => undefined), this.config.contentCacheCheckMs);
    this.timer.unref();
  }

  onApplicationShutdown() {
    clearInterval(this.timer);
  }

  get synced() {
    return this.inSync;
  }

  /** Declares a resource whose GETs of `listPath` and `listPath/<id>` are public and cacheable. */
  register(key: string, listPath: string) {
    this.listPaths.set(listPath, key);
  }

  generation(key: string) {
    return this.generations.get(key) ?? 0;
  }

  /**
   * Keeps the answer to `path` (as `addressOf` gives it) unless the resource changed since `generation` was read;
   * `until`: when it expires.
   */
  async store(key: string, path: string, body: unknown, generation: number, until?: number) {
    const identity = Buffer.from(JSON.stringify(body));
    const [br, gz] = await Promise.all([brotli(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }), gzipAsync(identity, { level: 9 })]);
    if (this.generation(key) !== generation) return;
    // A language's tag is its own even where its text falls back to English throughout; English's is as it always was.
    const query = path.indexOf('?');
    const language = query === -1 ? '' : (LANGUAGE_QUERY.exec(path.slice(query))?.[1] ?? '');
    const etag = `"${createHash('sha256').update(language).update(identity).digest('base64url').slice(0, 27)}"`;
    // Vary: Origin as the CORS middleware adds it, so a shared cache keeps one copy per site origin.
    const notModified = ['ETag', etag, 'Cache-Control', CONTENT_CACHE_CONTROL, 'X-Content-Type-Options', 'nosniff', 'Vary', 'Origin, Accept-Encoding'];
    const answer = (body: Buffer, encoding?: string): Answer => ({
      head: [
        ...notModified,
        ...(encoding ? ['Content-Encoding', encoding] : []),
        'Content-Type',
        'application/json; charset=utf-8',
        'Content-Length',
        String(body.length),
      ],
      body,
    });
    this.entries.set(path, { etag, notModified, answers: { br: answer(br, 'br'), gzip: answer(gz, 'gzip'), identity: answer(identity) }, until });
    let paths = this.pathsOf.get(key);
    if (!paths) this.pathsOf.set(key, (paths = new Set()));
    paths.add(path);
  }

  /** A write of `key` is about to be made: the other instances are told before it (its `changed` follows it). */
  async changing(key: string) {
    const _id = `${key}@${randomUUID()}`;
    await this.collection.insertOne({ _id, key, until: new Date(Date.now() + INTENT_MS) });
    (this.intents.get(key) ?? this.intents.set(key, []).get(key)!).push(_id);
    this.knownOf(key).writes.add(_id);
  }

  /** A write changed `key`: forget its answers here and tell the other instances. */
  async changed(key: string) {
    this.forget(key);
    const bump = () => this.collection.findOneAndUpdate({ _id: key }, { $inc: { v: 1 } }, { upsert: true, returnDocument: 'after' });
    // Two first writes may both try to create the version document: the one that loses bumps the existing one.
    const bumped = await bump().catch((err: { code?: number }) => (err.code === 11000 ? bump() : Promise.reject(err)));
    if (bumped?.v !== undefined) this.knownOf(key).v = bumped.v;
    // One intent per write is withdrawn; which one does not matter, only that those left are as many as the writes.
    // This instance's next check sees the bump too and drops the answers read meanwhile (another write may be in it).
    const intent = this.intents.get(key)?.shift();
    if (intent) {
      await this.collection.deleteOne({ _id: intent });
      this.knownOf(key).writes.delete(intent);
    }
  }

  private knownOf(key: string): Seen {
    return this.known.get(key) ?? this.known.set(key, { writes: new Set() }).get(key)!;
  }

  private forget(key: string) {
    this.generations.set(key, this.generation(key) + 1);
    for (const path of this.pathsOf.get(key) ?? []) this.entries.delete(path);
    this.pathsOf.delete(key);
  }

  private async checkVersions() {
    const docs = await this.collection.find().toArray();
    const now = new Map<string, Seen>();
    const of = (key: string) => now.get(key) ?? now.set(key, { writes: new Set() }).get(key)!;
    const ended = new Set<string>();
    for (const doc of docs) {
      if (doc.key === undefined) of(doc._id).v = doc.v;
      else if (doc.until!.getTime() > Date.now()) of(doc.key).writes.add(doc._id);
      else {
        // Its writer died: the write, if it was made, is in now.
        ended.add(doc.key);
        await this.collection.deleteOne({ _id: doc._id });
      }
    }
    for (const key of new Set([...this.seen.keys(), ...now.keys(), ...ended])) {
      const [was, is] = [this.seen.get(key), now.get(key) ?? { writes: new Set<string>() }];
      if (!was || ended.has(key) || was.v !== is.v || was.writes.size !== is.writes.size || [...is.writes].some((w) => !was.writes.has(w))) this.forget(key);
      this.seen.set(key, is);
      this.known.set(key, { v: is.v, writes: new Set(is.writes) });
    }
    this.inSync = true;
  }

  /**
   * One word for everything public as this instance knows it: the versions and writes under way it last read from
   * the database, and its own writes since (they show at once, before the next check).
   */
  version(): string {
    const hash = createHash('sha256');
    for (const key of [...this.known.keys()].sort()) {
      const { v, writes } = this.known.get(key)!;
      if (v !== undefined || writes.size) hash.update(`${key}\t${v ?? ''}\t${[...writes].sort().join(',')}\n`);
    }
    return hash.digest('base64url').slice(0, 16);
  }

  /**
   * The address a cacheable read is kept under: its path, with `?lang=hi` or `?lang=mr` when that is its whole query
   * (any other query is not kept, e.g. a page of a list); null when it is not kept.
   */
  addressOf(req: Request): string | null {
    const query = req.url.indexOf('?');
    if (query === -1) return req.path;
    return LANGUAGE_QUERY.test(req.url.slice(query)) ? req.path + req.url.slice(query) : null;
  }

  /** The resource a cacheable request reads, or null. */
  resourceOf(req: Request): string | null {
    if (req.method !== 'GET' && req.method !== 'HEAD') return null;
    if (this.addressOf(req) === null) return null;
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
    if (req.url === CONTENT_VERSION_PATH && req.method === 'GET') {
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' }).end(JSON.stringify({ version: this.version() }));
      return true;
    }
    // Keys are paths, or paths with a language as their whole query: no other query matches (paged lists are not cached).
    const entry = req.url ? this.entries.get(req.url) : undefined;
    if (!entry || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
    if (entry.until !== undefined && Date.now() >= entry.until) {
      this.entries.delete(req.url!);
      return false;
    }
    const { origin, 'if-none-match': ifNoneMatch, 'accept-encoding': accept } = req.headers;
    const cors =
      origin && this.config.siteOrigins.includes(origin)
        ? ['Access-Control-Allow-Origin', origin, 'Access-Control-Expose-Headers', CORS_EXPOSED_HEADERS]
        : null;
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
