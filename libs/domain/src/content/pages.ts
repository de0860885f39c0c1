import { Decimal } from 'decimal.js';
import { READING_PAGES } from '../navigation/site.js';
import type { CmsTab } from './index.js';
import type { ConsoleCmsPostRow, ConsoleLectureRow, PublicContent } from './rows.js';

/**
 * The public content pages: the CMS tabs (/cms/{tab}), the seminar list (/lectures), the public
 * protection-fund page (/protection-fund) and the sitemap the API serves for search engines.
 */

export const CMS_PAGE_PATH = '/cms';
export const LECTURES_PAGE_PATH = READING_PAGES.lectures.to;
export const PROTECTION_FUND_PAGE_PATH = READING_PAGES.protectionFund.to;
/** Served by the API outside /api, beside the public site's pages. */
export const SITEMAP_PATH = '/sitemap.xml';

export const PROTECTION_FUND_API_PATH = '/api/protection-fund';

export const cmsTabPath = (tab: CmsTab): string => `${CMS_PAGE_PATH}/${tab}`;
export const cmsPostPath = (tab: CmsTab, id: number): string => `${CMS_PAGE_PATH}/${tab}/${id}`;

/** The protection-fund figures stay this long before they are summed again. */
export const PROTECTION_FUND_CACHE_MS = 60_000;
/** The coverage ratio: fund ÷ protected principal with this many decimals, half up. */
export const COVERAGE_RATIO_DECIMALS = 4;
/** The ledger transfer kinds by which the fund pays lenders (a manual investment's and a robo-held part's). */
export const PROTECTION_PAYOUT_KINDS = ['protection_payout', 'robo_protection_payout'] as const;
/**
 * Loans the fund still stands behind: a pgr loan (protection ratio above 0) funded and not yet
 * finished, cleared or paid out by the fund.
 */
export const PROTECTED_LOAN_STATUSES = ['funded', 'repaying', 'overdue', 'legal_collection'] as const;

/** One month of payouts (YYYY-MM in Taipei): how many transfers, and their sum in NT$. */
export interface ProtectionFundMonth {
  month: string;
  payouts: number;
  amount: number;
}

/** GET /api/protection-fund → {data}. */
export interface ProtectionFundStats {
  /** The fund's ledger balance, NT$. */
  balance: number;
  /** How many loans the fund stands behind, and their unpaid principal, NT$. */
  protected_loans: number;
  protected_principal: number;
  /** balance ÷ protected_principal, COVERAGE_RATIO_DECIMALS decimals; null while no loan is protected. */
  coverage_ratio: string | null;
  /** Every payout so far: how many and their sum, NT$. */
  payouts_count: number;
  payouts_total: number;
  /** Months with payouts, newest first. */
  payouts_by_month: ProtectionFundMonth[];
}

/** The coverage ratio of the fund's balance over the protected principal (both whole NT$ as text or numbers). */
export function coverageRatio(balance: string | number, principal: string | number): string | null {
  const base = new Decimal(principal);
  if (base.lte(0)) return null;
  return new Decimal(balance).div(base).toFixed(COVERAGE_RATIO_DECIMALS, Decimal.ROUND_HALF_UP);
}

/** A ratio as a percent for the screen: '0.1234' → '12.34%'. */
export function ratioAsPercent(ratio: string): string {
  return `${new Decimal(ratio).times(100).toFixed(COVERAGE_RATIO_DECIMALS - 2, Decimal.ROUND_HALF_UP)}%`;
}

/** The seminars split at `now`: upcoming soonest first, past latest first. */
export function splitLectures<L extends { starts_at: string }>(lectures: readonly L[], now: Date): { upcoming: L[]; past: L[] } {
  const at = now.getTime();
  const time = (lecture: L) => new Date(lecture.starts_at).getTime();
  return {
    upcoming: lectures.filter((lecture) => time(lecture) >= at).sort((a, b) => time(a) - time(b)),
    past: lectures.filter((lecture) => time(lecture) < at).sort((a, b) => time(b) - time(a)),
  };
}

export const PAGES_TEXTS = {
  cmsTitle: '最新消息與專欄',
  cmsEmpty: '目前沒有文章',
  cmsBannerPause: '暫停輪播',
  cmsBannerPlay: '繼續輪播',
  cmsBannerPrevious: '上一則',
  cmsBannerNext: '下一則',
  cmsBackToList: '回列表',
  cmsPublishedAt: '發布時間',
  cmsOriginalLink: '原文連結',
  lecturesTitle: READING_PAGES.lectures.label,
  lecturesUpcoming: '即將舉行',
  lecturesPast: '過去講座',
  lecturesNone: '目前沒有講座',
  lectureSpeaker: '講者',
  lectureLocation: '地點',
  lectureTime: '時間',
  lectureMore: '詳細資訊',
  fundTitle: READING_PAGES.protectionFund.label,
  fundIntro: '風險保障金由平台自借款手續費中提撥，當保障型（pgr）借款逾期達理賠天數時，依保障比例賠付出借人未收回的本金。以下數字即時由帳務紀錄計算。',
  fundBalance: '保障金餘額',
  fundProtectedPrincipal: '受保障借款未還本金',
  fundProtectedLoans: '受保障借款筆數',
  fundCoverage: '保障金覆蓋率',
  fundCoverageNone: '—',
  fundPayoutsTotal: '累計理賠金額',
  fundPayoutsCount: '累計理賠筆數',
  fundPayoutsByMonth: '每月理賠',
  fundMonth: '月份',
  fundMonthPayouts: '理賠筆數',
  fundMonthAmount: '理賠金額',
  fundNoPayouts: '目前尚無理賠紀錄',
} as const;

/** A published post as GET /api/cms/{tab} and /api/cms/{tab}/{id} answer it (content sanitised on the server). */
export type CmsPost = PublicContent<ConsoleCmsPostRow>;

/** The paging block of GET /api/cms/{tab}: {data, meta: {pagination}}. */
export interface CmsPostPage {
  data: CmsPost[];
  meta: { pagination: { total: number; count: number; per_page: number; current_page: number; total_pages: number } };
}

/** A published seminar as GET /api/lectures answers it. */
export type Lecture = PublicContent<ConsoleLectureRow>;

/** A list page of the URL (?page=): a whole number from 1, else 1. */
export const pageOfParam = (value: string | null): number => {
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
};

/** The accessible names of the CMS list's pagination. */
export const CMS_PAGINATION_TEXTS = {
  pagination: '文章分頁',
  firstPage: '第一頁',
  lastPage: '最後一頁',
  previousPage: '上一頁',
  nextPage: '下一頁',
} as const;

/** A numbered page button of the CMS list: 第 2 頁. */
export const cmsPageLabel = (page: number): string => `第 ${page} 頁`;
