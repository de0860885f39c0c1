import { Decimal } from 'decimal.js';
import { z } from 'zod';
import { roundMoney } from '../money/money.js';
import {
  REJECTION_REASON_MAX_LENGTH,
  SALES_CODE_MAX_LENGTH,
  SENDBACK_MAX_LENGTH,
} from '../constants/limits.js';
import {
  APPROVAL_DEFAULT_LENDER_FEE_PERCENT,
  APPROVAL_DEFAULT_SOURCE,
  APR_DECIMALS,
  BORROWER_FEE_BANDS,
  DISCOUNT_BORROWER_FEE_PERCENT,
  DISCOUNT_CONFIRM_WINDOW_HOURS,
  INVEST_AMOUNT_STEP,
  LENDER_FEE_MAX_PERCENT,
  LISTING_RATE_DECIMALS,
  LOAN_PERIODS,
  MAX_APR_PERCENT,
  MIN_DISCOUNT_ORDER_AMOUNT_STEP,
  NO_PROTECTION_PGR_PERCENT,
  PGR_MAX_PERCENT,
  PGR_MIN_PERCENT,
  PROVISION_SHARE_PERCENT,
} from '../constants/loan.js';
import { gradeBaseRate } from '../grades/credit-grades.js';
import { MARKET_SOURCES, type MarketSource } from '../market/tabs.js';
import { MESSAGES } from '../messages/messages.js';
import { aprAboveLimit, unit } from '../messages/message-functions.js';
import { optionField, strictFormObject } from '../schemas/fields.js';
import { optionalText, requiredText } from '../schemas/field-rules.js';
import { FIELD_LABELS } from '../schemas/labels.js';
import { whenFieldsValid } from '../schemas/refinements.js';
import { isDigits } from '../validators/digits.js';
import { isMultipleOf } from '../validators/multiple.js';
import { isDecimalText, requiredDecimalText, requiredNumberChoice, requiredWholeNumber } from './fields.js';
import type { PrincipalRepaymentType } from './vocabulary.js';

const L = FIELD_LABELS;

/** APR: percent rounded half-up to APR_DECIMALS places. */
export const roundApr = (value: Decimal.Value): Decimal =>
  new Decimal(value).toDecimalPlaces(APR_DECIMALS, Decimal.ROUND_HALF_UP);

/** The borrower-fee percent of a period's band. */
export const borrowerFeeRatePercent = (period: number): number => {
  const band = BORROWER_FEE_BANDS.find((entry) => period <= entry.maxPeriod);
  return (band ?? BORROWER_FEE_BANDS[BORROWER_FEE_BANDS.length - 1]).ratePercent;
};

/** The borrower fee of an amount (whole NT$) over a period: the band's percent of the amount. */
export const borrowerFee = (amount: number, period: number): number =>
  roundMoney(new Decimal(amount).times(borrowerFeeRatePercent(period)).dividedBy(100));

export interface ApprovalOriginal {
  /** Whole NT$. */
  readonly amount: number;
  readonly period: number;
  readonly rate?: number | string;
  readonly principal_repayment_type?: PrincipalRepaymentType;
}

export interface ApprovalInput {
  /** Credit grade code (A0 … H5, 2A0 … 2K, optionally with _STU). */
  readonly grade: string;
  /** Approved amount in whole NT$ (a ten-thousands amount × 10000). */
  readonly amount: number;
  readonly period: number;
  /** The borrower's add-on rate in percent, at least 0, at most 2 decimals. */
  readonly add_rate: number | string;
  readonly principal_repayment_type: PrincipalRepaymentType;
  /** The application carries the is_discount tag. */
  readonly is_discount?: boolean;
  /** The terms before this change (what the borrower applied for, or the earlier approval). */
  readonly original?: ApprovalOriginal;
}

export interface ApprovalFigures {
  readonly current_amount: number;
  readonly current_period: number;
  /** APR in percent, 2 decimals. */
  readonly current_rate: number;
  readonly current_principal_repayment_type: PrincipalRepaymentType;
  /** Current minus original amount (0 without an original). */
  readonly change_amount: number;
  /** Current minus original period (0 without an original). */
  readonly change_period: number;
  /** Part of the fee set aside for the protection fund. */
  readonly provision: number;
  readonly borrower_fee: number;
  /** The fee the original terms would have cost (the current fee without an original). */
  readonly original_borrower_fee: number;
  /** The discount taken off the fee for an is_discount application. */
  readonly deducted_borrower_fee: number;
  /** What the borrower pays: borrower_fee − deducted_borrower_fee. */
  readonly total_borrower_fee: number;
}

export type ApprovalErrorCode =
  | 'UNKNOWN_GRADE'
  | 'INVALID_AMOUNT'
  | 'INVALID_PERIOD'
  | 'INVALID_ADD_RATE'
  | 'APR_ABOVE_LIMIT';

