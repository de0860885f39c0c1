import { Injectable } from '@nestjs/common';
import { JOB_QUEUES, ORDER_JOBS_INTERVAL_MS } from '@lendbridge/domain';
import { JobQueue, QueuedJob } from '../../common/job-queue.js';
import { BusinessClock } from '../repayment/business-clock.js';
import { CrowdfundingService } from './crowdfunding.service.js';

export interface CrowdfundingJobsReport {
  lapsed: number;
  collected: number;
}

/**
 * The crowdfunding jobs, a round every ORDER_JOBS_INTERVAL_MS from the job queue: lapse orders past
 * their deadline (their units go back), then collect the later periods due from the backers' balance.
 * Each row is re-checked under its lock, so several processes can run them together.
 */
@Injectable()
export class CrowdfundingJobs extends QueuedJob<CrowdfundingJobsReport> {
  constructor(
    queue: JobQueue,
    private readonly crowdfunding: CrowdfundingService,
    private readonly clock: BusinessClock,
  ) {
    super(queue, { queue: JOB_QUEUES.crowdfunding, intervalMs: ORDER_JOBS_INTERVAL_MS, failureMessage: 'crowdfunding jobs failed' });
  }

  protected round(): Promise<CrowdfundingJobsReport> {
    return this.run();
  }

  async run(now: Date = new Date()): Promise<CrowdfundingJobsReport> {
    const at = await this.clock.instant(now);
    const businessDate = await this.clock.today(now);
    const lapsed = await this.crowdfunding.lapseOverdue(at);
    const collected = await this.crowdfunding.collectDue(businessDate, at);
    return { lapsed, collected };
  }
}
