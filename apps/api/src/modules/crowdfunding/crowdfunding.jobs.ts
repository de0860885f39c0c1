import { Inject, Injectable } from '@nestjs/common';
import { ORDER_JOBS_INTERVAL_MS } from '@lendbridge/domain';
import { IntervalJob } from '../../common/interval-job.js';
import { ENV } from '../../config/config.module.js';
import type { Env } from '../../config/env.js';
import { BusinessClock } from '../repayment/business-clock.js';
import { CrowdfundingService } from './crowdfunding.service.js';

export interface CrowdfundingJobsReport {
  lapsed: number;
  collected: number;
}

/**
 * The crowdfunding jobs of each API process, every ORDER_JOBS_INTERVAL_MS: lapse orders past their
 * deadline (their units go back), then collect the later periods due from the backers' balance.
 * Each row is re-checked under its lock, so several processes can run them together.
 */
@Injectable()
export class CrowdfundingJobs extends IntervalJob<CrowdfundingJobsReport> {
  constructor(
    @Inject(ENV) env: Env,
    private readonly crowdfunding: CrowdfundingService,
    private readonly clock: BusinessClock,
  ) {
    super(env, ORDER_JOBS_INTERVAL_MS, 'crowdfunding jobs failed');
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
