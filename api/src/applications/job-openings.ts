// What an application needs of its job: that it exists and is open today, its title (docs/behaviour.md §16), and the
// answers to its screening questions (§20).
import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import {
  answerScreening,
  isJobOpen,
  JOB_CLOSED_MESSAGE,
  type JobCvRequirement,
  LANGUAGES,
  OBJECT_ID,
  questionsOf,
  ScreeningError,
  storedJobCv,
} from '@site/contracts';
import { ContentCache } from '../common/cache/content-cache.js';
import { requestLanguageNow } from '../common/http/request-language.js';
import { contentService } from '../content/index.js';
import type { ResourceService } from '../common/resource/resource.service.js';
import { englishAnswers, refusalIn } from './screening-languages.js';

/** A title as compared with a job's: trimmed, spaces collapsed, any letter case. */
const titleKey = (title: string) => title.trim().replace(/\s+/g, ' ').toLowerCase();

/** The open jobs' ids by title, as read at one generation of the jobs' content, until India's day ends. */
interface OpenTitles {
  generation: number;
  until: number;
  ids: Promise<Map<string, string[]>>;
}

@Injectable()
export class JobOpenings {
  private titles?: OpenTitles;

  constructor(
    @Inject(contentService('jobs')) private readonly jobs: ResourceService,
    private readonly cache: ContentCache,
  ) {}

  /**
   * What an application stores of its job: the job's id and own title, and the answers to its questions as they read
   * now (with `knockout` when an answer knocks the candidate out). The job is read by `_id`. A job deleted since the
   * page was drawn is as closed as one an admin closed. Without a `jobId` (an older client), the application is to
   * the one open job with its title, checked the same way; with none or several, it names no job and stores what
   * the visitor typed (no questions, so answers cannot be placed: refused rather than dropped).
   */
  async applicationTo(data: { jobId?: unknown; jobTitle?: unknown }, answers: unknown): Promise<Record<string, unknown>> {
    const sent = answers !== undefined && answers !== null && Object.keys(answers).length > 0;
    const jobId = typeof data.jobId === 'string' ? data.jobId : await this.openJobTitled(data.jobTitle);
    if (jobId === null) {
      if (sent) throw new BadRequestException('Screening answers need the job they answer: send its jobId');
      return {};
    }
    if (!OBJECT_ID.test(jobId)) throw new BadRequestException('Invalid job ID');
    const job = await this.jobs.model.findById(jobId).lean().exec();
    if (!job || !isJobOpen(job)) throw new BadRequestException(JOB_CLOSED_MESSAGE);
    const jobTitle = String(job.jobTitle ?? '');
    const questions = questionsOf(job);
    if (!questions.length) return { jobId, jobTitle };
    // A choice made on a Hindi or Marathi page is stored as the English choice it translates (docs/i18n.md).
    const language = requestLanguageNow();
    try {
      return { jobId, jobTitle, ...answerScreening(questions, englishAnswers(job, answers, language)) };
    } catch (err) {
      // Refused in the visitor's words: the questions and choices as their page showed them.
      if (err instanceof ScreeningError) throw new BadRequestException((language !== 'en' && refusalIn(job, answers, language)) || err.message);
      throw err;
    }
  }

  /** What the job's apply form asks of a CV (docs/behaviour.md §16); 'optional' for an unknown job (refused later as closed). */
  async cvOf(jobId: string): Promise<JobCvRequirement> {
    const job = await this.jobs.peek(jobId, ['cv']);
    return job ? storedJobCv(job) : 'optional';
  }

  /** The id of the one open job titled `title`, or null when none or several are. */
  private async openJobTitled(title: unknown): Promise<string | null> {
    if (typeof title !== 'string' || !title.trim()) return null;
    const ids = (await this.openTitles()).get(titleKey(title));
    return ids?.length === 1 ? ids[0]! : null;
  }

  /**
   * The open jobs by title, in every language a visitor may have read it in (docs/i18n.md). The jobs are site
   * content, few and rarely changed: they are read (the public list's one query, put in each language) once per
   * change of them, which the content cache counts on every instance, and once per India day, when a closing date
   * may pass; callers meanwhile share the read.
   */
  private openTitles(): Promise<Map<string, string[]>> {
    const generation = this.cache.generation('jobs');
    const kept = this.titles;
    if (kept && kept.generation === generation && Date.now() < kept.until) return kept.ids;
    const read = this.jobs.shownLists(LANGUAGES).then((lists) => {
      const until = lists[0]?.until;
      if (this.titles?.ids === ids && until !== undefined) this.titles.until = until;
      const byTitle = new Map<string, Set<string>>();
      for (const job of lists.flatMap((l) => l.items)) {
        const key = titleKey(String(job.jobTitle ?? ''));
        byTitle.set(key, (byTitle.get(key) ?? new Set()).add(String(job._id)));
      }
      return new Map([...byTitle].map(([title, found]) => [title, [...found]]));
    });
    const ids = read.catch((err: unknown) => {
      // A failed read is not kept: the next application reads again.
      if (this.titles?.ids === ids) this.titles = undefined;
      throw err;
    });
    this.titles = { generation, until: Infinity, ids };
    return ids;
  }
}
