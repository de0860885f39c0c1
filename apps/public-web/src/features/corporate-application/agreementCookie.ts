import { LOAN_AGREEMENT_COOKIE_DAYS, LOAN_AGREEMENT_COOKIE_NAME, LOAN_AGREEMENT_ITEMS } from '@lendbridge/domain';
import type { LoanAgreementInput } from '@lendbridge/domain';

type AgreementItem = keyof LoanAgreementInput;

const SECONDS_PER_DAY = 86_400;

const cookieAttributes = (maxAgeSeconds: number): string => {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  return `; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secure}`;
};

const rawCookie = (): string | undefined => {
  const prefix = `${LOAN_AGREEMENT_COOKIE_NAME}=`;
  return document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
};

interface StoredAgreement {
  serial: string;
  ticked: AgreementItem[];
}

const isAgreementItem = (value: unknown): value is AgreementItem =>
  (LOAN_AGREEMENT_ITEMS as readonly unknown[]).includes(value);

const parse = (raw: string): StoredAgreement | null => {
  try {
    const value = JSON.parse(decodeURIComponent(raw)) as unknown;
    if (typeof value !== 'object' || value === null) return null;
    const { serial, ticked } = value as Record<string, unknown>;
    if (typeof serial !== 'string' || !Array.isArray(ticked)) return null;
    return { serial, ticked: ticked.filter(isAgreementItem) };
  } catch {
    return null;
  }
};

/** The agreements ticked on a draft, as the cookie keeps them (none for another draft). */
export const readAgreementCookie = (serial: string): AgreementItem[] => {
  const raw = rawCookie();
  const stored = raw === undefined || raw === '' ? null : parse(raw);
  return stored !== null && stored.serial === serial ? stored.ticked : [];
};

/** Clears the agreement cookie (after submit, or when nothing is ticked). */
export const clearAgreementCookie = (): void => {
  document.cookie = `${LOAN_AGREEMENT_COOKIE_NAME}=${cookieAttributes(0)}`;
};

/** Keeps the ticked agreements of one draft for LOAN_AGREEMENT_COOKIE_DAYS. */
export const writeAgreementCookie = (serial: string, ticked: readonly AgreementItem[]): void => {
  if (ticked.length === 0) {
    clearAgreementCookie();
    return;
  }
  const value: StoredAgreement = { serial, ticked: [...ticked] };
  document.cookie = `${LOAN_AGREEMENT_COOKIE_NAME}=${encodeURIComponent(JSON.stringify(value))}${cookieAttributes(LOAN_AGREEMENT_COOKIE_DAYS * SECONDS_PER_DAY)}`;
};
