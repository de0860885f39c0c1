import { OutboxModule } from '../outbox/outbox.module.js';
import { Module } from '@nestjs/common';
import { UploadsModule } from '../uploads/uploads.module.js';
import { VerificationModule } from '../verification/verification.module.js';
import { MembersConsoleController } from './members-console.controller.js';
import { MembersController } from './members.controller.js';
import { MembersService } from './members.service.js';

@Module({
  imports: [UploadsModule, VerificationModule, OutboxModule],
  controllers: [MembersController, MembersConsoleController],
  providers: [MembersService],
  exports: [MembersService],
})
export class MembersModule {}
