/**
 * What an outbox message is about, and its name in the console's 通知紀錄. Every message the
 * product sends has one of these kinds; a new kind of message adds its line here.
 */
export const OUTBOX_KIND_LABELS = {
  verification_code: '驗證碼',
  password_reset: '重設密碼',
  school_email_verification: '學校 Email 驗證',
  registration_confirm: '註冊確認信',
  registration_attempt: '重複註冊通知',
  password_reset_no_account: '重設密碼（無此帳號）',
  registered: '註冊完成',
  application_submitted: '借款申請已送出',
  application_approved: '借款申請已核准',
  application_rejected: '借款申請未核准',
  deposit_received: '入金通知',
  order_filled: '出借訂單成交',
  loan_disbursed: '借款撥款',
  investment_disbursed: '出借案件撥款',
  withdrawal_paid: '提領已撥付',
  instalment_due: '繳款提醒',
  instalment_late: '還款逾期',
  referral_invitation: '好友邀請信',
  contact_answer: '聯絡我們回覆',
  sign_in: '登入通知',
  bank_changed: '銀行帳號變更通知',
} as const satisfies Record<string, string>;

export type OutboxKind = keyof typeof OUTBOX_KIND_LABELS;

export const OUTBOX_KINDS = Object.keys(OUTBOX_KIND_LABELS) as OutboxKind[];

export const isOutboxKind = (value: unknown): value is OutboxKind =>
  typeof value === 'string' && Object.hasOwn(OUTBOX_KIND_LABELS, value);

/** How an outbox message is sent. */
export const OUTBOX_CHANNELS = ['email', 'sms'] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];
/** pending (to deliver or retry); sent (a server accepted it); stored (the row itself is the delivery, read in the 通知紀錄); failed (out of attempts). */
export const OUTBOX_STATUSES = ['pending', 'sent', 'stored', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** The kind's name; a kind this list does not know reads as 其他通知. */
export const outboxKindLabel = (kind: string): string => (isOutboxKind(kind) ? OUTBOX_KIND_LABELS[kind] : '其他通知');
