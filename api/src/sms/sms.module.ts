import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { collectionProvider } from '../common/collections.js';
import { SMS_LOG, SmsOutbox } from './sms-outbox.service.js';
import { SMS_OUTBOX_MODEL, smsOutboxSchema } from './sms-outbox.schema.js';
import { SMS_MESSAGES } from './sms-receipts.js';

/** The SMS outbox: every SMS the site sends waits here until the SMSC has taken it (docs/sms.md). */
@Module({
  imports: [MongooseModule.forFeature([{ name: SMS_OUTBOX_MODEL, schema: smsOutboxSchema }])],
  providers: [collectionProvider(SMS_LOG), collectionProvider(SMS_MESSAGES), SmsOutbox],
  exports: [SmsOutbox],
})
export class SmsModule {}
