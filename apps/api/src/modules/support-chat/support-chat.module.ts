import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module.js';
import { SupportChatConsoleController, SupportChatController } from './support-chat.controller.js';
import { SupportChatGateway } from './support-chat.gateway.js';
import { SupportChatService } from './support-chat.service.js';

@Module({
  imports: [UsersModule],
  controllers: [SupportChatController, SupportChatConsoleController],
  providers: [SupportChatService, SupportChatGateway],
})
export class SupportChatModule {}
