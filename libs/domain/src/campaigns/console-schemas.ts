import { z } from 'zod';
import { DEPOSIT_MEMBER_SERIAL_MAX_LENGTH } from '../account-screens/constants.js';
import { wholeAmountField } from '../account-screens/forms.js';
import { instantOfTaipeiWallClock } from '../dates/business-date.js';
import { MESSAGES } from '../messages/messages.js';
import { range, requiredField } from '../messages/message-functions.js';
import { applyRules, isAbsent, maxLengthRule, optionalString, requiredRule, requiredText, typeError } from '../schemas/field-rules.js';
import type { FieldRule } from '../schemas/field-rules.js';
import { strictFormObject } from '../schemas/fields.js';
import { ORDER_PROMO_CODE_MAX_LENGTH } from '../orders/constants.js';
import { referralCampaignSettingsSchema } from './referral.js';
import {
  CAMPAIGN_AUDIENCES,
  CAMPAIGN_BUDGET_MAX,
  CAMPAIGN_DESCRIPTION_MAX_LENGTH,
  CAMPAIGN_KEY_MAX_LENGTH,
  CAMPAIGN_KEY_PATTERN,
  CAMPAIGN_KINDS,
  CAMPAIGN_SETTING_URL_MAX_LENGTH,
  CAMPAIGN_TITLE_MAX_LENGTH,
  DISCOUNT_PERCENT_MAX,
  DISCOUNT_PERCENT_MIN,
  PRIZE_CASHBACK_MAX,
  PRIZE_CHANCE_SCALE,
  PRIZE_EXTRA_SPINS_MAX,
  PRIZE_MIN_INVESTED_MAX,
  PRIZE_NAME_MAX_LENGTH,
  PRIZE_POSITION_MAX,
  PRIZE_REWARDS,
  PRIZE_STOCK_MAX,
  PRIZE_TYPES,
  PROMO_CODE_CASHBACK_MAX,
  PROMO_CODE_KINDS,
  PROMO_CODE_MAX_USES_MAX,
  PROMO_CODE_MIN_LENGTH,
  PROMO_CODE_MIN_ORDER_MAX,
  PROMO_CODE_PATTERN,
  STAFF_TICKET_GRANT_MAX,
  TICKET_GRANT_REASON_MAX_LENGTH,
} from './constants.js';
import {
  CAMPAIGN_CONSOLE_ERRORS as E,
  CONSOLE_CAMPAIGN_TEXTS as C,
  CONSOLE_PRIZE_TEXTS as P,
  CONSOLE_PROMO_CODE_TEXTS as PC,
} from './console-texts.js';

/**
 * The console's writes of the campaigns (campaigns, prizes, promo codes, tickets granted by staff):
 * one schema each, used by the API's bodies and by the console's forms. Every CHECK of the
 * campaigns tables has its rule here with a Chinese message on its field; what only the stored
 * row can tell (a budget below what was spent, a stock below what was given, a use limit below
 * the uses, a taken key or code) the API checks under the row's lock with the messages of
 * console-texts.ts.
 */

/** One of a fixed list; nothing chosen reads as required. */
const choiceField = <const T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z.enum(values, { error: (issue) => (isAbsent(issue.input) ? requiredField(label) : MESSAGES.invalidOption) });

/** A whole number from an input, or nothing ('', null or absent): null. */
const optionalWholeField = (label: string, min: number, max: number) =>
  z.preprocess((value) => (isAbsent(value) ? null : value), wholeAmountField(label, min, max).nullable());

/** A whole number from an input; nothing given means `fallback`. */
const wholeFieldOr = (label: string, min: number, max: number, fallback: number) =>
  z.preprocess((value) => (isAbsent(value) ? fallback : value), wholeAmountField(label, min, max));

/** A record id (a positive whole number, as a number or its digits). */
const recordIdField = (label: string) => wholeAmountField(label, 1, Number.MAX_SAFE_INTEGER);

/** A record id or nothing: null. */
const optionalRecordIdField = (label: string) => optionalWholeField(label, 1, Number.MAX_SAFE_INTEGER);

/** Yes or no; nothing given means `fallback`. */
const flagField = (fallback: boolean) =>
  z.preprocess((value) => (value === undefined || value === null ? fallback : value), z.boolean({ error: MESSAGES.invalidFormat }));

/**
 * An instant: an ISO date and time with its offset, or a datetime-local input's 'YYYY-MM-DDTHH:mm'
 * read as Taipei's time; answered as an ISO instant (UTC).
 */
