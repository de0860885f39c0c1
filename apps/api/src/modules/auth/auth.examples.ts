import type { UserStatus } from '../users/user-status.service.js';

/** OpenAPI examples of the sign-in routes' answers: a visitor, and the lender 王小明 once signed in. */
const CSRF_TOKEN = 'k7Qf2w9ZrX4bN1sV8mH3pL6tY0aE5cJ2uD9gR4iO7nB';

export const VISITOR_STATUS_EXAMPLE: UserStatus = {
  id: null,
  loggedIn: false,
  isMember: false,
  isMemberFull: false,
  isMemberBankFilled: false,
  isMemberCompletedQuestionnaire: false,
  isMemberVerified: false,
  isMemberBankVerified: false,
  memberType: null,
  memberSerial: null,
  roles: [],
  email: null,
  csrfToken: CSRF_TOKEN,
};

export const MEMBER_STATUS_EXAMPLE: UserStatus = {
  id: 1024,
  loggedIn: true,
  isMember: true,
  isMemberFull: true,
  isMemberBankFilled: true,
  isMemberCompletedQuestionnaire: true,
  isMemberVerified: true,
  isMemberBankVerified: true,
  memberType: 'person',
  memberSerial: 'M00000128',
  roles: [],
  email: 'xiaoming.wang@example.com.tw',
  csrfToken: CSRF_TOKEN,
};

export const CSRF_EXAMPLE = { data: { csrfToken: CSRF_TOKEN } };
export const STATUS_EXAMPLE = { data: { ...VISITOR_STATUS_EXAMPLE, businessDate: '2026-11-28' } };
export const LOGIN_EXAMPLE = { data: { ...MEMBER_STATUS_EXAMPLE, next: '/market-place' } };
export const LOGIN_BODY_EXAMPLE = { email: 'xiaoming.wang@example.com.tw', password: 'Xinqiao-2026!', next: '/market-place' };
export const SENT_EXAMPLE = { data: { sent: true } };
