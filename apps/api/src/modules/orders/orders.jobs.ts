import { Injectable } from '@nestjs/common';
import { JOB_QUEUES, ORDER_JOBS_INTERVAL_MS } from '@lendbridge/domain';
import { JobQueue, QueuedJob } from '../../common/job-queue.js';
import { BusinessClock } from '../repayment/business-clock.js';
import { FundingService } from './funding.service.js';
import { OrdersService } from './orders.service.js';

export interface OrderJobsReport {
  lapsed: number;
  paid: number;
  expired: number;
}

/**
 * The order jobs, a round every ORDER_JOBS_INTERVAL_MS from the job queue: lapse deposit orders
 * past their deadline, pay deposit orders the balance now covers (money that arrived by deposit),
 * and expire loans past their funding deadline. Each step re-checks every row under its lock, so
 * several processes can run them together. Tests call run() with the time they need instead of
 * waiting for the queue, whose workers do not start under NODE_ENV=test.
 */
@Injectable()
export class OrderJobs extends QueuedJob<OrderJobsReport> {
  constructor(
    queue: JobQueue,
    private readonly orders: OrdersService,
    private readonly funding: FundingService,
    private readonly clock: BusinessClock,
  ) {
    super(queue, { queue: JOB_QUEUES.orders, intervalMs: ORDER_JOBS_INTERVAL_MS, failureMessage: 'order jobs failed' });
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
