import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { MESSAGES } from '../messages/messages.js';
import { requiredField } from '../messages/message-functions.js';
import { zodIssuesToFieldErrors } from '../schemas/field-errors.js';
import {
  MISSION_TARGETS,
  SEE_PERCENT_WHISPER_ABOVE,
  activityState,
  adShows,
  checkInChance,
  flipCardContent,
  missionMessageParts,
  secondsToEndOfTaipeiDay,
  storyReturnTarget,
} from './activities.js';
import { drawSchema, missionActionSchema, storySchema } from './activity-schemas.js';
import { STORY_LABELS } from './activity-texts.js';
import { CAMPAIGN_TEXTS } from './texts.js';

const errorsOf = (schema: z.ZodType, input: unknown): Record<string, string> => {
  const result = schema.safeParse(input);
  return result.success ? {} : zodIssuesToFieldErrors(result.error);
};

const PHOTO = '0b7c3a52-4c1e-4d5a-9f0e-3d2b1a0c9e8f';

const story = (overrides: Record<string, unknown> = {}) => ({
  name: '林美玲',
  age: '34',
  company_title: '店長',
  company_income: '60 萬',
  personal_photo: PHOTO,
  share_video: true,
  agree1: true,
  agree2: true,
  agree3: true,
  questionnaire_type: 'borrow',
  questionnaire_answers: {
    why_need_money: '開第二家店',
    why_choose_lnb: '利率透明',
    what_different_with_lnb_and_other: '審核快',
    leave_some_messages: '',
    invest_situation: '',
  },
  ...overrides,
});

describe('the story form', () => {
  it('accepts a complete borrower story, with the age as digits or a number, and drops blank optional answers', () => {
    const parsed = storySchema.parse(story());
    expect(parsed.age).toBe(34);
    expect(parsed.questionnaire_answers.leave_some_messages).toBeUndefined();
    expect(storySchema.parse(story({ age: 34 })).age).toBe(34);
  });

  it('asks a borrower why they need the money and a lender how they invest', () => {
    const borrowerWithout = story({ questionnaire_answers: { why_choose_lnb: 'a', what_different_with_lnb_and_other: 'b' } });
    expect(errorsOf(storySchema, borrowerWithout)).toEqual({
      'questionnaire_answers.why_need_money': requiredField(STORY_LABELS.why_need_money),
    });
    const lender = story({ questionnaire_type: 'lend', questionnaire_answers: { why_choose_lnb: 'a', what_different_with_lnb_and_other: 'b' } });
    expect(errorsOf(storySchema, lender)).toEqual({
      'questionnaire_answers.invest_situation': requiredField(STORY_LABELS.invest_situation),
    });
    expect(errorsOf(storySchema, { ...lender, questionnaire_answers: { ...lender.questionnaire_answers, invest_situation: '定期定額' } })).toEqual({});
  });

  it('reports every unfinished field at once, each agreement with 請確實填寫', () => {
    const errors = errorsOf(storySchema, story({ name: ' ', age: '', agree1: false, agree3: undefined, personal_photo: 'photo.png', share_video: 'yes' }));
    expect(errors).toMatchObject({
      name: requiredField(STORY_LABELS.name),
      age: requiredField(STORY_LABELS.age),
      agree1: CAMPAIGN_TEXTS.storyIncomplete,
      agree3: CAMPAIGN_TEXTS.storyIncomplete,
      personal_photo: MESSAGES.invalidUploadId,
      share_video: requiredField(STORY_LABELS.share_video),
    });
    expect(errors.agree2).toBeUndefined();
  });

  it('refuses ages outside 18 to 120, long texts, unknown fields and types', () => {
    expect(errorsOf(storySchema, story({ age: '17' })).age).toBe(MESSAGES.invalidFormat);
    expect(errorsOf(storySchema, story({ age: '1e3' })).age).toBe(MESSAGES.digitsOnly);
    expect(errorsOf(storySchema, story({ name: '名'.repeat(21) })).name).toBeDefined();
    expect(errorsOf(storySchema, story({ extra: 1 })).extra).toBe(MESSAGES.unknownField);
    expect(errorsOf(storySchema, story({ questionnaire_type: 'both' })).questionnaire_type).toBe(MESSAGES.invalidOption);
    expect(errorsOf(storySchema, story({ questionnaire_answers: { ...story().questionnaire_answers, why_choose_lnb: 'x'.repeat(501) } }))).toHaveProperty([
      'questionnaire_answers.why_choose_lnb',
    ]);
  });

  it('never accepts a story without all three agreements, whatever else is typed', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.boolean(), (a, b, c) => {
        const parsed = storySchema.safeParse(story({ agree1: a, agree2: b, agree3: c }));
        expect(parsed.success).toBe(a && b && c);
      }),
    );
  });
});

