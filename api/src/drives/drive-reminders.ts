// The reminder of a booking the evening before its drive (docs/behaviour.md §26), a loop on every API instance where
// SMS can go: from 18:00 in India, each pass reads the upcoming index and, for a drive held tomorrow, its roster, and
// reminds each person booked once across instances (DriveTeller's claim per booking, day and slot: a moved booking
// is reminded of its new slot). A drive whose people are all reminded is marked so, and read no more that evening; one
// whose reminders another instance still holds is read again.
// A pass that found nothing to send waits a poll before the next.
import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { istDay } from '@site/contracts';
import type { Collection } from 'mongodb';
import { type Claim, ExpiringCollections } from '../common/abuse/expiring-collections.js';
import { APP_CONFIG, type AppConfig } from '../config/env.js';
import { DriveTeller } from './drive-listeners.js';
import { DriveStore } from './drive-store.js';
import { slotStarted, slotStartsAt } from './seats.js';

const DAY_MS = 86_400_000;
/** The evening hour in India from which tomorrow's drives are reminded. */
export const REMINDER_FROM = '18:00';

/** Whether `now` is the evening before `day` (from 18:00 in India on the day before). */
export const reminderDue = (day: string, now: number) => istDay(new Date(now + DAY_MS)) === day && now >= slotStartsAt(istDay(new Date(now)), REMINDER_FROM);

@Injectable()
export class DriveReminders implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('DriveReminders');
  private timer?: NodeJS.Timeout;
  private running?: Promise<unknown>;
  private stopped = false;

  constructor(
    private readonly store: DriveStore,
    private readonly teller: DriveTeller,
    private readonly expiring: ExpiringCollections,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit() {
    if (this.config.sms.url) this.schedule(0);
  }

  async onApplicationShutdown() {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running?.catch(() => undefined);
  }

  private schedule(ms: number) {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.pass()
        .catch((err: Error) => (this.logger.warn(`Drive reminders: ${err.message}`), 0))
        .then((sent) => this.schedule(sent > 0 ? 0 : this.config.sms.reminderPollMs));
    }, ms);
    this.timer.unref();
  }

  /** One pass: the reminders due now, each sent by the one instance that claims it; answers how many this one sent. */
  async pass(now = Date.now()): Promise<number> {
    const claims = this.expiring.claims as Collection<Claim>;
    let sent = 0;
    for (const { id, day } of await this.store.index.get('upcoming')) {
      if (!reminderDue(day, now)) continue;
      const done = `drive-reminders:${id}:${day}:done`;
      if (await claims.findOne({ _id: done })) continue;
      const drive = await this.store.drive(id);
      if (!drive || drive.status !== 'open') continue;
      // Marked done only once every reminder is: one another instance holds (and may die holding) is taken again
      // by a later pass once its lease ends.
      let allDone = true;
      for (const booking of await this.store.roster(id)) {
        if (this.stopped) return sent;
        if (booking.status !== 'booked' || booking.slot === null || slotStarted(drive.day, booking.slot, now)) continue;
        const key = `drive-reminder:${booking._id}:${day}:${booking.slot}`;
        if (await this.teller.tell('drive-reminder', key, drive, booking)) sent++;
        else if (!(await this.teller.told(key))) allDone = false;
      }
      if (allDone) await claims.insertOne({ _id: done, at: new Date(), expiresAt: new Date(now + 2 * DAY_MS) }).catch(() => undefined);
    }
    return sent;
  }
}
