import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { SubmissionsModule } from '../submissions/submissions.module.js';
import { CandidateMail } from './candidate-mail.service.js';
import { InterviewsController } from './interviews.controller.js';
import { Interviews } from './interviews.service.js';
import { StatusTemplates } from './status-templates.service.js';
import { TemplatesController } from './templates.controller.js';

/** The hiring workflow around applications: status e-mails from editable templates, and interviews with calendar invitations. */
@Module({
  imports: [SubmissionsModule, AuthModule],
  controllers: [TemplatesController, InterviewsController],
  providers: [StatusTemplates, Interviews, CandidateMail],
  exports: [CandidateMail, Interviews],
})
export class HiringModule {}
