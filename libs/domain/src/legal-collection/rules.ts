import { daysBetween } from '../dates/business-date.js';
import {
  LEGAL_COLLECTION_AGREEMENT_COUNT,
  LEGAL_COLLECTION_CANCELLABLE_STATUSES,
  LEGAL_COLLECTION_CLOSED_STATUSES,
  LEGAL_COLLECTION_MIN_LATE_DAYS,
  LEGAL_COLLECTION_PROGRESS,
  LEGAL_COLLECTION_PROGRESS_STATUSES,
} from './constants.js';
import type { LegalCollectionProgressStatus, LegalCollectionStatus } from './constants.js';
import { courtFeeOf } from './court-fee.js';

/** How many days a row is late on `today` ('YYYY-MM-DD' both): its first late day counts as 1. */
export const legalCollectionDaysLate = (lateSince: string, today: string): number =>
  Math.max(0, daysBetween(lateSince, today) + 1);

/** A case qualifies once one of its loan's rows is late at least LEGAL_COLLECTION_MIN_LATE_DAYS. */
export const isLateEnoughForLegalCollection = (daysLate: number): boolean => daysLate >= LEGAL_COLLECTION_MIN_LATE_DAYS;

const isProgressStatus = (status: LegalCollectionStatus): status is LegalCollectionProgressStatus =>
  (LEGAL_COLLECTION_PROGRESS_STATUSES as readonly string[]).includes(status);

/** The report's progress in percent; a cancelled request has none. */
export const legalCollectionProgressOf = (status: LegalCollectionStatus): number | null =>
  isProgressStatus(status) ? LEGAL_COLLECTION_PROGRESS[status] : null;

/** The stage after this one, or null when the request is finished or cancelled. */
export const nextLegalCollectionStatus = (status: LegalCollectionStatus): LegalCollectionProgressStatus | null => {
  if (!isProgressStatus(status)) return null;
  return LEGAL_COLLECTION_PROGRESS_STATUSES[LEGAL_COLLECTION_PROGRESS_STATUSES.indexOf(status) + 1] ?? null;
};

export const isLegalCollectionCancellable = (status: LegalCollectionStatus): boolean =>
  (LEGAL_COLLECTION_CANCELLABLE_STATUSES as readonly string[]).includes(status);

/** Finished or cancelled: the request no longer holds its cases. */
export const isLegalCollectionClosed = (status: LegalCollectionStatus): boolean =>
  (LEGAL_COLLECTION_CLOSED_STATUSES as readonly string[]).includes(status);

/** Every one of the seven agreement boxes is ticked. */
export const legalCollectionAgreementsAccepted = (agreements: readonly boolean[]): boolean =>
  agreements.length === LEGAL_COLLECTION_AGREEMENT_COUNT && agreements.every((accepted) => accepted);

/** What is still owed on a case: its unpaid principal, the unpaid interest of its due rows, and its unpaid penalty. */
export interface LegalCollectionRemains {
  remain_principal: number;
  remain_interest: number;
  remain_penalty: number;
}

export interface LegalCollectionCourtFees {
  /** The court fee on the remaining principal alone. */
  min_court_fee: number;
  /** The court fee on principal, interest and penalty together: what is prepaid. */
  max_court_fee: number;
}

export const legalCollectionClaimOf = (remains: LegalCollectionRemains): number =>
  remains.remain_principal + remains.remain_interest + remains.remain_penalty;

export const legalCollectionCourtFeesOf = (remains: LegalCollectionRemains): LegalCollectionCourtFees => ({
  min_court_fee: courtFeeOf(remains.remain_principal),
  max_court_fee: courtFeeOf(legalCollectionClaimOf(remains)),
});

/** A case can be filed when one of its loan's rows is late long enough and something is still owed on it. */
export const isLegalCollectionCase = (item: LegalCollectionRemains & { late_days: number }): boolean =>
  isLateEnoughForLegalCollection(item.late_days) && legalCollectionClaimOf(item) > 0;

/** The prepaid court fee of a request: the sum of its cases' max_court_fee. */
export const legalCollectionCourtFeeTotal = (cases: readonly Pick<LegalCollectionCourtFees, 'max_court_fee'>[]): number =>
  cases.reduce((total, item) => total + item.max_court_fee, 0);

/** The prepaid court fee may not exceed the cash balance (spec 5). */
export const legalCollectionFeeCovered = (courtFee: number, balance: number): boolean => courtFee <= balance;

/** The claim totals of a set of cases. */
export const legalCollectionClaimTotals = (cases: readonly LegalCollectionRemains[]): LegalCollectionRemains & { claim_total: number } => {
  const totals = cases.reduce<LegalCollectionRemains>(
    (sum, item) => ({
      remain_principal: sum.remain_principal + item.remain_principal,
      remain_interest: sum.remain_interest + item.remain_interest,
      remain_penalty: sum.remain_penalty + item.remain_penalty,
    }),
    { remain_principal: 0, remain_interest: 0, remain_penalty: 0 },
  );
  return { ...totals, claim_total: legalCollectionClaimOf(totals) };
};
