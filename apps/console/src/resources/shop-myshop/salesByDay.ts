import { toTaipeiYmd, isoDateOf } from '@lendbridge/domain';

export interface DaySales {
  date: string;
  amount: number;
}

/** Paid orders' totals summed by their Taipei payment date, oldest first. */
export const salesByDay = (orders: readonly { paid_at: string | null; total: number }[]): DaySales[] => {
  const sums = new Map<string, number>();
  for (const order of orders) {
    if (order.paid_at === null) continue;
    const date = isoDateOf(toTaipeiYmd(new Date(order.paid_at)));
    sums.set(date, (sums.get(date) ?? 0) + order.total);
  }
  return [...sums.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([date, amount]) => ({ date, amount }));
};
