import { Injectable } from '@nestjs/common';
import { JOB_QUEUES, ROBO_ENGINE_INTERVAL_MS } from '@lendbridge/domain';
import { JobQueue, QueuedJob } from '../../common/job-queue.js';
import { BusinessClock } from '../repayment/business-clock.js';
import { RoboEngineService } from './robo-engine.service.js';
import type { RoboEngineReport } from './robo-engine.service.js';
import { RoboSalesService } from './robo-sales.service.js';
import type { RoboSalesReport } from './robo-sales.service.js';

/** A round's work: the sales first (other accounts' cash buys the parts for sale before new loans), then the engine. */
export type RoboRoundReport = RoboEngineReport & { sales: RoboSalesReport };

/**
 * The robo round, every ROBO_ENGINE_INTERVAL_MS from the job queue, at the business clock's
 * instant: the sales in progress, then the engine. Tests call run() with the time they need.
 */
@Injectable()
export class RoboJobs extends QueuedJob<RoboRoundReport> {
  constructor(
    queue: JobQueue,
    private readonly engine: RoboEngineService,
    private readonly sales: RoboSalesService,
    private readonly clock: BusinessClock,
  ) {
    super(queue, { queue: JOB_QUEUES.robo, intervalMs: ROBO_ENGINE_INTERVAL_MS, failureMessage: 'robo engine failed' });
  }

  protected round(): Promise<RoboRoundReport> {
    return this.run();
  }

  async run(now: Date = new Date()): Promise<RoboRoundReport> {
    const at = await this.clock.instant(now);
    const sales = await this.sales.run(at);
    return { ...(await this.engine.run(at)), sales };
  }
}
