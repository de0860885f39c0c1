import { ntdText } from '../credit-try/texts.js';
import type { OutboxKind } from '../options/outbox-kinds.js';
import { MESSAGES } from '../messages/messages.js';
import { reviewDecisionMessage } from '../messages/message-functions.js';
import type { ReviewDecisionDetails } from '../messages/message-functions.js';
import { depositCreditedContent, withdrawalPaidContent, ACCOUNT_API_TEXTS } from '../account/texts.js';
import { ORDER_INBOX_TEXTS, borrowerDisbursedContent, lenderDisbursedContent } from '../orders/texts.js';
import { LATE_PENALTY_GRACE_DAYS } from '../servicing/constants.js';
import { REPAYMENT_INBOX_TEXTS, repaymentLateContent } from '../servicing/texts.js';

/**
 * The key events a member hears of, each by an inbox message and an e-mail. The type is the
 * outbox row's kind, so the console can filter and label the e-mails.
 */
export const NOTIFICATION_TYPES = [
  'registered',
  'application_submitted',
  'application_approved',
  'application_rejected',
  'deposit_received',
  'order_filled',
  'loan_disbursed',
  'investment_disbursed',
  'withdrawal_paid',
  'instalment_due',
  'instalment_late',
] as const satisfies readonly OutboxKind[];
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** What a member is told of one event: the inbox message, whose subject and text the e-mail repeats. */
export interface MemberNotice {
  readonly type: NotificationType;
  readonly subject: string;
  readonly content: string;
  readonly loanSerials?: readonly string[];
  readonly investmentSerials?: readonly string[];
}

export const NOTIFICATION_TEXTS = {
  registeredSubject: '歡迎加入信橋 LendBridge',
  registeredContent: '您的帳號已註冊完成。完成會員資料、交易會員資料與銀行帳戶綁定後，即可開始借款或出借。',
  orderFilledSubject: '出借訂單已成交',
  instalmentDueSubject: '繳款提醒',
  emailFooter: '此信件由系統自動發送，請勿直接回覆。完整內容請登入信橋 LendBridge 訊息中心查看。',
} as const;

/** The e-mail text of a notice: the message and a line saying where to read it. */
export const noticeEmailBody = (notice: MemberNotice): string => `${notice.content}\n\n${NOTIFICATION_TEXTS.emailFooter}`;

export const registeredNotice = (): MemberNotice => ({
  type: 'registered',
  subject: NOTIFICATION_TEXTS.registeredSubject,
  content: NOTIFICATION_TEXTS.registeredContent,
});

export const applicationSubmittedNotice = (serial: string): MemberNotice => ({
  type: 'application_submitted',
  subject: MESSAGES.applicationSubmittedSubject,
  content: MESSAGES.submitSuccess,
  loanSerials: [serial],
});

export const applicationApprovedNotice = (serial: string, details: ReviewDecisionDetails): MemberNotice => ({
  type: 'application_approved',
  subject: MESSAGES.applicationApprovedSubject,
  content: reviewDecisionMessage('approved', serial, details),
  loanSerials: [serial],
});

export const applicationRejectedNotice = (serial: string, reason: string | undefined): MemberNotice => ({
  type: 'application_rejected',
  subject: MESSAGES.applicationRejectedSubject,
  content: reviewDecisionMessage('rejected', serial, { reason }),
  loanSerials: [serial],
});

export const depositReceivedNotice = (amount: number, virtualAccount: string): MemberNotice => ({
  type: 'deposit_received',
  subject: ACCOUNT_API_TEXTS.depositCreditedSubject,
  content: depositCreditedContent(amount, virtualAccount),
});

export interface FilledInvestment {
  readonly serial: string;
  readonly loan_serial: string;
  readonly amount: number;
}

export const orderFilledNotice = (orderSerial: string, investments: readonly FilledInvestment[]): MemberNotice => ({
  type: 'order_filled',
  subject: NOTIFICATION_TEXTS.orderFilledSubject,
  content:
    `您的出借訂單 ${orderSerial} 已成交：${investments.map((investment) => `案件 ${investment.loan_serial} ${ntdText(investment.amount)}`).join('、')}，` +
    `共 ${ntdText(investments.reduce((sum, investment) => sum + investment.amount, 0))} 已圈存，案件撥款後開始收款。`,
  loanSerials: [...new Set(investments.map((investment) => investment.loan_serial))],
  investmentSerials: investments.map((investment) => investment.serial),
});

export const loanDisbursedNotice = (loanSerial: string, amount: number, fee: number): MemberNotice => ({
  type: 'loan_disbursed',
  subject: ORDER_INBOX_TEXTS.borrowerDisbursedSubject,
  content: borrowerDisbursedContent(loanSerial, amount, fee),
  loanSerials: [loanSerial],
});

export const investmentDisbursedNotice = (loanSerial: string, investments: readonly string[], amount: number): MemberNotice => ({
  type: 'investment_disbursed',
  subject: ORDER_INBOX_TEXTS.lenderDisbursedSubject,
  content: lenderDisbursedContent(loanSerial, investments, amount),
  loanSerials: [loanSerial],
  investmentSerials: investments,
});

export const withdrawalPaidNotice = (amount: number, fee: number, bankCode: string, maskedAccount: string): MemberNotice => ({
  type: 'withdrawal_paid',
  subject: ACCOUNT_API_TEXTS.withdrawalPaidSubject,
  content: withdrawalPaidContent(amount, fee, bankCode, maskedAccount),
});

/** The reminder of an instalment still owed, INSTALMENT_DUE_REMINDER_DAYS (constants) before its due date (YYYY-MM-DD). */
export const instalmentDueNotice = (loanSerial: string, period: number, dueDate: string, owed: number): MemberNotice => ({
  type: 'instalment_due',
  subject: NOTIFICATION_TEXTS.instalmentDueSubject,
  content:
    `借款案件 ${loanSerial} 第 ${period} 期應繳 ${ntdText(owed)}，繳款日為 ${dueDate.replaceAll('-', '/')}。` +
    '請於繳款日前將款項存入您的代收代付帳戶，系統將於當日自動扣款。',
  loanSerials: [loanSerial],
});

export const instalmentLateNotice = (loanSerial: string, periods: readonly number[]): MemberNotice => ({
  type: 'instalment_late',
  subject: REPAYMENT_INBOX_TEXTS.lateSubject,
  content: repaymentLateContent(loanSerial, periods, LATE_PENALTY_GRACE_DAYS),
  loanSerials: [loanSerial],
});
