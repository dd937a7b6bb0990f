import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { Types } from 'mongoose';
import type { z } from 'zod';
import { SPAM_GUARD } from '@site/contracts';
import { APP_CONFIG, type AppConfig } from '../../config/env.js';
import type { UploadedFileMap } from '../files/upload.interceptor.js';
import { parseOrThrow } from '../http/parse.js';
import { ExpiringCollections, isDuplicateKey } from './expiring-collections.js';

export interface Submission {
  /** What is submitted (the resource key, or 'UserRegister'): part of the fingerprint. */
  kind: string;
  body: unknown;
  files?: UploadedFileMap;
  /** The payload's contract: a duplicate is recognised on what it accepted (trimmed, lower-case e-mail...). */
  input: z.ZodType;
  /** Store a repeat within 10 minutes once. Off where the payload holds a secret (a password). */
  dedupe: boolean;
  /** Whether a submission is stored under this id (with `dedupe`: a repeat is answered with a first copy that is stored). */
  stored?: (id: string) => Promise<boolean>;
}

/**
 * The longest a first copy takes to be stored once its fingerprint is taken. A fingerprint whose copy is still not
 * stored after this was left by a request that failed (the database down, so the fingerprint stayed) or an instance
 * that died: a repeat is then stored, not answered with an id that holds nothing.
 */
export const STORE_ABANDONED_MS = 10_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * What every anonymous write goes through before it is stored (docs/behaviour.md §7.7): a bot (filled trap field,
 * or a form sent faster than a person fills it) and a repeat of a submission made within 10 minutes get the
 * same answer as a real success, and nothing new is stored. Requests without the two form fields (older
 * clients) skip those checks.
 */
@Injectable()
export class SubmissionGuard {
  private readonly logger = new Logger('SubmissionGuard');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly collections: ExpiringCollections,
  ) {}

  /** Runs `store` with the body (less the form's trap fields) and a new id, unless it is a bot's or a repeat. Returns the id to answer with. */
  async submit(
    { kind, body, files, input, dedupe, stored }: Submission,
    store: (body: Record<string, unknown>, id: Types.ObjectId) => Promise<unknown>,
  ): Promise<string> {
    const { [SPAM_GUARD.honeypotField]: trap, [SPAM_GUARD.fillTimeField]: fillMs, ...rest } = isObject(body) ? body : {};
    const id = new Types.ObjectId();
    const bot = this.botReason(trap, fillMs);
    if (bot) {
      // The id answered was never stored; the log says why, never what was sent.
      this.logger.log(`Dropped a ${kind} submission: ${bot}`);
      return id.toHexString();
    }
    if (!dedupe) {
      await store(rest, id);
      return id.toHexString();
    }
    const fingerprint = fingerprintOf(kind, parseOrThrow(input, rest), files);
    const earlier = await this.claim(fingerprint, id, stored);
    if (earlier) return earlier;
    try {
      await store(rest, id);
    } catch (err) {
      await this.collections.fingerprints.deleteOne({ _id: fingerprint, docId: id.toHexString() });
      throw err;
    }
    return id.toHexString();
  }

  /** Whether the first copy is stored, waiting (backing off) while it may still be being stored. */
  private async storedInTime(first: { docId: string; expiresAt: Date }, stored: (id: string) => Promise<boolean>): Promise<boolean> {
    const abandonedAt = first.expiresAt.getTime() - SPAM_GUARD.duplicateWindowMs + STORE_ABANDONED_MS;
    for (let wait = 5; ; wait = Math.min(wait * 2, 1000)) {
      if (await stored(first.docId)) return true;
      const left = abandonedAt - Date.now();
      if (left <= 0) return false;
      await sleep(Math.min(wait, left));
    }
  }

  private botReason(trap: unknown, fillMs: unknown): string | null {
    if (trap !== undefined && String(trap).trim() !== '') return 'the hidden field was filled';
    if (fillMs === undefined) return null;
    const ms = Number(fillMs);
    return Number.isFinite(ms) && ms >= this.config.submissionMinFillMs ? null : 'the form was sent too fast';
  }

  /** Takes the fingerprint for `id`; when a live one exists already, returns the id its first copy was stored under. */
  private async claim(fingerprint: string, id: Types.ObjectId, stored?: (id: string) => Promise<boolean>): Promise<string | null> {
    const fingerprints = this.collections.fingerprints;
    for (let pass = 0; pass < 3; pass++) {
      const now = new Date();
      const expiresAt = new Date(now.getTime() + SPAM_GUARD.duplicateWindowMs);
      // The insert of the _id succeeds for one request only (FerretDB 1.x has no atomic update, but refuses a second
      // _id as every database does); a fingerprint found expired is removed and the claim tried again.
      try {
        await fingerprints.insertOne({ _id: fingerprint, docId: id.toHexString(), expiresAt });
        return null;
      } catch (err) {
        if (!isDuplicateKey(err)) throw err;
      }
      const live = await fingerprints.findOne({ _id: fingerprint, expiresAt: { $gt: now } });
      if (live && (!stored || (await this.storedInTime(live, stored)))) return live.docId;
      // Expired, or its first copy was never stored: taken again for this copy.
      await fingerprints.deleteOne(live ? { _id: fingerprint, docId: live.docId } : { _id: fingerprint, expiresAt: { $lte: now } });
    }
    throw new Error('Submission fingerprint kept changing');
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The submission as its contract accepted it, field by field in name order, and its files (name and content). */
function fingerprintOf(kind: string, data: unknown, files: UploadedFileMap = {}): string {
  const fields = Object.entries(isObject(data) ? data : {}).sort(([a], [b]) => a.localeCompare(b));
  const uploads = Object.entries(files)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([field, list]) => [field, (list ?? []).map((f) => [f.originalname, createHash('sha256').update(f.buffer).digest('hex')])]);
  return createHash('sha256')
    .update(JSON.stringify([kind, fields, uploads]))
    .digest('hex');
}
