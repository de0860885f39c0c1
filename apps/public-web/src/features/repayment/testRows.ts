import { REPAYMENT_STATUS_LABELS } from '@lendbridge/domain';
import type { RepaymentStatus, RepaymentTableRow } from '@lendbridge/domain';

/** A schedule of `count` monthly rows from 2025/01/10: the first `paid` rows paid, the rest unpaid unless `statuses` says. */
export function scheduleRows(count: number, paid: number, statuses: Partial<Record<number, RepaymentStatus>> = {}): RepaymentTableRow[] {
  return Array.from({ length: count }, (_, index) => {
    const period = index + 1;
    const status_code: RepaymentStatus = statuses[period] ?? (period <= paid ? 'paid' : 'unpaid');
    const month = index % 12;
    const year = 2025 + Math.floor(index / 12);
    const principal = 8_000 + period;
    const interest = 900 - period;
    return {
      period,
      due_date: `${year}/${String(month + 1).padStart(2, '0')}/10`,
      status: REPAYMENT_STATUS_LABELS[status_code],
      status_code,
      payment: principal + interest,
      principal,
      interest,
      fee_amount: period === 3 ? 500 : 0,
      fee_discount: 0,
      penalty: status_code === 'late' ? 42 : 0,
      robo_invest_monthly_lender_fee: 0,
      paid_amount: status_code === 'paid' ? principal + interest : 0,
      paid_at: status_code === 'paid' ? `${year}-${String(month + 1).padStart(2, '0')}-10T01:00:00.000Z` : null,
      balance: 0,
    };
  });
}
