import { Decimal } from 'decimal.js';
import { wholeMonthsBetween } from '../borrower-screens/overview.js';
import { daysBetween, shiftIsoDate, shiftIsoDateMonths } from '../dates/business-date.js';
import { isDecimalText } from '../loans/fields.js';
import type { PrincipalRepaymentType } from '../loans/vocabulary.js';
import type { PawnProjectView } from '../market/tabs.js';
import { INTEREST_ROUNDING } from '../repayment/interest.js';
import { assertPositiveAmount, assertWholeAmount } from '../repayment/inputs.js';
import { repaymentRows, type RepaymentRow } from '../repayment/schedule.js';
import {
  PAWN_CASE_CONFIRMABLE_STATUSES,
  PAWN_CASE_INVESTABLE_STATUSES,
  PAWN_CASE_LOAN_STATUSES,
  PAWN_CASE_MARKET_VIEWS,
  PAWN_CASE_ORDERABLE_STATUSES,
  PAWN_CASE_STATUSES,
  PAWN_CASE_SETTABLE_STATUSES,
  PAWN_CASE_TRANSITIONS,
  PAWN_CASE_UNAGREED_STATUSES,
  PAWN_FREE_DAYS,
  PAWN_GRACE_DAYS,
  PAWN_HALF_MONTH_MAX_DAYS,
  PAWN_MAX_PERIOD_MONTHS,
  PAWN_MAX_STORAGE_FEE_RATE,
  PAWN_MAX_YEARLY_RATE,
  PAWN_MIN_CHARGED_MONTHS,
  PAWN_MIN_PERIOD_MONTHS,
  PAWN_PLATFORM_FEE,
  PAWN_RATE_DECIMALS,
} from './constants.js';
import type { PawnCaseStatus } from './constants.js';
import { PAWNSHOP_TEXTS, pawnStorageFeeAboveCap, pawnYearlyRateAboveCap } from './texts.js';

const PERCENT = 100;
const MONTHS_PER_YEAR = 12;
const HALF_MONTH = 0.5;

const isOneOf = (statuses: readonly PawnCaseStatus[], status: PawnCaseStatus): boolean => statuses.includes(status);

/** Whether a case may move from one status to another (PAWN_CASE_TRANSITIONS). */
export const canMovePawnCase = (from: PawnCaseStatus, to: PawnCaseStatus): boolean => PAWN_CASE_TRANSITIONS[from].includes(to);

/** The lenders' pawn-project tab that shows a case. */
export const pawnProjectViewOf = (status: PawnCaseStatus): PawnProjectView => PAWN_CASE_MARKET_VIEWS[status];

/**
 * The case statuses a pawn-project view lists as cases: those of the view that have no loan yet
 * (a case with its loan is listed as that loan). Backed lists none: its cases all have loans.
 */
export const pawnCaseStatusesOfView = (view: PawnProjectView): PawnCaseStatus[] =>
  PAWN_CASE_STATUSES.filter((status) => PAWN_CASE_MARKET_VIEWS[status] === view && !isOneOf(PAWN_CASE_LOAN_STATUSES, status));

/** The spec's can_order, can_setting and can_invest of a case, for the operator who reads it. */
export interface PawnCaseAbilities {
  readonly can_order: boolean;
  readonly can_setting: boolean;
  readonly can_invest: boolean;
}

/** Anyone may order a pending case; only its taker sets its terms (until the borrower agrees) and invests (once agreed). */
export const pawnCaseAbilitiesOf = (status: PawnCaseStatus, takenByReader: boolean): PawnCaseAbilities => ({
  can_order: isOneOf(PAWN_CASE_ORDERABLE_STATUSES, status),
  can_setting: takenByReader && isOneOf(PAWN_CASE_SETTABLE_STATUSES, status),
  can_invest: takenByReader && isOneOf(PAWN_CASE_INVESTABLE_STATUSES, status),
});

/** Why an order is refused, or null: once an operator has the case, 此案件已被接單. */
export const pawnOrderRefusalOf = (status: PawnCaseStatus): string | null =>
  isOneOf(PAWN_CASE_ORDERABLE_STATUSES, status) ? null : PAWNSHOP_TEXTS.alreadyTaken;

