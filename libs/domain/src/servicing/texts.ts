import { ntdText } from '../credit-try/texts.js';
import type { BatchRunStatus, RepaymentStatus } from './constants.js';

/** The repayment row states as the schedule tables show them (未付 is the spec's). */
export const REPAYMENT_STATUS_LABELS: Readonly<Record<RepaymentStatus, string>> = {
  unpaid: '未付',
  partial: '部分繳款',
  late: '逾期',
  paid: '已繳',
  late_paid: '逾期已繳',
  cleared: '已清償',
};

export const BATCH_RUN_STATUS_LABELS: Readonly<Record<BatchRunStatus, string>> = {
  running: '執行中',
  done: '已完成',
  failed: '失敗',
};

/** The repayment API's refusals. */
export const SERVICING_TEXTS = {
  businessDate: '營業日',
  businessDateInvalid: '營業日格式不正確 (YYYY-MM-DD)',
  businessDateFuture: '營業日不可晚於今日營業日',
  batchRunning: '此營業日的批次正在執行中，請稍後再試',
  batchDateOutOfOrder: '批次須依營業日順序執行，此營業日早於已執行的營業日，無法再執行',
  clockOffsetMax: '營業日時鐘已達可前進的上限',
} as const;

/** The console's batch runs and business clock: resource name, columns, the run form and the clock. */
export const CONSOLE_BATCH_RUN_TEXTS = {
  name: '每日批次',
  business_date: '營業日',
  status: '狀態',
  started_at: '開始時間',
  finished_at: '完成時間',
  started_by: '執行者',
  scheduled: '系統排程',
  collected_rows: '扣款期數',
  collected_amount: '扣款金額',
  partial_rows: '部分繳款期數',
  late_rows: '新增逾期期數',
  penalty_amount: '新增違約金',
  protection_payouts: '保障金理賠案件',
  protection_skipped: '保障金不足略過',
  finished_loans: '結清案件',
  settlements: '月結撥款筆數',
  settlement_amount: '月結撥款金額',
  shop_instalments: '商城分期扣款筆數',
  shop_instalment_amount: '商城分期扣款金額',
  runTitle: '執行批次',
  runHelp: '執行所選營業日的還款批次；之前尚未執行的營業日會依序先執行，已完成的營業日不會重複執行。',
  run: '執行批次',
  ran: '批次已完成',
  clockTitle: '營業日時鐘',
  today: '今日營業日',
  offset_days: '已前進天數',
  days_forward: '前進天數',
  moveForward: '時鐘前進',
  moved: '營業日時鐘已前進',
  clockHelp: '示範用：時鐘只會前進，系統每分鐘補跑到今日營業日的批次。',
} as const;

/** A run's result as the console tells it: 2025-12-05 批次已完成：扣款 3 期，共 NT$ 26,655. */
export const batchRunDone = (businessDate: string, rows: number, amount: number): string =>
  `${businessDate} ${CONSOLE_BATCH_RUN_TEXTS.ran}：扣款 ${rows} 期，共 ${ntdText(amount)}`;

/** The clock after a move: 營業日時鐘已前進至 2025-12-31. */
export const clockMovedTo = (today: string): string => `${CONSOLE_BATCH_RUN_TEXTS.moved}至 ${today}`;

const periodList = (periods: readonly number[]): string => periods.join('、');

/** Statement descriptions of the repayment transfers. */
export const repaymentCollectDescription = (loanSerial: string, periods: readonly number[]): string =>
  `案件 ${loanSerial} 第 ${periodList(periods)} 期月付金`;
export const penaltyCollectDescription = (loanSerial: string, periods: readonly number[]): string =>
  `案件 ${loanSerial} 第 ${periodList(periods)} 期逾期違約金`;
export const rowFeeDescription = (loanSerial: string, periods: readonly number[]): string =>
  `案件 ${loanSerial} 第 ${periodList(periods)} 期應繳費用`;
export const principalIncomeDescription = (loanSerial: string, periods: readonly number[]): string =>
  `案件 ${loanSerial} 第 ${periodList(periods)} 期回收本金`;
export const interestIncomeDescription = (loanSerial: string, periods: readonly number[]): string =>
  `案件 ${loanSerial} 第 ${periodList(periods)} 期回收利息`;
export const penaltyIncomeDescription = (loanSerial: string, periods: readonly number[]): string =>
  `案件 ${loanSerial} 第 ${periodList(periods)} 期違約金`;
export const lenderFeeDescription = (loanSerial: string, periods: readonly number[]): string =>
  `案件 ${loanSerial} 第 ${periodList(periods)} 期出借服務費`;
export const protectionPayoutDescription = (loanSerial: string): string => `案件 ${loanSerial} 逾期保障金理賠`;
export const settlementDescription = (month: string, bankCode: string, maskedAccount: string): string =>
  `${month} 月結撥款至 ${bankCode} ${maskedAccount}`;

/** The account overview's reminders of rows due. */
export const repaymentReminderTitle = (loanSerial: string, period: number, overdue: boolean): string =>
  `案件 ${loanSerial} 第 ${period} 期${overdue ? '逾期未繳' : '還款'}`;

/** The inbox notices of the repayment life (subjects at most 90 characters). */
export const REPAYMENT_INBOX_TEXTS = {
  collectedSubject: '本期還款已扣款',
  partialSubject: '本期還款餘額不足，已部分扣款',
  lateSubject: '還款逾期通知',
  loanFinishedSubject: '借款已結清',
  investmentFinishedSubject: '出借案件已結清',
  protectionPaidSubject: '保障金理賠已入帳',
  settlementSubject: '月結撥款通知',
} as const;

export const repaymentCollectedContent = (loanSerial: string, periods: readonly number[], amount: number): string =>
  `借款案件 ${loanSerial} 第 ${periodList(periods)} 期應繳款項 ${ntdText(amount)} 已自您的代收代付帳戶扣款。`;

export const repaymentPartialContent = (loanSerial: string, amount: number, owed: number): string =>
  `借款案件 ${loanSerial} 本期應繳 ${ntdText(owed)}，您的代收代付帳戶餘額不足，已先扣款 ${ntdText(amount)}，` +
  `尚欠 ${ntdText(owed - amount)}，請儘快儲值以免產生逾期違約金。`;

export const repaymentLateContent = (loanSerial: string, periods: readonly number[], graceDays: number): string =>
  `借款案件 ${loanSerial} 第 ${periodList(periods)} 期已逾期未繳，請儘快儲值至您的代收代付帳戶；` +
  `逾期超過 ${graceDays} 天將依約計收違約金。`;

export const loanFinishedContent = (loanSerial: string): string => `借款案件 ${loanSerial} 已全部還清，感謝您的按時還款。`;

export const investmentFinishedContent = (loanSerial: string, investments: readonly string[]): string =>
  `案件 ${loanSerial} 已全部還清，您的投資 ${investments.join('、')} 已結案。`;

export const protectionPaidContent = (loanSerial: string, amount: number): string =>
  `案件 ${loanSerial} 逾期已達保障期限，保障基金理賠 ${ntdText(amount)} 已轉入您的代收代付帳戶。`;

export const settlementContent = (month: string, amount: number, bankCode: string, maskedAccount: string): string =>
  `${month} 月結撥款 ${ntdText(amount)} 已匯至您綁定的銀行帳戶 ${bankCode} ${maskedAccount}。`;
