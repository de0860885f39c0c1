/**
 * The stages of a legal collection request (spec 3), in the order the platform's legal partner
 * takes them: the request waits for review (pending), the papers are prepared, the debtor is
 * contacted, the case goes to court (processing: the court fee is paid), the court answers, the
 * debtor's property is checked, enforcement is applied for, and the case is finished.
 */
export const LEGAL_COLLECTION_PROGRESS_STATUSES = [
  'pending',
  'preparing',
  'contacting_debtor',
  'processing',
  'received_court_reply',
  'checking_debtors_property',
  'applying_for_court_enforcement',
  'finished',
] as const;
export type LegalCollectionProgressStatus = (typeof LEGAL_COLLECTION_PROGRESS_STATUSES)[number];

/** Every stored status: the stages, and cancelled (the lender withdrew the request while pending). */
export const LEGAL_COLLECTION_STATUSES = [...LEGAL_COLLECTION_PROGRESS_STATUSES, 'cancelled'] as const;
export type LegalCollectionStatus = (typeof LEGAL_COLLECTION_STATUSES)[number];

/** The progress bar of the report by status, in percent (spec 4). */
export const LEGAL_COLLECTION_PROGRESS: Readonly<Record<LegalCollectionProgressStatus, number>> = {
  pending: 4,
  preparing: 20,
  contacting_debtor: 20,
  processing: 36,
  received_court_reply: 52,
  checking_debtors_property: 68,
  applying_for_court_enforcement: 84,
  finished: 100,
};

/** Only a pending request can be cancelled (spec 4); its held court fee then comes back. */
export const LEGAL_COLLECTION_CANCELLABLE_STATUSES = ['pending'] as const satisfies readonly LegalCollectionStatus[];

/** Entering this stage pays the held court fee to the court. */
export const LEGAL_COLLECTION_FEE_PAYMENT_STATUS: LegalCollectionProgressStatus = 'processing';

/** Statuses that no longer hold their cases: another request may take them again. */
export const LEGAL_COLLECTION_CLOSED_STATUSES = ['finished', 'cancelled'] as const satisfies readonly LegalCollectionStatus[];

/** Where the prepaid court fee is: held in the lender's locked account, given back, or paid to the court. */
export const LEGAL_COLLECTION_FEE_STATES = ['held', 'released', 'paid'] as const;
export type LegalCollectionFeeState = (typeof LEGAL_COLLECTION_FEE_STATES)[number];

/** A case can be put to legal collection once one of its loan's rows is late at least this many days. */
export const LEGAL_COLLECTION_MIN_LATE_DAYS = 30;

/** The agreement boxes of the application; all must be ticked (spec 5). */
export const LEGAL_COLLECTION_AGREEMENT_COUNT = 7;

/** The most cases one request may hold. */
export const LEGAL_COLLECTION_CASES_MAX = 50;

/** Investments a page of the report lists. */
export const LEGAL_COLLECTION_INVESTMENTS_PAGE_SIZE = 10;

/** The note an admin writes when advancing a request is at most this long. */
export const LEGAL_COLLECTION_NOTE_MAX_LENGTH = 500;

/**
 * The first-instance court fee (裁判費) of a claim for money, Code of Civil Procedure art. 77-13
 * with the Taiwan High Court's one-tenth surcharge above NT$100,000 (art. 77-27): NT$1,000 up to
 * 100,000, then per NT$10,000 (a part below 10,000 counts as 10,000) the rate of each bracket.
 */
export const COURT_FEE_BASE_LIMIT = 100_000;
export const COURT_FEE_BASE = 1_000;
export const COURT_FEE_UNIT = 10_000;
export const COURT_FEE_BRACKETS: readonly { readonly upTo: number; readonly perUnit: number }[] = [
  { upTo: 1_000_000, perUnit: 110 },
  { upTo: 10_000_000, perUnit: 99 },
  { upTo: 100_000_000, perUnit: 88 },
  { upTo: 1_000_000_000, perUnit: 77 },
  { upTo: Number.POSITIVE_INFINITY, perUnit: 66 },
];

/** The public pages: the list, the application and one request's report. */
export const LEGAL_COLLECTION_LIST_PATH = '/account/lender/legal-collection';
export const LEGAL_COLLECTION_APPLY_PATH = '/account/lender/legal-collection/apply';
export const legalCollectionReportPath = (id: number | string): string => `${LEGAL_COLLECTION_LIST_PATH}/${id}`;
