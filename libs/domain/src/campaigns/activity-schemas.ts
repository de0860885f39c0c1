import { z } from 'zod';
import { MESSAGES } from '../messages/messages.js';
import { requiredField } from '../messages/message-functions.js';
import { applyRules, optionalText, requiredText } from '../schemas/field-rules.js';
import { strictFormObject, uploadIdField } from '../schemas/fields.js';
import { isDigits } from '../validators/digits.js';
import { DRAW_SOURCE_MAX_LENGTH } from './activities.js';
import type { ActivityState, MissionRule } from './activities.js';
import { STORY_LABELS as L } from './activity-texts.js';
import { CAMPAIGN_TEXTS } from './texts.js';

/** A record id sent as a JSON number or as digits; at most 15 digits (a safe integer). */
const idField = (label: string) =>
  z
    .union([z.string(), z.number()], { error: requiredField(label) })
    .transform((value) => (typeof value === 'number' ? String(value) : value.trim()))
    .superRefine(
      applyRules([
        [(value) => value !== '', requiredField(label)],
        [(value) => isDigits(value) && value.length <= 15 && Number(value) > 0, MESSAGES.invalidFormat],
      ]),
    )
    .transform(Number);

const MISSION_LABEL = '任務';

/** POST claim and PUT start: the task (mission) id. */
export const missionActionSchema = strictFormObject({ id: idField(MISSION_LABEL) });
export type MissionActionInput = z.output<typeof missionActionSchema>;

/** POST draw: the path the draw was opened from, which the new-year draw sends (optional). */
export const drawSchema = strictFormObject({
  source: optionalText('source', DRAW_SOURCE_MAX_LENGTH, [[(value) => value.startsWith('/') && !value.startsWith('//'), MESSAGES.invalidFormat]]),
});
export type DrawInput = z.output<typeof drawSchema>;

export const STORY_NAME_MAX_LENGTH = 20;
export const STORY_TITLE_MAX_LENGTH = 50;
export const STORY_INCOME_MAX_LENGTH = 30;
export const STORY_ANSWER_MAX_LENGTH = 500;
export const STORY_AGE_MIN = 18;
export const STORY_AGE_MAX = 120;

export const STORY_QUESTIONNAIRE_TYPES = ['lend', 'borrow'] as const;
export type StoryQuestionnaireType = (typeof STORY_QUESTIONNAIRE_TYPES)[number];

export const STORY_ANSWER_KEYS = ['why_need_money', 'why_choose_lnb', 'what_different_with_lnb_and_other', 'leave_some_messages', 'invest_situation'] as const;
export type StoryAnswerKey = (typeof STORY_ANSWER_KEYS)[number];

/** The answers each side must give: a borrower why they need the money, a lender their investing; both why LendBridge and how it differs. */
export const STORY_REQUIRED_ANSWERS: Readonly<Record<StoryQuestionnaireType, readonly StoryAnswerKey[]>> = {
  borrow: ['why_need_money', 'why_choose_lnb', 'what_different_with_lnb_and_other'],
  lend: ['invest_situation', 'why_choose_lnb', 'what_different_with_lnb_and_other'],
};

const answer = (key: StoryAnswerKey) => optionalText(L[key], STORY_ANSWER_MAX_LENGTH);

const ageField = () =>
  z
    .union([z.string(), z.number()], { error: requiredField(L.age) })
    .transform((value) => (typeof value === 'number' ? String(value) : value.trim()))
    .superRefine(
      applyRules([
        [(value) => value !== '', requiredField(L.age)],
        [(value) => isDigits(value) && value.length <= 3, MESSAGES.digitsOnly],
        [(value) => Number(value) >= STORY_AGE_MIN && Number(value) <= STORY_AGE_MAX, MESSAGES.invalidFormat],
      ]),
    )
    .transform(Number);

const tick = () => z.literal(true, { error: CAMPAIGN_TEXTS.storyIncomplete });

/**
 * The story form (spec 002 sections 3 and 5): every field must be valid, else the form shows
 * 你有欄位未完成 / 請確實填寫 beside each field's own message. personal_photo is an upload id of the
 * member's own image (JPG/PNG up to 8 MB, checked by the upload route).
 */
