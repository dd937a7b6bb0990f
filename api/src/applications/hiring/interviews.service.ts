import { BadRequestException, Inject, Injectable, NotFoundException, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { type Interview, type InterviewInput, istDay, istToUtc, istWords, type Language, type UpcomingDays, utcToIst } from '@site/contracts';
import { AdminAccountsService } from '../../accounts/index.js';
import { ExpiringCollections } from '../../common/abuse/expiring-collections.js';
import type { TokenPayload } from '../../common/auth/requests.js';
import { DomainEventBus } from '../../common/events/domain-events.js';
import type { Doc } from '../../common/resource/resource.service.js';
import { APP_CONFIG, type AppConfig } from '../../config/env.js';
import { languageOf, MailOutbox, momentWords } from '../../mail/index.js';
import { SmsOutbox } from '../../sms/index.js';
import { SubmissionHistory } from '../../submissions/index.js';
import { SubmissionsService } from '../../submissions/index.js';
import { ApplicationLinks } from '../candidate/application-links.js';
import type { InterviewAction } from './events.js';
import { type InterviewChange, interviewMails } from './interview-mail.js';
import { jobTitleOf } from './job-title.js';
import { JobTitles } from './job-titles.service.js';
import { InterviewStore, type StoredInterview } from './interview-store.js';
import { InterviewReminders } from './interview-reminders.js';
import { interviewSms } from './interview-sms.js';

const DAY_MS = 86_400_000;
/** The history's line when an invitation told the candidate of the shortlisting in place of its held e-mail. */
const SHORTLIST_TOLD = "The interview's invitation told the candidate of the shortlisting; the held Shortlisted e-mail was not sent";
const SHORTLIST_SMS_TOLD = "The interview's invitation SMS told the candidate of the shortlisting; the held Shortlisted SMS was not sent";

/**
 * Interviews of applications (docs/behaviour.md §19): each change is stored, e-mailed with its calendar file and
 * written into the history. An admin's change of one interview is then told as `interview.changed` (the audit log
 * records it); interviews cancelled with a withdrawal are part of that stage move and are not told.
 */
@Injectable()
export class Interviews implements OnModuleInit, OnApplicationShutdown {
  private readonly reminders: InterviewReminders;

  constructor(
    private readonly store: InterviewStore,
    private readonly submissions: SubmissionsService,
    private readonly admins: AdminAccountsService,
    private readonly mail: MailOutbox,
    private readonly history: SubmissionHistory,
    private readonly links: ApplicationLinks,
    private readonly jobTitles: JobTitles,
    private readonly events: DomainEventBus,
    private readonly sms: SmsOutbox,
    expiring: ExpiringCollections,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.reminders = new InterviewReminders({
      store,
      submissions,
      titles: jobTitles,
      sms,
      history,
      claims: expiring?.claims,
      pollMs: config?.sms.reminderPollMs,
      warn: (message) => console.warn(message),
    });
  }

  /** The day-before reminders by SMS run wherever SMS can go. */
  onModuleInit() {
    if (this.config.sms.url) this.reminders.start();
  }

  async onApplicationShutdown() {
    await this.reminders.stop();
  }

  /** The interviews of these applications go with them, whichever way they are deleted (Delete, erase, retention). */
  removeOf(applicationIds: string[]) {
    return this.store.removeOf(applicationIds);
  }

  async of(applicationId: string): Promise<Interview[]> {
    await this.application(applicationId);
    return (await this.store.of(applicationId)).map(answerOf);
  }

  async schedule(applicationId: string, input: InterviewInput, admin: TokenPayload): Promise<Interview> {
    const application = await this.application(applicationId);
    const fields = await this.fieldsOf(input);
    const interview: StoredInterview = { id: randomUUID(), applicationId, ...fields, status: 'Scheduled', sequence: 0 };
    await this.store.change(applicationId, (list) => list.push(interview));
    await this.tell('scheduled', interview, application, admin, `Interview scheduled for ${istWords(interview.startsAt)} with ${interview.interviewerName}`);
    await this.told(interview, 'scheduled', admin);
    return answerOf(interview);
  }

  /** A new time, place or interviewer: the same calendar event (UID), one revision later. */
  async reschedule(applicationId: string, interviewId: string, input: InterviewInput, admin: TokenPayload): Promise<Interview> {
    const application = await this.application(applicationId);
    const fields = await this.fieldsOf(input);
    const [was, now] = await this.store.change(applicationId, (list) => {
      const i = indexOf(list, interviewId);
      if (list[i]!.status === 'Cancelled') throw new BadRequestException('A cancelled interview cannot be moved: schedule a new one');
      const before = list[i]!;
      list[i] = { ...before, ...fields, sequence: before.sequence + 1 };
      return [before, list[i]!];
    });
    await this.tell(
      'rescheduled',
      now,
      application,
      admin,
      `Interview moved from ${istWords(was.startsAt)} to ${istWords(now.startsAt)} with ${now.interviewerName}`,
    );
    await this.told(now, 'rescheduled', admin);
    return answerOf(now);
  }

  async cancel(applicationId: string, interviewId: string, admin: TokenPayload): Promise<Interview> {
    const application = await this.application(applicationId);
    const now = await this.store.change(applicationId, (list) => {
      const i = indexOf(list, interviewId);
      if (list[i]!.status === 'Cancelled') throw new BadRequestException('This interview is already cancelled');
      list[i] = { ...list[i]!, status: 'Cancelled', sequence: list[i]!.sequence + 1 };
      return list[i]!;
    });
    await this.tell('cancelled', now, application, admin, `Interview of ${istWords(now.startsAt)} cancelled`);
    await this.told(now, 'cancelled', admin);
    return answerOf(now);
  }

  /**
   * Cancels every interview of the application still to come (a withdrawn application, docs/behaviour.md §19): each
   * is e-mailed as cancelled (the calendar file's METHOD:CANCEL) to the candidate and the interviewer, and written
   * into the history by `actor`.
   */
  async cancelUpcoming(application: Doc, actor: TokenPayload): Promise<number> {
    const applicationId = String(application._id);
    const at = new Date().toISOString();
    const upcoming = (i: StoredInterview) => i.status === 'Scheduled' && i.startsAt > at;
    // Most applications have none: then nothing is locked or written.
    if (!(await this.store.of(applicationId)).some(upcoming)) return 0;
    const cancelled = await this.store.change(applicationId, (list) =>
      list.flatMap((interview, i) => {
        if (!upcoming(interview)) return [];
        list[i] = { ...interview, status: 'Cancelled', sequence: interview.sequence + 1 };
        return [list[i]!];
      }),
    );
    for (const now of cancelled) await this.tell('cancelled', now, application, actor, `Interview of ${istWords(now.startsAt)} cancelled`);
    return cancelled.length;
  }

  /** The application's next scheduled interview in words of `language` (for the status e-mail), or null. */
  async nextInWords(applicationId: string, language: Language = 'en'): Promise<string | null> {
    const now = new Date().toISOString();
    const next = (await this.store.of(applicationId)).find((i) => i.status === 'Scheduled' && i.startsAt >= now);
    return next ? `${momentWords(next.startsAt, language)}, ${next.place || next.videoLink}` : null;
  }

  /** The scheduled interviews of `days` days in India from `from` (today by default), each day read by its `_id`. */
  async upcoming(from = istDay(new Date()), days = 7): Promise<UpcomingDays> {
    const start = Date.parse(`${from}T00:00:00Z`);
    if (Number.isNaN(start)) throw new BadRequestException('from must be a day (YYYY-MM-DD)');
    const dayList = Array.from({ length: days }, (_, n) => new Date(start + n * DAY_MS).toISOString().slice(0, 10));
    return {
      days: await Promise.all(
        dayList.map(async (day) => {
          const entries = await this.store.onDay(day);
          const applicationIds = [...new Set(entries.map((e) => e.a))];
          const found = await Promise.all(
            applicationIds.map(async (id) => {
              const [application, interviews] = await Promise.all([this.submissions.findOne('applyJobs', id).catch(() => null), this.store.of(id)]);
              if (!application) return [];
              const extra = { candidateName: String(application.name ?? ''), jobTitle: String(application.jobTitle ?? '') };
              return interviews.filter((i) => i.status === 'Scheduled' && istDay(i.startsAt) === day).map((i) => ({ ...answerOf(i), ...extra }));
            }),
          );
          return { day, interviews: found.flat().sort((a, b) => a.startsAt.localeCompare(b.startsAt)) };
        }),
      ),
    };
  }

  private async application(id: string): Promise<Doc> {
    return this.submissions.findOne('applyJobs', id);
  }

  private async fieldsOf(input: InterviewInput) {
    const interviewer = await this.admins.activeContact(input.interviewerId);
    if (!interviewer) throw new BadRequestException('The interviewer must be an active admin');
    if (!interviewer.hiring) throw new BadRequestException('The interviewer must be an admin who may see applications');
    return {
      startsAt: istToUtc(input.startsAt)!.toISOString(),
      minutes: input.minutes,
      place: input.place || undefined,
      videoLink: input.videoLink || undefined,
      interviewerId: input.interviewerId,
      interviewerName: interviewer.name,
      interviewerEmail: interviewer.email,
      note: input.note || undefined,
    };
  }

  /** An admin's change of one interview, once stored, e-mailed and in the history. */
  private told(interview: StoredInterview, action: InterviewAction, actor: TokenPayload) {
    return this.events.publish('interview.changed', { type: 'applyJobs', id: interview.applicationId, interviewId: interview.id, action, actor });
  }

  /** The candidate's and the interviewer's e-mails, then the history line. */
  private async tell(change: InterviewChange, interview: StoredInterview, application: Doc, admin: TokenPayload, text: string) {
    // The job's title from the job, never one a visitor typed (§18): these go to the address the visitor gave. The
    // candidate's copy is in the application's language, with their page in it.
    const language = languageOf(application);
    const [pageUrl, localJobTitle] = await Promise.all([
      this.links.pageOf(interview.applicationId, language),
      this.jobTitles.inLanguage(application, language),
    ]);
    const who = {
      name: String(application.name ?? ''),
      email: String(application.email ?? ''),
      jobTitle: jobTitleOf(application),
      pageUrl,
      language,
      localJobTitle,
    };
    // A first invitation takes the place of a Shortlisted e-mail still held for it, and says the news (§18).
    let inPlace = false;
    if (change === 'scheduled')
      inPlace = await this.mail.queueInPlaceOf('applyJobs', interview.applicationId, 'interview', (shortlisted) =>
        interviewMails(change, interview, { ...who, shortlisted }),
      );
    else await this.mail.queueFor('applyJobs', interview.applicationId, interviewMails(change, interview, who));
    await this.history.record(
      'applyJobs',
      interview.applicationId,
      [
        { kind: 'interview', text },
        ...(inPlace ? [{ kind: 'email' as const, text: SHORTLIST_TOLD }] : []),
        ...(await this.texted(change, interview, application, localJobTitle)),
      ],
      admin,
    );
  }

  /**
   * The candidate's SMS of the change, when they proved a number; a first invitation takes the place of a Shortlisted
   * SMS still held for it, as its e-mail does. Answers its history lines.
   */
  private async texted(change: InterviewChange, interview: StoredInterview, application: Doc, localJobTitle: string | null) {
    if (!interviewSms(change, interview, application, localJobTitle)) return [];
    const inPlace = change === 'scheduled' && (await this.sms.dropHeld(interview.applicationId, 'interview')) > 0;
    const sms = interviewSms(inPlace ? 'shortlisted' : change, interview, application, localJobTitle)!;
    await this.sms.queue(sms);
    return [{ kind: 'sms' as const, text: `SMS sent to the candidate: ${sms.text}` }, ...(inPlace ? [{ kind: 'sms' as const, text: SHORTLIST_SMS_TOLD }] : [])];
  }
}

function indexOf(list: StoredInterview[], id: string) {
  const i = list.findIndex((x) => x.id === id);
  if (i < 0) throw new NotFoundException('No such interview for this application');
  return i;
}

const answerOf = ({ interviewerEmail: _email, ...i }: StoredInterview): Interview => ({ ...i, startsAtIst: utcToIst(i.startsAt) });
