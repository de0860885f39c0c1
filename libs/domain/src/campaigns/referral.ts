import { z } from 'zod';
import { pageParam } from '../account/schemas.js';
import { MESSAGES } from '../messages/messages.js';
import { maxItems, requiredField } from '../messages/message-functions.js';
import { optionalString, requiredText } from '../schemas/field-rules.js';
import { emailField, strictFormObject } from '../schemas/fields.js';
import { isValidMobile } from '../validators/mobile.js';
import { REFERRAL_TEXTS } from './referral-texts.js';

/**
 * The referral programme (member-get-member, spec 002): every member's link is the registration
 * page with their member serial, /auth/register?mgm=<serial>; the member who registers through it
 * is theirs for good, and the first paid order of that member pays the referrer
 * REFERRAL_REWARD_AMOUNT from the live referral campaign's budget.
 */

/** The query parameter of the referral link, and the registration field that carries it. */
export const REFERRAL_LINK_PARAM = 'mgm';
export const REFERRAL_REGISTER_PATH = '/auth/register';
/** The invitation page (sign-in and the basic data return to it). */
export const REFERRAL_PAGE_PATH = '/activity/mgm';

/** A member serial as the link carries it: letters and digits, at most 16 (M00100001). */
export const MEMBER_SERIAL_PATTERN = /^[A-Z0-9]{1,16}$/;

/** The registration link of a member: {site}/auth/register?mgm=M00100001 (the site left out: a path). */
export const referralLink = (memberSerial: string, site = ''): string =>
  `${site}${REFERRAL_REGISTER_PATH}?${REFERRAL_LINK_PARAM}=${encodeURIComponent(memberSerial)}`;

/** The member lists of the programme (invitations, referred members): 15 a page, as the spec's paged lists. */
export const REFERRAL_PAGE_SIZE = 15;
/** One POST sends at most 20 invitations. */
export const REFERRAL_INVITATIONS_MAX = 20;
/** A member sends at most 50 invitations in any 24 hours (the mail server is not a bulk mailer). */
export const REFERRAL_INVITATIONS_DAILY_MAX = 50;
export const REFERRAL_INVITATIONS_WINDOW_HOURS = 24;
export const REFERRAL_INVITEE_NAME_MAX_LENGTH = 30;

/** What became of a referred member's first paid order: the reward paid, no referral campaign live, or its budget spent. */
export const REFERRAL_REWARD_OUTCOMES = ['paid', 'no_campaign', 'budget_spent'] as const;
export type ReferralRewardOutcome = (typeof REFERRAL_REWARD_OUTCOMES)[number];

/** The one ledger reference (and referral_rewards reference) of a referred member's reward. */
export const referralRewardReference = (referredId: number): string => `referral:${referredId}`;

/** The serial a registration names its referrer by: optional, trimmed, upper-cased; a malformed one reads as unknown. */
export const mgmSerialField = () =>
  optionalString([[(value) => MEMBER_SERIAL_PATTERN.test(value.toUpperCase()), REFERRAL_TEXTS.unknownReferrer]]).transform((value) =>
    value === undefined ? undefined : value.toUpperCase(),
  );

/** The serial the link carries, as the browser reads it from ?mgm= (null: none or not a serial). */
export const referralSerialOf = (raw: string | null | undefined): string | null => {
  const value = (raw ?? '').trim().toUpperCase();
  return MEMBER_SERIAL_PATTERN.test(value) ? value : null;
};

/** One person invited: a name, an e-mail (where the invitation goes) and, optionally, a mobile number. */
export const referralInvitationSchema = strictFormObject({
  name: requiredText(REFERRAL_TEXTS.inviteeName, REFERRAL_INVITEE_NAME_MAX_LENGTH),
  phone: optionalString([[isValidMobile, MESSAGES.mobile]]),
  email: emailField(REFERRAL_TEXTS.inviteeEmail),
});
export type ReferralInvitationInput = z.output<typeof referralInvitationSchema>;

/**
 * POST /api/mgm/invitations {invitations: [{name, phone?, email}]}: 1 to REFERRAL_INVITATIONS_MAX
 * people (the length is checked before any entry is read); the same e-mail twice keeps the first.
 */
