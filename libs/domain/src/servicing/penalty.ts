import { Decimal } from 'decimal.js';
import { daysBetween, earlierDate, laterDate, shiftIsoDate } from '../dates/business-date.js';
import { interestForDays } from '../repayment/interest.js';
import {
  LATE_PENALTY_GRACE_DAYS,
  PENALTY_APR_SHARE_PERCENT,
  PENALTY_LONG_APR_SHARE_PERCENT,
  PENALTY_LONG_LATE_DAYS,
} from './constants.js';

const PERCENT = 100;

/** A share of the loan's APR, as the decimal percent text interestForDays takes: 12 % × 10 % = '1.2'. */
export const penaltyRatePercent = (aprPercent: Decimal.Value, sharePercent: number): string =>
  new Decimal(aprPercent).times(sharePercent).dividedBy(PERCENT).toFixed();

export interface PenaltyAccrualInput {
  /** The row's unpaid principal + interest. */
  readonly base: number;
  /** The loan's APR in percent. */
  readonly aprPercent: number | string;
  readonly dueDate: string;
  /** The last day already charged (penalty_through), or null when nothing was. */
  readonly through: string | null;
  /** The business date the penalty runs to. */
  readonly date: string;
}

export interface PenaltyAccrual {
  /** The penalty of the days charged now, whole NT$. */
  readonly amount: number;
  /** The last day charged after this accrual (penalty_through). */
  readonly through: string | null;
}

/**
 * The penalty a base would have accrued from the end of the grace period up to `until`: the days
 * up to PENALTY_LONG_LATE_DAYS late at APR × PENALTY_APR_SHARE_PERCENT %, the days after at APR ×
 * PENALTY_LONG_APR_SHARE_PERCENT %, each span charged with interestForDays (÷ 365, half up).
 */
const accruedUntil = (base: number, aprPercent: number | string, dueDate: string, until: string): number => {
  const graceEnd = shiftIsoDate(dueDate, LATE_PENALTY_GRACE_DAYS);
  const tierEnd = shiftIsoDate(dueDate, PENALTY_LONG_LATE_DAYS);
  const firstDays = Math.max(0, daysBetween(graceEnd, earlierDate(until, tierEnd)));
  const longDays = Math.max(0, daysBetween(laterDate(graceEnd, tierEnd), until));
  return (
    interestForDays(base, penaltyRatePercent(aprPercent, PENALTY_APR_SHARE_PERCENT), firstDays) +
    interestForDays(base, penaltyRatePercent(aprPercent, PENALTY_LONG_APR_SHARE_PERCENT), longDays)
  );
};

/**
 * The penalty (違約金) of a late row for the days after `through` up to `date`, on its unpaid
 * principal + interest: nothing for the first LATE_PENALTY_GRACE_DAYS days late; then APR ×
 * PENALTY_APR_SHARE_PERCENT % a year up to PENALTY_LONG_LATE_DAYS days late and APR ×
 * PENALTY_LONG_APR_SHARE_PERCENT % after. It is what the base accrues from the grace period's end
 * up to `date` less what it accrues up to `through`, so a row charged day by day is charged the
 * same as in one span while its base stays the same (no day rounds away to nothing), and a day
 * already charged (on or before `through`) is never charged again.
 */
export const penaltyAccrual = ({ base, aprPercent, dueDate, through, date }: PenaltyAccrualInput): PenaltyAccrual => {
  const graceEnd = shiftIsoDate(dueDate, LATE_PENALTY_GRACE_DAYS);
  const start = through === null ? graceEnd : laterDate(through, graceEnd);
  if (date <= start) return { amount: 0, through };
  const amount = accruedUntil(base, aprPercent, dueDate, date) - accruedUntil(base, aprPercent, dueDate, start);
  return { amount, through: date };
};
