/** Field lengths and ranges of the form rules. */
export const PERSON_NAME_MAX_LENGTH = 10;
export const COMPANY_NAME_MAX_LENGTH = 30;
export const TAX_ID_MAX_LENGTH = 10;
export const CORPORATE_CONTACT_NAME_MAX_LENGTH = 30;
export const SAFE_QUESTION_MAX_LENGTH = 30;
export const EMAIL_MAX_LENGTH = 255;
export const MOBILE_LENGTH = 10;

export const ZIP_CODE_MIN_LENGTH = 3;
export const ZIP_CODE_MAX_LENGTH = 5;
export const PHONE_CODE_MIN_LENGTH = 2;
export const PHONE_CODE_MAX_LENGTH = 4;
export const PHONE_NUMBER_MIN_LENGTH = 6;
export const PHONE_NUMBER_MAX_LENGTH = 8;
export const ADDRESS_CITY_MAX_LENGTH = 10;
export const ADDRESS_DISTRICT_MAX_LENGTH = 10;
export const ADDRESS_MAX_LENGTH = 100;

export const BANK_CODE_LENGTH = 3;
export const BANK_NAME_MAX_LENGTH = 64;
export const BRANCH_CODE_LENGTH = 4;
export const BANK_ACCOUNT_MIN_LENGTH = 10;
export const BANK_ACCOUNT_MAX_LENGTH = 16;

export const SOCIAL_CONTACT_MAX_LENGTH = 50;
export const NEXT_URL_MAX_LENGTH = 2000;
export const RESET_TOKEN_MAX_LENGTH = 200;

export const LOAN_DESCRIPTION_MAX_LENGTH = 400;
export const PROMO_CODE_MAX_LENGTH = 30;
export const SCHOOL_NAME_MAX_LENGTH = 30;
export const COMPANY_TITLE_MAX_LENGTH = 100;
export const COMPANY_DESCRIPTION_MAX_LENGTH = 255;
export const COMPANY_PHONE_MIN_LENGTH = 6;
export const COMPANY_PHONE_MAX_LENGTH = 14;
export const GRADUATION_YEAR_MIN = 1900;
export const GRADUATION_YEAR_MAX = 9999;
export const CREDIT_CARD_ACCOUNT_MIN_LENGTH = 10;
export const CREDIT_CARD_ACCOUNT_MAX_LENGTH = 20;
export const CREDIT_CARD_NUMBER_MIN_LENGTH = 15;
export const CREDIT_CARD_NUMBER_MAX_LENGTH = 16;
export const CREDIT_CARD_AMOUNT_MAX_LENGTH = 10;

export const CONTACT_FORM_NAME_MAX_LENGTH = 255;
export const CONTACT_FORM_DESCRIPTION_MAX_LENGTH = 10_000;
export const CHAT_RECEIVER_SERIAL_MAX_LENGTH = 10;
export const CHAT_SUBJECT_MAX_LENGTH = 90;
export const CHAT_CONTENT_MAX_LENGTH = 1000;
export const FAQ_COMMENT_MAX_LENGTH = 100;

/** POST /api/attributes: attribute names asked for in one call. */
export const ATTRIBUTES_MAX_KEYS = 50;

/** A staff review note (identity or bank decisions). */
export const REVIEW_NOTE_MAX_LENGTH = 200;

/** Loan application fields. */
export const REPAYMENT_PLAN_MAX_LENGTH = 400;
export const LOAN_CONTACT_NAME_MAX_LENGTH = 20;
export const SCHOOL_DEPT_NAME_MAX_LENGTH = 30;
export const SALES_CODE_MAX_LENGTH = 30;
export const COMPANY_CATEGORY_MAX_LENGTH = 30;
export const DOC_NOTE_MAX_LENGTH = 255;
export const COLLATERAL_BRAND_MAX_LENGTH = 50;
export const COLLATERAL_MODEL_MAX_LENGTH = 50;
export const COLLATERAL_DESCRIPTION_MAX_LENGTH = 255;
export const STUDENT_ID_MAX_LENGTH = 20;
export const ALUMNI_ACADEMIC_MAX_LENGTH = 30;
export const ALUMNI_DEPARTMENT_MAX_LENGTH = 30;
export const REJECTION_REASON_MAX_LENGTH = 500;
/** The approval compute echoes this opaque value back (the spec's sendback). */
export const SENDBACK_MAX_LENGTH = 100;

/** Inbox: the subject filter's length (the subject column's), and the ids one bulk action takes. */
export const INBOX_FILTER_MAX_LENGTH = 90;
export const INBOX_BULK_MAX_IDS = 100;

/**
 * Request input: a JSON body or query nested deeper than this is refused before any route reads it
 * (the deepest form, an application with its collaterals and addresses, is 5 levels).
 */
export const REQUEST_MAX_DEPTH = 32;
/** Inbox: the longest reply to a message that asks for one. */
export const INBOX_REPLY_MAX_LENGTH = 500;
