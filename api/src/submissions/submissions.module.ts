import { Module } from '@nestjs/common';
import { SUBMISSION_KEYS } from '@site/contracts';
import { createResourceModule, serviceToken } from '../common/resource/create-resource-module.js';
import type { ResourceService } from '../common/resource/resource.service.js';
import { definitionOf } from '../resources/index.js';
import { SUBMISSION_SERVICES, type SubmissionServices, SubmissionsService } from './submissions.service.js';
import { SubmissionsExportController } from './submissions-export.controller.js';

/** The visitor submissions for the modules that read them (inbox, privacy): one service over the four types. */
@Module({
  imports: SUBMISSION_KEYS.map((key) => createResourceModule(definitionOf(key))),
  controllers: [SubmissionsExportController],
  providers: [
    {
      provide: SUBMISSION_SERVICES,
      inject: SUBMISSION_KEYS.map(serviceToken),
      useFactory: (...services: ResourceService[]): SubmissionServices =>
        Object.fromEntries(SUBMISSION_KEYS.map((key, i) => [key, services[i]])) as SubmissionServices,
    },
    SubmissionsService,
  ],
  exports: [SubmissionsService],
})
export class SubmissionsModule {}
