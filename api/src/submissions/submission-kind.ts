// A kind of visitor submission, declared by the room that owns it (the enquiries here, job applications in the
// applications room): the inbox, the export and the e-mails read its declaration, never its key. What a kind does
// besides (an application's job, link and stages) its own room's hooks do, around this room's (submission-hooks.ts).
import { Injectable } from '@nestjs/common';
import type { Language, SubmissionKey } from '@site/contracts';
import type { Words } from '../mail/index.js';

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

/** Every kind of this app, added by each kind's resource module as it is built: the registry the shared screens read. */
@Injectable()
export class SubmissionKinds {
  private readonly kinds = new Map<SubmissionKey, SubmissionKind>();

  add(kind: SubmissionKind) {
    this.kinds.set(kind.key, kind);
  }

  of(key: SubmissionKey): SubmissionKind {
    const kind = this.kinds.get(key);
    if (!kind) throw new Error(`No submission kind ${key} is part of this app`);
    return kind;
  }

  all(): SubmissionKind[] {
    return [...this.kinds.values()];
  }
}
