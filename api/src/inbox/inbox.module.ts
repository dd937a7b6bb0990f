import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { MongooseModule } from '@nestjs/mongoose';
import { INBOX_EVENT_MODEL, inboxEventSchema } from './inbox-event.schema.js';
import { InboxController } from './inbox.controller.js';
import { InboxService } from './inbox.service.js';
import { ScreenChangesInterceptor } from './screen-changes.interceptor.js';

/** One back-office list of every visitor submission, with status, assignee, notes and history (also of changes made on each type's own screen). */
@Module({
  imports: [MongooseModule.forFeature([{ name: INBOX_EVENT_MODEL, schema: inboxEventSchema }])],
  controllers: [InboxController],
  providers: [InboxService, { provide: APP_INTERCEPTOR, useClass: ScreenChangesInterceptor }],
})
export class InboxModule {}
