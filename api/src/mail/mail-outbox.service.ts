import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import nodemailer, { type Transporter } from 'nodemailer';
import type { SubmissionKey } from '@site/contracts';
import { APP_CONFIG, type AppConfig } from '../config/env.js';
import { OUTBOX_MODEL, type OutboxMail } from './outbox.schema.js';
import { submissionMails } from './submission-mail.js';

/** Tries per e-mail before it is marked failed (with doubling waits, about a day at the default first wait). */
export const MAX_ATTEMPTS = 12;
/** How long a sender holds an e-mail it is trying, so a crashed instance's e-mail is retried by another. */
const LEASE_MS = 120_000;
const POLL_MS = 1_000;

/**
 * The durable outbox: a submission queues its e-mails in the database in the same request, and a background loop on
 * every instance sends what is due, retrying with back-off. Mail being down never fails or slows a submission.
 */
@Injectable()
export class MailOutbox implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('Mail');
  private transport?: Transporter;
  private timer?: NodeJS.Timeout;
  private draining?: Promise<void>;

  constructor(
    @InjectModel(OUTBOX_MODEL) private readonly outbox: Model<OutboxMail>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit() {
    const { smtpUrl } = this.config.mail;
    if (!smtpUrl) return;
    // Bounded waits: an SMTP server that hangs costs one try, not the loop.
    this.transport = nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 });
    this.timer = setInterval(() => this.drain(), POLL_MS);
    this.timer.unref();
  }

  async onApplicationShutdown() {
    clearInterval(this.timer);
    await this.draining;
    this.transport?.close();
  }

  /** Queues a stored submission's e-mails; a failure here is logged, never passed on to the visitor. */
  async queue(key: SubmissionKey, doc: Record<string, unknown> & { _id: unknown }) {
    try {
      const mails = submissionMails(key, doc, this.config.mail);
      await this.outbox.insertMany(mails.map((m) => ({ ...m, submissionType: key, submissionId: String(doc._id) })));
      this.drain();
    } catch (err) {
      this.logger.error(`Could not queue the e-mails of ${key} ${String(doc._id)}: ${(err as Error).message}`);
    }
  }

  /** What happened to a submission's e-mails (for the back office). */
  deliveries(submissionId: string) {
    return this.outbox
      .find({ submissionId })
      .select('kind to status attempts lastError sentAt createdAt')
      .sort({ createdAt: 1 })
      .lean()
      .exec();
  }

  /** The e-mails to an address (`to`: an exact address or a filter on it) or about some submissions (docs/behaviour.md §14). */
  mailsOf(submissionIds: string[], to?: unknown) {
    return this.outbox.find(aboutOrTo(submissionIds, to)).select('to subject status createdAt').sort({ createdAt: 1, _id: 1 }).lean().exec();
  }

  /** Deletes the e-mails `mailsOf` finds; returns how many. */
  async removeOf(submissionIds: string[], to?: unknown): Promise<number> {
    const ids = (await this.outbox.find(aboutOrTo(submissionIds, to)).select('_id').lean().exec()).map((m) => m._id);
    if (!ids.length) return 0;
    return (await this.outbox.deleteMany({ _id: { $in: ids } }).exec()).deletedCount;
  }

  private drain() {
    if (!this.transport || this.draining) return;
    this.draining = this.sendDue()
      .catch((err: Error) => this.logger.warn(`Mail outbox: ${err.message}`))
      .finally(() => (this.draining = undefined));
  }

  private async sendDue() {
    for (;;) {
      const now = Date.now();
      const mail = await this.outbox
        .findOneAndUpdate({ status: 'pending', nextAttemptAt: { $lte: new Date(now) } }, { $set: { nextAttemptAt: new Date(now + LEASE_MS) } }, { sort: { nextAttemptAt: 1 }, returnDocument: 'after' })
        .lean<OutboxMail>()
        .exec();
      if (!mail) return;
      await this.send(mail);
    }
  }

  private async send(mail: OutboxMail) {
    const attempts = mail.attempts + 1;
    try {
      await this.transport!.sendMail({ from: this.config.mail.from, to: mail.to, replyTo: mail.replyTo, subject: mail.subject, text: mail.text, html: mail.html });
      await this.outbox.updateOne({ _id: mail._id }, { $set: { status: 'sent', attempts, sentAt: new Date() }, $unset: { lastError: 1 } }).exec();
    } catch (err) {
      const failed = attempts >= MAX_ATTEMPTS;
      const wait = this.config.mail.retryMs * 2 ** (attempts - 1);
      this.logger.warn(`E-mail ${String(mail._id)} (${mail.kind}) not sent, try ${attempts}: ${(err as Error).message}`);
      await this.outbox
        .updateOne({ _id: mail._id }, { $set: { attempts, lastError: (err as Error).message.slice(0, 500), ...(failed ? { status: 'failed' } : { nextAttemptAt: new Date(Date.now() + wait) }) } })
        .exec();
    }
  }
}

const aboutOrTo = (submissionIds: string[], to?: unknown) => ({ $or: [{ submissionId: { $in: submissionIds } }, ...(to === undefined ? [] : [{ to }])] });
