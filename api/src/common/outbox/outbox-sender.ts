// The sending half of a durable outbox (docs/operations.md, "Background work and crashes"), shared by the channels
// (e-mail, SMS): a loop on every instance reads what is due, claims each try for one instance, sends it, and moves what
// is done with to the channel's log, retrying a failure with doubling waits. The channel says how one item is sent
// and logged; the outbox holds only what is still to send, so a poll costs what is pending, never what was ever sent.
import type { Collection } from 'mongodb';
import type { Model } from 'mongoose';
import type { Claim } from '../abuse/expiring-collections.js';
import { claimWork, inTime, type Taken } from '../claim.js';

/** What every outbox item holds besides its channel's own fields. */
export interface OutboxItem {
  _id: unknown;
  status: string;
  attempts: number;
  /** When it may be tried next; a sender that claims a try pushes it past a lease, so it is tried again if that sender dies. */
  nextAttemptAt: Date;
  lastError?: string;
  /** A sender took its current try (its time is the lease's end); cleared when the try fails. */
  leased?: boolean;
}

/** How the item ended: sent, or failed for good, with the fields its log keeps. */
export type Outcome<T> = Partial<T> & { status: 'sent' | 'failed'; attempts: number };

export interface OutboxChannel<T extends OutboxItem> {
  /** Claims are named `<claimPrefix>:<id>:<attempts>:<due time>`. */
  claimPrefix: string;
  outbox: Model<T>;
  claims: Collection<Claim>;
  leaseMs: number;
  /** How long a try's claim is kept: far longer than any instance could read the item as due for that try. */
  claimKeptMs: number;
  maxAttempts: number;
  /** The first retry's wait; each next one waits twice as long. */
  retryMs: number;
  /** Items read per pass, and sent at once. */
  batch: number;
  atOnce: number;
  /** Waits before each few sends (a moment with no visitor's request in flight). */
  beforeSending: () => Promise<void>;
  /** Sends one item; what it returns is kept with the item in its log. A throw is a failed try. */
  deliver: (item: T) => Promise<Partial<T>>;
  /** Writes the item's log entry (it then leaves the outbox). */
  log: (item: T, outcome: Outcome<T>) => Promise<void>;
  /**
   * For an item that comes due still leased (its sender stopped): whether that sender logged it, or how it ended when
   * the item itself says so; then only what is left is done, and it is not sent again.
   */
  endedBefore: (item: T) => Promise<'logged' | Outcome<T> | null>;
  /** A try that failed, and a pass that failed, for the channel's log. */
  warnTry: (item: T, attempts: number, err: Error) => void;
  warnPass: (err: Error) => void;
}

export class OutboxSender<T extends OutboxItem> {
  private timer?: NodeJS.Timeout;
  private draining?: Promise<void>;
  private ready = false;

  constructor(private readonly channel: OutboxChannel<T>) {}

  /** Sends from now on: at once when asked (`drain`), and every `pollMs` for retries and what another instance left. */
  start(pollMs: number) {
    this.ready = true;
    this.timer = setInterval(() => this.drain(), pollMs);
    this.timer.unref();
  }

  /** Stops the poll and waits for the pass under way. */
  async stop() {
    clearInterval(this.timer);
    await this.draining;
  }

  drain() {
    if (!this.ready || this.draining) return;
    this.draining = this.sendDue()
      .catch((err: Error) => this.channel.warnPass(err))
      .finally(() => (this.draining = undefined));
  }

  /**
   * Takes one try of an item for this instance: the first instance to insert the try's claim sends it (a second
   * insert of an `_id` fails on every database), and pushes its time past a lease, so the item is tried again if
   * this instance dies meanwhile. Both by `_id` alone: on the embedded database, a write whose filter holds anything
   * more reads the whole outbox while holding the write lock, and stalls every visitor's form.
   * A sender that died between the two leaves a claim and an item still due: once the claim is older than the
   * lease and the item is still as it was, the claim's successor is taken (common/claim.ts). A claimant whose
   * lease was written too late for that rule does not send: the item comes due again after its lease.
   */
  async claim(item: T): Promise<boolean> {
    const { outbox, leaseMs } = this.channel;
    const taken = await this.takeTry(item);
    if (!taken) return false;
    await outbox.updateOne({ _id: item._id } as never, { $set: { nextAttemptAt: new Date(Date.now() + leaseMs), leased: true } } as never).exec();
    return inTime(taken, leaseMs);
  }

