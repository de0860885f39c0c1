import { Decimal } from 'decimal.js';
import { APPLICATION_AMOUNT_MAX_TEN_THOUSAND, APPLICATION_AMOUNT_MIN_TEN_THOUSAND } from '../constants/loan.js';
import { repaymentRows } from '../repayment/schedule.js';
import type { RepaymentRow } from '../repayment/schedule.js';
import { formatNtd } from '../money/money.js';
import type { HomeMetricStats, HomepageEntryCategory, HomepageEntryProperties } from './index.js';
import type { ConsoleCmsPostRow, ConsoleHomepageEntryRow, ConsoleStoryRow, PublicContent } from './rows.js';

/**
 * The homepage (spec 002 sections 2, 3, 9): the metric strip, the entries and press carousels,
 * the story wall, the lender/borrower switch, the auto-popup modal and the good-credit calculator.
 */

/** The two sides of the homepage, chosen by the query parameter identity. */
export const HOME_IDENTITIES = ['lender', 'borrower'] as const;
export type HomeIdentity = (typeof HOME_IDENTITIES)[number];
export const HOME_IDENTITY_PARAM = 'identity';
export const DEFAULT_HOME_IDENTITY: HomeIdentity = 'lender';

/** The side a query value names; anything else is the default (lender). */
export const homeIdentityOf = (value: string | null | undefined): HomeIdentity =>
  (HOME_IDENTITIES as readonly string[]).includes(value ?? '') ? (value as HomeIdentity) : DEFAULT_HOME_IDENTITY;

/** A published homepage entry as GET /api/homepage-entries answers it. */
export type HomepageEntry = PublicContent<ConsoleHomepageEntryRow>;

/** A story of the wall as GET /api/stories answers it. */
export type HomeStory = PublicContent<ConsoleStoryRow>;

/** A press post as GET /api/press-entries answers it. */
export type PressEntry = Omit<PublicContent<ConsoleCmsPostRow>, 'content'>;

/** Where a press post of the carousel is read. */
export const pressPostPath = (id: number): string => `/cms/post-press/${id}`;

/** The entries of one category, in the order the server answers them (position, then id). */
export const homepageEntriesOf = <T extends Pick<HomepageEntry, 'category'>>(entries: readonly T[], category: HomepageEntryCategory): T[] =>
  entries.filter((entry) => entry.category === category);

/** The auto-popup: the first published entry of category popup. */
export const homePopupEntry = <T extends Pick<HomepageEntry, 'category'>>(entries: readonly T[]): T | undefined => homepageEntriesOf(entries, 'popup')[0];

const COUNT = new Intl.NumberFormat('zh-TW', { maximumFractionDigits: 0 });

/** A count of the metric strip (members, loans) with thousands separators: 12,345. */
export const formatHomeCount = (count: number): string => COUNT.format(count);

/** The metric strip's figures as shown: counts with separators, money with formatNtd, the return in percent. */
export const homeMetricFigures = (stats: HomeMetricStats): Record<keyof HomeMetricStats, string> => ({
  members: formatHomeCount(stats.members),
  loans_funded: formatHomeCount(stats.loans_funded),
  amount_lent: formatNtd(stats.amount_lent),
  average_return: `${stats.average_return}%`,
  protection_fund: formatNtd(stats.protection_fund),
});

// The auto-popup's memory

/** Where the browser keeps the popup's dismissal: { id, until } (until an ISO instant). */
export const HOME_POPUP_STORAGE_KEY = 'lendbridge.home-popup';
const DAY_MS = 86_400_000;

/** A remembered dismissal: which popup, and until when it stays closed. */
export interface PopupDismissal {
  id: number;
  until: string;
}

/**
 * The dismissal to remember when a visitor closes the popup at `now`: with cache on and cache_days
 * above 0, this popup stays closed for cache_days × 24 hours; otherwise nothing is remembered and the
 * popup shows again on the next visit.
 */
export const popupDismissalOf = (entry: { id: number; properties: Pick<HomepageEntryProperties, 'cache' | 'cache_days'> }, now: Date): PopupDismissal | null =>
  entry.properties.cache && entry.properties.cache_days > 0 ? { id: entry.id, until: new Date(now.getTime() + entry.properties.cache_days * DAY_MS).toISOString() } : null;