/** Why setting terms is refused, or null: 此案件目前無法設定 unless the reader took the case and the borrower has not agreed. */
export const pawnSettingStateRefusalOf = (status: PawnCaseStatus, takenByReader: boolean): string | null =>
  pawnCaseAbilitiesOf(status, takenByReader).can_setting ? null : PAWNSHOP_TEXTS.notSettable;

/** Why the borrower cannot answer the terms, or null: only terms waiting for the answer are answered. */
export const pawnConfirmRefusalOf = (status: PawnCaseStatus): string | null =>
  isOneOf(PAWN_CASE_CONFIRMABLE_STATUSES, status) ? null : PAWNSHOP_TEXTS.notConfirmable;

/** An investment refused: no such case for the reader (the spec's 404) or a case past investing. */
export interface PawnInvestRefusal {
  readonly code: 'NOT_FOUND_OR_NOT_AGREED' | 'NOT_INVESTABLE';
  readonly message: string;
}

/**
 * Why an investment is refused, or null. A case that does not exist, is another operator's, or
 * whose borrower has not agreed answers 找不到案件或是申貸人尚未同意; one already invested or closed
 * answers 此案件目前無法投資.
 */
export const pawnInvestRefusalOf = (status: PawnCaseStatus | null, takenByReader: boolean): PawnInvestRefusal | null => {
  if (status === null || !takenByReader || isOneOf(PAWN_CASE_UNAGREED_STATUSES, status)) {
    return { code: 'NOT_FOUND_OR_NOT_AGREED', message: PAWNSHOP_TEXTS.notFoundOrNotAgreed };
  }
  return isOneOf(PAWN_CASE_INVESTABLE_STATUSES, status) ? null : { code: 'NOT_INVESTABLE', message: PAWNSHOP_TEXTS.notInvestable };
};

/** The terms an investment repeats. */
export interface PawnAgreedTerms {
  readonly amount: number;
  readonly period: number;
  readonly principal_repayment_type: PrincipalRepaymentType;
}

/** The fields of an investment that differ from the terms the borrower agreed, each with PAWNSHOP_TEXTS.termsMismatch. */
export const pawnInvestMismatchOf = (invest: PawnAgreedTerms, agreed: PawnAgreedTerms): Partial<Record<keyof PawnAgreedTerms, string>> => {
  const fields = ['amount', 'period', 'principal_repayment_type'] as const;
  return Object.fromEntries(fields.filter((field) => invest[field] !== agreed[field]).map((field) => [field, PAWNSHOP_TEXTS.termsMismatch]));
};

const assertDays = (days: number): void => {
  if (!Number.isSafeInteger(days) || days < 0) throw new RangeError(`days must be a whole number of days (0 or more), got ${String(days)}`);
};

/** The months a part month of `days` days is charged for (當舖業法 §19): 0 up to 5 days, ½ from 6 to 15, 1 above. */
export const pawnPartMonthOf = (days: number): number => {
  assertDays(days);
  if (days <= PAWN_FREE_DAYS) return 0;
  return days <= PAWN_HALF_MONTH_MAX_DAYS ? HALF_MONTH : 1;
};

/**
 * The months a pawn is charged for from its start date to the day it is redeemed (both
 * 'YYYY-MM-DD'), by 當舖業法 §19: the whole months between them (wholeMonthsBetween), plus the days
 * left over by pawnPartMonthOf, and never less than one month. A multiple of ½.
 */
export const pawnChargedMonths = (startDate: string, endDate: string): number =>
  Math.max(PAWN_MIN_CHARGED_MONTHS, pawnMonthsBetween(startDate, endDate));

/** The months between two dates by 當舖業法 §19 without the one-month minimum: whole months plus pawnPartMonthOf of the days left. */
export const pawnMonthsBetween = (startDate: string, endDate: string): number => {
  const months = wholeMonthsBetween(startDate, endDate);
  const rest = Math.max(0, daysBetween(shiftIsoDateMonths(startDate, months), endDate));
  return months + pawnPartMonthOf(rest);
};

