import { CLEARING_FEE_BASE } from '../clearing/constants.js';
import { APPLICATION_AMOUNT_MAX_TEN_THOUSAND, APR_DECIMALS, INVEST_AMOUNT_STEP, TEN_THOUSAND } from '../constants/loan.js';
import { UPLOAD_DEFAULT_MAX_FILES } from '../constants/upload.js';
import type { PawnProjectView } from '../market/tabs.js';

/**
 * Where a pawn case stands (the status of the spec's setting): waiting for an operator (pending),
 * ordered by one (taken), its terms set and waiting for the borrower (wait_confirm), agreed by the
 * borrower (confirmed), invested and disbursed by the operator (invested), then closed: redeemed
 * through the pawnshop clearing (cleared), or kept by the pawnshop when it was not redeemed by the
 * end of the grace days (forfeited, 流當).
 */
export const PAWN_CASE_STATUSES = ['pending', 'taken', 'wait_confirm', 'confirmed', 'invested', 'cleared', 'forfeited'] as const;
export type PawnCaseStatus = (typeof PAWN_CASE_STATUSES)[number];

/**
 * The moves of a case. The taker may set the terms again while the borrower has not agreed
 * (wait_confirm to itself); a borrower who declines sends the case back to its taker (taken).
 */
export const PAWN_CASE_TRANSITIONS: Readonly<Record<PawnCaseStatus, readonly PawnCaseStatus[]>> = {
  pending: ['taken'],
  taken: ['wait_confirm'],
  wait_confirm: ['wait_confirm', 'confirmed', 'taken'],
  confirmed: ['invested'],
  invested: ['cleared', 'forfeited'],
  cleared: [],
  forfeited: [],
};

/** A case takes an order only while no operator has it. */
export const PAWN_CASE_ORDERABLE_STATUSES = ['pending'] as const satisfies readonly PawnCaseStatus[];

/** Its taker may set the terms until the borrower agrees. */
export const PAWN_CASE_SETTABLE_STATUSES = ['taken', 'wait_confirm'] as const satisfies readonly PawnCaseStatus[];

/** The borrower answers terms only while they wait for the answer. */
export const PAWN_CASE_CONFIRMABLE_STATUSES = ['wait_confirm'] as const satisfies readonly PawnCaseStatus[];

/** Its taker invests once the borrower agreed. */
export const PAWN_CASE_INVESTABLE_STATUSES = ['confirmed'] as const satisfies readonly PawnCaseStatus[];

/** Before the borrower agrees, an investment finds no case (找不到案件或是申貸人尚未同意). */
export const PAWN_CASE_UNAGREED_STATUSES = ['pending', 'taken', 'wait_confirm'] as const satisfies readonly PawnCaseStatus[];

/** From these statuses a case has its loan, which the market lists with every other loan. */
export const PAWN_CASE_LOAN_STATUSES = ['invested', 'cleared', 'forfeited'] as const satisfies readonly PawnCaseStatus[];

/**
 * The lenders' pawn-project tab of each case status: terms not yet agreed are pending; agreed terms
 * hold the pledge while the operator funds the case (locked); invested and closed cases are backed.
 */
export const PAWN_CASE_MARKET_VIEWS: Readonly<Record<PawnCaseStatus, PawnProjectView>> = {
  pending: 'pending',
  taken: 'pending',
  wait_confirm: 'pending',
  confirmed: 'locked',
  invested: 'backed',
  cleared: 'backed',
  forfeited: 'backed',
};

/**
 * 當舖業法 §11 caps a pawn's yearly interest rate at 30 %; the platform holds the all-in yearly rate
 * (interest, storage fee and platform fee together) to it. In percent.
 */
export const PAWN_MAX_YEARLY_RATE = 30;

/** 當舖業法 §20: the storage fee (倉棧費) is at most 5 % of the amount lent, charged once. In percent. */
export const PAWN_MAX_STORAGE_FEE_RATE = 5;

/** 當舖業法 §19: a part month of at most this many days is not charged. */
export const PAWN_FREE_DAYS = 5;

/** A part month longer than PAWN_FREE_DAYS and at most this many days counts as half a month; a longer one as a whole month. */
export const PAWN_HALF_MONTH_MAX_DAYS = 15;

/** A pawn redeemed within its first month pays for one whole month (當舖業法 §19). */
export const PAWN_MIN_CHARGED_MONTHS = 1;

/** The shortest term (當期) of a pawn, in months. */
export const PAWN_MIN_PERIOD_MONTHS = 3;

/** The longest term an operator may set, in months; a longer pawn is renewed. */
export const PAWN_MAX_PERIOD_MONTHS = 12;

/** Days after the due date during which the borrower may still redeem; after them the pledge is forfeited. */
export const PAWN_GRACE_DAYS = 5;

/** The yearly interest rate of a setting, in percent with at most this many decimals. */
export const PAWN_RATE_DECIMALS = APR_DECIMALS;

/** Pawn amounts are whole NT$ in the order step of the marketplace, up to what an application may ask. */
export const PAWN_AMOUNT_STEP = INVEST_AMOUNT_STEP;
export const PAWN_AMOUNT_MIN = INVEST_AMOUNT_STEP;
export const PAWN_AMOUNT_MAX = APPLICATION_AMOUNT_MAX_TEN_THOUSAND * TEN_THOUSAND;

/** The platform fee (lnb_fee) a borrower pays when the pawn is cleared: the pawnshop clearing's one clearing fee. */
export const PAWN_PLATFORM_FEE = CLEARING_FEE_BASE;

/** The pawn ticket (當票) an operator uploads to invest: at least one file, at most the default upload count. */
export const PAWN_TICKET_MIN_FILES = 1;
export const PAWN_TICKET_MAX_FILES = UPLOAD_DEFAULT_MAX_FILES;

/** The operator's lists: cases waiting for an operator (market), and the cases this operator took (mine). */
export const PAWN_CASE_LISTS = ['market', 'mine'] as const;
export type PawnCaseList = (typeof PAWN_CASE_LISTS)[number];
export const PAWN_CASE_DEFAULT_LIST: PawnCaseList = 'market';

/** The operator's marketplace (spec 2). */
export const PAWNSHOP_MARKET_PATH = '/pawnshop/market-place';
export const pawnCasePath = (serial: string): string => `${PAWNSHOP_MARKET_PATH}/${serial}`;

/** A loan a pawnshop invests carries no credit grade: the pledge secures it. Its grade column reads this. */
export const PAWN_LOAN_GRADE = 'PAWN';

/** The application events of a case: an operator took it, set terms, the borrower answered, the operator invested. */
export const PAWN_CASE_EVENTS = {
  taken: 'pawn_taken',
  setting: 'pawn_terms_set',
  confirmed: 'pawn_terms_confirmed',
  declined: 'pawn_terms_declined',
  invested: 'pawn_invested',
} as const;
