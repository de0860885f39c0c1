import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { OutboxModule } from '../outbox/outbox.module.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { LocalStrategy } from './local.strategy.js';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { RepaymentModule } from '../repayment/repayment.module.js';

@Module({
  imports: [PassportModule.register({ session: false }), OutboxModule, NotificationsModule, RepaymentModule],
  controllers: [AuthController],
  providers: [AuthService, LocalStrategy],
  exports: [AuthService],
})
export class AuthModule {}