export const referralInvitationsSchema = strictFormObject({
  invitations: z
    .array(z.unknown(), { error: (issue) => (issue.input === undefined ? requiredField(REFERRAL_TEXTS.invitations) : MESSAGES.invalidFormat) })
    .min(1, { error: requiredField(REFERRAL_TEXTS.invitations) })
    .max(REFERRAL_INVITATIONS_MAX, { error: maxItems(REFERRAL_TEXTS.invitations, REFERRAL_INVITATIONS_MAX) })
    .pipe(z.array(referralInvitationSchema))
    .transform((entries) => entries.filter((entry, index) => entries.findIndex((other) => other.email === entry.email) === index)),
});
export type ReferralInvitationsInput = z.output<typeof referralInvitationsSchema>;

/** GET /api/mgm/invitations and /api/mgm/referrals: ?page= only (another member's list cannot be asked for). */
export const referralListQuerySchema = strictFormObject({ page: pageParam });
export type ReferralListQuery = z.output<typeof referralListQuerySchema>;

/** GET /api/mgm/overview. */
export interface ReferralOverview {
  readonly mgmSerial: string;
  readonly link: string;
  readonly referredCount: number;
  readonly investedCount: number;
  readonly borrowedCount: number;
}

/** A row of the member's invitation list. */
export interface ReferralInvitationRow {
  readonly id: number;
  readonly name: string;
  readonly phone: string | null;
  readonly email: string;
  readonly created_at: string;
}

/** A member the member referred, masked: the name (or null before their basic data), the e-mail, and what they did. */
export interface ReferredMemberRow {
  readonly name: string | null;
  readonly email: string;
  readonly joined_at: string;
  readonly invested: boolean;
  readonly borrowed: boolean;
  readonly reward_paid: boolean;
}

/** The paged answer of the programme's lists. */
export interface ReferralPage<T> {
  readonly data: T[];
  readonly total: number;
  readonly from: number | null;
  readonly to: number | null;
  readonly current_page: number;
  readonly last_page: number;
  readonly per_page: number;
}

/** POST /api/mgm/invitations: invitations sent, and those left out (the address already invited by the member). */
export interface ReferralInviteAnswer {
  readonly invited: number;
  readonly skipped: number;
}

/** An e-mail as a referrer sees a referred member's: the first character and the domain (a****@example.com). */
export const maskEmail = (email: string): string => {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '*'.repeat(email.length);
  const local = Array.from(email.slice(0, at));
  return `${local[0]}${'*'.repeat(Math.max(3, local.length - 1))}${email.slice(at)}`;
};

/* The referral questionnaire (spec 002 section 4). */

export const REFERRAL_RESULT_TYPES = ['warm_hearted', 'cautious'] as const;
export type ReferralResultType = (typeof REFERRAL_RESULT_TYPES)[number];

export const REFERRAL_RESULTS: Readonly<Record<ReferralResultType, { readonly label: string; readonly description: string }>> = {
  warm_hearted: {
    label: '古道熱腸型',
    description: '你樂於分享、熱心助人，好東西總是第一個想到朋友。邀請好友加入信橋，一起讓資金幫助更多需要的人！',
  },
  cautious: {
    label: '謹慎思考型',
    description: '你做決定前總會仔細評估，推薦給朋友的一定是自己確認過的好選擇。先註冊了解信橋，再把安心的選擇分享給親友。',
  },
};

export const REFERRAL_QUESTION_NUMBERS = [1, 2, 3, 4] as const;
export type ReferralQuestion = (typeof REFERRAL_QUESTION_NUMBERS)[number];

export const REFERRAL_QUESTIONS: Readonly<Record<ReferralQuestion, string>> = {
  1: '看到好用的理財工具，你會想分享給身邊的朋友嗎？',
  2: '朋友遇到資金周轉的難題時，你願意陪他一起想辦法嗎？',
  3: '你常是朋友圈裡第一個發現好康、也第一個分享的人嗎？',
  4: '只要確認平台安全可靠，你願意把它介紹給親友嗎？',
};

