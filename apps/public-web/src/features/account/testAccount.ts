import type { AccountAmountOverview, AccountOverview } from './account.api';

/** An overview of a lender with a bound account and money to withdraw. */
export const overviewOf = (overrides: Partial<AccountOverview> = {}): AccountOverview => ({
  lnb_account_number: '9990001234567890',
  lnb_account_bank_code: '006',
  bound_account_number: '*********5678',
  bound_account_bank_code: '812',
  total_amount: 128_500,
  pre_amount: 3_200,
  user_lock_amount: 20_000,
  user_lock_amount_detail: [
    { lock_type: 'invest', amount: 15_000 },
    { lock_type: 'withdraw', amount: 5_000 },
  ],
  withdrawable_amount: 60_300,
  available_amount: 105_300,
  cycle_day: 15,
  unenough_amount: 0,
  pre_repay_amount: 3_000,
  pre_fee_amount: 200,
  recent_preview: [{ date: '2025-11-18', subject: '回收本息', amount: 1_250 }],
  reminders: [],
  ...overrides,
});

export const AMOUNTS: AccountAmountOverview = {
  transferIn: 300_000,
  transferOut: 80_000,
  paidPrinciple: 150_000,
  paidRepayment: 0,
  receiveIncome: 58_500,
};

export const BANK_OPTIONS = [
  { value: '006', label: '合作金庫商業銀行' },
  { value: '812', label: '台新國際商業銀行' },
];

export const STATEMENT_ATTRIBUTES = {
  transferIn: [
    { value: 'deposit', label: '儲值' },
    { value: 'refund', label: '退款' },
  ],
  paidPrinciple: [{ value: 'invest', label: '出借本金' }],
  paidRepayment: [{ value: 'repay', label: '還款' }],
  receiveIncome: [
    { value: 'interest', label: '利息收入' },
    { value: 'principal_back', label: '本金回收' },
  ],
};
