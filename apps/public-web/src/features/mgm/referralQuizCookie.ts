import { REFERRAL_QUIZ_COOKIE, REFERRAL_QUIZ_COOKIE_DAYS, referralQuizCookieSchema } from '@lendbridge/domain';
import type { ReferralQuizCookie } from '@lendbridge/domain';

const SECONDS_PER_DAY = 86_400;

const rawCookie = (): string | undefined => {
  const prefix = `${REFERRAL_QUIZ_COOKIE}=`;
  return document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
};

/** The visitor's kept questionnaire result, or null (none, or not one this page wrote). */
export const readReferralQuizCookie = (): ReferralQuizCookie | null => {
  const raw = rawCookie();
  if (raw === undefined || raw === '') return null;
  try {
    const parsed = referralQuizCookieSchema.safeParse(JSON.parse(decodeURIComponent(raw)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};

/** Keeps the result (and whose link the visitor came by) for REFERRAL_QUIZ_COOKIE_DAYS. */
export const writeReferralQuizCookie = (kept: ReferralQuizCookie): void => {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${REFERRAL_QUIZ_COOKIE}=${encodeURIComponent(JSON.stringify(kept))}; Max-Age=${REFERRAL_QUIZ_COOKIE_DAYS * SECONDS_PER_DAY}; Path=/; SameSite=Lax${secure}`;
};
