import { Module } from '@nestjs/common';
import { ENV } from '../../config/config.module.js';
import type { Env } from '../../config/env.js';
import { OutboxConsoleController } from './outbox-console.controller.js';
import { OutboxService } from './outbox.service.js';
import { MAIL_TRANSPORT, SMS_TRANSPORT, mailTransportFor, smsTransportFor } from './outbox.transports.js';

@Module({
  controllers: [OutboxConsoleController],
  providers: [
    OutboxService,
    { provide: MAIL_TRANSPORT, useFactory: (env: Env) => mailTransportFor(env), inject: [ENV] },
    { provide: SMS_TRANSPORT, useFactory: () => smsTransportFor() },
  ],
  exports: [OutboxService],
})
export class OutboxModule {}
