import { Inject, Injectable } from '@nestjs/common';
import { ORDER_JOBS_INTERVAL_MS } from '@lendbridge/domain';
import { IntervalJob } from '../../common/interval-job.js';
import { ENV } from '../../config/config.module.js';
import type { Env } from '../../config/env.js';
import { BusinessClock } from '../repayment/business-clock.js';
import { FundingService } from './funding.service.js';
import { OrdersService } from './orders.service.js';

export interface OrderJobsReport {
  lapsed: number;
  paid: number;
  expired: number;
}

/**
 * The order jobs of each API process, every ORDER_JOBS_INTERVAL_MS: lapse deposit orders past
 * their deadline, pay deposit orders the balance now covers (money that arrived by deposit), and
 * expire loans past their funding deadline. Each step re-checks every row under its lock, so
 * several processes can run them together. Tests call run() with the time they need instead of
 * waiting for the interval, which does not start under NODE_ENV=test.
 */
@Injectable()
export class OrderJobs extends IntervalJob<OrderJobsReport> {
  constructor(
    @Inject(ENV) env: Env,
    private readonly orders: OrdersService,
    private readonly funding: FundingService,
    private readonly clock: BusinessClock,
  ) {
    super(env, ORDER_JOBS_INTERVAL_MS, 'order jobs failed');
  }

  protected round(): Promise<OrderJobsReport> {
    return this.run();
  }

  /**
   * One round at `now` on the business clock (deadlines count from the business date): lapses
   * first, so an order past its deadline is never paid late.
   */
  async run(now: Date = new Date()): Promise<OrderJobsReport> {
    const at = await this.clock.instant(now);
    const lapsed = await this.orders.lapseOverdueOrders(at);
    const paid = await this.orders.payCoveredOrders(at);
    const expired = await this.funding.expireLoans(at);
    return { lapsed, paid, expired };
  }
}
