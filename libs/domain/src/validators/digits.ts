import {
  PHONE_CODE_MAX_LENGTH,
  PHONE_CODE_MIN_LENGTH,
  PHONE_NUMBER_MAX_LENGTH,
  PHONE_NUMBER_MIN_LENGTH,
  ZIP_CODE_MAX_LENGTH,
  ZIP_CODE_MIN_LENGTH,
} from '../constants/limits.js';

export const isDigits = (value: string): boolean => /^\d+$/.test(value);

/** Only ASCII digits, between min and max of them. */
export const isDigitsBetween = (value: string, min: number, max: number): boolean =>
  isDigits(value) && value.length >= min && value.length <= max;

export const isValidZip = (value: string): boolean =>
  isDigitsBetween(value, ZIP_CODE_MIN_LENGTH, ZIP_CODE_MAX_LENGTH);

/** Local (area) phone code, e.g. 02 or 049. */
export const isValidPhoneCode = (value: string): boolean =>
  isDigitsBetween(value, PHONE_CODE_MIN_LENGTH, PHONE_CODE_MAX_LENGTH);

/** Local phone number without its area code. */
export const isValidPhoneNumber = (value: string): boolean =>
  isDigitsBetween(value, PHONE_NUMBER_MIN_LENGTH, PHONE_NUMBER_MAX_LENGTH);