  /** The claim of the item's try as `item` holds it (see `claim`); null when another has it or it has changed. */
  takeTry(item: T): Promise<Taken | null> {
    const { outbox, claims, claimPrefix, leaseMs, claimKeptMs } = this.channel;
    const sameTry = async () => {
      const now = await outbox.findById(item._id).select('status attempts nextAttemptAt').lean<OutboxItem>().exec();
      return now?.status === 'pending' && now.attempts === item.attempts && now.nextAttemptAt.getTime() === item.nextAttemptAt.getTime();
    };
    return claimWork(claims, `${claimPrefix}:${String(item._id)}:${item.attempts}:${item.nextAttemptAt.getTime()}`, {
      leaseMs,
      keptMs: claimKeptMs,
      stillUndone: sameTry,
    });
  }

  /** Moves an item that is done with (sent, or failed for good) from the outbox to its log. */
  private async retire(item: T, outcome: Outcome<T>) {
    await this.channel.log(item, outcome);
    await this.channel.outbox.deleteOne({ _id: item._id } as never).exec();
  }

  /** An item that comes due still leased was taken by a sender that then stopped: finishes what that sender left. */
  private async endedBefore(item: T): Promise<boolean> {
    if (!item.leased) return false;
    const ended = await this.channel.endedBefore(item);
    if (!ended) return false;
    if (ended === 'logged') await this.channel.outbox.deleteOne({ _id: item._id } as never).exec();
    else await this.retire(item, ended);
    return true;
  }

  /**
   * A batch at a time: due items are read once, in the order they were queued (the outbox holds only what is still
   * to send; unsorted, the embedded database stops reading once it has a batch instead of sorting all that waits),
   * and those this instance claims are sent a few at once, each few after `beforeSending`.
   * A pass that claimed nothing ends: what it found is another sender's, and the next poll looks again.
   */
  private async sendDue() {
    const { outbox, batch, atOnce } = this.channel;
    for (;;) {
      const now = new Date();
      const due = await outbox
        .find({ status: 'pending', nextAttemptAt: { $lte: now } } as never)
        .limit(batch)
        .lean<T[]>()
        .exec();
      let claimed = 0;
      // Claimed as they are sent, a few at once: a burst of writes would queue the visitors' forms behind it.
      for (let i = 0; i < due.length; i += atOnce) {
        await this.channel.beforeSending();
        await Promise.all(
          due.slice(i, i + atOnce).map(async (item) => {
            if (!(await this.claim(item))) return;
            claimed++;
            if (!(await this.endedBefore(item))) await this.send(item);
          }),
        );
      }
      if (!claimed) return;
    }
  }

  private async send(item: T) {
    const { outbox, maxAttempts, retryMs } = this.channel;
    const attempts = item.attempts + 1;
    try {
      const kept = await this.channel.deliver(item);
      const { lastError: _cleared, ...sent } = item;
      await this.retire(sent as T, { ...kept, status: 'sent', attempts, sentAt: new Date() } as Outcome<T>);
    } catch (err) {
      const lastError = (err as Error).message.slice(0, 500);
      const wait = retryMs * 2 ** (attempts - 1);
      this.channel.warnTry(item, attempts, err as Error);
      if (attempts >= maxAttempts) await this.retire(item, { status: 'failed', attempts, lastError } as Outcome<T>);
      else
        await outbox
          .updateOne({ _id: item._id } as never, { $set: { attempts, lastError, nextAttemptAt: new Date(Date.now() + wait) }, $unset: { leased: 1 } } as never)
          .exec();
    }
  }
}
