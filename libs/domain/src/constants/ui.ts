export const COOKIE_DAYS = 730;
export const READ_MARK_COOKIE_DAYS = 1;
export const TIMEZONE = 'Asia/Taipei';
export const NAVBAR_HEIGHT = 55;

export const BREAKPOINTS = { sm: 768, md: 992, lg: 1200 } as const;

/** Marketplace pagination: pages shown around the current one, and at each end. */
export const PAGINATION_RANGE = 3;
export const PAGINATION_MARGIN = 1;
/** Other lists: first, last and this many pages either side of the current one. */
export const PAGINATION_AROUND_CURRENT = 2;
export const DEFAULT_PAGE_SIZE = 10;
export const REPAYMENT_TABLE_PAGE_SIZE = 12;
export const INBOX_PAGE_SIZE = 10;
/** The unread label shows 99+ above this count. */
export const INBOX_UNREAD_LABEL_CAP = 99;

export const DATE_CHOOSER_MIN_YEAR = 1900;
export const DATE_CHOOSER_DEFAULT = '1980/01/01';

/** Card entry: 4 groups of 4 digits, 3-digit CVV, expiry years from this year on. */
export const CARD_NUMBER_GROUPS = 4;
export const CARD_NUMBER_GROUP_LENGTH = 4;
export const CARD_CVV_LENGTH = 3;
export const CARD_EXPIRY_YEARS = 20;
export const CARD_BRANDS = ['visa', 'mastercard', 'jcb', 'unionpay'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/** The cookie that keeps a draft's ticked application agreements until it is submitted. */
export const LOAN_AGREEMENT_COOKIE_NAME = 'lendbridge_loan_agreement';
/** The agreement cookie has no lifetime of its own in the spec: the cookie default applies. */
export const LOAN_AGREEMENT_COOKIE_DAYS = COOKIE_DAYS;
