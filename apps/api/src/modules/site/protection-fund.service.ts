import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PROTECTION_FUND_CACHE_MS, coverageRatio } from '@lendbridge/domain';
import type { ProtectionFundStats } from '@lendbridge/domain';
import { protectionFundSums, protectionPayoutsByMonth } from './site.queries.js';

/** A whole NT$ sum PostgreSQL answered as text. */
function wholeDollars(value: string): number {
  const amount = Number(value);
  if (!Number.isSafeInteger(amount)) throw new Error(`A protection fund sum is not a safe integer: ${value}`);
  return amount;
}

/**
 * The public protection-fund figures, summed from the ledger and the loans and kept for
 * PROTECTION_FUND_CACHE_MS so a busy page does not sum the ledger on every visit. Callers pass the
 * time; each process keeps its own copy.
 */
@Injectable()
export class ProtectionFundService {
  private cached?: { stats: ProtectionFundStats; countedAt: number };

  constructor(private readonly dataSource: DataSource) {}

  async stats(now: Date = new Date()): Promise<ProtectionFundStats> {
    const at = now.getTime();
    const cached = this.cached;
    if (cached !== undefined && at >= cached.countedAt && at < cached.countedAt + PROTECTION_FUND_CACHE_MS) return cached.stats;
    const manager = this.dataSource.manager;
    const [sums, months] = await Promise.all([protectionFundSums(manager), protectionPayoutsByMonth(manager)]);
    const stats: ProtectionFundStats = {
      balance: wholeDollars(sums.balance),
      protected_loans: sums.protected_loans,
      protected_principal: wholeDollars(sums.protected_principal),
      coverage_ratio: coverageRatio(sums.balance, sums.protected_principal),
      payouts_count: sums.payouts_count,
      payouts_total: wholeDollars(sums.payouts_total),
      payouts_by_month: months.map((month) => ({ month: month.month, payouts: month.payouts, amount: wholeDollars(month.amount) })),
    };
    this.cached = { stats, countedAt: at };
    return stats;
  }
}
