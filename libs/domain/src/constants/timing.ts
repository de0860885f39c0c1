export const TOAST_MS = 3000;
export const LOADING_DIALOG_DELAY_MS = 3000;
export const REDIRECT_DELAY_MS = 2000;
/** Loan application autosave: 1.5 s after the last change, only changed fields. */
export const AUTOSAVE_DEBOUNCE_MS = 1500;
/** Corporate loan form: saved every 30 s and on leaving the page, only when changed. */
export const CORPORATE_AUTOSAVE_MS = 30_000;
export const VERIFY_DEBOUNCE_MS = 500;
export const TEXTAREA_VALIDATE_DEBOUNCE_MS = 500;
export const ORDER_INFO_DEBOUNCE_MS = 500;
export const PROMO_CODE_DEBOUNCE_MS = 500;
export const RESIZE_DEBOUNCE_MS = 400;
/** Student school e-mail: first check after 30 s, then every 30 s. */
export const SCHOOL_EMAIL_POLL_INITIAL_DELAY_MS = 30_000;
export const SCHOOL_EMAIL_POLL_MS = 30_000;
export const VERIFICATION_CODE_COOLDOWN_SECONDS = 60;
export const COUNT_UP_MS = 2000;
export const ACCOUNT_OVERVIEW_POLL_MS = 4000;
