import { WITHDRAWAL_EXTRA_FEE, WITHDRAWAL_EXTRA_FEE_FROM_COUNT, WITHDRAWAL_FEE } from '../constants/account.js';
import type { WITHDRAWAL_FREE_BANK_COUNT } from '../constants/account.js';

/**
 * The three designated banks (指定銀行) a withdrawal goes to without the NT$15 transfer fee: the
 * platform's own virtual-account bank (合作金庫, 006, the default) and two large retail banks
 * (台北富邦 012, 中國信託 822).
 */
export const DESIGNATED_WITHDRAWAL_BANK_CODES = ['006', '012', '822'] as const satisfies readonly string[] & {
  length: typeof WITHDRAWAL_FREE_BANK_COUNT;
};

export const isDesignatedWithdrawalBank = (bankCode: string): boolean =>
  (DESIGNATED_WITHDRAWAL_BANK_CODES as readonly string[]).includes(bankCode);

export interface WithdrawalFee {
  /** What the member pays: base + extra. */
  readonly fee: number;
  /** The transfer fee: 0 to a designated bank, else 15. */
  readonly base: number;
  /** 100 from the sixth withdrawal of the calendar month on, whatever the bank. */
  readonly extra: number;
  readonly designated: boolean;
  /** Which withdrawal of the month this is (1 for the first). */
  readonly ordinal: number;
}

/**
 * The fee of a withdrawal to `bankCode` when `earlierThisMonth` withdrawals (requested and not
 * refused) already exist in the same calendar month in Taiwan. The fee is taken from the amount.
 */
export const withdrawalFee = (bankCode: string, earlierThisMonth: number): WithdrawalFee => {
  if (!Number.isSafeInteger(earlierThisMonth) || earlierThisMonth < 0) {
    throw new RangeError('earlierThisMonth must be a whole number of withdrawals');
  }
  const designated = isDesignatedWithdrawalBank(bankCode);
  const ordinal = earlierThisMonth + 1;
  const base = designated ? 0 : WITHDRAWAL_FEE;
  const extra = ordinal >= WITHDRAWAL_EXTRA_FEE_FROM_COUNT ? WITHDRAWAL_EXTRA_FEE : 0;
  return { fee: base + extra, base, extra, designated, ordinal };
};
