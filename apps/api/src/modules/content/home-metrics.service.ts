import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { HOME_METRICS_CACHE_MS, averageReturnPercent } from '@lendbridge/domain';
import type { HomeMetricStats } from '@lendbridge/domain';
import { homeMetricSums } from './content.queries.js';

/**
 * The homepage's metric strip, counted from the database (members, loans funded, the amount lent,
 * their amount-weighted average rate, the protection fund's ledger balance) and kept for
 * HOME_METRICS_CACHE_MS, so a busy homepage does not sum the loans on every visit. Callers pass
 * the time; each process keeps its own copy.
 */
@Injectable()
export class HomeMetricsService {
  private cached?: { stats: HomeMetricStats; countedAt: number };

  constructor(private readonly dataSource: DataSource) {}

  async stats(now: Date = new Date()): Promise<HomeMetricStats> {
    const at = now.getTime();
    const cached = this.cached;
    if (cached !== undefined && at >= cached.countedAt && at < cached.countedAt + HOME_METRICS_CACHE_MS) return cached.stats;
    const sums = await homeMetricSums(this.dataSource.manager);
    const stats: HomeMetricStats = {
      members: sums.members,
      loans_funded: sums.loans_funded,
      amount_lent: Number(sums.amount_lent),
      average_return: averageReturnPercent(sums.weighted_rate, sums.amount_lent),
      protection_fund: Number(sums.protection_fund),
    };
    this.cached = { stats, countedAt: at };
    return stats;
  }
}
