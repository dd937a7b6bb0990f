import { Module } from '@nestjs/common';
import { collectionProvider } from '../common/collections.js';
import { SiteSettingsModule } from '../settings/index.js';
import { MongooseModule } from '@nestjs/mongoose';
import { ConfirmationLimit } from './confirmation-limit.js';
import { MailController } from './mail.controller.js';
import { MAIL_LOG, MailOutbox } from './mail-outbox.service.js';
import { OUTBOX_MODEL, outboxSchema } from './outbox.schema.js';

/** The outbox: every e-mail the site sends waits here until it has left (docs/behaviour.md §11). */
@Module({
  imports: [MongooseModule.forFeature([{ name: OUTBOX_MODEL, schema: outboxSchema }]), SiteSettingsModule],
  controllers: [MailController],
  providers: [collectionProvider(MAIL_LOG), MailOutbox, ConfirmationLimit],
  exports: [MailOutbox],
})
export class MailModule {}