export const instantField = (label: string) =>
  z
    .string({ error: typeError(label) })
    .trim()
    .transform((value, ctx): string => {
      if (value === '') {
        ctx.addIssue({ code: 'custom', message: requiredField(label), input: value });
        return z.NEVER;
      }
      const instant = z.iso.datetime({ offset: true }).safeParse(value).success ? new Date(value) : instantOfTaipeiWallClock(value);
      if (instant === null || Number.isNaN(instant.getTime())) {
        ctx.addIssue({ code: 'custom', message: E.invalidInstant, input: value });
        return z.NEVER;
      }
      return instant.toISOString();
    });

const sitePathRule: FieldRule = [(value) => value.startsWith('/') && !value.startsWith('//'), E.settingsPath];
const imageUrlRule: FieldRule = [(value) => (value.startsWith('/') && !value.startsWith('//')) || value.startsWith('https://'), E.settingsUrl];

/**
 * The known settings of a campaign's pages (any other key is refused): the side advertisement's
 * image and link and whether it counts down to the end, and where a member goes after a prize.
 * A feature that needs another setting adds its key here.
 */
/** The click-dollar draw's winners a campaign may set: 1 to this many. */
const SETTINGS_WINNERS_MAX = 1_000;

export const campaignSettingsSchema = strictFormObject({
  ad_image: optionalString([maxLengthRule(C.ad_image, CAMPAIGN_SETTING_URL_MAX_LENGTH), imageUrlRule]).nullable(),
  ad_href: optionalString([maxLengthRule(C.ad_href, CAMPAIGN_SETTING_URL_MAX_LENGTH), sitePathRule]).nullable(),
  ad_show_countdown: z.boolean({ error: MESSAGES.invalidFormat }).nullable().optional(),
  redirect_path: optionalString([maxLengthRule(C.redirect_path, CAMPAIGN_SETTING_URL_MAX_LENGTH), sitePathRule]).nullable(),
  winners: z
    .number({ error: MESSAGES.invalidFormat })
    .int({ error: MESSAGES.invalidFormat })
    .min(1, { error: range(C.winners, 1, SETTINGS_WINNERS_MAX) })
    .max(SETTINGS_WINNERS_MAX, { error: range(C.winners, 1, SETTINGS_WINNERS_MAX) })
    .nullable()
    .optional(),
  iframe_url: optionalString([maxLengthRule(C.iframe_url, CAMPAIGN_SETTING_URL_MAX_LENGTH), sitePathRule]).nullable(),
  show_girls: referralCampaignSettingsSchema.shape.show_girls.nullable().optional(),
}).transform((settings) => {
  const kept: {
    ad_image?: string;
    ad_href?: string;
    ad_show_countdown?: boolean;
    redirect_path?: string;
    winners?: number;
    iframe_url?: string;
    show_girls?: z.output<typeof referralCampaignSettingsSchema>['show_girls'];
  } = {};
  if (settings.ad_image) kept.ad_image = settings.ad_image;
  if (settings.ad_href) kept.ad_href = settings.ad_href;
  if (typeof settings.ad_show_countdown === 'boolean') kept.ad_show_countdown = settings.ad_show_countdown;
  if (settings.redirect_path) kept.redirect_path = settings.redirect_path;
  if (typeof settings.winners === 'number') kept.winners = settings.winners;
  if (settings.iframe_url) kept.iframe_url = settings.iframe_url;
  if (settings.show_girls && settings.show_girls.length > 0) kept.show_girls = settings.show_girls;
  return kept;
});
export type CampaignSettings = z.output<typeof campaignSettingsSchema>;

const keyRules: readonly FieldRule[] = [requiredRule(C.key), maxLengthRule(C.key, CAMPAIGN_KEY_MAX_LENGTH), [(value) => CAMPAIGN_KEY_PATTERN.test(value), E.keyFormat]];

const campaignShape = {
  key: z
    .string({ error: typeError(C.key) })
    .trim()
    .toLowerCase()
    .superRefine(applyRules(keyRules)),
  kind: choiceField(CAMPAIGN_KINDS, C.kind),
  title: requiredText(C.title, CAMPAIGN_TITLE_MAX_LENGTH),
  description: optionalString([maxLengthRule(C.description, CAMPAIGN_DESCRIPTION_MAX_LENGTH)])
    .nullable()
    .transform((value) => value ?? ''),
  starts_at: instantField(C.starts_at),
  ends_at: instantField(C.ends_at),
  audience: z.preprocess((value) => (isAbsent(value) ? 'members' : value), choiceField(CAMPAIGN_AUDIENCES, C.audience)),
  budget: wholeFieldOr(C.budget, 0, CAMPAIGN_BUDGET_MAX, 0),
  enabled: flagField(true),
  settings: z.preprocess((value) => (value === undefined || value === null ? {} : value), campaignSettingsSchema),
};

