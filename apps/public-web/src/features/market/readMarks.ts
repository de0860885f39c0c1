import { MARKET_READ_COOKIE_PREFIX, READ_MARK_COOKIE_SECONDS } from '@lendbridge/domain';

const SAFE_SERIAL = /^[A-Za-z0-9_-]+$/;

const cookieName = (serial: string): string | null => (SAFE_SERIAL.test(serial) ? `${MARKET_READ_COOKIE_PREFIX}${serial}` : null);

/** Whether this browser read the loan within the read marker's lifetime (one cookie per serial). */
export const isReadInCookie = (serial: string): boolean => {
  const name = cookieName(serial);
  if (name === null) return false;
  return document.cookie
    .split(';')
    .map((part) => part.trim())
    .some((part) => part === `${name}=1`);
};

/** Keeps a read marker for READ_MARK_COOKIE_DAYS (1 day). */
export const writeReadCookie = (serial: string): void => {
  const name = cookieName(serial);
  if (name === null) return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=1; Max-Age=${READ_MARK_COOKIE_SECONDS}; Path=/; SameSite=Lax${secure}`;
};
