import { Module } from '@nestjs/common';
import { HiringModule } from '../hiring/hiring.module.js';
import { PrivacyModule } from '../privacy/privacy.module.js';
import { SubmissionsModule } from '../submissions/submissions.module.js';
import { CandidateController } from './candidate.controller.js';
import { CandidateService } from './candidate.service.js';

/** The candidate's own page, without an account (docs/behaviour.md §17). */
@Module({
  imports: [SubmissionsModule, PrivacyModule, HiringModule],
  controllers: [CandidateController],
  providers: [CandidateService],
})
export class CandidateModule {}
