// The day-before reminder of an interview by SMS (docs/behaviour.md §19), a loop on every API instance: each pass
// reads the interviews of today and tomorrow in India by their days' `_id` (two reads, however many interviews there
// are), and reminds the candidate of each scheduled one that starts within a day. Each reminder is claimed once across
// instances (common/claim.ts) under the interview and its revision, so a moved interview is reminded again; a claim
// whose instance died before its history line is taken again after its lease (a repeat beats a loss). A pass that
// found nothing to send waits a poll before the next.
import { istDay } from '@site/contracts';
import type { Collection } from 'mongodb';
import type { Claim } from '../../common/abuse/expiring-collections.js';
import type { TokenPayload } from '../../common/auth/requests.js';
import { claimWork } from '../../common/claim.js';
import type { Doc } from '../../common/resource/resource.service.js';
import { languageOf } from '../../mail/index.js';
import type { SmsOutbox } from '../../sms/index.js';
import type { SubmissionHistory, SubmissionsService } from '../../submissions/index.js';
import { interviewSms } from './interview-sms.js';
import type { InterviewStore, StoredInterview } from './interview-store.js';
import type { JobTitles } from './job-titles.service.js';

const DAY_MS = 86_400_000;
/** A reminder is not worth sending this close to the interview. */
const TOO_LATE_MS = 60 * 60_000;
const LEASE_MS = 120_000;
const KEPT_MS = 3 * DAY_MS;
/** The reminders one pass sends at most; more wait for the next pass, which comes at once. */
const BATCH = 50;
/** The API itself sends reminders: the history names it so. */
const SYSTEM: TokenPayload = { sub: 'site', role: 'user', name: 'The site' };

export interface ReminderParts {
  store: InterviewStore;
  submissions: SubmissionsService;
  titles: JobTitles;
  sms: SmsOutbox;
  history: SubmissionHistory;
  claims: Collection<Claim>;
  pollMs: number;
  warn: (message: string) => void;
}

export class InterviewReminders {
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private stopped = false;

  constructor(private readonly parts: ReminderParts) {}

  start() {
    this.stopped = false;
    this.schedule(0);
  }

  async stop() {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  private schedule(ms: number) {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.pass()
        .catch((err: Error) => (this.parts.warn(`Interview reminders: ${err.message}`), 0))
        .then((sent) => this.schedule(sent >= BATCH ? 0 : this.parts.pollMs));
    }, ms);
    this.timer.unref();
  }

  /** One pass: the reminders due now, each sent by the one instance that claims it; answers how many this one sent. */
  async pass(now = Date.now()): Promise<number> {
    let sent = 0;
    for (const interview of await this.due(now)) {
      if (sent >= BATCH || this.stopped) break;
      if (await this.remind(interview)) sent++;
    }
    return sent;
  }

  /** The scheduled interviews that start between an hour and a day from now. */
  private async due(now: number): Promise<StoredInterview[]> {
    const { store } = this.parts;
    const days = [istDay(new Date(now)), istDay(new Date(now + DAY_MS))];
    const entries = (await Promise.all(days.map((day) => store.onDay(day)))).flat();
    const [from, to] = [new Date(now + TOO_LATE_MS).toISOString(), new Date(now + DAY_MS).toISOString()];
    const found: StoredInterview[] = [];
    for (const applicationId of new Set(entries.map((e) => e.a))) {
      const ids = new Set(entries.filter((e) => e.a === applicationId).map((e) => e.i));
      // The application's own list is the truth: a day may still list an interview moved or gone.
      for (const i of await store.of(applicationId)) if (ids.has(i.id) && i.status === 'Scheduled' && i.startsAt > from && i.startsAt <= to) found.push(i);
    }
    return found;
  }

  private async remind(interview: StoredInterview): Promise<boolean> {
    const { submissions, titles, sms, history, claims } = this.parts;
    const key = `interview-reminder:${interview.id}:${interview.sequence}`;
    const { applicationId } = interview;
    const taken = await claimWork(claims, key, {
      leaseMs: LEASE_MS,
      keptMs: KEPT_MS,
      stillUndone: async () => !(await history.wrote(applicationId, key, 'sms')),
    });
    if (!taken) return false;
    const application = (await submissions.findOne('applyJobs', applicationId).catch(() => null)) as Doc | null;
    const reminder = application && interviewSms('reminder', interview, application, await titles.inLanguage(application, languageOf(application)));
    if (!reminder) return false;
    await sms.queue(reminder);
    await history.record('applyJobs', applicationId, [{ kind: 'sms', text: `Reminder SMS sent to the candidate: ${reminder.text}` }], SYSTEM, key);
    return true;
  }
}