/** Whether a remembered dismissal still closes this popup at `now` (the same entry, before its end). */
export const isPopupDismissed = (dismissal: PopupDismissal | null, entryId: number, now: Date): boolean => {
  if (dismissal === null || dismissal.id !== entryId) return false;
  const until = Date.parse(dismissal.until);
  return Number.isFinite(until) && now.getTime() < until;
};

/** Reads a stored dismissal; anything malformed is none. */
export const parsePopupDismissal = (stored: string | null): PopupDismissal | null => {
  if (stored === null) return null;
  try {
    const value: unknown = JSON.parse(stored);
    if (typeof value !== 'object' || value === null) return null;
    const { id, until } = value as Record<string, unknown>;
    return typeof id === 'number' && Number.isSafeInteger(id) && typeof until === 'string' ? { id, until } : null;
  } catch {
    return null;
  }
};

/** How the visitor reached the homepage, and on what screen. */
export interface PopupVisit {
  /** Opened, reloaded or typed (not reached by a link or redirect of the site). */
  landed: boolean;
  /** The visit carries a campaign source (lnb_source), which brings its own campaign modals. */
  sourced: boolean;
  narrowScreen: boolean;
}

/**
 * Whether the popup opens on this visit: only when the visitor lands on the homepage, not while
 * dismissed; pass_mobile skips it on a phone-sized screen and pass_lnb_source on a visit brought by
 * lnb_source.
 */
export const shouldOpenPopup = (
  entry: { id: number; properties: Pick<HomepageEntryProperties, 'pass_mobile' | 'pass_lnb_source'> },
  visit: PopupVisit,
  dismissal: PopupDismissal | null,
  now: Date,
): boolean =>
  visit.landed &&
  !isPopupDismissed(dismissal, entry.id, now) &&
  !(entry.properties.pass_mobile && visit.narrowScreen) &&
  !(entry.properties.pass_lnb_source && visit.sourced);

// The good-credit calculator (spec 9)

/** The rate of the first half of the term and the discounted rate of the second half, yearly percent. */
export const GOOD_CREDIT_BASE_RATE_PERCENT = 12;
export const GOOD_CREDIT_DISCOUNT_RATE_PERCENT = 11;
/** The amount is typed in ten-thousands of NT$. */
export const TEN_THOUSAND_NTD = 10_000;
export const GOOD_CREDIT_AMOUNT_DEFAULT_TEN_THOUSAND = 30;
export const GOOD_CREDIT_AMOUNT_MIN_TEN_THOUSAND = APPLICATION_AMOUNT_MIN_TEN_THOUSAND;
export const GOOD_CREDIT_AMOUNT_MAX_TEN_THOUSAND = APPLICATION_AMOUNT_MAX_TEN_THOUSAND;
export const GOOD_CREDIT_TERMS = [18, 24, 30, 36, 48, 60, 72, 84] as const;
export type GoodCreditTerm = (typeof GOOD_CREDIT_TERMS)[number];
export const GOOD_CREDIT_DEFAULT_TERM_INDEX = 4;
export const GOOD_CREDIT_DEFAULT_TERM: GoodCreditTerm = GOOD_CREDIT_TERMS[GOOD_CREDIT_DEFAULT_TERM_INDEX];

/** The calculator's figures, whole NT$. */
export interface GoodCreditQuote {
  principal: number;
  term: GoodCreditTerm;
  /** The monthly instalment of the first half (the base rate over the whole term). */
  firstHalfPayment: number;
  /** The monthly instalment of the second half (the balance re-spread at the discounted rate). */
  secondHalfPayment: number;
  totalInterest: number;
  /** The interest of the same loan at the base rate for the whole term. */
  baseInterest: number;
  /** baseInterest − totalInterest. */
  savedInterest: number;
}

const interestOf = (rows: readonly RepaymentRow[]): number => rows.reduce((sum, row) => sum + row.interest, 0);

/** Whether a typed amount (ten-thousands) is one the calculator takes: a whole number within the bounds. */
export const isGoodCreditAmount = (amountTenThousand: number): boolean =>
  Number.isSafeInteger(amountTenThousand) && amountTenThousand >= GOOD_CREDIT_AMOUNT_MIN_TEN_THOUSAND && amountTenThousand <= GOOD_CREDIT_AMOUNT_MAX_TEN_THOUSAND;

