import { ROBO_SUBJECTS, ROBO_SUBJECT_NAMES, roboSellFeeBandText } from '@lendbridge/domain';
import type { RoboAccountAnswer, RoboProduct, RoboSummaryAnswer, RoboTransactionAnswer } from '@lendbridge/domain';
import type { RoboHoldingRow, RoboPagination } from './robo.api';

/** The sums per subject as the summary and the grouping answer them: every subject, these amounts. */
export const subjectSums = (amounts: Partial<Record<(typeof ROBO_SUBJECT_NAMES)[number], number>> = {}) =>
  ROBO_SUBJECT_NAMES.map((subject) => ({ subject, chinese_name: ROBO_SUBJECTS[subject].chinese_name, amount: amounts[subject] ?? 0 }));

/** A stable summary of a member with two robo investments, the engine done placing the cash. */
export const summaryOf = (overrides: Partial<RoboSummaryAnswer> = {}): RoboSummaryAnswer => ({
  product: 'stable' as RoboProduct,
  cash: 12_000,
  invested_principal: 80_000,
  waiting_amount: 8_000,
  total_amount: 100_000,
  accounts: 2,
  matching_loans: 3,
  sell_fee_rates: [roboSellFeeBandText(0, 3, 3), roboSellFeeBandText(3, 6, 2), roboSellFeeBandText(24, null, 0)],
  transaction_group: subjectSums({ transfer_in: 100_000, invest: -88_000, interest_income: 1_250 }),
  statistics_calculating: false,
  xirr: null,
  monthly: [],
  ...overrides,
});

export const ROBO_ACCOUNTS: RoboAccountAnswer[] = [
  {
    serial: 'RB2025110001',
    product: 'stable',
    amount: 60_000,
    created_at: '2025-11-03T02:00:00.000Z',
    holding_time: 0,
    current_interest: 750,
    total_recovery: 60_750,
    sell_fee_rate: 3,
    status: 'active',
  },
  {
    serial: 'RB2025070002',
    product: 'stable',
    amount: 40_000,
    created_at: '2025-07-15T02:00:00.000Z',
    holding_time: 4,
    current_interest: 500,
    total_recovery: 40_500,
    sell_fee_rate: 2,
    status: 'active',
  },
];

export const paginationOf = (total: number, page: number, perPage = 15): { pagination: RoboPagination } => ({
  pagination: {
    total,
    count: Math.max(0, Math.min(perPage, total - (page - 1) * perPage)),
    per_page: perPage,
    current_page: page,
    total_pages: Math.ceil(total / perPage),
  },
});

/** A movement of the robo cash, numbered so each page's rows differ. */
export const transactionOf = (id: number, subject: RoboTransactionAnswer['subject'] = 'interest_income'): RoboTransactionAnswer => ({
  id,
  subject,
  chinese_name: ROBO_SUBJECTS[subject].chinese_name,
  amount: 100 + id,
  balance: 10_000 + id,
  case_serial: `L${String(id).padStart(9, '0')}`,
  created_at: '2025-11-10T04:00:00.000Z',
});

export const holdingOf = (serial: string, overrides: Partial<RoboHoldingRow> = {}): RoboHoldingRow => ({
  loan_serial: serial,
  credit_level: 'B',
  apr: '9.50',
  period: 24,
  groupAmount: 2_000,
  parts: 2,
  remain_principal: 1_800,
  created_at: '2025-09-01T02:00:00.000Z',
  last_invested_at: '2025-10-01T02:00:00.000Z',
  status: 'active',
  status_label: '還款中',
  ...overrides,
});