/**
 * The interest a pawn's balance accrued from `from` to `to` when it is redeemed: the months of
 * 當舖業法 §19 at its rate (pawnInterestFor). In its first period (from the investment) at least one
 * month is charged (pawnChargedMonths); after a due date only the months counted since.
 */
export const pawnAccruedInterest = (balance: number, aprPercent: number | string, from: string, to: string, firstPeriod: boolean): number =>
  pawnInterestFor(balance, aprPercent, firstPeriod ? pawnChargedMonths(from, to) : pawnMonthsBetween(from, to));

/** A yearly rate in percent, a number or decimal text with at most 2 decimals, from 0 to the pawn cap; a RangeError otherwise. */
export const pawnAprOf = (value: number | string): Decimal => {
  const text = typeof value === 'number' ? String(value) : value;
  const rate = isDecimalText(text, PAWN_RATE_DECIMALS) ? new Decimal(text) : undefined;
  if (rate === undefined || rate.greaterThan(PAWN_MAX_YEARLY_RATE)) {
    throw new RangeError(`aprPercent must be 0 to ${PAWN_MAX_YEARLY_RATE} with at most ${PAWN_RATE_DECIMALS} decimals, got ${JSON.stringify(value)}`);
  }
  return rate;
};

/** Interest on a balance for charged months: balance × rate × months / 12, rounded with INTEREST_ROUNDING. */
export const pawnInterestFor = (balance: number, aprPercent: number | string, months: number): number => {
  assertWholeAmount('balance', balance);
  if (!Number.isInteger(months * 2) || months < 0) throw new RangeError(`months must be a multiple of ½ from 0, got ${String(months)}`);
  return INTEREST_ROUNDING(new Decimal(balance).times(pawnAprOf(aprPercent)).times(months).dividedBy(PERCENT * MONTHS_PER_YEAR));
};

/** A pawn's due date: its term in months after the day it was invested. */
export const pawnDueDateOf = (investedOn: string, period: number): string => shiftIsoDateMonths(investedOn, period);

/** The last day the borrower may redeem: PAWN_GRACE_DAYS after the due date. */
export const pawnRedeemDeadlineOf = (dueDate: string): string => shiftIsoDate(dueDate, PAWN_GRACE_DAYS);

/** Unredeemed after the grace days: the pledge may be forfeited (流當) on `today`. */
export const isPawnForfeitable = (dueDate: string, today: string): boolean => today > pawnRedeemDeadlineOf(dueDate);

/** The terms the caps read: whole NT$ amount and storage fee, the term in months and the yearly interest rate in percent. */
export interface PawnTerms {
  readonly amount: number;
  readonly period: number;
  readonly apr: number | string;
  readonly storage_fee: number;
}

/** The most storage fee an amount allows: PAWN_MAX_STORAGE_FEE_RATE of it, rounded down to whole NT$. */
export const pawnMaxStorageFeeOf = (amount: number): number => Math.floor((amount * PAWN_MAX_STORAGE_FEE_RATE) / PERCENT);

/**
 * The all-in yearly rate of terms, in percent, exact: the yearly interest rate plus the one-off
 * charges the borrower pays (the storage fee and the platform fee) spread evenly over the term, as a
 * share of the amount per year: apr + (storage_fee + platformFee) × 12 × 100 / (amount × period).
 */
export const pawnAllInYearlyRate = (terms: PawnTerms, platformFee: number = PAWN_PLATFORM_FEE): Decimal => {
  assertPositiveAmount('amount', terms.amount);
  assertWholeAmount('storage_fee', terms.storage_fee);
  assertWholeAmount('platformFee', platformFee);
  if (!Number.isSafeInteger(terms.period) || terms.period <= 0) throw new RangeError(`period must be whole months above 0, got ${String(terms.period)}`);
  const apr = isDecimalText(String(terms.apr), PAWN_RATE_DECIMALS) ? new Decimal(String(terms.apr)) : undefined;
  if (apr === undefined) throw new RangeError(`apr must be a percent with at most ${PAWN_RATE_DECIMALS} decimals, got ${JSON.stringify(terms.apr)}`);
  const charges = new Decimal(terms.storage_fee + platformFee).times(MONTHS_PER_YEAR * PERCENT).dividedBy(new Decimal(terms.amount).times(terms.period));
  return apr.plus(charges);
};

