import { Decimal } from 'decimal.js';
import { APR_DECIMALS } from '../constants/loan.js';
import { displayLevel } from '../grades/display-levels.js';
import type { DisplayLevelCode } from '../grades/display-levels.js';
import type { PrincipalRepaymentType } from '../loans/vocabulary.js';
import { CREDIT_RANK_LEVELS } from './ranks.js';

const MONTHS_PER_YEAR = 12;
const PERCENT = 100;

export interface RepaymentFigures {
  /** The first month's payment (principal and interest), unrounded. */
  readonly firstPayment: Decimal;
  /** Everything repaid over the loan's life, unrounded. */
  readonly totalRepayment: Decimal;
}

/**
 * What a principal lent at an APR (percent) over a period repays. Equal installments:
 * A = P·r / (1 − (1 + r)^−n) each month, r = APR / 12; equal principal: P/n plus the month's
 * interest, so the first month pays P/n + P·r and the total is P + P·r·(n + 1)/2.
 */
export const repaymentFigures = (
  principal: Decimal.Value,
  aprPercent: Decimal.Value,
  period: number,
  type: PrincipalRepaymentType,
): RepaymentFigures => {
  const amount = new Decimal(principal);
  const rate = new Decimal(aprPercent).dividedBy(MONTHS_PER_YEAR * PERCENT);
  if (type === 'equal_principal') {
    return {
      firstPayment: amount.dividedBy(period).plus(amount.times(rate)),
      totalRepayment: amount.plus(amount.times(rate).times(period + 1).dividedBy(2)),
    };
  }
  const payment = rate.isZero()
    ? amount.dividedBy(period)
    : amount.times(rate).dividedBy(new Decimal(1).minus(rate.plus(1).pow(-period)));
  return { firstPayment: payment, totalRepayment: payment.times(period) };
};

/** One group of listed loans sharing their terms, as the summary query answers it. */
export interface MarketSummaryGroup {
  readonly grade: string;
  readonly apr: string;
  readonly period: number;
  readonly principal_repayment_type: PrincipalRepaymentType;
  readonly lender_fee: string;
  /** The lender fee of an order reaching the discount threshold (the lender fee without a discount). */
  readonly promotion_lender_fee: string;
  readonly count: number;
  /** Whole NT$ still investable in these loans. */
  readonly amount_investable: number;
}

/** Market summary (spec 3): the listed loans of a market view, if every investable NT$ were invested. */
export interface MarketSummary {
  count: number;
  /** Whole NT$ still investable. */
  amount: number;
  /** APR weighted by the investable amount, percent with 2 decimals. */
  apr: string;
  /** Lender fee weighted by the investable amount, percent with 2 decimals. */
  lender_fee: string;
  /** The discounted lender fee weighted likewise. */
  promotion_lender_fee: string;
  /** The first month's payments of the investable amounts, whole NT$. */
  sum_pmt: number;
  /** sum_pmt as a percent of amount, 2 decimals. */
  sum_pmt_rate: string;
  /** Lender fees over the loans' lives (the fee percent of every repayment), whole NT$. */
  total_fee: number;
  /** Listed loans per credit level. */
  ranks: Record<DisplayLevelCode, number>;
}

/** Rates are rounded half-up to 2 decimals, money half-up to whole NT$, once, after summing. */
const rate = (value: Decimal): string => value.toDecimalPlaces(APR_DECIMALS, Decimal.ROUND_HALF_UP).toFixed(APR_DECIMALS);
const money = (value: Decimal): number => value.toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toNumber();

export const summarizeMarket = (groups: readonly MarketSummaryGroup[]): MarketSummary => {
  const ranks = Object.fromEntries(CREDIT_RANK_LEVELS.map((level) => [level, 0])) as Record<DisplayLevelCode, number>;
  let count = 0;
  let amount = new Decimal(0);
  let aprWeighted = new Decimal(0);
  let feeWeighted = new Decimal(0);
  let promotionWeighted = new Decimal(0);
  let firstPayments = new Decimal(0);
  let fees = new Decimal(0);
  for (const group of groups) {
    count += group.count;
    const level = displayLevel(group.grade);
    if (level !== undefined) ranks[level] += group.count;
    const investable = new Decimal(group.amount_investable);
    amount = amount.plus(investable);
    aprWeighted = aprWeighted.plus(investable.times(group.apr));
    feeWeighted = feeWeighted.plus(investable.times(group.lender_fee));
    promotionWeighted = promotionWeighted.plus(investable.times(group.promotion_lender_fee));
    const figures = repaymentFigures(investable, group.apr, group.period, group.principal_repayment_type);
    firstPayments = firstPayments.plus(figures.firstPayment);
    fees = fees.plus(figures.totalRepayment.times(group.lender_fee).dividedBy(PERCENT));
  }
  const weighted = (sum: Decimal): string => rate(amount.isZero() ? new Decimal(0) : sum.dividedBy(amount));
  const sumPmt = money(firstPayments);
  return {
    count,
    amount: amount.toNumber(),
    apr: weighted(aprWeighted),
    lender_fee: weighted(feeWeighted),
    promotion_lender_fee: weighted(promotionWeighted),
    sum_pmt: sumPmt,
    sum_pmt_rate: rate(amount.isZero() ? new Decimal(0) : new Decimal(sumPmt).times(PERCENT).dividedBy(amount)),
    total_fee: money(fees),
    ranks,
  };
};