/** The fields a campaign's form sends (create and update alike). */
export const CAMPAIGN_FORM_FIELDS = Object.keys(campaignShape) as (keyof typeof campaignShape)[];

/**
 * A campaign, created or changed (PUT takes the whole campaign): its key, kind, title and
 * description, its window (ends after it starts), who may take part, its cashback budget, whether
 * it is on, and its page settings.
 */
export const campaignFormSchema = strictFormObject(campaignShape).superRefine((value, ctx) => {
  if (typeof value.starts_at !== 'string' || typeof value.ends_at !== 'string') return;
  if (new Date(value.ends_at).getTime() <= new Date(value.starts_at).getTime()) {
    ctx.addIssue({ code: 'custom', message: E.windowOrder, path: ['ends_at'], input: value.ends_at });
  }
});
export type CampaignFormInput = z.output<typeof campaignFormSchema>;

const prizeShape = {
  name: requiredText(P.prize_name, PRIZE_NAME_MAX_LENGTH),
  type: choiceField(PRIZE_TYPES, P.type),
  reward: choiceField(PRIZE_REWARDS, P.reward),
  chance: wholeAmountField(P.chance, 0, PRIZE_CHANCE_SCALE),
  stock: optionalWholeField(P.stock, 0, PRIZE_STOCK_MAX),
  discount_percent: optionalWholeField(P.discount_percent, DISCOUNT_PERCENT_MIN, DISCOUNT_PERCENT_MAX),
  cashback_amount: optionalWholeField(P.cashback_amount, 1, PRIZE_CASHBACK_MAX),
  extra_spins: optionalWholeField(P.extra_spins, 0, PRIZE_EXTRA_SPINS_MAX),
  min_invested: optionalWholeField(P.min_invested, 0, PRIZE_MIN_INVESTED_MAX),
  position: wholeFieldOr(P.position, 0, PRIZE_POSITION_MAX, 0),
};

type PrizeShapeOutput = z.output<z.ZodObject<typeof prizeShape>>;

/** What the reward needs: a discount for a fee-discount code, an amount for cashback, spins for 再抽一次. */
const checkPrizeReward = (value: PrizeShapeOutput, ctx: z.core.$RefinementCtx<PrizeShapeOutput>): void => {
  const needs = (field: 'discount_percent' | 'cashback_amount' | 'extra_spins', label: string) => {
    const given = value[field];
    if (given === null) ctx.addIssue({ code: 'custom', message: requiredField(label), path: [field], input: given });
  };
  if (value.reward === 'fee_discount') needs('discount_percent', P.discount_percent);
  if (value.reward === 'cashback') needs('cashback_amount', P.cashback_amount);
  if (value.reward === 'extra_spin') {
    needs('extra_spins', P.extra_spins);
    if (value.extra_spins === 0) {
      ctx.addIssue({ code: 'custom', message: range(P.extra_spins, 1, PRIZE_EXTRA_SPINS_MAX), path: ['extra_spins'], input: 0 });
    }
  }
};

/** The fields a reward does not use are stored empty (the table's CHECKs ask for it), whatever the form still held. */
const storedPrize = <T extends PrizeShapeOutput>(value: T) => ({
  ...value,
  discount_percent: value.reward === 'fee_discount' ? value.discount_percent : null,
  cashback_amount: value.reward === 'cashback' ? value.cashback_amount : null,
  extra_spins: value.reward === 'extra_spin' ? (value.extra_spins ?? 0) : 0,
});

/** The fields a prize's edit form sends (the campaign is fixed once the prize is made). */
export const PRIZE_FORM_FIELDS = Object.keys(prizeShape) as (keyof typeof prizeShape)[];

/**
 * A prize changed: its name, type and reward, its chance in basis points (0 to 10000), its stock
 * (none: no limit), what the reward gives (a discount of 1 to 100 percent, a cashback amount, extra
 * spins), the cumulative investment of a cashback tier, and its place on the wheel.
 */
export const prizeUpdateSchema = strictFormObject(prizeShape).superRefine(checkPrizeReward).transform(storedPrize);
export type PrizeUpdateInput = z.output<typeof prizeUpdateSchema>;

/** A new prize of a campaign. */
export const prizeCreateSchema = strictFormObject({ campaign_id: recordIdField(P.campaign_id), ...prizeShape })
  .superRefine(checkPrizeReward)
  .transform(storedPrize);
