import { identityCheckDigit, isValidIdentityNumber, isValidMobile } from '@lendbridge/domain';

const randomDigits = (count: number): string =>
  Array.from({ length: count }, () => String(Math.floor(Math.random() * 10))).join('');

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** A national ID with a correct check digit, different on every call. */
export const uniqueResidentId = (): string => {
  const letter = LETTERS.charAt(Math.floor(Math.random() * LETTERS.length));
  const prefix = `${letter}${Math.random() < 0.5 ? '1' : '2'}${randomDigits(7)}`;
  const check = identityCheckDigit(prefix);
  if (check === null || !isValidIdentityNumber(`${prefix}${check}`)) {
    throw new Error(`no identity number completes ${prefix}`);
  }
  return `${prefix}${check}`;
};

export const uniqueMobile = (): string => {
  const mobile = `09${randomDigits(8)}`;
  if (!isValidMobile(mobile)) throw new Error(`${mobile} is not a mobile number`);
  return mobile;
};

export interface NewMember {
  email: string;
  mobile: string;
  password: string;
  lastname: string;
  firstname: string;
  residentId: string;
  bankAccount: string;
}

/** A visitor's data for one journey: the e-mail, mobile and resident ID are unique per run. */
export const newMember = (): NewMember => {
  const run = `${Date.now().toString(36)}${randomDigits(4)}`;
  return {
    email: `ladder-${run}@example.com`,
    mobile: uniqueMobile(),
    password: `Ladder-${randomDigits(4)}-lb`,
    lastname: '林',
    firstname: '信橋',
    residentId: uniqueResidentId(),
    bankAccount: `1${randomDigits(13)}`,
  };
};
