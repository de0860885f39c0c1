import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { BATCH_JOBS_INTERVAL_MS, datesAfter } from '@lendbridge/domain';
import { AppError } from '../../common/app-error.js';
import { IntervalJob } from '../../common/interval-job.js';
import { ENV } from '../../config/config.module.js';
import type { Env } from '../../config/env.js';
import { BatchService } from './batch.service.js';
import { BusinessClock } from './business-clock.js';

/**
 * The daily batch's catch-up in each API process, every BATCH_JOBS_INTERVAL_MS: every business
 * date from the next one to run (see BatchService.nextDate) up to the business clock's today,
 * oldest first. A date another process is running stops the round;
 * the next round goes on from there. Tests call catchUp() with the time they need; the interval
 * does not start under NODE_ENV=test.
 */
@Injectable()
export class BatchJobs extends IntervalJob<string[]> {
  constructor(
    @Inject(ENV) env: Env,
    private readonly dataSource: DataSource,
    private readonly clock: BusinessClock,
    private readonly batch: BatchService,
  ) {
    super(env, BATCH_JOBS_INTERVAL_MS, 'repayment batch failed');
  }

  protected round(): Promise<string[]> {
    return this.catchUp();
  }

  /**
   * Runs every business date still to run up to today, oldest first, at the business clock's
   * instant (what they collect is dated on the business date); answers the dates run.
   */
  async catchUp(now: Date = new Date()): Promise<string[]> {
    const today = await this.clock.today(now);
    const at = await this.clock.instant(now);
    const [{ anchored }] = (await this.dataSource.query(
      `SELECT EXISTS (SELECT 1 FROM batch_runs) OR EXISTS (SELECT 1 FROM loan_repayments) AS anchored`,
    )) as { anchored: boolean }[];
    if (!anchored) return [];
    const next = await this.batch.nextDate(this.dataSource.manager, today);
    const ran: string[] = [];
    for (const date of next > today ? [] : [next, ...datesAfter(next, today)]) {
      try {
        await this.batch.run(date, null, at);
      } catch (error) {
        if (error instanceof AppError && error.statusCode === 409) break;
        throw error;
      }
      ran.push(date);
    }
    return ran;
  }
}
