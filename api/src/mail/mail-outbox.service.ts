import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { InjectPinoLogger, PinoLogger } from 'nestjs-pino';
import { InjectModel } from '@nestjs/mongoose';
import type { Collection } from 'mongodb';
import type { Model } from 'mongoose';
import nodemailer, { type Transporter } from 'nodemailer';
import type { SubmissionKey } from '@site/contracts';
import { deleteByIds } from '../common/batched-deletes.js';
import { InjectCollection } from '../common/collections.js';
import { GroupedInserts } from '../common/grouped-inserts.js';
import { KeyedLog, type Logged } from '../common/keyed-log.js';
import { APP_CONFIG, type AppConfig } from '../config/env.js';
import { type HeldFor, OUTBOX_MODEL, type OutboxMail } from './outbox.schema.js';
import { ConfirmationLimit } from './confirmation-limit.js';
import { Foreground } from '../common/http/foreground.js';
import { type Claim, ExpiringCollections } from '../common/abuse/expiring-collections.js';
import { inTime, type Taken } from '../common/claim.js';
import { OutboxSender } from '../common/outbox/outbox-sender.js';
import type { Mail } from './mail.js';
import { SiteSettingsService } from '../settings/index.js';

/** Sent and failed e-mails, each under `<submissionId>#<n>` (the mail room's own collection). */
export const MAIL_LOG = 'maillog';
/** Tries per e-mail before it is marked failed (with doubling waits, about a day at the default first wait). */
export const MAX_ATTEMPTS = 12;
/** How long a sender holds an e-mail it is trying, so a crashed instance's e-mail is retried by another. */
export const LEASE_MS = 120_000;
/** How long the claim of one try is kept: far longer than any instance could read the e-mail as due for that try. */
const CLAIM_KEPT_MS = 86_400_000;
/** E-mails claimed per pass of the sender, and sent at once. */
const SEND_BATCH = 200;
const SEND_AT_ONCE = 5;
const MAIL_QUIET_WAIT_MS = 2000;
/** A submission's own e-mails are sent at once; the poll finds retries and those another instance left. */
const POLL_MS = 2_000;

/** What is kept of an e-mail once it has left the outbox: sent, or given up on. */
export type DeliveredMail = Omit<OutboxMail, '_id' | 'html' | 'text' | 'attachments' | 'nextAttemptAt' | 'leased' | 'heldFor'> & { outboxId?: string };
/** Fields a mail may lack, unset when another takes a held one's place. */
const OPTIONAL_FIELDS = ['replyTo', 'attachments'] as const;

/**
 * The durable outbox: a submission queues its e-mails in the database in the same request, and a background loop on
 * every instance sends what is due, retrying with back-off. Mail being down never fails or slows a submission.
 * The outbox holds only e-mails still to send, so the loop's poll costs what is pending, never what was ever sent;
 * a sent or failed e-mail moves to the mail log, read by its submission (`<submissionId>#<n>`).
 */
@Injectable()
export class MailOutbox implements OnModuleInit, OnApplicationShutdown {
  private transport?: Transporter;
  private readonly sender: OutboxSender<OutboxMail>;

  private readonly log: KeyedLog<DeliveredMail>;
  private readonly claims: Collection<Claim>;
  /** The visitors' forms queue their e-mails in one insert per round under a burst. */
  private readonly queued: GroupedInserts<Partial<OutboxMail>>;

  constructor(
    // Injected, not `new Logger()`: this logs from timers, outside any request, to its own app's log.
    @InjectPinoLogger('Mail') private readonly logger: PinoLogger,
    @InjectModel(OUTBOX_MODEL) private readonly outbox: Model<OutboxMail>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly confirmations: ConfirmationLimit,
    private readonly foreground: Foreground,
    private readonly settings: SiteSettingsService,
    expiring: ExpiringCollections,
    @InjectCollection(MAIL_LOG) mailLog: Collection<Logged<DeliveredMail>>,
  ) {
    this.claims = expiring.claims;
    this.queued = new GroupedInserts((docs) => this.outbox.insertMany(docs, { ordered: false, throwOnValidationError: true }));
    this.log = new KeyedLog(mailLog);
    this.sender = new OutboxSender<OutboxMail>({
      claimPrefix: 'mail',
      outbox: this.outbox,
      claims: this.claims,
      leaseMs: LEASE_MS,
      claimKeptMs: CLAIM_KEPT_MS,
      maxAttempts: MAX_ATTEMPTS,
      retryMs: this.config.mail.retryMs,
      batch: SEND_BATCH,
      atOnce: SEND_AT_ONCE,
      // Each few waits for a moment with no form in flight, up to MAIL_QUIET_WAIT_MS: a burst of forms is answered
      // before its e-mails go, which no visitor waits for.
      beforeSending: () => this.foreground.quiet(MAIL_QUIET_WAIT_MS),
      deliver: (mail) => this.deliver(mail),
      log: (mail, outcome) => this.logDone(mail, outcome as Partial<DeliveredMail>),
      endedBefore: (mail) => this.loggedBefore(mail),
      warnTry: (mail, attempts, err) => this.logger.warn(`E-mail ${String(mail._id)} (${mail.kind}) not sent, try ${attempts}: ${err.message}`),
      warnPass: (err) => this.logger.warn(`Mail outbox: ${err.message}`),
    });
  }

