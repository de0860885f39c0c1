/**
 * The periodic work of the API runs on a job queue in the database: every API process offers a job
 * once per interval (the queue keeps one job per interval), and one process takes it. The intervals
 * themselves stay with their features (ORDER_JOBS_INTERVAL_MS, BATCH_JOBS_INTERVAL_MS,
 * ROBO_ENGINE_INTERVAL_MS).
 */
export const JOB_QUEUES = {
  batch: 'repayment-batch',
  orders: 'order-jobs',
  robo: 'robo-round',
  crowdfunding: 'crowdfunding-jobs',
  shop: 'shop-jobs',
} as const;

export type JobQueueName = (typeof JOB_QUEUES)[keyof typeof JOB_QUEUES];

/** A round that throws is tried again this many times, JOB_RETRY_DELAY_SECONDS apart, before the queue gives it up (the next interval's job runs anyway). */
export const JOB_RETRY_LIMIT = 2;
export const JOB_RETRY_DELAY_SECONDS = 5;

/** A round still running after this long is taken as lost (its process stopped) and offered again. */
export const JOB_EXPIRE_SECONDS = 15 * 60;

/** Finished jobs stay this long in the queue's tables for a look, then move to its archive. */
export const JOB_RETENTION_MINUTES = 24 * 60;

/** How often each API process asks the queue for a job of each kind. */
export const JOB_POLLING_INTERVAL_SECONDS = 2;