/**
 * The good-credit loan: equal monthly instalments at the base rate (12 %) over the whole term; after
 * the first half is repaid on time, the remaining balance is spread again in equal instalments over
 * the second half at the discounted rate (11 %). Each month's interest is the balance × rate / 12
 * rounded half up (the schedules' one rule), so every figure is whole NT$. The amount is in
 * ten-thousands; a bad amount or term is a programming error (RangeError).
 */
export const goodCreditQuote = (amountTenThousand: number, term: GoodCreditTerm): GoodCreditQuote => {
  if (!isGoodCreditAmount(amountTenThousand)) throw new RangeError(`amount must be a whole number of ten-thousands, got ${String(amountTenThousand)}`);
  if (!(GOOD_CREDIT_TERMS as readonly number[]).includes(term)) throw new RangeError(`term must be one of ${GOOD_CREDIT_TERMS.join(', ')}, got ${String(term)}`);
  const principal = new Decimal(amountTenThousand).times(TEN_THOUSAND_NTD).toNumber();
  const half = term / 2;
  const base = repaymentRows('equal_installment', principal, GOOD_CREDIT_BASE_RATE_PERCENT, term);
  const firstHalf = base.slice(0, half);
  const balance = firstHalf[half - 1]?.balance ?? principal;
  const secondHalf = repaymentRows('equal_installment', balance, GOOD_CREDIT_DISCOUNT_RATE_PERCENT, half);
  const totalInterest = interestOf(firstHalf) + interestOf(secondHalf);
  const baseInterest = interestOf(base);
  return {
    principal,
    term,
    firstHalfPayment: firstHalf[0]?.payment ?? 0,
    secondHalfPayment: secondHalf[0]?.payment ?? 0,
    totalInterest,
    baseInterest,
    savedInterest: baseInterest - totalInterest,
  };
};

export const HOME_TEXTS = {
  title: '信橋 P2P 借貸平台',
  metricsLabel: '平台數據',
  metrics: {
    members: '會員人數',
    loans_funded: '成功媒合件數',
    amount_lent: '累積借貸金額',
    average_return: '平均年化報酬率',
    protection_fund: '保障基金餘額',
  },
  metricsFailed: '平台數據暫時無法顯示',
  identityLabel: '選擇身分',
  identities: { lender: '我要投資', borrower: '我要借款' } satisfies Record<HomeIdentity, string>,
  lenderHeading: '穩定收益，從分散投資開始',
  lenderText: '瀏覽經信用評等的借款案，每筆最低 1,000 元起投，按月收回本金與利息。',
  lenderMarket: '前往投資市集',
  lenderRobo: '智能投資',
  lenderReturnsHeading: '投資人平均年化報酬率',
  borrowerHeading: '信用好，利率更好',
  borrowerText: '線上申請、文件上傳與進度追蹤，按時還款滿半期，後半期利率自動調降。',
  borrowerApply: '立即申請借款',
  carouselLabel: '首頁活動',
  pressLabel: '媒體報導',
  storiesLabel: '信橋故事',
  carouselPause: '暫停輪播',
  carouselPlay: '繼續輪播',
  carouselPrevious: '上一則',
  carouselNext: '下一則',
  slideOf: (index: number, count: number) => `第 ${index} 則，共 ${count} 則`,
  popupClose: '關閉',
  popupMore: '了解更多',
  calculatorTitle: '好信用試算',
  calculatorIntro: `前半期年利率 ${GOOD_CREDIT_BASE_RATE_PERCENT}%，按時還款滿半期，後半期年利率降為 ${GOOD_CREDIT_DISCOUNT_RATE_PERCENT}%。`,
  calculatorAmount: '借款金額（萬元）',
  calculatorAmountHelp: `${GOOD_CREDIT_AMOUNT_MIN_TEN_THOUSAND} 至 ${GOOD_CREDIT_AMOUNT_MAX_TEN_THOUSAND.toLocaleString('en-US')} 萬元的整數`,
  calculatorTerm: '借款期數',
  termOption: (months: number) => `${months} 期（月）`,
  firstHalfPayment: '前半期每月還款',
  secondHalfPayment: '後半期每月還款',
  totalInterest: '總利息',
  savedInterest: (rate: number) => `較全期 ${rate}% 省下`,
} as const;