/** Where an answer leads: another question, or a result. */
export type ReferralQuizStep = { readonly question: ReferralQuestion } | { readonly result: ReferralResultType };

/** The questionnaire, question 1 first (the show-girl quiz too). */
export const REFERRAL_QUIZ_START = { question: 1 } as const satisfies ReferralQuizStep;

/**
 * The spec's branching: 1 yes → 3, no → 2; 2 no → 4 (and yes → 3, the way question 1's yes goes);
 * 3 yes → 古道熱腸型, no → 4; 4 yes → 古道熱腸型, no → 謹慎思考型.
 */
const REFERRAL_BRANCHES: Readonly<Record<ReferralQuestion, { readonly yes: ReferralQuizStep; readonly no: ReferralQuizStep }>> = {
  1: { yes: { question: 3 }, no: { question: 2 } },
  2: { yes: { question: 3 }, no: { question: 4 } },
  3: { yes: { result: 'warm_hearted' }, no: { question: 4 } },
  4: { yes: { result: 'warm_hearted' }, no: { result: 'cautious' } },
};

export const nextReferralStep = (question: ReferralQuestion, yes: boolean): ReferralQuizStep =>
  yes ? REFERRAL_BRANCHES[question].yes : REFERRAL_BRANCHES[question].no;

/** The questionnaire's outcome: the result type and the score, the share of yes answers in percent (rounded). */
export interface ReferralQuizResult {
  readonly result: ReferralResultType;
  readonly score: number;
}

/**
 * Runs answers from question 1: the questions asked in order and the result, or null while the
 * answers stop short of one. Answers past the result are not read.
 */
export const runReferralQuiz = (answers: readonly boolean[]): { asked: ReferralQuestion[]; outcome: ReferralQuizResult | null } => {
  const asked: ReferralQuestion[] = [];
  let step: ReferralQuizStep = REFERRAL_QUIZ_START;
  let yes = 0;
  for (const answer of answers) {
    if (!('question' in step)) break;
    asked.push(step.question);
    if (answer) yes += 1;
    step = nextReferralStep(step.question, answer);
  }
  if ('question' in step) return { asked, outcome: null };
  return { asked, outcome: { result: step.result, score: Math.round((yes * 100) / asked.length) } };
};

/** The cookie that keeps a visitor's result, and whose link they came by (the serial the registration carries). */
export const REFERRAL_QUIZ_COOKIE = 'lnb_mgm_quiz';
export const REFERRAL_QUIZ_COOKIE_DAYS = 30;

export const referralQuizCookieSchema = z.object({
  result: z.enum(REFERRAL_RESULT_TYPES),
  score: z.number().int().min(0).max(100),
  mgmSerial: z.string().regex(MEMBER_SERIAL_PATTERN).nullable(),
});
export type ReferralQuizCookie = z.output<typeof referralQuizCookieSchema>;

/* The show-girl campaign page (spec 002 sections 2 and 3). */

/** The avatars the show-girl page draws; a character names one. */
export const SHOW_GIRL_IMAGE_TYPES = ['sunny', 'bookish', 'sporty', 'artsy'] as const;
export type ShowGirlImageType = (typeof SHOW_GIRL_IMAGE_TYPES)[number];

/** A character of the show-girl page (name, from, title, suffix, detail, imageType, mgmSerial). */
export const showGirlSchema = z.object({
  name: z.string().trim().min(1).max(20),
  from: z.string().trim().max(30),
  title: z.string().trim().max(40),
  suffix: z.string().trim().max(20),
  detail: z.string().trim().min(1).max(500),
  imageType: z.enum(SHOW_GIRL_IMAGE_TYPES),
  mgmSerial: z.string().regex(MEMBER_SERIAL_PATTERN),
});
export type ShowGirl = z.output<typeof showGirlSchema>;

/** The referral campaign's settings the show-girl page reads: its characters (at most 12). */
export const SHOW_GIRLS_MAX = 12;
export const referralCampaignSettingsSchema = z.object({
  show_girls: z.array(showGirlSchema).max(SHOW_GIRLS_MAX).default([]),
});
