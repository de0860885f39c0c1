import { Inject, Injectable } from '@nestjs/common';
import type { OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { ORDER_JOBS_INTERVAL_MS } from '@lendbridge/domain';
import { logger } from '../../common/logger.js';
import { ENV } from '../../config/config.module.js';
import type { Env } from '../../config/env.js';
import { FundingService } from './funding.service.js';
import { OrdersService } from './orders.service.js';

export interface OrderJobsReport {
  lapsed: number;
  paid: number;
  expired: number;
}

/**
 * The order jobs of each API process, every ORDER_JOBS_INTERVAL_MS: lapse deposit orders past
 * their deadline, pay deposit orders the balance now covers (money that arrived by deposit), and
 * expire loans past their funding deadline. Each step re-checks every row under its lock, so
 * several processes can run them together. Tests call run() with the time they need instead of
 * waiting for the interval, which does not start under NODE_ENV=test.
 */
@Injectable()
export class OrderJobs implements OnApplicationBootstrap, OnModuleDestroy {
  private timer?: NodeJS.Timeout;
  private running?: Promise<OrderJobsReport>;

  constructor(
    @Inject(ENV) private readonly env: Env,
    private readonly orders: OrdersService,
    private readonly funding: FundingService,
  ) {}

  onApplicationBootstrap(): void {
    if (this.env.NODE_ENV === 'test') return;
    this.timer = setInterval(() => void this.tick(), ORDER_JOBS_INTERVAL_MS);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running?.catch(() => undefined);
  }

  private async tick(): Promise<void> {
    if (this.running) return;
    this.running = this.run();
    try {
      await this.running;
    } catch (error) {
      logger.error('order jobs failed', { error: error instanceof Error ? error.stack : String(error) });
    } finally {
      this.running = undefined;
    }
  }

  /** One round at `now`: lapses first, so an order past its deadline is never paid late. */
  async run(now: Date = new Date()): Promise<OrderJobsReport> {
    const lapsed = await this.orders.lapseOverdueOrders(now);
    const paid = await this.orders.payCoveredOrders(now);
    const expired = await this.funding.expireLoans(now);
    return { lapsed, paid, expired };
  }
}
