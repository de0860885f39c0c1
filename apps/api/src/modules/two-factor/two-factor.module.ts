import { Global, Module } from '@nestjs/common';
import type { DynamicModule } from '@nestjs/common';
import { OutboxModule } from '../outbox/outbox.module.js';
import { TwoFactorClock } from './two-factor.clock.js';
import { TwoFactorController } from './two-factor.controller.js';
import { TWO_FACTOR_KEY, TwoFactorService } from './two-factor.service.js';

/** Two-factor sign-in, used by sign-in, withdrawals and bank changes (global: they all check codes). */
@Global()
@Module({})
export class TwoFactorModule {
  static register(key: Buffer): DynamicModule {
    return {
      module: TwoFactorModule,
      imports: [OutboxModule],
      controllers: [TwoFactorController],
      providers: [{ provide: TWO_FACTOR_KEY, useValue: key }, TwoFactorClock, TwoFactorService],
      exports: [TwoFactorService, TwoFactorClock],
    };
  }
}
