import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { loadEnv } from '../config/env.js';
import { IntervalJob, holdIntervalJobsUntil } from './interval-job.js';

class CountingJob extends IntervalJob<number> {
  rounds = 0;

  constructor() {
    super(loadEnv({ NODE_ENV: 'development' }), 1_000, 'counting job failed');
  }

  protected round(): Promise<number> {
    this.rounds += 1;
    return Promise.resolve(this.rounds);
  }
}

describe('interval jobs', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('run no round while the demo seed holds them, and start their interval once it is done', async () => {
    let seedDone = (): void => undefined;
    holdIntervalJobsUntil(new Promise<void>((resolve) => (seedDone = resolve)));
    const job = new CountingJob();
    job.onApplicationBootstrap();
    await jest.advanceTimersByTimeAsync(5_000);
    expect(job.rounds).toBe(0);

    seedDone();
    await jest.advanceTimersByTimeAsync(3_000);
    expect(job.rounds).toBe(3);
    await job.onModuleDestroy();
    await jest.advanceTimersByTimeAsync(3_000);
    expect(job.rounds).toBe(3);
  });

  it('never start when the application closes before the hold is released', async () => {
    let seedFailed = (_error: Error): void => undefined;
    holdIntervalJobsUntil(new Promise<void>((_resolve, reject) => (seedFailed = reject)));
    const job = new CountingJob();
    job.onApplicationBootstrap();
    await job.onModuleDestroy();
    seedFailed(new Error('seed failed'));
    await jest.advanceTimersByTimeAsync(5_000);
    expect(job.rounds).toBe(0);
  });
});
