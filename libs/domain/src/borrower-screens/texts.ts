import { ntdText } from '../credit-try/texts.js';
import { MONTHS_PER_YEAR } from '../repayment/interest.js';
import { FAST_LOAN_SERVICE_END_HOUR, FAST_LOAN_SERVICE_START_HOUR } from './constants.js';

const hourText = (hour: number): string => `${String(hour).padStart(2, '0')}:00`;

/** Fast-loan service time as the dialog and the refusal say it: 週一至週五 09:00–18:00. */
export const FAST_LOAN_SERVICE_TIME_TEXT = `週一至週五 ${hourText(FAST_LOAN_SERVICE_START_HOUR)}–${hourText(FAST_LOAN_SERVICE_END_HOUR)}`;

/** The words of a repayment schedule table (the borrower's loan and the lender's investment). */
export const REPAYMENT_TABLE_TEXTS = {
  feeDiscount: '優惠折抵',
  title: '還款明細',
  loading: '載入中',
  empty: '尚無還款資料',
  period: '期數',
  dueDate: '還款日',
  payment: '本息合計',
  principal: '本金',
  interest: '利息',
  fee: '手續費',
  penalty: '違約金',
  status: '狀態',
  pagination: '還款明細頁碼',
  firstPage: '第一頁',
  previousPage: '上一頁',
  nextPage: '下一頁',
  lastPage: '最後一頁',
} as const;

/** The schedule table of one loan or investment: 還款明細 LA2026…. */
export const repaymentTableLabel = (serial: string): string => `${REPAYMENT_TABLE_TEXTS.title} ${serial}`;

/** A numbered page button of the schedule: 第 2 頁. */
export const repaymentTablePageLabel = (page: number): string => `第 ${page} 頁`;

/** The words of the borrower overview's repayment summary. */
export const BORROWER_OVERVIEW_TEXTS = {
  title: '還款總覽',
  currentRepayment: '本月應繳金額',
  overdueAmount: '逾期未繳金額',
  remainAmount: '剩餘應還本息',
  totalAmount: '應還本息總額',
  remainingTerm: '剩餘還款期間',
  noRemainingTerm: '已無待繳款項',
  underAMonth: '不足 1 個月',
} as const;

/** The month the summary speaks of: 2026/03 應繳金額. */
export const currentRepaymentLabel = (month: string): string => `${month} ${BORROWER_OVERVIEW_TEXTS.currentRepayment}`;

/** What is left of the repayment term: 1 年 2 個月, 5 個月 under a year, 不足 1 個月 under a month. */
export const remainingTermText = (diffYear: number, diffMonth: number): string => {
  const months = diffMonth - diffYear * MONTHS_PER_YEAR;
  if (diffMonth === 0) return BORROWER_OVERVIEW_TEXTS.underAMonth;
  if (diffYear === 0) return `${diffMonth} 個月`;
  return months === 0 ? `${diffYear} 年` : `${diffYear} 年 ${months} 個月`;
};

/** The words of the per-loan repayment progress and schedule toggles. */
export const REPAYMENT_PROGRESS_TEXTS = {
  title: '還款進度',
  paid: '已還本息',
  total: '應還本息',
  showSchedule: '查看還款明細',
  hideSchedule: '收合還款明細',
} as const;

/** A loan's progress bar's accessible name: 還款進度 LA2026…. */
export const repaymentProgressLabel = (serial: string): string => `${REPAYMENT_PROGRESS_TEXTS.title} ${serial}`;

/** Paid of total: NT$ 20,000 / NT$ 106,618. */
export const repaymentProgressText = (paid: number, total: number): string => `${ntdText(paid)} / ${ntdText(total)}`;

/** A loan's progress line: 已還本息 / 應還本息：NT$ 20,000 / NT$ 106,618（18%）. */
export const repaymentProgressSummary = (paid: number, total: number, percent: number): string =>
  `${REPAYMENT_PROGRESS_TEXTS.paid} / ${REPAYMENT_PROGRESS_TEXTS.total}：${repaymentProgressText(paid, total)}（${percent}%）`;

/** The schedule toggle of one loan: 查看還款明細 LA2026… or 收合還款明細 LA2026…. */
export const scheduleToggleLabel = (serial: string, open: boolean): string =>
  `${open ? REPAYMENT_PROGRESS_TEXTS.hideSchedule : REPAYMENT_PROGRESS_TEXTS.showSchedule} ${serial}`;

/** The words of the fast-loan dialog, its refusals and the inbox message it sends. */
export const FAST_LOAN_TEXTS = {
  action: '快速放款',
  title: '申請快速放款',
  intro: '送出申請後，平台將優先為此案件加速媒合，並以站內信通知您後續進度。',
  loading: '載入中',
  loanSerial: '案件編號',
  amount: '借款金額',
  investedAmount: '已募集金額',
  remaining: '尚需募集金額',
  serviceTime: `服務時間：${FAST_LOAN_SERVICE_TIME_TEXT}`,
  submit: '確認申請',
  close: '關閉',
  requested: '此案件已申請快速放款，請靜候通知',
  hashLabel: '申請驗證碼',
  outsideServiceTime: `目前非服務時間，請於${FAST_LOAN_SERVICE_TIME_TEXT}申請`,
  notMatching: '此案件目前不在媒合中，無法申請快速放款',
  hashInvalid: '申請資料已過期，請重新開啟快速放款後再送出',
  inboxSubject: '快速放款申請已受理',
} as const;

/** The fast-loan button of one loan: 快速放款 LA2026…. */
export const fastLoanButtonLabel = (serial: string): string => `${FAST_LOAN_TEXTS.action} ${serial}`;

/** The inbox message a fast-loan request sends to the borrower. */
export const fastLoanInboxContent = (serial: string): string =>
  `您的借款案件 ${serial} 已申請快速放款，平台將加速媒合，後續進度將以站內信通知您。`;
