export const MIN_AGE = 18;
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;

export const VERIFICATION_CODE_LENGTH = 6;
export const VERIFICATION_CODE_TTL_SECONDS = 600;
/** Wrong entries allowed for one code before it stops working. */
export const VERIFICATION_CODE_MAX_ATTEMPTS = 5;

/** A password reset link works once, for this long. */
export const PASSWORD_RESET_TTL_SECONDS = 3600;

/** Failed sign-ins allowed per account and per client inside the window. */
export const LOGIN_MAX_ATTEMPTS = 5;
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