  onModuleInit() {
    const { smtpUrl } = this.config.mail;
    if (!smtpUrl) return;
    // Bounded waits: an SMTP server that hangs costs one try, not the loop. Pooled: one connection carries many e-mails.
    this.transport = nodemailer.createTransport({
      url: smtpUrl,
      pool: true,
      maxConnections: SEND_AT_ONCE,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    this.sender.start(POLL_MS);
  }

  async onApplicationShutdown() {
    await this.sender.stop();
    this.transport?.close();
  }

  /**
   * Queues a stored submission's own e-mails, as its room makes them (a failure to make them is handled as one to
   * queue them): a failure here is logged, never passed on to the visitor. A confirmation counts against its
   * address's day.
   */
  async queueSubmitted(key: SubmissionKey, submissionId: string, mails: Promise<Mail[]>) {
    try {
      const sent: Mail[] = [];
      for (const mail of await mails) {
        if (mail.kind !== 'confirmation' || (await this.confirmations.take(mail.to))) sent.push(mail);
      }
      await this.queued.add(sent.map((m) => ({ ...m, submissionType: key, submissionId })));
      this.drain();
    } catch (err) {
      this.logger.error(`Could not queue the e-mails of ${key} ${submissionId}: ${(err as Error).message}`);
    }
  }

  /**
   * Queues an e-mail about a visitor account, kept with the account's id (deleted with the account, or by erase).
   * A stranger's action sends it, so it counts against the address's confirmations of the day.
   */
  async queueAbout(accountId: string, mail: Mail) {
    if (!(await this.confirmations.take(mail.to))) return;
    await this.outbox.create({ ...mail, submissionType: 'account', submissionId: accountId });
    this.drain();
  }

  /** Queues a notification to the company about a submission (kept and deleted with it, like its own e-mails). */
  async queueNotice(key: SubmissionKey, submissionId: string, mail: Omit<Mail, 'kind' | 'to'>) {
    await this.queueFor(key, submissionId, [{ ...mail, kind: 'notification', to: await this.settings.recipient(key) }]);
  }

  /**
   * Queues e-mails an admin's action sends about a submission (a status e-mail, interview invitations), kept with it
   * like its own: shown with its deliveries, deleted with it. Unlike `queue`, a failure is passed on: the admin's
   * action must not look done when its e-mail was not queued.
   */
  async queueFor(submissionType: string, submissionId: string, mails: Mail[]) {
    if (!mails.length) return;
    await this.outbox.insertMany(mails.map((m) => ({ ...m, submissionType, submissionId })));
    this.drain();
  }

  /**
   * Queues an admin's e-mail about a submission (as `queueFor`) held until `until` for another that would tell the
   * same (`heldFor`): if that one is queued first by `queueInPlaceOf`, it goes instead, and this one never does.
   */
  async hold(submissionType: string, submissionId: string, mail: Mail, heldFor: HeldFor, until: Date) {
    await this.outbox.create({ ...mail, submissionType, submissionId, heldFor, nextAttemptAt: until });
  }

  /**
   * Queues `compose(true)` with its first e-mail in place of the submission's e-mail held for `heldFor`, when one still
   * waits, else `compose(false)` as `queueFor` does; answers whether it took a held one's place. The held e-mail is
   * taken by its try's claim, as a sender takes it, and becomes the new one in one write by `_id`: whoever dies
   * wherever, its reader gets one of the two, never both. A sender already on it keeps it; the new one then goes too.
   */
  async queueInPlaceOf(submissionType: string, submissionId: string, heldFor: HeldFor, compose: (inPlace: boolean) => Mail[]): Promise<boolean> {
    const [first, ...others] = await this.takeHeld(submissionId, heldFor);
    if (!first) {
      await this.queueFor(submissionType, submissionId, compose(false));
      return false;
    }
    const [instead, ...rest] = compose(true) as [Mail, ...Mail[]];
    const set = Object.fromEntries(Object.entries(instead).filter(([, v]) => v !== undefined));
    const unset = { heldFor: 1, leased: 1, lastError: 1, ...Object.fromEntries(OPTIONAL_FIELDS.filter((f) => !(f in set)).map((f) => [f, 1])) };
    await this.outbox.updateOne({ _id: first.mail._id }, { $set: { ...set, attempts: 0, nextAttemptAt: new Date() }, $unset: unset }).exec();
    // Written too late, a sender may have found the held one abandoned and sent it: a repeat beats a loss.
    const late = !inTime(first.taken, LEASE_MS);
    await this.queueFor(submissionType, submissionId, [...(late ? compose(false).slice(0, 1) : []), ...rest]);
    // A replayed queueing may have held two: the rest say the same again.
    for (const extra of others) await this.outbox.deleteOne({ _id: extra.mail._id }).exec();
    this.drain();
    return true;
  }

  /** Drops the submission's e-mails held for `heldFor` that no sender has taken; answers how many. */
  async dropHeld(submissionId: string, heldFor: HeldFor): Promise<number> {
    const taken = await this.takeHeld(submissionId, heldFor);
    for (const { mail } of taken) await this.outbox.deleteOne({ _id: mail._id }).exec();
    return taken.length;
  }

  /**
   * The submission's held e-mails, each taken for this instance by its current try's claim (the one a sender would
   * take: then no sender sends it). The read is of the outbox, which holds only what waits; a leased one is a sender's.
   */
  private async takeHeld(submissionId: string, heldFor: HeldFor): Promise<Array<{ mail: OutboxMail; taken: Taken }>> {
    const held = await this.outbox.find({ submissionId, heldFor }).lean<OutboxMail[]>().exec();
    const taken = [];
    for (const mail of held) {
      const claim = mail.leased ? null : await this.takeTry(mail);
      if (claim) taken.push({ mail, taken: claim });
    }
    return taken;
  }

  /**
   * What happened to a submission's e-mails (for the back office): those delivered or given up on, then those
   * waiting; a held one says until when.
   */
  async deliveries(submissionId: string) {
    const [done, waiting] = await Promise.all([
      this.log.list(submissionId),
      this.outbox.find({ submissionId }).sort({ createdAt: 1 }).lean<OutboxMail[]>().exec(),
    ]);
    return [...done, ...waiting].map(({ kind, to, subject, status, attempts, lastError, sentAt, createdAt, ...rest }) => ({
      kind,
      to,
      subject,
      status,
      attempts,
      lastError,
      sentAt,
      createdAt,
      ...(isHeld(rest) && { heldUntil: rest.nextAttemptAt }),
    }));
  }

  /**
   * The e-mails about some submissions, and those waiting to an address (`to`: an exact address or a filter on it)
   * (docs/behaviour.md §14).
   */
  async mailsOf(submissionIds: string[], to?: unknown) {
    const [done, waiting] = await Promise.all([
      Promise.all(submissionIds.map((id) => this.log.list(id))),
      this.outbox.find(aboutOrTo(submissionIds, to)).lean<OutboxMail[]>().exec(),
    ]);
    return [...done.flat(), ...waiting]
      .map(({ _id, to: address, subject, status, createdAt }) => ({ _id: String(_id), to: address, subject, status, createdAt }))
      .sort((a, b) => (a.createdAt?.getTime() ?? 0) - (b.createdAt?.getTime() ?? 0));
  }

  /** Deletes the e-mails `mailsOf` finds; returns how many. */
  async removeOf(submissionIds: string[], to?: unknown): Promise<number> {
    const ids = (await this.outbox.find(aboutOrTo(submissionIds, to)).select('_id').lean().exec()).map((m) => m._id);
    const waiting = await deleteByIds(this.outbox.collection, ids);
    return waiting + (await this.log.remove(submissionIds));
  }

  private drain() {
    this.sender.drain();
  }

  /** The claim of the e-mail's try as `mail` holds it (common/outbox/outbox-sender.ts); null when another has it or it has changed. */
  private takeTry(mail: OutboxMail): Promise<Taken | null> {
    return this.sender.takeTry(mail);
  }

  /** Sends one e-mail; a throw is a failed try. */
  private async deliver(mail: OutboxMail) {
    await this.transport!.sendMail({
      from: this.config.mail.from,
      to: mail.to,
      replyTo: mail.replyTo,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      attachments: mail.attachments,
    });
    return {};
  }

  /** Writes the log entry of an e-mail that is done with (sent, or failed for good); the sender then takes it out of the outbox. */
  private async logDone(mail: OutboxMail, outcome: Partial<DeliveredMail>) {
    const { _id, html: _html, text: _text, attachments: _files, nextAttemptAt: _next, leased: _leased, heldFor: _held, ...kept } = mail;
    await this.log.append(mail.submissionId, { ...kept, ...outcome, outboxId: String(_id) } as DeliveredMail);
  }

  /**
   * An e-mail that comes due still leased was taken by a sender that then stopped: if that sender logged it (it died
   * between the log and the removal from the outbox), only the removal is left to do, and it is not sent again.
   */
  private async loggedBefore(mail: OutboxMail): Promise<'logged' | null> {
    return (await this.log.list(mail.submissionId)).some((m) => m.outboxId === String(mail._id)) ? 'logged' : null;
  }
}

const isHeld = (mail: Partial<OutboxMail>): mail is OutboxMail => Boolean(mail.heldFor && mail.nextAttemptAt);

/** E-mails about these submissions, or to or about the address (its company notifications reply to it). */
const aboutOrTo = (submissionIds: string[], to?: unknown) => ({
  $or: [{ submissionId: { $in: submissionIds } }, ...(to === undefined ? [] : [{ to }, { replyTo: to }])],
});
