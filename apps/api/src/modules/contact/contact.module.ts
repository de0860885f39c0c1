import { Module } from '@nestjs/common';
import { OutboxModule } from '../outbox/outbox.module.js';
import { UploadsModule } from '../uploads/uploads.module.js';
import { ContactConsoleController } from './contact-console.controller.js';
import { ContactController, ContactRateGuard } from './contact.controller.js';
import { ContactService } from './contact.service.js';

/** The contact form /contact and the console's contact messages, answered by e-mail. */
@Module({
  imports: [UploadsModule, OutboxModule],
  controllers: [ContactController, ContactConsoleController],
  providers: [ContactService, ContactRateGuard],
})
export class ContactModule {}
