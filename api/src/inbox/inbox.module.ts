import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { INBOX_EVENT_MODEL, inboxEventSchema } from './inbox-event.schema.js';
import { InboxController } from './inbox.controller.js';
import { InboxService } from './inbox.service.js';

/** One back-office list of every visitor submission, with status, assignee, notes and history. */
@Module({
  imports: [MongooseModule.forFeature([{ name: INBOX_EVENT_MODEL, schema: inboxEventSchema }])],
  controllers: [InboxController],
  providers: [InboxService],
})
export class InboxModule {}
