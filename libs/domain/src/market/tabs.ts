import type { LoanAppType, LoanStatus } from '../loans/vocabulary.js';
import { MARKET_CREDIT_PAGE_SIZE, MARKET_PAGE_SIZE } from './constants.js';

/** The marketplace tabs, in the order the page shows them; credit is the default. */
export const MARKET_TABS = ['credit', 'sme', 'farmer', 'pawn-project', 'realty', 'other', 'ntu'] as const;
export type MarketTab = (typeof MARKET_TABS)[number];
export const MARKET_DEFAULT_TAB: MarketTab = 'credit';

export const isMarketTab = (value: unknown): value is MarketTab =>
  typeof value === 'string' && (MARKET_TABS as readonly string[]).includes(value);

/**
 * The application types each tab lists. The credit tab is the general credit market of the cart's
 * "markets by type" (normal, student project and fast apply); corporate loans are company loans and
 * sit with SME. Guarantor applications are credit checks of a guarantor, never listed for lenders.
 */
export const MARKET_TAB_APP_TYPES: Readonly<Record<MarketTab, readonly LoanAppType[]>> = {
  credit: ['credit', 'student'],
  sme: ['sme', 'corporate'],
  farmer: ['farmer'],
  'pawn-project': ['pawn_project'],
  realty: ['realty'],
  other: ['other'],
  ntu: ['ntu'],
};

/** The tab a loan of this application type is listed in, or undefined (never listed). */
export const marketTabOf = (appType: string): MarketTab | undefined =>
  MARKET_TABS.find((tab) => (MARKET_TAB_APP_TYPES[tab] as readonly string[]).includes(appType));

/** Market sources: complex lists every listed loan, npr the high-yield loans, pgr the risk-protected ones. */
export const MARKET_SOURCES = ['complex', 'npr', 'pgr'] as const;
export type MarketSource = (typeof MARKET_SOURCES)[number];
export const MARKET_DEFAULT_SOURCE: MarketSource = 'complex';

export const isMarketSource = (value: unknown): value is MarketSource =>
  typeof value === 'string' && (MARKET_SOURCES as readonly string[]).includes(value);

/** The source a query asks for; anything that is not a configured source is the complex market. */
export const marketSourceOf = (value: unknown): MarketSource => (isMarketSource(value) ? value : MARKET_DEFAULT_SOURCE);

/**
 * The type groups of the quick filter loan_application_type_group (the cart's markets by type):
 * normal (a credit loan), student_project (a student loan), fast_apply (a credit loan applied for
 * with the documents uploaded at once), and one group per other application type.
 */
export const MARKET_TYPE_GROUPS = [
  'normal',
  'student_project',
  'fast_apply',
  'sme',
  'corporate',
  'farmer',
  'pawn_project',
  'realty',
  'other',
  'ntu',
] as const;
export type MarketTypeGroup = (typeof MARKET_TYPE_GROUPS)[number];

/** The groups each tab offers in its quick filter. */
export const MARKET_TAB_TYPE_GROUPS: Readonly<Record<MarketTab, readonly MarketTypeGroup[]>> = {
  credit: ['normal', 'student_project', 'fast_apply'],
  sme: ['sme', 'corporate'],
  farmer: ['farmer'],
  'pawn-project': ['pawn_project'],
  realty: ['realty'],
  other: ['other'],
  ntu: ['ntu'],
};

/** The type group of a loan: its application type, and for a credit loan whether it was a fast apply. */
export const marketTypeGroupOf = (appType: string, fastApply: boolean): MarketTypeGroup | undefined => {
  if (appType === 'credit') return fastApply ? 'fast_apply' : 'normal';
  if (appType === 'student') return 'student_project';
  return (MARKET_TYPE_GROUPS as readonly string[]).includes(appType) ? (appType as MarketTypeGroup) : undefined;
};

/**
 * The pawn-project market's own tabs, defined from the loan states:
 * locked (default): the pawned item is held and the loan is open to lenders (matching, 媒合中);
 * pending: approved, waiting for the borrower to confirm the rate (rate_confirming), listed soon;
 * backed: fully funded by lenders (funded and every later state of a funded loan).
 */
export const PAWN_PROJECT_VIEWS = ['locked', 'pending', 'backed'] as const;
export type PawnProjectView = (typeof PAWN_PROJECT_VIEWS)[number];
export const PAWN_PROJECT_DEFAULT_VIEW: PawnProjectView = 'locked';

export const PAWN_PROJECT_VIEW_STATUSES: Readonly<Record<PawnProjectView, readonly LoanStatus[]>> = {
  locked: ['matching'],
  pending: ['rate_confirming'],
  backed: ['funded', 'repaying', 'overdue', 'legal_collection', 'finished', 'cleared'],
};

/** Loan statuses the advanced filter's status field offers: open (媒合中) or fully funded (已滿標). */
export const MARKET_STATUS_FILTERS = ['matching', 'funded'] as const;
export type MarketStatusFilter = (typeof MARKET_STATUS_FILTERS)[number];

/**
 * A loan's detail page is public once the loan has been listed and was not withdrawn or left
 * unfunded: matching, funded and the repayment states. A pending pawn project shows too, as the
 * pawn market lists it.
 */
export const MARKET_DETAIL_STATUSES: readonly LoanStatus[] = [
  'matching',
  'funded',
  'repaying',
  'overdue',
  'legal_collection',
  'finished',
  'cleared',
];

export const isMarketVisible = (status: string, appType: string): boolean =>
  marketTabOf(appType) !== undefined &&
  ((MARKET_DETAIL_STATUSES as readonly string[]).includes(status) ||
    (appType === 'pawn_project' && status === 'rate_confirming'));

/** Cases a page of the tab's list shows. */
export const marketPageSize = (tab: MarketTab): number =>
  tab === 'credit' ? MARKET_CREDIT_PAGE_SIZE : MARKET_PAGE_SIZE;