export const storySchema = strictFormObject({
  name: requiredText(L.name, STORY_NAME_MAX_LENGTH),
  age: ageField(),
  company_title: requiredText(L.company_title, STORY_TITLE_MAX_LENGTH),
  company_income: requiredText(L.company_income, STORY_INCOME_MAX_LENGTH),
  personal_photo: uploadIdField(L.personal_photo),
  share_video: z.boolean({ error: requiredField(L.share_video) }),
  agree1: tick(),
  agree2: tick(),
  agree3: tick(),
  questionnaire_type: z.enum(STORY_QUESTIONNAIRE_TYPES, {
    error: (issue) => (issue.input === undefined || issue.input === '' ? requiredField(L.questionnaire_type) : MESSAGES.invalidOption),
  }),
  questionnaire_answers: strictFormObject(
    {
      why_need_money: answer('why_need_money'),
      why_choose_lnb: answer('why_choose_lnb'),
      what_different_with_lnb_and_other: answer('what_different_with_lnb_and_other'),
      leave_some_messages: answer('leave_some_messages'),
      invest_situation: answer('invest_situation'),
    },
    CAMPAIGN_TEXTS.storyIncomplete,
  ),
}).superRefine((story, ctx) => {
  for (const key of STORY_REQUIRED_ANSWERS[story.questionnaire_type]) {
    if (story.questionnaire_answers[key] === undefined) {
      ctx.addIssue({ code: 'custom', path: ['questionnaire_answers', key], message: requiredField(L[key]) });
    }
  }
});
export type StoryInput = z.input<typeof storySchema>;
export type Story = z.output<typeof storySchema>;

/** A mission as the activity overview lists it: its message's first line is the title, the rest the body. */
export interface ActivityMission {
  readonly id: number;
  readonly key: string;
  readonly message: string;
}

/** GET activity overview. */
export interface ActivityOverviewAnswer {
  readonly all_mission_count: number;
  readonly ticket_count: number;
  readonly missions: readonly ActivityMission[];
}

/** The member's task: a mission drawn by the spin, where its 前往 leads, and how far it got. */
export interface ActivityTask extends ActivityMission {
  readonly rule: MissionRule;
  readonly target_path: string;
  readonly tickets: number;
  readonly started_at: string | null;
  readonly completed_at: string | null;
  readonly claimed_at: string | null;
}

/** POST spin: code 1 with the task drawn (or the one still open), code -1 with a message when none is left. */
export interface ActivitySpinAnswer {
  readonly code: 1 | -1;
  readonly message?: string;
  readonly data: { readonly task: ActivityTask | null };
}

/** POST claim: the tickets of the mission, granted only by the first claim. */
export interface MissionClaimAnswer {
  readonly granted: boolean;
  readonly tickets: number;
  readonly ticket_count: number;
  readonly message: string;
}

/** A Christmas flip card (a mission of a flip_cards campaign). */
export interface FlipCardMission {
  readonly id: number;
  readonly key: string;
  readonly content: string;
  readonly notice: string;
  readonly property: string | null;
  readonly serial: string | null;
  readonly needs_start: boolean;
  readonly started_at: string | null;
  readonly completed_at: string | null;
}

/** GET check of a reward draw. */
export interface DrawCheckAnswer {
  readonly can_draw: boolean;
  readonly isDrawed: boolean;
}

/** POST draw: code 1 with the prize, -1 with the message when no prize can be drawn. */
export interface DrawAnswer {
  readonly code: 1 | -1;
  readonly reward: string | null;
  readonly amount: number | null;
  readonly expire_date: string | null;
  readonly promo_code: string | null;
  readonly message: string;
}

export type CheckInStatus = 'NOT_LOGIN' | 'SUCCESS';

export interface CheckInAnswer {
  readonly status: CheckInStatus;
}

/** GET see-percent: INVALID, or the member's chance (0 to 1) in the click-dollar draw. */
export type SeePercentAnswer = 'INVALID' | number;

/** GET check-qualified (the joint-promotion partner flow). */
export interface QualifiedAnswer {
  readonly isQualified: boolean;
  readonly isWaitingAgree: boolean;
}

/** GET token of the embedded campaign frame. */
export interface CampaignTokenAnswer {
  readonly token: string;
  readonly expires_at: string;
  readonly iframe_url: string;
}

/** GET a campaign's public status. */
export interface ActivityStatusAnswer {
  readonly key: string;
  readonly kind: string;
  readonly title: string;
  readonly description: string;
  readonly starts_at: string;
  readonly ends_at: string;
  readonly state: ActivityState;
  readonly prizes: readonly DrawPrizeRow[];
}

/** A prize of a draw as its page lists it (tiers by investment in the window). */
export interface DrawPrizeRow {
  readonly name: string;
  readonly min_invested: number | null;
}
