import { Inject, Injectable } from '@nestjs/common';
import { ORDER_JOBS_INTERVAL_MS } from '@lendbridge/domain';
import { IntervalJob } from '../../common/interval-job.js';
import { ENV } from '../../config/config.module.js';
import type { Env } from '../../config/env.js';
import { BusinessClock } from '../repayment/business-clock.js';
import { ShopService } from './shop.service.js';

export interface ShopJobsReport {
  lapsed: number;
}

/**
 * The shop's job of each API process, every ORDER_JOBS_INTERVAL_MS: unpaid orders past their
 * 30 minutes lapse and their units return to stock. Each order is re-checked under its lock, so
 * several processes can run it together. The pay-later instalments are the daily batch's.
 */
@Injectable()
export class ShopJobs extends IntervalJob<ShopJobsReport> {
  constructor(
    @Inject(ENV) env: Env,
    private readonly shop: ShopService,
    private readonly clock: BusinessClock,
  ) {
    super(env, ORDER_JOBS_INTERVAL_MS, 'shop jobs failed');
  }

  protected round(): Promise<ShopJobsReport> {
    return this.run();
  }

  async run(now: Date = new Date()): Promise<ShopJobsReport> {
    const at = await this.clock.instant(now);
    return { lapsed: await this.shop.lapseOverdue(at) };
  }
}
