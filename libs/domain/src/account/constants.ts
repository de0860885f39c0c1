/** An Idempotency-Key is remembered this long; after that the same key starts a new request. */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;
/** The request header carrying the key of a money-moving call. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** The bank's notification header: hex HMAC-SHA256 of the raw body with the shared secret. */
export const BANK_SIGNATURE_HEADER = 'X-Bank-Signature';
export const BANK_NOTIFICATION_ID_MAX_LENGTH = 64;
export const BANK_NOTIFICATION_ACCOUNT_MAX_LENGTH = 32;

/** The latest cash movements the account overview previews. */
export const ACCOUNT_RECENT_PREVIEW_COUNT = 5;

/** At most this many withdrawals are paid out in one console batch. */
export const WITHDRAWAL_PAYOUT_BATCH_MAX = 100;
