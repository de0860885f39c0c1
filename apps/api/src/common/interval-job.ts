import type { OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import type { Env } from '../config/env.js';
import { logger } from './logger.js';

let gate: Promise<void> = Promise.resolve();

/**
 * Holds every interval job of this process until `done` settles: the demo seed tells a dated story
 * (batch dates run in order, robo purchases at their days), and a job acting halfway through it
 * would run today's batch before the story's own dates.
 */
export function holdIntervalJobsUntil(done: Promise<unknown>): void {
  gate = done.then(
    () => undefined,
    () => undefined,
  );
}

/**
 * A job each API process runs every `intervalMs`: one round at a time (a round still running when
 * the next tick comes is left to finish), a failed round logged and retried at the next tick,
 * and the round in progress awaited on shutdown. The interval starts once holdIntervalJobsUntil's
 * promise settles, and not at all under NODE_ENV=test:
 * tests call the job's round themselves with the time they need.
 */
export abstract class IntervalJob<R> implements OnApplicationBootstrap, OnModuleDestroy {
  private timer?: NodeJS.Timeout;
  private running?: Promise<R>;
  private destroyed = false;

  protected constructor(
    private readonly jobEnv: Env,
    private readonly intervalMs: number,
    private readonly failureMessage: string,
  ) {}

  /** One round of the job, at the current time. */
  protected abstract round(): Promise<R>;

  onApplicationBootstrap(): void {
    if (this.jobEnv.NODE_ENV === 'test') return;
    void gate.then(() => {
      if (this.destroyed) return;
      this.timer = setInterval(() => void this.tick(), this.intervalMs);
      this.timer.unref();
    });
  }

  async onModuleDestroy(): Promise<void> {
    this.destroyed = true;
    if (this.timer) clearInterval(this.timer);
    await this.running?.catch(() => undefined);
  }

  /** Runs a round now, after the one in progress (if any); the interval skips its ticks meanwhile. */
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

  private async tick(): Promise<void> {
    if (this.running) return;
    this.running = this.round();
    try {
      await this.running;
    } catch (error) {
      logger.error(this.failureMessage, { error: error instanceof Error ? error.stack : String(error) });
    } finally {
      this.running = undefined;
    }
  }
}