/** An all-in yearly rate as shown: 2 decimals, rounded up, so a rate above the cap never reads as the cap. */
export const pawnYearlyRateText = (rate: Decimal): string => rate.toDecimalPlaces(PAWN_RATE_DECIMALS, Decimal.ROUND_UP).toFixed(PAWN_RATE_DECIMALS);

/** Terms refused by the law's caps: the field to mark and the message to show. */
export interface PawnTermsRefusal {
  readonly code: 'PERIOD_TOO_SHORT' | 'PERIOD_TOO_LONG' | 'STORAGE_FEE_ABOVE_CAP' | 'YEARLY_RATE_ABOVE_CAP';
  readonly field: 'period' | 'storage_fee' | 'apr';
  readonly message: string;
}

/**
 * Why terms break the caps, or null: the term from PAWN_MIN_PERIOD_MONTHS to PAWN_MAX_PERIOD_MONTHS,
 * the storage fee at most PAWN_MAX_STORAGE_FEE_RATE of the amount, and the all-in yearly rate at
 * most PAWN_MAX_YEARLY_RATE. Exactly 30 % and exactly 5 % are allowed.
 */
export const pawnTermsRefusalOf = (terms: PawnTerms, platformFee: number = PAWN_PLATFORM_FEE): PawnTermsRefusal | null => {
  if (terms.period < PAWN_MIN_PERIOD_MONTHS) return { code: 'PERIOD_TOO_SHORT', field: 'period', message: PAWNSHOP_TEXTS.periodTooShort };
  if (terms.period > PAWN_MAX_PERIOD_MONTHS) return { code: 'PERIOD_TOO_LONG', field: 'period', message: PAWNSHOP_TEXTS.periodTooLong };
  const maxFee = pawnMaxStorageFeeOf(terms.amount);
  if (terms.storage_fee > maxFee) return { code: 'STORAGE_FEE_ABOVE_CAP', field: 'storage_fee', message: pawnStorageFeeAboveCap(maxFee) };
  const rate = pawnAllInYearlyRate(terms, platformFee);
  if (rate.greaterThan(PAWN_MAX_YEARLY_RATE)) {
    return { code: 'YEARLY_RATE_ABOVE_CAP', field: 'apr', message: pawnYearlyRateAboveCap(pawnYearlyRateText(rate)) };
  }
  return null;
};

/**
 * The repayment schedule of agreed terms: the loan schedules' rows (repaymentRows) over the pawn's
 * term, at its yearly interest rate. The storage fee and platform fee are not in it: they are paid
 * when the pawn is cleared. Terms outside the caps are a programming error and throw a RangeError.
 */
export const pawnScheduleOf = (terms: PawnTerms & { readonly principal_repayment_type: PrincipalRepaymentType }): RepaymentRow[] => {
  const refusal = pawnTermsRefusalOf(terms);
  if (refusal !== null) throw new RangeError(`pawn terms outside the caps: ${refusal.code}`);
  return pawnRepaymentRows(terms.principal_repayment_type, terms.amount, terms.apr, terms.period);
};

/**
 * The schedule rows of a pawn loan: the loans' rows (repaymentRows) at its rate over its
 * PAWN_MIN_PERIOD_MONTHS to PAWN_MAX_PERIOD_MONTHS months; the loans' rate cap and periods do not
 * apply to pawns. A RangeError for an amount, rate or term outside them.
 */
export const pawnRepaymentRows = (type: PrincipalRepaymentType, amount: number, aprPercent: number | string, period: number): RepaymentRow[] => {
  assertPositiveAmount('amount', amount);
  if (!Number.isSafeInteger(period) || period < PAWN_MIN_PERIOD_MONTHS || period > PAWN_MAX_PERIOD_MONTHS) {
    throw new RangeError(`period must be ${PAWN_MIN_PERIOD_MONTHS} to ${PAWN_MAX_PERIOD_MONTHS} months, got ${String(period)}`);
  }
  return repaymentRows(type, amount, pawnAprOf(aprPercent), period);
};
