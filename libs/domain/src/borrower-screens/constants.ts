/** The borrower's overview answer: GET /api/borrower/overview (full members). */
export const BORROWER_OVERVIEW_API_PATH = '/api/borrower/overview';

/** The fast-loan lookup (GET ?loan_serial=) and request (POST {loan_serial, hash}). */
export const FAST_LOAN_API_PATH = '/api/borrower/fast-loan';

/**
 * Fast-loan service time: Monday to Friday (JavaScript day numbers 1 to 5), from 09:00 up to
 * 18:00 Taipei time. A request outside it is refused; the platform has no holiday calendar, so a
 * public holiday on a weekday counts as service time.
 */
export const FAST_LOAN_SERVICE_WEEKDAYS: readonly number[] = [1, 2, 3, 4, 5];
export const FAST_LOAN_SERVICE_START_HOUR = 9;
export const FAST_LOAN_SERVICE_END_HOUR = 18;

/** The fast-loan hash: hex HMAC-SHA256, 64 characters. */
export const FAST_LOAN_HASH_LENGTH = 64;
