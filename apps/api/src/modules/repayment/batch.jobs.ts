import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { BATCH_JOBS_INTERVAL_MS, JOB_QUEUES, datesAfter } from '@lendbridge/domain';
import { AppError } from '../../common/app-error.js';
import { JobQueue, QueuedJob } from '../../common/job-queue.js';
import { BatchService } from './batch.service.js';
import { BusinessClock } from './business-clock.js';

/**
 * The daily batch's catch-up, a round every BATCH_JOBS_INTERVAL_MS from the job queue (one API
 * process takes each): every business date from the next one to run (see BatchService.nextDate)
 * up to the business clock's today, oldest first. A date another process is running stops the
 * round; the next round goes on from there. Tests call catchUp() with the time they need; the
 * workers do not start under NODE_ENV=test.
 */
@Injectable()
export class BatchJobs extends QueuedJob<string[]> {
  constructor(
    queue: JobQueue,
    private readonly dataSource: DataSource,
    private readonly clock: BusinessClock,
    private readonly batch: BatchService,
  ) {
    super(queue, { queue: JOB_QUEUES.batch, intervalMs: BATCH_JOBS_INTERVAL_MS, failureMessage: 'repayment batch failed' });
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
