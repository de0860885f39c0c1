/**
 * What an outbox message is about, and its name in the console's 通知紀錄. Every message the
 * product sends has one of these kinds; a new kind of message adds its line here.
 */
export const OUTBOX_KIND_LABELS = {
  verification_code: '驗證碼',
  password_reset: '重設密碼',
  school_email_verification: '學校 Email 驗證',
} as const satisfies Record<string, string>;

export type OutboxKind = keyof typeof OUTBOX_KIND_LABELS;

export const OUTBOX_KINDS = Object.keys(OUTBOX_KIND_LABELS) as OutboxKind[];

export const isOutboxKind = (value: unknown): value is OutboxKind =>
  typeof value === 'string' && Object.hasOwn(OUTBOX_KIND_LABELS, value);

/** The kind's name; a kind this list does not know reads as 其他通知. */
export const outboxKindLabel = (kind: string): string => (isOutboxKind(kind) ? OUTBOX_KIND_LABELS[kind] : '其他通知');
