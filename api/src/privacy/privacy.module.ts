import { Module } from '@nestjs/common';
import { SUBMISSION_KEYS } from '@site/contracts';
import { FilesModule } from '../common/files/files.module.js';
import { createResourceModule, serviceToken } from '../common/resource/create-resource-module.js';
import type { ResourceService } from '../common/resource/resource.service.js';
import { ResumesModule } from '../resources/apply-jobs/resumes.controller.js';
import { definitionOf } from '../resources/index.js';
import { PrivacyController } from './privacy.controller.js';
import { PrivacyService, SUBMISSION_SERVICES, type SubmissionServices } from './privacy.service.js';
import { RetentionService } from './retention.service.js';

/** Find, export and erase one person's data, and the retention of submissions (docs/behaviour.md §14). */
@Module({
  imports: [...SUBMISSION_KEYS.map((key) => createResourceModule(definitionOf(key))), ResumesModule, FilesModule],
  controllers: [PrivacyController],
  providers: [
    {
      provide: SUBMISSION_SERVICES,
      inject: SUBMISSION_KEYS.map(serviceToken),
      useFactory: (...services: ResourceService[]): SubmissionServices =>
        Object.fromEntries(SUBMISSION_KEYS.map((key, i) => [key, services[i]])) as SubmissionServices,
    },
    PrivacyService,
    RetentionService,
  ],
  exports: [PrivacyService],
})
export class PrivacyModule {}
