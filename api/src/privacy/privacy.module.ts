import { Module } from '@nestjs/common';
import { FilesModule } from '../common/files/files.module.js';
import { SubmissionsModule } from '../submissions/submissions.module.js';
import { PrivacyController } from './privacy.controller.js';
import { PrivacyService } from './privacy.service.js';
import { RetentionService } from './retention.service.js';

/** Find, export and erase one person's data, and the retention of submissions (docs/behaviour.md §14). */
@Module({
  imports: [SubmissionsModule, FilesModule],
  controllers: [PrivacyController],
  providers: [PrivacyService, RetentionService],
  exports: [PrivacyService],
})
export class PrivacyModule {}
