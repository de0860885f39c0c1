import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { MESSAGES } from '../messages/messages.js';
import { registerSchema } from '../schemas/auth.js';
import { zodIssuesToFieldErrors } from '../schemas/field-errors.js';
import {
  REFERRAL_INVITATIONS_MAX,
  REFERRAL_QUIZ_START,
  maskEmail,
  nextReferralStep,
  referralCampaignSettingsSchema,
  referralInvitationsSchema,
  referralLink,
  referralListQuerySchema,
  referralQuizCookieSchema,
  referralSerialOf,
  runReferralQuiz,
} from './referral.js';
import { REFERRAL_TEXTS, referralInvitationBody, referralInvitedText, showGirlByline } from './referral-texts.js';

const errorsOf = (schema: z.ZodType, input: unknown): Record<string, string> => {
  const result = schema.safeParse(input);
  return result.success ? {} : zodIssuesToFieldErrors(result.error);
};

describe('the referral questionnaire', () => {
  it('starts at question 1', () => {
    expect(REFERRAL_QUIZ_START).toEqual({ question: 1 });
  });

  it('branches as the spec says, question 2 yes going to 3', () => {
    expect(nextReferralStep(1, true)).toEqual({ question: 3 });
    expect(nextReferralStep(1, false)).toEqual({ question: 2 });
    expect(nextReferralStep(2, true)).toEqual({ question: 3 });
    expect(nextReferralStep(2, false)).toEqual({ question: 4 });
    expect(nextReferralStep(3, true)).toEqual({ result: 'warm_hearted' });
    expect(nextReferralStep(3, false)).toEqual({ question: 4 });
    expect(nextReferralStep(4, true)).toEqual({ result: 'warm_hearted' });
    expect(nextReferralStep(4, false)).toEqual({ result: 'cautious' });
  });

  it('walks every path to its result with the share of yes answers as the score', () => {
    expect(runReferralQuiz([true, true])).toEqual({ asked: [1, 3], outcome: { result: 'warm_hearted', score: 100 } });
    expect(runReferralQuiz([true, false, true])).toEqual({ asked: [1, 3, 4], outcome: { result: 'warm_hearted', score: 67 } });
    expect(runReferralQuiz([true, false, false])).toEqual({ asked: [1, 3, 4], outcome: { result: 'cautious', score: 33 } });
    expect(runReferralQuiz([false, true, true])).toEqual({ asked: [1, 2, 3], outcome: { result: 'warm_hearted', score: 67 } });
    expect(runReferralQuiz([false, true, false, false])).toEqual({ asked: [1, 2, 3, 4], outcome: { result: 'cautious', score: 25 } });
    expect(runReferralQuiz([false, false, true])).toEqual({ asked: [1, 2, 4], outcome: { result: 'warm_hearted', score: 33 } });
    expect(runReferralQuiz([false, false, false])).toEqual({ asked: [1, 2, 4], outcome: { result: 'cautious', score: 0 } });
  });

  it('has no result while the answers stop short, and reads nothing past the result', () => {
    expect(runReferralQuiz([])).toEqual({ asked: [], outcome: null });
    expect(runReferralQuiz([false, false])).toEqual({ asked: [1, 2], outcome: null });
    expect(runReferralQuiz([true, true, false, false]).asked).toEqual([1, 3]);
  });

  it('keeps in its cookie only a result, a score from 0 to 100 and a serial or null', () => {
    expect(referralQuizCookieSchema.safeParse({ result: 'cautious', score: 33, mgmSerial: 'M00100001' }).success).toBe(true);
    expect(referralQuizCookieSchema.safeParse({ result: 'cautious', score: 33, mgmSerial: null }).success).toBe(true);
    expect(referralQuizCookieSchema.safeParse({ result: 'generous', score: 33, mgmSerial: null }).success).toBe(false);
    expect(referralQuizCookieSchema.safeParse({ result: 'cautious', score: 101, mgmSerial: null }).success).toBe(false);
    expect(referralQuizCookieSchema.safeParse({ result: 'cautious', score: 5, mgmSerial: '<script>' }).success).toBe(false);
  });
});

describe('the referral link and the registration', () => {
  const valid = {
    email: 'amy@example.com',
    email_confirmation: 'amy@example.com',
    mobile: '0912345678',
    password: 'amy2468x',
    password_confirmation: 'amy2468x',
    member_type: 'person',
    intent: 'both',
    agree_policy: true,
  };

  it('links to the registration page with the serial', () => {
    expect(referralLink('M00100001')).toBe('/auth/register?mgm=M00100001');
    expect(referralLink('M00100001', 'https://lendbridge.tw')).toBe('https://lendbridge.tw/auth/register?mgm=M00100001');
  });

  it('reads a serial from the link, or null for anything else', () => {
    expect(referralSerialOf(' m00100001 ')).toBe('M00100001');
    expect(referralSerialOf(null)).toBeNull();
    expect(referralSerialOf('M-001')).toBeNull();
    expect(referralSerialOf('M'.repeat(17))).toBeNull();
  });

  it('takes an optional mgm_serial, upper-cased, and leaves it out when blank', () => {
    expect(registerSchema.parse({ ...valid, mgm_serial: ' m00100001' }).mgm_serial).toBe('M00100001');
    expect(registerSchema.parse({ ...valid, mgm_serial: '  ' }).mgm_serial).toBeUndefined();
    expect(registerSchema.parse(valid).mgm_serial).toBeUndefined();
  });

  it('refuses a malformed serial with the unknown-referrer message', () => {
    expect(errorsOf(registerSchema, { ...valid, mgm_serial: 'M001;DROP' })).toEqual({ mgm_serial: REFERRAL_TEXTS.unknownReferrer });
    expect(errorsOf(registerSchema, { ...valid, mgm_serial: 'M'.repeat(17) })).toEqual({ mgm_serial: REFERRAL_TEXTS.unknownReferrer });
    expect(errorsOf(registerSchema, { ...valid, mgm_serial: 17 })).toEqual({ mgm_serial: MESSAGES.invalidFormat });
  });
});

