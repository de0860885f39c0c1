import { describe, expect, it } from 'vitest';
import { BATCH_JOBS_INTERVAL_MS, JOB_EXPIRE_SECONDS, JOB_QUEUES, JOB_RETRY_DELAY_SECONDS, JOB_RETRY_LIMIT, ORDER_JOBS_INTERVAL_MS, ROBO_ENGINE_INTERVAL_MS } from '../index.js';

const INTERVALS_MS = [BATCH_JOBS_INTERVAL_MS, ORDER_JOBS_INTERVAL_MS, ROBO_ENGINE_INTERVAL_MS];

describe('the periodic jobs on the job queue', () => {
  it('names five distinct queues the queue accepts', () => {
    const names = Object.values(JOB_QUEUES);
    expect(names).toEqual(['repayment-batch', 'order-jobs', 'robo-round', 'crowdfunding-jobs', 'shop-jobs']);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[\w-]+$/);
  });

  it('runs each job on whole seconds, its retries done before the next interval and its expiry after it', () => {
    for (const interval of INTERVALS_MS) {
      expect(interval % 1000).toBe(0);
      expect(JOB_RETRY_LIMIT * JOB_RETRY_DELAY_SECONDS * 1000).toBeLessThan(interval);
      expect(JOB_EXPIRE_SECONDS * 1000).toBeGreaterThan(interval);
    }
  });
});
