import { ntdText } from '../credit-try/texts.js';

/** The account API's refusals and the words it writes (statements, descriptions, notices). */
export const ACCOUNT_API_TEXTS = {
  idempotencyKeyRequired: '請求缺少 Idempotency-Key，請重新整理頁面後再試',
  idempotencyKeyInvalid: 'Idempotency-Key 格式不正確',
  idempotencyInFlight: '相同的請求正在處理中，請稍候再試',
  bankSignatureInvalid: '銀行通知簽章驗證失敗',
  virtualAccountUnknown: '查無此虛擬帳號',
  memberSerialUnknown: '查無此會員編號',
  withdrawalNotPending: '此提領申請已處理，無法再撥款或退回',
  statementMonthInvalid: '對帳單月份不正確',
  dateInvalid: '日期格式不正確',
  withdrawalIds: '提領申請',
  rejectReason: '退回原因',
  manualDeposit: '人工入帳',
  statementTitle: '代收代付帳戶對帳單',
  statementAccount: '虛擬帳號',
  statementMonth: '月份',
  openingBalance: '期初餘額',
  closingBalance: '期末餘額',
  statementColumns: ['日期', '科目', '說明', '收入', '支出', '餘額', '銀行代碼', '銀行帳號'],
  withdrawalPaidSubject: '提領款項已撥付',
  withdrawalRejectedSubject: '提領申請已退回',
  depositCreditedSubject: '儲值款項已入帳',
} as const;

/** An amount at most the fee leaves nothing to send: 提領金額須大於手續費 NT$ 15. */
export const withdrawAmountTooSmall = (fee: number): string => `提領金額須大於手續費 ${ntdText(fee)}`;

/** The answer of a virtual account bank change. */
export const virtualBankChangedTitle = (bankCode: string, bankName: string): string =>
  `虛擬帳號銀行已變更為 ${bankCode} ${bankName}`;

/** A withdrawal row of the statement: 提領至 004 ********8901. */
export const withdrawalDescription = (bankCode: string, maskedAccount: string): string =>
  `提領至 ${bankCode} ${maskedAccount}`;

/** The fee row of a withdrawal: 提領手續費（本月第 6 次）. */
export const withdrawalFeeDescription = (ordinal: number): string => `提領手續費（本月第 ${ordinal} 次）`;

/** A deposit row of the statement: 轉入虛擬帳號 95688001000013. */
export const depositDescription = (virtualAccount: string): string => `轉入虛擬帳號 ${virtualAccount}`;

export const withdrawalPaidContent = (amount: number, fee: number, bankCode: string, maskedAccount: string): string =>
  `您申請的提領 ${ntdText(amount)}（手續費 ${ntdText(fee)}）已撥付至 ${bankCode} ${maskedAccount}。`;

export const withdrawalRejectedContent = (amount: number, reason: string): string =>
  `您申請的提領 ${ntdText(amount)} 已退回，款項與手續費已返還您的代收代付帳戶。原因：${reason}`;

export const depositCreditedContent = (amount: number, virtualAccount: string): string =>
  `${ntdText(amount)} 已轉入您的虛擬帳號 ${virtualAccount}，可用於出借或提領。`;

/** The monthly statement's title line: 2025-11 代收代付帳戶對帳單. */
export const statementTitleOf = (month: string): string => `${month} ${ACCOUNT_API_TEXTS.statementTitle}`;
