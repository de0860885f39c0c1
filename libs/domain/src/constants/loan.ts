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

/** Contact persons an application names: three in the general flow, two in the student flow. */
export const GENERAL_CONTACT_COUNT = 3;
export const STUDENT_CONTACT_COUNT = 2;

/** Student ID-card check: the current card design was first issued in ROC year 94 (2005). */
export const ID_CARD_ISSUE_MIN_ROC_YEAR = 94;
/** ROC (民國) year = Gregorian year − 1911. */
export const ROC_YEAR_OFFSET = 1911;

/** School grades: GPA on the 4.3 scale, or a 0–100 average, at most 2 decimals. */
export const GPA_GRADE_MAX = 4.3;
export const GPA_SCORE_MAX = 100;
export const GPA_DECIMALS = 2;

/** Credit cards, houses and vehicles a person declares. */
export const ASSET_COUNT_MAX = 99;
/** Whole NT$ a month; a ceiling that keeps typos out. */
export const MONTHLY_INCOME_MAX = 99_999_999;
/** Yearly income from the employer, in ten-thousands of NT$. */
export const COMPANY_INCOME_MAX_TEN_THOUSAND = 99_999;
/** Collateral values in ten-thousands of NT$ (up to NT$ 1 billion). */
export const COLLATERAL_VALUE_MAX_TEN_THOUSAND = 100_000;
export const HOUSE_AGE_MAX_YEARS = 100;
/** Late-repayment amount: whole NT$, at most this many digits. */
export const LATE_REPAYMENT_AMOUNT_MAX_LENGTH = 10;

/** Approval compute: APR in percent with 2 decimals. */
export const APR_DECIMALS = 2;
/**
 * Borrower fee (服務費) as a percent of the approved amount, by period band: a longer loan costs
 * the platform more servicing, so 1 % up to 24 months, 2 % up to 48, 3 % up to 84.
 */
export const BORROWER_FEE_BANDS = [
  { maxPeriod: 24, ratePercent: 1 },
  { maxPeriod: 48, ratePercent: 2 },
  { maxPeriod: 84, ratePercent: 3 },
] as const;
/** Share of the borrower fee (after any discount) set aside as provision for the protection fund. */
export const PROVISION_SHARE_PERCENT = 30;
/** Applications tagged is_discount get this percent off the borrower fee. */
export const DISCOUNT_BORROWER_FEE_PERCENT = 50;
/** The tag that marks a discounted application. */
export const DISCOUNT_TAG = 'is_discount';

/** A confirmed loan stays in the marketplace this long before it expires unfunded. */
export const FUNDING_PERIOD_DAYS = 14;
/** A discounted rate must be confirmed within this many hours of approval to keep the discount. */
export const DISCOUNT_CONFIRM_WINDOW_HOURS = 72;

/**
 * The listing terms an approval sets when the reviewer leaves them out: the combined market, no
 * protection, a lender fee of 1.00 % of each repayment, and no discount.
 */
export const APPROVAL_DEFAULT_SOURCE = 'complex' as const;
export const APPROVAL_DEFAULT_LENDER_FEE_PERCENT = 1;
/** The protection ratio of a loan outside the pgr market: 0 means no protection. */
export const NO_PROTECTION_PGR_PERCENT = 0;
/** The protection ratio of a pgr loan, in percent. */
export const PGR_MIN_PERCENT = 1;
export const PGR_MAX_PERCENT = 100;
/** Lender fees (the fee and its discount) are percents below this bound. */
export const LENDER_FEE_MAX_PERCENT = 100;
/** Percent terms of a listing (protection ratio, lender fees) carry at most 2 decimals, as their columns. */
export const LISTING_RATE_DECIMALS = 2;
/** The discount threshold is an order amount, so it moves in whole order steps. */
export const MIN_DISCOUNT_ORDER_AMOUNT_STEP = INVEST_AMOUNT_STEP;
