import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { HiringModule } from '../hiring/hiring.module.js';
import { SubmissionsModule } from '../submissions/submissions.module.js';
import { InboxController } from './inbox.controller.js';
import { InboxService } from './inbox.service.js';

/** One back-office list of every visitor submission, with status, assignee, notes and history (also of changes made on each type's own screen). */
@Module({
  imports: [SubmissionsModule, AuthModule, HiringModule],
  controllers: [InboxController],
  providers: [InboxService],
})
export class InboxModule {}
