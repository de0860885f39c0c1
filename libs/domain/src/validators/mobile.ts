/** Taiwan mobile number: 09 followed by 8 digits. */
const MOBILE_PATTERN = /^09\d{8}$/;

export const isValidMobile = (value: string): boolean => MOBILE_PATTERN.test(value);
