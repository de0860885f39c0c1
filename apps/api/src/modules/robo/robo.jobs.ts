import { Inject, Injectable } from '@nestjs/common';
import { ROBO_ENGINE_INTERVAL_MS } from '@lendbridge/domain';
import { IntervalJob } from '../../common/interval-job.js';
import { ENV } from '../../config/config.module.js';
import type { Env } from '../../config/env.js';
import { BusinessClock } from '../repayment/business-clock.js';
import { RoboEngineService } from './robo-engine.service.js';
import type { RoboEngineReport } from './robo-engine.service.js';

/**
 * The robo engine of each API process, every ROBO_ENGINE_INTERVAL_MS, at the business clock's
 * instant. Tests call run() with the time they need.
 */
@Injectable()
export class RoboJobs extends IntervalJob<RoboEngineReport> {
  constructor(
    @Inject(ENV) env: Env,
    private readonly engine: RoboEngineService,
    private readonly clock: BusinessClock,
  ) {
    super(env, ROBO_ENGINE_INTERVAL_MS, 'robo engine failed');
  }

  protected round(): Promise<RoboEngineReport> {
    return this.run();
  }

  async run(now: Date = new Date()): Promise<RoboEngineReport> {
    return this.engine.run(await this.clock.instant(now));
  }
}
