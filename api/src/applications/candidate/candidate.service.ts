// What a candidate reads and does on their own page (docs/behaviour.md §17), through the token of the private link.
// Every answer holds only this application's own data: no internal notes, assignee or names of the firm's staff.
// Its words are in the language asked for (`?lang=`), else in the application's own; English as they always were.
import { Injectable, NotFoundException } from '@nestjs/common';
import {
  CANDIDATE_STAGES,
  type CandidateApplication,
  type CandidateExport,
  isLanguage,
  type Language,
  languagePath,
  type MyPhoneApplications,
  type ScreeningAnswer,
} from '@site/contracts';
import type { Doc } from '../../common/resource/resource.service.js';
import { languageOf } from '../../mail/index.js';
import { candidateTerm, SubmissionsService } from '../../submissions/index.js';
import { applicationWords } from '../application-words.js';
import { Applications } from '../applications.service.js';
import { uidOf } from '../hiring/interview-calendar.js';
import { Interviews } from '../hiring/interviews.service.js';
import { JobTitles } from '../hiring/job-titles.service.js';
import { ApplicationLinks } from './application-links.js';
import { CANDIDATE } from './candidate-actor.js';

/** The one answer for an unknown, erased or expired link, so none can be told from another. */
export const LINK_GONE = 'This link is no longer valid';
export const ERASED = 'Your application has been erased';
const FINAL = new Set(['Hired', 'Rejected', 'Withdrawn']);

type Status = keyof typeof CANDIDATE_STAGES;
const statusOf = (doc: Doc): Status => (typeof doc.status === 'string' && doc.status in CANDIDATE_STAGES ? (doc.status as Status) : 'New');
/** An address as compared: trimmed, any letter case. */
const addressKey = (v: unknown) =>
  String(v ?? '')
    .trim()
    .toLowerCase();
const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : typeof v === 'string' ? v : new Date(0).toISOString());
/** The language of the answer about `doc`: the one asked for, else the application's own. */
const answerLanguage = (doc: Doc, asked: Language | undefined) => asked ?? languageOf(doc);

/**
 * What the candidate's page asks for: `lang`, the language it is shown in (`?lang=`, kept only when known), and
 * `fallback`, the request's language (`?lang=`, else Accept-Language) for the answer to a link that opens nothing.
 */
export interface PageLanguage {
  lang?: Language;
  fallback: Language;
}
export const pageLanguage = (lang: unknown, fallback: Language): PageLanguage => ({ ...(isLanguage(lang) && { lang }), fallback });

@Injectable()
export class CandidateService {
  constructor(
    private readonly links: ApplicationLinks,
    private readonly submissions: SubmissionsService,
    private readonly interviews: Interviews,
    private readonly jobTitles: JobTitles,
    private readonly applications: Applications,
  ) {}

  /** The application a token opens; 404 with the one message otherwise. */
  private async applicationOf(token: string, language: Language): Promise<Doc> {
    const id = await this.links.applicationOf(token);
    const doc = id ? await this.submissions.findOne('applyJobs', id).catch(() => null) : null;
    if (!doc) throw new NotFoundException(applicationWords(language)(LINK_GONE));
    return doc;
  }

  async view(token: string, page: PageLanguage = { fallback: 'en' }): Promise<CandidateApplication> {
    const doc = await this.applicationOf(token, page.lang ?? page.fallback);
    return { application: await this.summaryOf(doc, answerLanguage(doc, page.lang)) };
  }

  /**
   * "My applications" of a visitor whose address is confirmed (docs/behaviour.md §21): the same facts as each
   * application's private page, newest first, found by the exact address (its lookup document: never a scan).
   */
  async applicationsOf(email: string, language: Language = 'en'): Promise<Array<CandidateApplication['application']>> {
    const found = await this.submissions.withEmail(['applyJobs'], email);
    return Promise.all(found.map(({ doc }) => this.summaryOf(doc, language)));
  }

