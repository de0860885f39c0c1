/** The daily batch reminds a borrower of an instalment this many days before its due date, once per instalment. */
export const INSTALMENT_DUE_REMINDER_DAYS = 3;
