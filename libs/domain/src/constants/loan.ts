/** Periods (months) accepted by the payment computation. */
export const LOAN_PERIODS = [12, 18, 24, 36, 48, 60, 72, 84] as const;
export type LoanPeriod = (typeof LOAN_PERIODS)[number];

/** Guarantor applications: amount 1 (ten-thousand NT$), 12 months, agree_transfer 0. */
export const GUARANTOR_PERIOD_MONTHS = 12;
export const GUARANTOR_AMOUNT_TEN_THOUSAND = 1;

/** Amounts entered in ten-thousands of NT$. */
export const TEN_THOUSAND = 10_000;
/** A student resubmission amount is rounded up to this step. */
export const STUDENT_RESUBMIT_ROUNDING = 10_000;
export const APPLICATION_AMOUNT_MIN_TEN_THOUSAND = 1;
export const APPLICATION_AMOUNT_MAX_TEN_THOUSAND = 10_000;

/** Partial payment from the account balance. */
export const PARTIAL_PAYMENT_MIN = 1000;
export const ALUMNI_DINNER_PAYMENT_DAYS = 3;

export const CREDIT_BUREAU_PLUS_CODES = ['J10', 'B05', 'B68', 'K22', 'K33', 'R04', 'S11'] as const;

/** Civil Code §205: yearly interest above 16 % is refused (config dated 2021/07/21). */
export const MAX_APR_PERCENT = 16;
export const MAX_APR_CONFIG_DATE = '2021/07/21';
export const CREDIT_LEVEL_CONFIG_DATE = '2018/11/01';
export const PROTECTION_RATIO_CONFIG_DATE = '2018/12/27';

/** Lender orders: minimum and step (DOMAIN.md). */
export const INVEST_MIN_AMOUNT = 1000;
export const INVEST_AMOUNT_STEP = 1000;
