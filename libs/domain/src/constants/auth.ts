export const MIN_AGE = 18;
/** The spec's minimum, still asked of a password typed to sign in or as the old password. */
export const PASSWORD_MIN_LENGTH = 6;
/** A password being set (registration, reset, change) needs at least this many characters. */
export const NEW_PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/**
 * A new password must reach this zxcvbn score (0–4): 2 means more than a million guesses, past
 * the leaked-password lists and their keyboard and digit variations.
 */
export const PASSWORD_MIN_STRENGTH_SCORE = 2;

export const VERIFICATION_CODE_LENGTH = 6;
export const VERIFICATION_CODE_TTL_SECONDS = 600;
/** Wrong entries allowed for one code before it stops working. */
export const VERIFICATION_CODE_MAX_ATTEMPTS = 5;

/** The link that finishes a registration works once, for this long. */
export const REGISTRATION_CONFIRM_TTL_SECONDS = 86_400;

/** A password reset link works once, for this long. */
export const PASSWORD_RESET_TTL_SECONDS = 3600;

/** Failed sign-ins allowed per account from one client address inside the window. */
export const LOGIN_MAX_ATTEMPTS = 5;
/** Failed sign-ins allowed per account, whatever the addresses they come from, inside the window. */
export const LOGIN_ACCOUNT_MAX_ATTEMPTS = 10;
/** Failed sign-ins allowed per client address, whatever the accounts tried, inside the window. */
export const LOGIN_ADDRESS_MAX_ATTEMPTS = 20;
/** Each limit counts in a fixed window that ends this long after its first attempt. */
export const LOGIN_WINDOW_SECONDS = 900;

/** The school e-mail's suggestion completes the typed domain with Taiwan's academic suffix. */
export const ACADEMIC_EMAIL_SUFFIX = '.edu.tw';

/** Common providers offered by the e-mail suggestion list. */
export const EMAIL_SUGGESTION_DOMAINS = [
  'gmail.com',
  'yahoo.com.tw',
  'hotmail.com',
  'outlook.com',
  'icloud.com',
  'yahoo.com',
  'msn.com',
  'livemail.tw',
  'hinet.net',
  'pchome.com.tw',
] as const;
