import { COOKIE_DAYS, CREDIT_TRY_COOKIE_NAME, creditTryAnswersSchema } from '@lendbridge/domain';
import type { CreditTryAnswers } from '@lendbridge/domain';

const SECONDS_PER_DAY = 86_400;

const cookieAttributes = (maxAgeSeconds: number): string => {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  return `; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secure}`;
};

const rawCookie = (): string | undefined => {
  const prefix = `${CREDIT_TRY_COOKIE_NAME}=`;
  return document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
};

/** A visitor's complete answers kept in the cookie, or null (none, or no longer valid). */
export const readCreditTryCookie = (): CreditTryAnswers | null => {
  const raw = rawCookie();
  if (raw === undefined || raw === '') return null;
  try {
    const parsed = creditTryAnswersSchema.safeParse(JSON.parse(decodeURIComponent(raw)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};

/** Keeps the answers for COOKIE_DAYS, until the visitor signs in and they are sent. */
export const writeCreditTryCookie = (answers: CreditTryAnswers): void => {
  document.cookie = `${CREDIT_TRY_COOKIE_NAME}=${encodeURIComponent(JSON.stringify(answers))}${cookieAttributes(COOKIE_DAYS * SECONDS_PER_DAY)}`;
};

export const clearCreditTryCookie = (): void => {
  document.cookie = `${CREDIT_TRY_COOKIE_NAME}=${cookieAttributes(0)}`;
};
