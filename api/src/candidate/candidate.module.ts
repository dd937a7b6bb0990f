import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { HiringModule } from '../hiring/hiring.module.js';
import { PrivacyModule } from '../privacy/privacy.module.js';
import { SubmissionsModule } from '../submissions/submissions.module.js';
import { CandidateController } from './candidate.controller.js';
import { CandidateService } from './candidate.service.js';
import { MyApplicationsController } from './my-applications.controller.js';

/** The candidate's own page, without an account (docs/behaviour.md §17), and a visitor's "My applications" (§21). */
@Module({
  imports: [SubmissionsModule, PrivacyModule, HiringModule, AuthModule],
  controllers: [CandidateController, MyApplicationsController],
  providers: [CandidateService],
})
export class CandidateModule {}
