import { Injectable } from '@nestjs/common';
import { JOB_QUEUES, ORDER_JOBS_INTERVAL_MS } from '@lendbridge/domain';
import { JobQueue, QueuedJob } from '../../common/job-queue.js';
import { BusinessClock } from '../repayment/business-clock.js';
import { ShopService } from './shop.service.js';

export interface ShopJobsReport {
  lapsed: number;
}

/**
 * The shop's job, a round every ORDER_JOBS_INTERVAL_MS from the job queue: unpaid orders past
 * their 30 minutes lapse and their units return to stock. Each order is re-checked under its lock, so
 * several processes can run it together. The pay-later instalments are the daily batch's.
 */
@Injectable()
export class ShopJobs extends QueuedJob<ShopJobsReport> {
  constructor(
    queue: JobQueue,
    private readonly shop: ShopService,
    private readonly clock: BusinessClock,
  ) {
    super(queue, { queue: JOB_QUEUES.shop, intervalMs: ORDER_JOBS_INTERVAL_MS, failureMessage: 'shop jobs failed' });
  }

  protected round(): Promise<ShopJobsReport> {
    return this.run();
  }

  async run(now: Date = new Date()): Promise<ShopJobsReport> {
    const at = await this.clock.instant(now);
    return { lapsed: await this.shop.lapseOverdue(at) };
  }
}
