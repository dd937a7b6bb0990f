// What an application needs of its job: that it exists and is open today, and its title (docs/behaviour.md §16).
import { BadRequestException, Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { isJobOpen, JOB_CLOSED_MESSAGE, OBJECT_ID } from '@site/contracts';
import { serviceToken } from '../../common/resource/create-resource-module.js';
import type { ResourceService } from '../../common/resource/resource.service.js';

@Injectable()
export class JobOpenings {
  constructor(private readonly modules: ModuleRef) {}

  /**
   * The title of an open job, read by `_id` through the jobs module's exported service (found when first asked: the
   * jobs module is built from the same factory as the applications' own). A job deleted since the page was drawn
   * is as closed as one an admin closed.
   */
  async titleOfOpen(jobId: string): Promise<string> {
    if (!OBJECT_ID.test(jobId)) throw new BadRequestException('Invalid job ID');
    const jobs = this.modules.get<ResourceService>(serviceToken('jobs'), { strict: false });
    const job = await jobs.model.findById(jobId).lean().exec();
    if (!job || !isJobOpen(job)) throw new BadRequestException(JOB_CLOSED_MESSAGE);
    return String(job.jobTitle ?? '');
  }
}
