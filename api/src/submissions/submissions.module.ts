import { Module } from '@nestjs/common';
import { AuthModule } from '../accounts/index.js';
import { createResourceModule } from '../common/resource/create-resource-module.js';
import { SiteSettingsModule } from '../settings/index.js';
import { InboxController } from './inbox/inbox.controller.js';
import { InboxService } from './inbox/inbox.service.js';
import { ENQUIRIES, ENQUIRY_KEYS } from './submission-resources.js';
import { SubmissionListeners } from './submission-listeners.js';
import { SubmissionStoreModule } from './submission-store.module.js';
import { SubmissionsExportController } from './submissions-export.controller.js';

/**
 * The submissions room: the enquiries' resources, the inbox over every submission type (docs/behaviour.md §13) and
 * the CSV export. Job applications join the same pipeline from the applications room.
 */
@Module({
  imports: [SubmissionStoreModule, SiteSettingsModule, AuthModule, ...ENQUIRY_KEYS.map((key) => createResourceModule(ENQUIRIES[key]))],
  controllers: [InboxController, SubmissionsExportController],
  providers: [InboxService, SubmissionListeners],
  exports: [SubmissionStoreModule],
})
export class SubmissionsModule {}
