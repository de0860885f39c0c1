/** A virtual account number (虛擬帳號) has 14 digits. */
export const VIRTUAL_ACCOUNT_LENGTH = 14;

/**
 * The platform's collection code at the bank: the first five digits of every virtual account.
 * The eight digits of the member serial follow, then a check digit.
 */
export const VIRTUAL_ACCOUNT_PREFIX = '95688';

const MEMBER_SERIAL_PATTERN = /^M(\d{8})$/;
const VIRTUAL_ACCOUNT_PATTERN = /^\d{14}$/;

/** The Luhn check digit of a string of digits. */
export const luhnCheckDigit = (digits: string): string => {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    const digit = Number(digits[digits.length - 1 - index]);
    const weighted = index % 2 === 0 ? digit * 2 : digit;
    sum += weighted > 9 ? weighted - 9 : weighted;
  }
  return String((10 - (sum % 10)) % 10);
};

/**
 * The member's virtual account number: prefix, the eight digits of the member serial (M + 8
 * digits, unique per member) and a Luhn check digit, so a mistyped number is recognised.
 */
export const virtualAccountNumber = (memberSerial: string): string => {
  const match = MEMBER_SERIAL_PATTERN.exec(memberSerial);
  if (match === null) throw new RangeError(`Not a member serial: ${memberSerial}`);
  const body = `${VIRTUAL_ACCOUNT_PREFIX}${match[1]}`;
  return `${body}${luhnCheckDigit(body)}`;
};

/** Fourteen digits with the platform prefix and a correct check digit. */
export const isValidVirtualAccountNumber = (value: string): boolean =>
  VIRTUAL_ACCOUNT_PATTERN.test(value) &&
  value.startsWith(VIRTUAL_ACCOUNT_PREFIX) &&
  luhnCheckDigit(value.slice(0, -1)) === value.slice(-1);