  /**
   * "My applications" of a number proved by a code (docs/behaviour.md §21): every application made with it proved,
   * newest first, each as its private page shows it, with a new link to that page in `language` (the number is
   * proved, so the links are its holder's to have). Found by the candidate's term: never a scan.
   */
  async applicationsOfCandidate(e164: string, language: Language = 'en'): Promise<MyPhoneApplications['applications']> {
    const found = await this.submissions.holding(['applyJobs'], candidateTerm(e164));
    return Promise.all(
      found.map(async ({ doc }) => ({
        ...(await this.summaryOf(doc, language)),
        page: languagePath(language, `/application/${await this.links.issue(String(doc._id))}`),
      })),
    );
  }

  private async summaryOf(doc: Doc, language: Language): Promise<CandidateApplication['application']> {
    const status = statusOf(doc);
    return {
      // The page opens from an e-mail to the typed address: it names only a stored job (its title in the page's
      // language), never a typed title (§17).
      jobTitle: (await this.jobTitles.inLanguage(doc, language)) ?? '',
      appliedAt: iso(doc.createdAt),
      status,
      stage: applicationWords(language)(CANDIDATE_STAGES[status]),
      canWithdraw: !FINAL.has(status),
      interviews: await this.upcomingInterviews(String(doc._id)),
    };
  }

  /** Interviews still to come, soonest first, without the firm's own (who interviews). */
  private async upcomingInterviews(applicationId: string): Promise<CandidateApplication['application']['interviews']> {
    const now = new Date().toISOString();
    return (await this.interviews.of(applicationId))
      .filter((i) => i.status === 'Scheduled' && i.startsAt > now)
      .sort((a, b) => a.startsAt.localeCompare(b.startsAt))
      .map(({ id, startsAt, minutes, place, videoLink, note }) => ({
        id,
        uid: uidOf({ id }),
        startsAt,
        minutes,
        ...(place && { place }),
        ...(videoLink && { videoLink }),
        ...(note && { note }),
      }));
  }

  /**
   * Stage Withdrawn, moved as every stage is (Applications.moveStage): in the history as the candidate's own change, its
   * interviews cancelled and the company told (application-listeners.ts). A repeat changes nothing.
   */
  async withdraw(token: string, page: PageLanguage = { fallback: 'en' }): Promise<CandidateApplication> {
    const doc = await this.applicationOf(token, page.lang ?? page.fallback);
    if (!FINAL.has(statusOf(doc))) await this.applications.moveStage(doc, 'Withdrawn', CANDIDATE);
    return this.view(token, page);
  }

  /**
   * The privacy export of this one application, without what belongs to the firm: its notes, who did what, the
   * screening's verdict (which answer knocks out is the office's to know, §20) and the e-mails the firm sent to
   * others about it (its own notifications, an interviewer's invitations). The candidate's e-mails are those to the
   * application's address.
   */
  async export(token: string, page: PageLanguage = { fallback: 'en' }): Promise<CandidateExport> {
    const doc = await this.applicationOf(token, page.lang ?? page.fallback);
    const { submission, history, mails } = await this.submissions.recordOf('applyJobs', String(doc._id));
    const { assignee: _assignee, consent, resume: _resume, knockout: _knockout, screening, ...application } = submission as Doc;
    const c = consent as { at?: Date; noticeVersion?: string } | undefined;
    const answers = Array.isArray(screening) ? { screening: (screening as ScreeningAnswer[]).map(({ knockout: _, ...answer }) => answer) } : {};
    const own = addressKey(doc.email);
    return {
      exportedAt: new Date().toISOString(),
      application: Object.fromEntries(Object.entries({ ...application, ...answers }).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v])),
      consent: c?.at ? { at: iso(c.at), noticeVersion: String(c.noticeVersion) } : null,
      stages: history.filter((e) => e.kind === 'status').map(({ at, from, to }) => ({ at: iso(at), from, to })),
      mails: mails
        .filter((m) => addressKey(m.to) === own)
        .map(({ to, subject, status, createdAt }) => ({ to, subject, status, ...(createdAt && { createdAt: iso(createdAt) }) })),
    };
  }

  /** The back office's erase of this application, with its file, history, e-mails and link; answers the message saying so. */
  async erase(token: string, page: PageLanguage = { fallback: 'en' }): Promise<string> {
    const doc = await this.applicationOf(token, page.lang ?? page.fallback);
    await this.submissions.removeEach(async (key) => (key === 'applyJobs' ? [String(doc._id)] : []));
    return applicationWords(answerLanguage(doc, page.lang))(ERASED);
  }
}
