// What an application needs of its job: that it exists and is open today, its title (docs/behaviour.md §16), and the
// answers to its screening questions (§20).
import { BadRequestException, Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { answerScreening, isJobOpen, JOB_CLOSED_MESSAGE, OBJECT_ID, questionsOf, ScreeningError } from '@site/contracts';
import { serviceToken } from '../../common/resource/create-resource-module.js';
import type { ResourceService } from '../../common/resource/resource.service.js';

@Injectable()
export class JobOpenings {
  constructor(private readonly modules: ModuleRef) {}

  /**
   * What an application stores of its job: the job's own title, and the answers to its questions as they read now
   * (with `knockout` when an answer knocks the candidate out). The job is read by `_id` through the jobs module's
   * exported service (found when first asked: the jobs module is built from the same factory as the applications'
   * own). A job deleted since the page was drawn is as closed as one an admin closed. Without a `jobId` (an older
   * client) there are no questions, so answers cannot be placed: refused rather than dropped.
   */
  async applicationTo(jobId: unknown, answers: unknown): Promise<Record<string, unknown>> {
    const sent = answers !== undefined && answers !== null && Object.keys(answers).length > 0;
    if (typeof jobId !== 'string') {
      if (sent) throw new BadRequestException('Screening answers need the job they answer: send its jobId');
      return {};
    }
    if (!OBJECT_ID.test(jobId)) throw new BadRequestException('Invalid job ID');
    const jobs = this.modules.get<ResourceService>(serviceToken('jobs'), { strict: false });
    const job = await jobs.model.findById(jobId).lean().exec();
    if (!job || !isJobOpen(job)) throw new BadRequestException(JOB_CLOSED_MESSAGE);
    const jobTitle = String(job.jobTitle ?? '');
    const questions = questionsOf(job);
    if (!questions.length) return { jobTitle };
    try {
      return { jobTitle, ...answerScreening(questions, answers) };
    } catch (err) {
      if (err instanceof ScreeningError) throw new BadRequestException(err.message);
      throw err;
    }
  }
}
