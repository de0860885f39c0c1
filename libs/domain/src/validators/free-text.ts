/**
 * Free-text boxes must not carry contact details. Full-width characters (０９, ＠) are folded
 * to ASCII first so they cannot slip past.
 */
const fold = (text: string): string => text.normalize('NFKC');

/**
 * The local part starts where a run of its characters starts (the lookbehind), so a long text is
 * scanned once rather than from every character of a run (which took seconds on 10,000 characters).
 */
const EMAIL_IN_TEXT = /(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.[A-Za-z]{2,}/u;

/** Mobile: 09 and 8 more digits, spaces or dashes allowed between them. */
const MOBILE_IN_TEXT = /(?<!\d)09(?:[ -]?\d){8}(?!\d)/;
/** +886 / 00886, optional (0) or 0, then 8 or 9 digits (area code or 9 included). */
const INTERNATIONAL_IN_TEXT = /(?:\+|(?<!\d)00)886[ -]?(?:\(0\)|0)?[ -]?\d(?:[ -]?\d){7,8}(?!\d)/;
/** Landline: area code 02–08 (with or without brackets) and a 6–8 digit local number. */
const LANDLINE_IN_TEXT =
  /(?<![\d)])(?:\(0[2-8]\d{0,2}\)|0[2-8]\d{0,2})[ -]?\d(?:[ -]?\d){5,7}(?!\d)/g;

const digitCount = (text: string): number => text.replace(/\D/g, '').length;

export const containsEmail = (text: string): boolean => EMAIL_IN_TEXT.test(fold(text));

/**
 * Taiwan phone numbers in running text: mobiles (0912-345-678), landlines (02-2345-6789,
 * (02)23456789, 037-123456) and +886 forms. Amounts and other numbers without a leading
 * 0 area code (5000, 2024-01-01) are not phone numbers.
 */
export const containsPhone = (text: string): boolean => {
  const folded = fold(text);
  if (MOBILE_IN_TEXT.test(folded) || INTERNATIONAL_IN_TEXT.test(folded)) return true;
  for (const match of folded.matchAll(LANDLINE_IN_TEXT)) {
    const digits = digitCount(match[0]);
    if (digits >= 9 && digits <= 10) return true;
  }
  return false;
};

/** Characters counted by code point, the way a person (and PostgreSQL) counts them. */
export const textLength = (text: string): number => [...text].length;

/** Remaining characters of a free-text box: the maximum minus what is typed. */
export const remainingCharacters = (text: string, max: number): number => max - textLength(text);