export type ApprovalResult =
  | ({ readonly ok: true } & ApprovalFigures)
  | { readonly ok: false; readonly code: ApprovalErrorCode; readonly message: string };

const failure = (code: ApprovalErrorCode, message: string): ApprovalResult => ({
  ok: false,
  code,
  message,
});

/** A positive whole NT$ amount that lenders can fund in full (a multiple of the order step). */
const isValidAmount = (amount: number): boolean =>
  Number.isSafeInteger(amount) && amount > 0 && amount % INVEST_AMOUNT_STEP === 0;

const isValidPeriod = (period: number): boolean =>
  (LOAN_PERIODS as readonly number[]).includes(period);

const parseAddRate = (value: number | string): Decimal | null => {
  const text = typeof value === 'number' ? String(value) : value.trim();
  return isDecimalText(text, APR_DECIMALS) ? new Decimal(text) : null;
};

/** The part of a borrower fee set aside for the protection fund: PROVISION_SHARE_PERCENT of it, rounded half up. */
export const protectionProvisionOf = (borrowerFee: number): number =>
  roundMoney(new Decimal(borrowerFee).times(PROVISION_SHARE_PERCENT).dividedBy(100));

/**
 * The approval panel's figures: APR = grade base rate + add_rate (refused above 16 %), the
 * borrower fee by period band, the discount for is_discount, and the provision. Errors are
 * returned as values.
 */
export const computeApproval = (input: ApprovalInput): ApprovalResult => {
  const baseRate = gradeBaseRate(input.grade);
  if (baseRate === undefined) return failure('UNKNOWN_GRADE', MESSAGES.unknownCreditGrade);
  const { original } = input;
  if (!isValidAmount(input.amount) || (original !== undefined && !isValidAmount(original.amount))) {
    return failure('INVALID_AMOUNT', MESSAGES.approvalAmountInvalid);
  }
  if (!isValidPeriod(input.period) || (original !== undefined && !isValidPeriod(original.period))) {
    return failure('INVALID_PERIOD', MESSAGES.approvalPeriodInvalid);
  }
  const addRate = parseAddRate(input.add_rate);
  if (addRate === null) return failure('INVALID_ADD_RATE', MESSAGES.addRateInvalid);
  const apr = roundApr(addRate.plus(baseRate));
  if (apr.greaterThan(MAX_APR_PERCENT)) {
    return failure('APR_ABOVE_LIMIT', aprAboveLimit(apr.toFixed(APR_DECIMALS), MAX_APR_PERCENT));
  }
  const fee = borrowerFee(input.amount, input.period);
  const deducted =
    input.is_discount === true
      ? roundMoney(new Decimal(fee).times(DISCOUNT_BORROWER_FEE_PERCENT).dividedBy(100))
      : 0;
  const total = fee - deducted;
  return {
    ok: true,
    current_amount: input.amount,
    current_period: input.period,
    current_rate: apr.toNumber(),
    current_principal_repayment_type: input.principal_repayment_type,
    change_amount: original === undefined ? 0 : input.amount - original.amount,
    change_period: original === undefined ? 0 : input.period - original.period,
    provision: protectionProvisionOf(total),
    borrower_fee: fee,
    original_borrower_fee:
      original === undefined ? fee : borrowerFee(original.amount, original.period),
    deducted_borrower_fee: deducted,
    total_borrower_fee: total,
  };
};

const gradeField = () =>
  requiredText(L.credit_grade, undefined, [
    [(value) => gradeBaseRate(value) !== undefined, MESSAGES.unknownCreditGrade],
  ]);

const approvalAmountField = () =>
  requiredWholeNumber(L.approval_amount, { min: INVEST_AMOUNT_STEP }).superRefine(
    (value, ctx) => {
      if (!isMultipleOf(value, INVEST_AMOUNT_STEP)) {
        ctx.addIssue({
          code: 'custom',
          message: unit(L.approval_amount, INVEST_AMOUNT_STEP),
          input: value,
        });
      }
    },
  );

/** add_rate: percent, at least 0, at most 2 decimals; kept as exact text. */
const addRateField = () =>
  requiredDecimalText(L.add_rate, APR_DECIMALS, MESSAGES.addRateInvalid).transform((value) => new Decimal(value).toString());

const approvalShape = {
  grade: gradeField(),
  amount: approvalAmountField(),
  period: requiredNumberChoice(L.loan_period, LOAN_PERIODS),
  add_rate: addRateField(),
  principal_repayment_type: optionField('principal_repayment_type', L.principal_repayment_type),
};

/** Absent, null or blank: the reviewer left the term out. */
const asOptionalText = (value: string | number | null): string =>
  value === null ? '' : typeof value === 'number' ? String(value) : value.trim();

