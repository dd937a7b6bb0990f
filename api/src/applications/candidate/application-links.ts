// The private links of job applications (docs/behaviour.md §17). A link's token is random and is kept only as its
// SHA-256, as the `_id` of a document naming the application: finding it is an `_id` lookup, the one query that
// does not read the whole collection on the embedded database. Every e-mail about an application carries a link of
// its own (a token can be e-mailed only where it is made); a second document, `of:<applicationId>`, names every
// hash, so its links are deleted with the application by `_id` too.
import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Collection } from 'mongodb';
import { type Language, languagePath } from '@site/contracts';
import { isDuplicateKey } from '../../common/abuse/expiring-collections.js';
import { InjectCollection } from '../../common/collections.js';
import { APP_CONFIG, type AppConfig } from '../../config/env.js';

interface LinkDoc {
  _id: string;
  /** On the token's document: the application. */
  applicationId?: string;
  /** On the application's document: the first token's hash (as links were stored before `hashes`). */
  hash?: string;
  /** On the application's document: every later token's hash. */
  hashes?: string[];
  createdAt: Date;
}

/** A token as the link carries it: 32 random bytes, base64url (43 characters). */
export const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const ofApplication = (id: string) => `of:${id}`;

/** The links' collection (the applications room's own). */
export const APPLICATION_LINKS = 'applicationlinks';

@Injectable()
export class ApplicationLinks {
  constructor(
    @InjectCollection(APPLICATION_LINKS) private readonly links: Collection<LinkDoc>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The address of the candidate's page in `language`, by a new link of its own, for one e-mail to the candidate. */
  async pageOf(applicationId: string, language: Language): Promise<string> {
    return `${this.config.mail.siteUrl}${languagePath(language, `/application/${await this.issue(applicationId)}`)}`;
  }

  /**
   * A new link's token for an application; only its hash is stored. The application's document names the hash
   * before the link exists, so no link can outlive its application; earlier links keep working.
   */
  async issue(applicationId: string): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const hash = hashOf(token);
    const createdAt = new Date();
    const named = () => this.links.updateOne({ _id: ofApplication(applicationId) }, { $push: { hashes: hash }, $setOnInsert: { createdAt } }, { upsert: true });
    // Two first links at once both try to insert the application's document: the one that lost updates it.
    await named().catch((err: unknown) => (isDuplicateKey(err) ? named() : Promise.reject(err)));
    await this.links.insertOne({ _id: hash, applicationId, createdAt });
    return token;
  }

  /** The application a token opens, or null (a malformed, unknown or deleted one alike). */
  async applicationOf(token: string): Promise<string | null> {
    if (!TOKEN_SHAPE.test(token)) return null;
    const doc = await this.links.findOne({ _id: hashOf(token) });
    return doc?.applicationId ?? null;
  }

  /**
   * Deletes the links of these applications, each by `_id`; returns how many documents went. The links go before the
   * document naming them, so a deletion cut short leaves that document, and running it again finishes it.
   */
  async removeOf(applicationIds: string[]): Promise<number> {
    let removed = 0;
    for (const id of applicationIds) {
      const of = await this.links.findOne({ _id: ofApplication(id) });
      if (!of) continue;
      for (const hash of [of.hash, ...(of.hashes ?? [])].filter(Boolean)) removed += (await this.links.deleteOne({ _id: hash })).deletedCount;
      removed += (await this.links.deleteOne({ _id: ofApplication(id) })).deletedCount;
    }
    return removed;
  }
}