describe('mission and draw bodies', () => {
  it('takes a task id as a positive number or digits, nothing else', () => {
    expect(missionActionSchema.parse({ id: 12 })).toEqual({ id: 12 });
    expect(missionActionSchema.parse({ id: ' 12 ' })).toEqual({ id: 12 });
    for (const id of [0, -1, 1.5, '1e3', '', '9'.repeat(16), null]) expect(missionActionSchema.safeParse({ id }).success).toBe(false);
    expect(missionActionSchema.safeParse({ id: 1, user_id: 2 }).success).toBe(false);
  });

  it('takes an optional source path of the site', () => {
    expect(drawSchema.parse({})).toEqual({ source: undefined });
    expect(drawSchema.parse({ source: '/activity/draw/mid-autumn-2022' }).source).toBe('/activity/draw/mid-autumn-2022');
    expect(drawSchema.safeParse({ source: 'https://evil.example/' }).success).toBe(false);
    expect(drawSchema.safeParse({ source: '//evil.example/' }).success).toBe(false);
    expect(drawSchema.safeParse({ source: `/${'a'.repeat(200)}` }).success).toBe(false);
  });
});

describe('mission texts and targets', () => {
  it('splits a message into its first line and the rest', () => {
    expect(missionMessageParts('投資任一案件\n完成後領取抽獎卷\n一人一次')).toEqual({ title: '投資任一案件', body: '完成後領取抽獎卷\n一人一次' });
    expect(missionMessageParts('只有標題')).toEqual({ title: '只有標題', body: '' });
  });

  it('leads each rule to the spec redirect targets', () => {
    expect(Object.values(MISSION_TARGETS).sort()).toEqual(['/account/robo-transaction', '/activity/mgm', '/market-place', '/my-credit']);
  });

  it('fills a flip card with what completed it', () => {
    expect(flipCardContent('投資任一案件\n投資編號 {serial}', { property: null, serial: 'I2512010001' })).toBe('投資任一案件\n投資編號 I2512010001');
    expect(flipCardContent('信用等級 {property}', { property: null, serial: null })).toBe('信用等級 —');
  });
});

describe('the click-dollar chance', () => {
  it('is the winners share of the entries, at most 1', () => {
    expect(checkInChance(0, 10, 3)).toBe(0);
    expect(checkInChance(1, 100, 10)).toBe(0.1);
    expect(checkInChance(3, 7, 1)).toBe(0.4286);
    expect(checkInChance(5, 10, 10)).toBe(1);
    expect(checkInChance(4, 4, 1)).toBe(1);
    expect(0.1 > SEE_PERCENT_WHISPER_ABOVE).toBe(false);
  });

  it('stays between 0 and 1 and grows with the member entries', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 500 }), fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 50 }), (mine, others, winners) => {
        const chance = checkInChance(mine, mine + others, winners);
        expect(chance).toBeGreaterThanOrEqual(0);
        expect(chance).toBeLessThanOrEqual(1);
        expect(checkInChance(mine + 1, mine + 1 + others, winners)).toBeGreaterThanOrEqual(chance);
      }),
    );
  });
});

describe('ads, modals and returns', () => {
  it('shows an ad until its date, or while its activity is live', () => {
    expect(adShows({ showBefore: '2020-10-31', showWithActivity: null }, '2020-10-31', null)).toBe(true);
    expect(adShows({ showBefore: '2020-10-31', showWithActivity: null }, '2020-11-01', null)).toBe(false);
    expect(adShows({ showBefore: null, showWithActivity: 'new-year-2020' }, '2026-01-01', true)).toBe(true);
    expect(adShows({ showBefore: null, showWithActivity: 'new-year-2020' }, '2026-01-01', false)).toBe(false);
    expect(adShows({ showBefore: null, showWithActivity: 'new-year-2020' }, '2026-01-01', null)).toBe(false);
  });

  it('keeps a campaign modal closed until the end of the Taipei day', () => {
    expect(secondsToEndOfTaipeiDay(new Date('2025-11-20T15:59:00.000Z'))).toBe(60);
    expect(secondsToEndOfTaipeiDay(new Date('2025-11-20T16:00:00.000Z'))).toBe(86_400);
  });

  it('returns the story form to the inbox unless asked for one of its targets', () => {
    expect(storyReturnTarget('/account/lender')).toBe('/account/lender');
    expect(storyReturnTarget('/account/borrower')).toBe('/account/borrower');
    expect(storyReturnTarget('https://evil.example/')).toBe('/inbox');
    expect(storyReturnTarget(null)).toBe('/inbox');
  });

  it('tells upcoming, live and ended campaigns apart', () => {
    const campaign = { starts_at: '2025-11-01T00:00:00.000Z', ends_at: '2025-12-01T00:00:00.000Z' };
    expect(activityState(campaign, new Date('2025-10-31T23:59:59.999Z'))).toBe('upcoming');
    expect(activityState(campaign, new Date('2025-11-01T00:00:00.000Z'))).toBe('live');
    expect(activityState(campaign, new Date('2025-12-01T00:00:00.000Z'))).toBe('ended');
  });
});