/**
 * An optional percent with at most LISTING_RATE_DECIMALS places inside the given bounds, as text
 * with exactly that many places (how its NUMERIC column reads back); one message for every failure.
 */
const optionalListingPercent = (message: string, inBounds: (value: Decimal) => boolean) =>
  z
    .union([z.string(), z.number(), z.null()], { error: message })
    .transform(asOptionalText)
    .superRefine((value, ctx) => {
      if (value !== '' && !(isDecimalText(value, LISTING_RATE_DECIMALS) && inBounds(new Decimal(value)))) {
        ctx.addIssue({ code: 'custom', message, input: value });
      }
    })
    .transform((value) => (value === '' ? undefined : new Decimal(value).toFixed(LISTING_RATE_DECIMALS)))
    .optional();

/** The discount threshold: whole NT$, a positive multiple of the order step. */
const optionalDiscountThreshold = () =>
  z
    .union([z.string(), z.number(), z.null()], { error: MESSAGES.minDiscountOrderAmountInvalid })
    .transform(asOptionalText)
    .superRefine((value, ctx) => {
      const amount = Number(value);
      const valid =
        isDigits(value) &&
        Number.isSafeInteger(amount) &&
        amount > 0 &&
        isMultipleOf(amount, MIN_DISCOUNT_ORDER_AMOUNT_STEP);
      if (value !== '' && !valid) {
        ctx.addIssue({ code: 'custom', message: MESSAGES.minDiscountOrderAmountInvalid, input: value });
      }
    })
    .transform((value) => (value === '' ? undefined : Number(value)))
    .optional();

const belowLenderFeeMax = (value: Decimal): boolean => value.lessThan(LENDER_FEE_MAX_PERCENT);

const listingShape = {
  source: z.enum(MARKET_SOURCES, { error: MESSAGES.loanSourceInvalid }).optional(),
  pgr: optionalListingPercent(
    MESSAGES.pgrInvalid,
    (value) => value.greaterThanOrEqualTo(PGR_MIN_PERCENT) && value.lessThanOrEqualTo(PGR_MAX_PERCENT),
  ),
  lender_fee: optionalListingPercent(MESSAGES.lenderFeeInvalid, belowLenderFeeMax),
  discount_lender_fee: optionalListingPercent(MESSAGES.discountLenderFeeInvalid, belowLenderFeeMax),
  min_discount_order_amount: optionalDiscountThreshold(),
};

interface ListingFields {
  readonly source?: MarketSource;
  readonly pgr?: string;
  readonly lender_fee?: string;
  readonly discount_lender_fee?: string;
  readonly min_discount_order_amount?: number;
}

interface IssueSink {
  addIssue(issue: { code: 'custom'; message: string; path: PropertyKey[]; input?: unknown }): void;
}

const defaultLenderFee = (): string =>
  new Decimal(APPROVAL_DEFAULT_LENDER_FEE_PERCENT).toFixed(LISTING_RATE_DECIMALS);

/** A protection ratio belongs to the pgr market, where it is required. */
const checkPgr = (value: ListingFields, ctx: IssueSink): void => {
  const isPgr = (value.source ?? APPROVAL_DEFAULT_SOURCE) === 'pgr';
  if (isPgr && value.pgr === undefined) {
    ctx.addIssue({ code: 'custom', message: MESSAGES.pgrRequiredForPgrSource, path: ['pgr'] });
  } else if (!isPgr && value.pgr !== undefined) {
    ctx.addIssue({ code: 'custom', message: MESSAGES.pgrOnlyForPgrSource, path: ['pgr'], input: value.pgr });
  }
};

/** The discounted fee and its order threshold come together; each missing one is named. */
const checkDiscountPair = (value: ListingFields, ctx: IssueSink): void => {
  const hasFee = value.discount_lender_fee !== undefined;
  const hasThreshold = value.min_discount_order_amount !== undefined;
  if (hasFee && !hasThreshold) {
    ctx.addIssue({ code: 'custom', message: MESSAGES.minDiscountOrderAmountRequired, path: ['min_discount_order_amount'] });
  } else if (hasThreshold && !hasFee) {
    ctx.addIssue({ code: 'custom', message: MESSAGES.discountLenderFeeRequired, path: ['discount_lender_fee'] });
  }
};

/** A discount never raises the fee: at most the lender fee (given or the default). */
const checkDiscountBelowFee = (value: ListingFields, ctx: IssueSink): void => {
  const discount = value.discount_lender_fee;
  if (discount !== undefined && new Decimal(discount).greaterThan(value.lender_fee ?? defaultLenderFee())) {
    ctx.addIssue({
      code: 'custom',
      message: MESSAGES.discountLenderFeeAboveLenderFee,
      path: ['discount_lender_fee'],
      input: discount,
    });
  }
};

