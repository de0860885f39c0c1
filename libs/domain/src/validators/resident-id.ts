/**
 * Taiwan identity numbers: the national ID (身分證字號) and the resident certificate
 * (居留證, ARC) in its pre-2021 and 2021 formats. All share one checksum: the first letter
 * becomes a two-digit area code, the eleven digits are weighted 1,9,8,7,6,5,4,3,2,1,1 and the
 * weighted sum must be a multiple of 10.
 */
const LETTER_CODES: Readonly<Record<string, number>> = {
  A: 10, B: 11, C: 12, D: 13, E: 14, F: 15, G: 16, H: 17, I: 34, J: 18, K: 19, L: 20, M: 21,
  N: 22, O: 35, P: 23, Q: 24, R: 25, S: 26, T: 27, U: 28, V: 29, W: 32, X: 30, Y: 31, Z: 33,
};

const WEIGHTS = [1, 9, 8, 7, 6, 5, 4, 3, 2, 1, 1] as const;

/** National ID: letter, 1 (male) or 2 (female), 8 digits. */
const RESIDENT_ID_PATTERN = /^[A-Z][12]\d{8}$/;
/** ARC before 2021: letter, A–D, 8 digits. */
const OLD_CERTIFICATE_PATTERN = /^[A-Z][A-D]\d{8}$/;
/** ARC from 2021: letter, 8 (male) or 9 (female), 8 digits. */
const NEW_CERTIFICATE_PATTERN = /^[A-Z][89]\d{8}$/;

/** Trims and upper-cases what a person typed, before any identity check. */
export const normalizeIdentityNumber = (value: string): string => value.trim().toUpperCase();

const toDigits = (value: string): number[] | null => {
  const letterCode = LETTER_CODES[value.charAt(0)];
  if (letterCode === undefined) return null;
  const second = value.charAt(1);
  // The old ARC's gender letter counts with the last digit of its area code (A → 0 … D → 3).
  const secondDigit = /[A-Z]/.test(second) ? (LETTER_CODES[second] ?? 0) % 10 : Number(second);
  const rest = value.slice(2).split('').map(Number);
  return [Math.floor(letterCode / 10), letterCode % 10, secondDigit, ...rest];
};

const weightedSum = (digits: readonly number[]): number =>
  digits.reduce((sum, digit, index) => sum + digit * (WEIGHTS[index] ?? 0), 0);

const hasValidChecksum = (value: string): boolean => {
  const digits = toDigits(value);
  return digits !== null && digits.length === WEIGHTS.length && weightedSum(digits) % 10 === 0;
};

/**
 * The check digit that completes the first nine characters of an identity number
 * (national ID or either ARC format), or null when the prefix has the wrong shape.
 */
export const identityCheckDigit = (prefix: string): string | null => {
  const value = normalizeIdentityNumber(prefix);
  if (!/^[A-Z][12A-D89]\d{7}$/.test(value)) return null;
  const digits = toDigits(`${value}0`);
  if (digits === null) return null;
  return String((10 - (weightedSum(digits) % 10)) % 10);
};

export const isValidResidentId = (value: string): boolean => {
  const normalized = normalizeIdentityNumber(value);
  return RESIDENT_ID_PATTERN.test(normalized) && hasValidChecksum(normalized);
};

export const isValidResidentCertificate = (value: string): boolean => {
  const normalized = normalizeIdentityNumber(value);
  return (
    (OLD_CERTIFICATE_PATTERN.test(normalized) || NEW_CERTIFICATE_PATTERN.test(normalized)) &&
    hasValidChecksum(normalized)
  );
};

/** The combined rule of the forms: a national ID or a resident certificate. */
export const isValidIdentityNumber = (value: string): boolean =>
  isValidResidentId(value) || isValidResidentCertificate(value);

/** How an identity number is shown back to its owner: the first three and last three characters. */
export const maskIdentityNumber = (value: string): string => `${value.slice(0, 3)}****${value.slice(-3)}`;

/** The masked form the profile shows (E22****785): a number's first three and last three characters. */
const MASKED_IDENTITY_PATTERN = /^[A-Z][0-9A-D]\d\*{4}\d{3}$/;

export const isMaskedIdentityNumber = (value: string): boolean =>
  MASKED_IDENTITY_PATTERN.test(normalizeIdentityNumber(value));

/** Whether what a member sent names the identity number on file: the number itself or its mask. */
export const namesIdentityOnFile = (given: string, onFile: string): boolean => {
  const value = normalizeIdentityNumber(given);
  const own = normalizeIdentityNumber(onFile);
  return value === own || value === maskIdentityNumber(own);
};
