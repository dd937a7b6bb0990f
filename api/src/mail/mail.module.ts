import { Global, Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ConfirmationLimit } from './confirmation-limit.js';
import { MailController } from './mail.controller.js';
import { MailOutbox } from './mail-outbox.service.js';
import { OUTBOX_MODEL, outboxSchema } from './outbox.schema.js';

/** E-mail of visitors' submissions; global so the generic resource modules can queue without importing it. */
@Global()
@Module({
  imports: [MongooseModule.forFeature([{ name: OUTBOX_MODEL, schema: outboxSchema }])],
  controllers: [MailController],
  providers: [MailOutbox, ConfirmationLimit],
  exports: [MailOutbox],
})
export class MailModule {}
