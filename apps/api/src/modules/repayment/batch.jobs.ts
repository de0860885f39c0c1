import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { BATCH_JOBS_INTERVAL_MS, datesAfter, shiftIsoDate } from '@lendbridge/domain';
import { AppError } from '../../common/app-error.js';
import { IntervalJob } from '../../common/interval-job.js';
import { ENV } from '../../config/config.module.js';
import type { Env } from '../../config/env.js';
import { BatchService } from './batch.service.js';
import { BusinessClock } from './business-clock.js';

/**
 * The daily batch's catch-up in each API process, every BATCH_JOBS_INTERVAL_MS: every business
 * date from the day after the last date done (or from the first due date, before any run) up to
 * the business clock's today, oldest first. A date another process is running stops the round;
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

  /** Runs every business date still to run up to today; answers the dates run. */
  async catchUp(now: Date = new Date()): Promise<string[]> {
    const today = await this.clock.today(now);
    const [{ last, first }] = (await this.dataSource.query(
      `SELECT (SELECT to_char(max(business_date), 'YYYY-MM-DD') FROM batch_runs WHERE status = 'done') AS last,
              (SELECT to_char(min(due_date), 'YYYY-MM-DD') FROM loan_repayments) AS first`,
    )) as { last: string | null; first: string | null }[];
    const from = last ?? (first === null ? null : shiftIsoDate(first, -1));
    if (from === null) return [];
    const ran: string[] = [];
    for (const date of datesAfter(from, today)) {
      try {
        await this.batch.run(date, null, now);
      } catch (error) {
        if (error instanceof AppError && error.statusCode === 409) break;
        throw error;
      }
      ran.push(date);
    }
    return ran;
  }
}