/**
 * The cross-field rules of the listing terms on an object schema holding them; each runs once its
 * own fields are valid, so a form sees every error at once.
 */
const withListingRules = <S extends z.ZodType<ListingFields>>(schema: S): S =>
  schema
    .superRefine(checkPgr, { when: whenFieldsValid('source', 'pgr') })
    .superRefine(checkDiscountPair, { when: whenFieldsValid('discount_lender_fee', 'min_discount_order_amount') })
    .superRefine(checkDiscountBelowFee, { when: whenFieldsValid('lender_fee', 'discount_lender_fee') });

/** The listing terms a loan is written with. */
export interface LoanListingTerms {
  readonly source: MarketSource;
  /**
   * Protection ratio of a pgr loan in percent, 2 decimals; null outside the pgr market, where the
   * loan is stored with NO_PROTECTION_PGR_PERCENT. Null parses back to null, so parsed terms can be
   * sent again as they are.
   */
  readonly pgr: string | null;
  /** Percent of each repayment, 2 decimals. */
  readonly lender_fee: string;
  /** The fee of an order reaching min_discount_order_amount; null without a discount. */
  readonly discount_lender_fee: string | null;
  /** Whole NT$; null without a discount. */
  readonly min_discount_order_amount: number | null;
}

/** The protection ratio a loan is stored with: its pgr, or NO_PROTECTION_PGR_PERCENT outside the pgr market. */
export const protectionRatioOf = (terms: Pick<LoanListingTerms, 'pgr'>): string =>
  terms.pgr ?? new Decimal(NO_PROTECTION_PGR_PERCENT).toFixed(LISTING_RATE_DECIMALS);

/** The terms as given, with the named defaults for those left out. */
const listingTermsOf = (value: ListingFields): LoanListingTerms => ({
  source: value.source ?? APPROVAL_DEFAULT_SOURCE,
  pgr: value.pgr ?? null,
  lender_fee: value.lender_fee ?? defaultLenderFee(),
  discount_lender_fee: value.discount_lender_fee ?? null,
  min_discount_order_amount: value.min_discount_order_amount ?? null,
});

/**
 * The listing terms of an approval: market source (default complex), protection ratio (pgr
 * only, 1–100, required there), lender fee (0 ≤ fee < 100, default 1.00) and an optional discount
 * (a fee at most the lender fee, with its order threshold, a positive multiple of 1000).
 */
export const loanListingTermsSchema = withListingRules(strictFormObject(listingShape)).transform(listingTermsOf);
export type LoanListingTermsInput = z.input<typeof loanListingTermsSchema>;

/**
 * Console approval: grade, amount (whole NT$, a multiple of 1000), period, add_rate, type, and the
 * loan's listing terms (see loanListingTermsSchema), defaults filled in.
 */
export const loanApprovalSchema = withListingRules(strictFormObject({ ...approvalShape, ...listingShape })).transform(
  (value) => ({ ...value, ...listingTermsOf(value) }),
);
export type LoanApprovalInput = z.infer<typeof loanApprovalSchema>;

/** GET approval compute: the same terms as query strings, plus the echoed sendback. */
export const approvalComputeQuerySchema = strictFormObject({
  ...approvalShape,
  sendback: optionalText(L.sendback, SENDBACK_MAX_LENGTH),
});
export type ApprovalComputeQuery = z.infer<typeof approvalComputeQuerySchema>;
/** The terms the approval compute reads: grade, amount, period, add_rate and repayment type. */
export type ApprovalTerms = Omit<ApprovalComputeQuery, 'sendback'>;

/** Console rejection: the reason told to the borrower. */
export const loanRejectionSchema = strictFormObject({
  reason: requiredText(L.rejection_reason, REJECTION_REASON_MAX_LENGTH),
});
export type LoanRejectionInput = z.infer<typeof loanRejectionSchema>;

/** Console: attach a sales person by their code. */
export const assignSalesSchema = strictFormObject({
  sales_code: requiredText(L.sales_code, SALES_CODE_MAX_LENGTH),
});
export type AssignSalesInput = z.infer<typeof assignSalesSchema>;

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

export interface DiscountCountdown {
  readonly discount_countdown_hours: number;
  readonly discount_countdown_minutes: number;
}

/** Time left to confirm a discounted rate: approval time plus the window, never below zero. */
export const discountCountdown = (approvedAt: Date, now: Date): DiscountCountdown => {
  const left = Math.max(
    approvedAt.getTime() + DISCOUNT_CONFIRM_WINDOW_HOURS * HOUR_MS - now.getTime(),
    0,
  );
  return {
    discount_countdown_hours: Math.floor(left / HOUR_MS),
    discount_countdown_minutes: Math.floor((left % HOUR_MS) / MINUTE_MS),
  };
};
