// A kind of visitor submission, declared by the room that owns it (the enquiries here, job applications in the
// applications room): the shared pipeline, the inbox, the export and the e-mails read its declaration, never its key.
import { Injectable } from '@nestjs/common';
import type { Language, SubmissionKey } from '@site/contracts';
import type { TokenPayload } from '../common/auth/requests.js';
import type { Doc } from '../common/resource/resource-hooks.js';
import type { Words } from '../mail/index.js';
import type { SubmissionChangeContext } from './events.js';

/** Who sent a submission and what it is about: the inbox's row and the e-mails. */
export interface Summary {
  /** What it is about: a job, a service or a message subject. */
  topic: string;
  name: string;
  email: string;
  /** What the sender filled in, label by label, for the office. */
  rows: Array<[string, unknown]>;
}

/** What an application's confirmation carries besides fixed words: its private link and its job's stored title. */
export interface MailExtras {
  applicationToken?: string;
  jobTitle?: string | null;
}

export interface SubmissionKind {
  key: SubmissionKey;
  summary(doc: Record<string, unknown>): Summary;
  /** The confirmation's words: whole sentences, as Hindi and Marathi agree each with its noun. */
  received: { subject: string; lead: string; leadForJob?: string };
  /** The owning room's catalogues, which translate `received`. */
  words: (language: Language) => Words;
  /** A paragraph the office's notification adds (an application's CV stays in the back office). */
  officeNote?: string;
  /** Each has a job and may be flagged by a knockout answer: the inbox filters and counts them by both. */
  byJob?: boolean;
}

/** What a kind adds to the pipeline from the providers of its room, made when its resource module is built. */
export interface SubmissionExtension {
  /** More to store from the form (an application's job and screening answers). */
  prepare?(data: Record<string, unknown>, answers: unknown): Promise<Record<string, unknown>>;
  /** What only the sender's confirmation carries, once the submission is stored. */
  confirmation?(doc: Doc): Promise<MailExtras>;
  /** After it is stored, its e-mails queued and its rows journalled: the kind's own fact. */
  received?(doc: Doc): Promise<void>;
  /**
   * The kind's own way to move a status (an application's stage), which the inbox and an edit call instead of a
   * plain write; `also`: other fields the same change sets (the inbox's assignee).
   */
  moveStatus?(doc: Doc, to: string, actor: TokenPayload, context: SubmissionChangeContext, also: Record<string, unknown>): Promise<Doc>;
  /** After a change's history (and on its replay after a crash): the kind's own facts about it. */
  changed?(change: { before: Doc; after: Doc; actor: TokenPayload; context: SubmissionChangeContext; event?: string; replayed?: boolean }): Promise<void>;
  /** Before its submissions are deleted: what the kind keeps about them goes first. */
  removing?(ids: string[]): Promise<void>;
}

/** Every kind of this app, added by each kind's resource module as it is built. */
@Injectable()
export class SubmissionKinds {
  private readonly kinds = new Map<SubmissionKey, { kind: SubmissionKind; extension: SubmissionExtension }>();

  add(kind: SubmissionKind, extension: SubmissionExtension) {
    this.kinds.set(kind.key, { kind, extension });
  }

  of(key: SubmissionKey): SubmissionKind {
    return this.entry(key).kind;
  }

  extensionOf(key: SubmissionKey): SubmissionExtension {
    return this.entry(key).extension;
  }

  all(): SubmissionKind[] {
    return [...this.kinds.values()].map((e) => e.kind);
  }

  private entry(key: SubmissionKey) {
    const entry = this.kinds.get(key);
    if (!entry) throw new Error(`No submission kind ${key} is part of this app`);
    return entry;
  }
}
