import { Module } from '@nestjs/common';
import { InboxModule } from '../inbox/inbox.module.js';
import { OutboxModule } from '../outbox/outbox.module.js';
import { NotificationsService } from './notifications.service.js';

/** The member's notices of key events: the inbox message and the e-mail, written together. */
@Module({
  imports: [InboxModule, OutboxModule],
  providers: [NotificationsService],
  exports: [NotificationsService],
})
export class NotificationsModule {}
