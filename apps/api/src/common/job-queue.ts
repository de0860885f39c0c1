import { Inject, Injectable } from '@nestjs/common';
import type { OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import type { Pool, QueryResult } from 'pg';
import PgBoss from 'pg-boss';
import { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver.js';
import { JOB_POLLING_INTERVAL_SECONDS } from '@lendbridge/domain';
import { ENV } from '../config/config.module.js';
import type { Env } from '../config/env.js';
import { logger } from './logger.js';

/** The job queue's schema, created by the JobQueue migration. */
export const JOB_QUEUE_SCHEMA = 'pgboss';

/** How long a stopping process waits for the rounds it is running. */
const STOP_TIMEOUT_MS = 30_000;

let gate: Promise<void> = Promise.resolve();

const stackOf = (error: unknown): string => (error instanceof Error ? (error.stack ?? error.message) : String(error));

/**
 * Holds this process's job workers until `done` settles: the demo seed tells a dated story (batch
 * dates run in order, robo purchases at their days), and a job acting halfway through it would run
 * today's batch before the story's own dates.
 */
export function holdJobsUntil(done: Promise<unknown>): void {
  gate = done.then(
    () => undefined,
    () => undefined,
  );
}

/** A periodic job: one round on its queue per interval, whichever API process takes it. */
export interface PeriodicJob {
  queue: string;
  intervalMs: number;
  failureMessage: string;
  round(): Promise<unknown>;
}

/**
 * The periodic jobs on the database's job queue (pg-boss). Every API process offers each job once
 * per interval with the interval as its singleton slot, so the queue holds one job per interval
 * however many processes offer it, and exactly one process takes it (SKIP LOCKED). A round that
 * throws is logged and tried again (the queue's retry limit and delay); a round of a process that
 * stopped is offered again when it expires. The features' own row guards (batch_runs, row locks)
 * stay under it.
 *
 * The queue works through the API's own pool, as the API's role: the embedded database takes one
 * connection, and the queue's tables were made by the owner's migration. Workers start once
 * holdJobsUntil's promise settles, and not under NODE_ENV=test unless JOB_WORKERS says so: tests
 * call the jobs' rounds themselves with the time they need.
 */
@Injectable()
export class JobQueue implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly jobs: PeriodicJob[] = [];
  private readonly timers: NodeJS.Timeout[] = [];
  private boss?: PgBoss;
  private starting?: Promise<void>;
  private destroyed = false;

  constructor(
    @Inject(ENV) private readonly env: Env,
    private readonly dataSource: DataSource,
  ) {}

  get enabled(): boolean {
    return this.env.JOB_WORKERS ?? this.env.NODE_ENV !== 'test';
  }

  /** Adds a job; served at once when the workers already run. */
  register(job: PeriodicJob): void {
    this.jobs.push(job);
    if (!this.boss) return;
    this.serve(this.boss, job).catch((error: unknown) => {
      logger.error('job queue could not serve a job', { queue: job.queue, error: stackOf(error) });
    });
  }

  onApplicationBootstrap(): void {
    if (!this.enabled) return;
    this.starting = gate.then(() => this.start());
    // A queue that cannot start is logged (start); the API goes on serving requests.
    this.starting.catch(() => undefined);
  }

  /** Resolves once the workers run (immediately when they are off); rejects when they could not start. */
  async started(): Promise<void> {
    await this.starting;
  }

  /**
   * The queue's upkeep now, as the workers run it every two minutes in one process: rounds of a
   * stopped process expire (and are tried again), finished jobs move to the archive, old ones go.
   */
  async maintain(): Promise<void> {
    await this.starting;
    await this.boss?.maintain();
  }

  async onModuleDestroy(): Promise<void> {
    this.destroyed = true;
    for (const timer of this.timers) clearInterval(timer);
    await this.starting?.catch(() => undefined);
    await this.boss?.stop({ graceful: true, wait: true, close: false, timeout: STOP_TIMEOUT_MS });
  }

  private async start(): Promise<void> {
    if (this.destroyed) return;
    const pool = (this.dataSource.driver as PostgresDriver).master as Pool;
    const boss = new PgBoss({
      db: { executeSql: (text: string, values?: unknown[]) => execute(pool, text, values) },
      schema: JOB_QUEUE_SCHEMA,
      migrate: false,
      schedule: false,
      supervise: true,
    });
    boss.on('error', (error) => logger.error('job queue error', { error: stackOf(error) }));
    try {
      await boss.start();
    } catch (error) {
      logger.error('job queue failed to start', { error: stackOf(error) });
      throw error;
    }
    this.boss = boss;
    for (const job of [...this.jobs]) await this.serve(boss, job);
  }

  private async serve(boss: PgBoss, job: PeriodicJob): Promise<void> {
    await boss.work(job.queue, { pollingIntervalSeconds: JOB_POLLING_INTERVAL_SECONDS, batchSize: 1 }, async () => {
      try {
        return await job.round();
      } catch (error) {
        logger.error(job.failureMessage, { queue: job.queue, error: stackOf(error) });
        throw error;
      }
    });
    const slotSeconds = Math.max(1, Math.round(job.intervalMs / 1000));
    const offer = (): void => {
      if (this.destroyed) return;
      boss.sendThrottled(job.queue, {}, {}, slotSeconds, job.queue).catch((error: unknown) => {
        logger.error('job queue could not offer a job', { queue: job.queue, error: stackOf(error) });
      });
    };
    offer();
    const timer = setInterval(offer, job.intervalMs);
    timer.unref();
    this.timers.push(timer);
  }
}

/**
 * One statement of the queue on a pooled connection of the API. Some of the queue's statements
 * open their own transaction (BEGIN … COMMIT in one string): a failure there rolls it back before
 * the connection returns to the pool, so no request inherits an aborted transaction.
 */
async function execute(pool: Pool, text: string, values?: unknown[]): Promise<QueryResult> {
  const client = await pool.connect();
  try {
    return await client.query(text, values);
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/**
 * A periodic job of a feature: its round runs from the queue in whichever process takes it, and
 * directly through runNow (tests, the console), one round at a time in this process.
 */
export abstract class QueuedJob<R> {
  private running?: Promise<R>;

  protected constructor(queue: JobQueue, job: Omit<PeriodicJob, 'round'>) {
    queue.register({ ...job, round: () => this.runNow() });
  }

  /** One round of the job, at the current time. */
  protected abstract round(): Promise<R>;

  /** Runs a round now, after the one in progress in this process (if any). */
  async runNow(): Promise<R> {
    while (this.running) await this.running.catch(() => undefined);
    const round = this.round();
    this.running = round;
    try {
      return await round;
    } finally {
      this.running = undefined;
    }
  }
}