describe('referralInvitationsSchema', () => {
  const person = (index: number) => ({ name: `好友${index}`, email: `friend${index}@example.com` });

  it('parses a list, trimming names and lower-casing e-mails, the phone optional', () => {
    expect(
      referralInvitationsSchema.parse({
        invitations: [
          { name: ' 王小明 ', phone: '0912345678', email: 'Ming@Example.com' },
          { name: '陳美玲', phone: '', email: 'mei@example.com' },
        ],
      }),
    ).toEqual({
      invitations: [
        { name: '王小明', phone: '0912345678', email: 'ming@example.com' },
        { name: '陳美玲', phone: undefined, email: 'mei@example.com' },
      ],
    });
  });

  it('keeps the first of the same e-mail given twice', () => {
    const parsed = referralInvitationsSchema.parse({
      invitations: [person(1), { name: '別人', email: 'FRIEND1@example.com' }, person(2)],
    });
    expect(parsed.invitations.map((entry) => entry.name)).toEqual(['好友1', '好友2']);
  });

  it('puts each entry’s errors under its own field', () => {
    expect(
      errorsOf(referralInvitationsSchema, {
        invitations: [{ name: '', email: 'x' }, { name: '好'.repeat(31), phone: '12345', email: 'ok@example.com' }],
      }),
    ).toEqual({
      'invitations.0.name': '好友姓名為必填',
      'invitations.0.email': MESSAGES.email,
      'invitations.1.name': '好友姓名不能超過 30 個字',
      'invitations.1.phone': MESSAGES.mobile,
    });
  });

  it('refuses an empty list, a missing one, too many people and unknown fields', () => {
    expect(errorsOf(referralInvitationsSchema, { invitations: [] })).toEqual({ invitations: '邀請名單為必填' });
    expect(errorsOf(referralInvitationsSchema, {})).toEqual({ invitations: '邀請名單為必填' });
    expect(errorsOf(referralInvitationsSchema, { invitations: 'everyone' })).toEqual({ invitations: MESSAGES.invalidFormat });
    const tooMany = Array.from({ length: REFERRAL_INVITATIONS_MAX + 1 }, (_, index) => person(index));
    expect(errorsOf(referralInvitationsSchema, { invitations: tooMany })).toEqual({ invitations: `邀請名單最多 ${REFERRAL_INVITATIONS_MAX} 項` });
    expect(errorsOf(referralInvitationsSchema, { invitations: [{ ...person(1), user_id: 3 }] })).toEqual({
      'invitations.0.user_id': MESSAGES.unknownField,
    });
  });

  it('checks the length of a huge list before reading its entries', () => {
    const huge = Array.from({ length: 100_000 }, () => ({ name: '', email: '' }));
    expect(errorsOf(referralInvitationsSchema, { invitations: huge })).toEqual({ invitations: `邀請名單最多 ${REFERRAL_INVITATIONS_MAX} 項` });
  });
});

describe('the referral lists and what they show', () => {
  it('take only a page', () => {
    expect(referralListQuerySchema.parse({})).toEqual({ page: 1 });
    expect(referralListQuerySchema.parse({ page: '3' })).toEqual({ page: 3 });
    expect(errorsOf(referralListQuerySchema, { page: '0' })).toEqual({ page: MESSAGES.invalidPage });
    expect(errorsOf(referralListQuerySchema, { user_id: '2' })).toEqual({ user_id: MESSAGES.unknownField });
  });

  it('masks an e-mail to its first character and domain', () => {
    expect(maskEmail('amy.lin@example.com')).toBe('a******@example.com');
    expect(maskEmail('a@example.com')).toBe('a***@example.com');
    expect(maskEmail('broken')).toBe('******');
  });

  it('words a show girl’s byline without an empty part', () => {
    expect(showGirlByline('臺北', '理財小達人')).toBe('臺北・理財小達人');
    expect(showGirlByline('', '理財小達人')).toBe('理財小達人');
  });

  it('words the invitation answer and e-mail', () => {
    expect(referralInvitedText(3, 0)).toBe('已寄出 3 封邀請信');
    expect(referralInvitedText(2, 1)).toBe('已寄出 2 封邀請信，1 位好友先前已邀請過');
    expect(referralInvitationBody('小明', '林美玲', 'https://x.tw/auth/register?mgm=M1')).toContain('https://x.tw/auth/register?mgm=M1');
  });

  it('reads the show girls of a campaign’s settings, none when absent', () => {
    expect(referralCampaignSettingsSchema.parse({})).toEqual({ show_girls: [] });
    const girl = { name: '小晴', from: '臺北', title: '理財小達人', suffix: '姊姊', detail: '一起來！', imageType: 'sunny', mgmSerial: 'M00100001' };
    expect(referralCampaignSettingsSchema.parse({ show_girls: [girl] }).show_girls).toEqual([girl]);
    expect(referralCampaignSettingsSchema.safeParse({ show_girls: [{ ...girl, imageType: 'evil' }] }).success).toBe(false);
  });
});