export type PrizeCreateInput = z.output<typeof prizeCreateSchema>;

const codeRules: readonly FieldRule[] = [
  requiredRule(PC.code),
  [(value) => value.length >= PROMO_CODE_MIN_LENGTH && value.length <= ORDER_PROMO_CODE_MAX_LENGTH, `${PC.code}長度須介於 ${PROMO_CODE_MIN_LENGTH} 到 ${ORDER_PROMO_CODE_MAX_LENGTH} 個字之間`],
  [(value) => PROMO_CODE_PATTERN.test(value), E.codeFormat],
];

const promoCodeShape = {
  code: z
    .string({ error: typeError(PC.code) })
    .trim()
    .toUpperCase()
    .superRefine(applyRules(codeRules)),
  kind: choiceField(PROMO_CODE_KINDS, PC.kind),
  discount_percent: optionalWholeField(PC.discount_percent, DISCOUNT_PERCENT_MIN, DISCOUNT_PERCENT_MAX),
  cashback_amount: optionalWholeField(PC.cashback_amount, 1, PROMO_CODE_CASHBACK_MAX),
  campaign_id: optionalRecordIdField(PC.campaign_id),
  expires_at: instantField(PC.expires_at),
  max_uses: wholeAmountField(PC.max_uses, 1, PROMO_CODE_MAX_USES_MAX),
  min_order_amount: wholeFieldOr(PC.min_order_amount, 0, PROMO_CODE_MIN_ORDER_MAX, 0),
  enabled: flagField(true),
};

/** The fields a promo code's form sends (create and update alike). */
export const PROMO_CODE_FORM_FIELDS = Object.keys(promoCodeShape) as (keyof typeof promoCodeShape)[];

/**
 * A promo code, created or changed: the code (upper-cased, A-Z and 0-9, 4 to 30), a fee discount
 * (1 to 100 percent) or cashback (an amount, paid from the budget of the campaign it names), when
 * it expires, how many times it may be used (at least once), the smallest order it takes, and
 * whether it is on. The value the kind does not use is stored empty.
 */
export const promoCodeFormSchema = strictFormObject(promoCodeShape)
  .superRefine((value, ctx) => {
    if (value.kind === 'fee_discount' && value.discount_percent === null) {
      ctx.addIssue({ code: 'custom', message: requiredField(PC.discount_percent), path: ['discount_percent'], input: null });
    }
    if (value.kind === 'cashback' && value.cashback_amount === null) {
      ctx.addIssue({ code: 'custom', message: requiredField(PC.cashback_amount), path: ['cashback_amount'], input: null });
    }
    if (value.kind === 'cashback' && value.campaign_id === null) {
      ctx.addIssue({ code: 'custom', message: E.cashbackNeedsCampaign, path: ['campaign_id'], input: null });
    }
  })
  .transform((value) => ({
    ...value,
    discount_percent: value.kind === 'fee_discount' ? value.discount_percent : null,
    cashback_amount: value.kind === 'cashback' ? value.cashback_amount : null,
  }));
export type PromoCodeFormInput = z.output<typeof promoCodeFormSchema>;

/**
 * Tickets granted by staff: the campaign, the member (by id or member serial, exactly one), how
 * many (1 to STAFF_TICKET_GRANT_MAX) and why.
 */
export const ticketGrantSchema = strictFormObject({
  campaign_id: recordIdField(C.name),
  user_id: optionalRecordIdField(C.grantMember),
  member_serial: optionalString([maxLengthRule(C.grantMember, DEPOSIT_MEMBER_SERIAL_MAX_LENGTH)])
    .nullable()
    .transform((value) => (value ? value.toUpperCase() : null)),
  count: wholeAmountField(C.grantCount, 1, STAFF_TICKET_GRANT_MAX),
  reason: requiredText(C.grantReason, TICKET_GRANT_REASON_MAX_LENGTH),
}).superRefine((value, ctx) => {
  if ((value.user_id === null) === (value.member_serial === null)) {
    ctx.addIssue({ code: 'custom', message: value.user_id === null ? requiredField(C.grantMember) : MESSAGES.chooseOne, path: ['member_serial'], input: value.member_serial });
  }
});
export type TicketGrantInput = z.output<typeof ticketGrantSchema>;

/** Picks the fields of a form from a record react-admin holds (which also carries the read-only ones). */
export const pickFormFields = <K extends string>(record: Readonly<Record<string, unknown>>, fields: readonly K[]): Record<K, unknown> =>
  Object.fromEntries(fields.map((field) => [field, record[field]])) as Record<K, unknown>;
