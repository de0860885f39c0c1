import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  identityCheckDigit,
  isValidIdentityNumber,
  isValidResidentCertificate,
  isMaskedIdentityNumber,
  isValidResidentId,
  maskIdentityNumber,
  namesIdentityOnFile,
  normalizeIdentityNumber,
} from './resident-id.js';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');

/** Builds a valid identity number from a first letter, a second character and 7 digits. */
const withCheckDigit = (prefix: string): string => `${prefix}${identityCheckDigit(prefix) ?? ''}`;

const identityArbitrary = (secondChars: readonly string[]) =>
  fc
    .tuple(
      fc.constantFrom(...LETTERS),
      fc.constantFrom(...secondChars),
      fc.stringMatching(/^\d{7}$/),
    )
    .map(([letter, second, digits]) => withCheckDigit(`${letter}${second}${digits}`));

describe('isValidResidentId', () => {
  it.each(['A123456789', 'F131104093', 'B222222228', 'Z198765436', 'O123400002', 'I200000005'])(
    'accepts %s',
    (id) => {
      expect(isValidResidentId(id)).toBe(true);
    },
  );

  it.each([
    ['wrong check digit', 'A123456788'],
    ['third gender digit', 'A323456789'],
    ['too short', 'A12345678'],
    ['too long', 'A1234567890'],
    ['no letter', '1123456789'],
    ['ARC format', 'AC01234567'],
    ['empty', ''],
  ])('refuses %s (%s)', (_reason, id) => {
    expect(isValidResidentId(id)).toBe(false);
  });

  it('normalises case and surrounding spaces', () => {
    expect(normalizeIdentityNumber('  a123456789 ')).toBe('A123456789');
    expect(isValidResidentId(' a123456789 ')).toBe(true);
  });

  it('accepts every generated national ID and refuses it with any other check digit', () => {
    fc.assert(
      fc.property(identityArbitrary(['1', '2']), fc.integer({ min: 1, max: 9 }), (id, shift) => {
        expect(isValidResidentId(id)).toBe(true);
        const last = Number(id.slice(-1));
        const wrong = `${id.slice(0, -1)}${(last + shift) % 10}`;
        expect(isValidResidentId(wrong)).toBe(false);
      }),
    );
  });
});

describe('isValidResidentCertificate', () => {
  it.each(['AC01234567', 'FA12345670', 'HD23456780', 'AB12345677'])('accepts old format %s', (id) => {
    expect(isValidResidentCertificate(id)).toBe(true);
  });

  it.each(['A800000014', 'F912345678', 'Y812345670', 'K923456784'])(
    'accepts 2021 format %s',
    (id) => {
      expect(isValidResidentCertificate(id)).toBe(true);
    },
  );

  it.each([
    ['old format, wrong check digit', 'AC01234568'],
    ['second letter outside A–D', 'AE01234567'],
    ['new format, wrong check digit', 'A800000015'],
    ['second digit 7', 'A700000014'],
    ['national ID', 'A123456789'],
  ])('refuses %s (%s)', (_reason, id) => {
    expect(isValidResidentCertificate(id)).toBe(false);
  });

  it('accepts generated certificates of both formats', () => {
    fc.assert(
      fc.property(identityArbitrary(['A', 'B', 'C', 'D', '8', '9']), (id) => {
        expect(isValidResidentCertificate(id)).toBe(true);
        expect(isValidResidentId(id)).toBe(false);
      }),
    );
  });
});

describe('isValidIdentityNumber', () => {
  it('accepts a national ID, an old and a new ARC, lower case included', () => {
    expect(isValidIdentityNumber('A123456789')).toBe(true);
    expect(isValidIdentityNumber('ac01234567')).toBe(true);
    expect(isValidIdentityNumber('F912345678')).toBe(true);
  });

  it('refuses anything else', () => {
    expect(isValidIdentityNumber('A123456780')).toBe(false);
    expect(isValidIdentityNumber('hello')).toBe(false);
  });
});

describe('identityCheckDigit', () => {
  it('completes a prefix', () => {
    expect(identityCheckDigit('A12345678')).toBe('9');
    expect(identityCheckDigit('AC0123456')).toBe('7');
  });

  it('refuses a malformed prefix', () => {
    expect(identityCheckDigit('A1234567')).toBeNull();
    expect(identityCheckDigit('A32345678')).toBeNull();
  });
});

describe('the identity number on file', () => {
  it('is shown masked: the first three and last three characters', () => {
    expect(maskIdentityNumber('E223456785')).toBe('E22****785');
    expect(isMaskedIdentityNumber('e22****785')).toBe(true);
    expect(isMaskedIdentityNumber('E223456785')).toBe(false);
    expect(isMaskedIdentityNumber('E22***785')).toBe(false);
  });

  it('is named by the number itself or its mask, in any case, and by nothing else', () => {
    expect(namesIdentityOnFile(' e223456785 ', 'E223456785')).toBe(true);
    expect(namesIdentityOnFile('E22****785', 'E223456785')).toBe(true);
    expect(namesIdentityOnFile('A123456789', 'E223456785')).toBe(false);
    expect(namesIdentityOnFile('E22****786', 'E223456785')).toBe(false);
  });
});
