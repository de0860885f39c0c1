import { Decimal } from 'decimal.js';

/**
 * Money is whole NT$ (safe integers); ratios and rates go through decimal.js, and each
 * computation names its rounding rule here.
 */
const PERCENT = 100;
const PROGRESS_DECIMALS = 2;

const NTD = new Intl.NumberFormat('zh-TW', { maximumFractionDigits: 0 });

/** Whole NT$ as the screens show it, with thousands separators: NT$ 300,000. */
export const formatNtd = (amount: number): string => `NT$ ${NTD.format(amount)}`;

/** Money: whole NT$, rounded half-up. */
export const roundMoney = (value: Decimal.Value): number => new Decimal(value).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toNumber();

/** invested / amount in percent, 2 decimals, rounded down (a loan shows 100.00 only when full). */
export const investedProgress = (invested: number, amount: number): string =>
  amount <= 0
    ? (0).toFixed(PROGRESS_DECIMALS)
    : new Decimal(invested).times(PERCENT).dividedBy(amount).toDecimalPlaces(PROGRESS_DECIMALS, Decimal.ROUND_DOWN).toFixed(PROGRESS_DECIMALS);
