import { ntdText } from '../credit-try/texts.js';
import type { LoanStatus } from './vocabulary.js';

/** The borrower's overview (借款人專區): applications and loans. */
export const BORROWER_PAGE_PATH = '/account/borrower';

/** Where a borrower's own loan opens: /loan/{serial}. */
export const BORROWER_LOAN_PATH_PREFIX = '/loan/';

export const borrowerLoanPath = (serial: string): string => `${BORROWER_LOAN_PATH_PREFIX}${serial}`;

/** The borrower's loan page's words. */
export const BORROWER_LOAN_TEXTS = {
  title: '借款案件',
  loading: '載入中',
  serial: '案件編號',
  type: '借款類型',
  status: '狀態',
  amount: '借款金額',
  apr: '年利率',
  originalApr: '原核貸年利率',
  period: '期數',
  repaymentType: '還款方式',
  borrowerFee: '借款手續費',
  fundingProgress: '募集進度',
  investedAmount: '已募集金額',
  fundingDeadline: '募集截止',
  fundedAt: '滿標時間',
  disbursedAt: '撥款時間',
  cancelledAt: '下架時間',
  expiredAt: '流標時間',
  backToBorrower: '返回借款人專區',
} as const;

/** The page's heading: 借款案件 LA2026…. */
export const borrowerLoanHeading = (serial: string): string => `${BORROWER_LOAN_TEXTS.title} ${serial}`;

/** The funding progress shows while lenders can still invest: the loan is matching (媒合中). */
export const borrowerLoanShowsFunding = (status: LoanStatus): boolean => status === 'matching';

/** What is raised of the amount: NT$ 20,000 / NT$ 50,000. */
export const borrowerLoanFundingText = (invested: number, amount: number): string => `${ntdText(invested)} / ${ntdText(amount)}`;
