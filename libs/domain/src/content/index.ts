import { Decimal } from 'decimal.js';
import { z } from 'zod';
import { MESSAGES } from '../messages/messages.js';
import { isAbsent, noNulRule, optionalText, requiredText } from '../schemas/field-rules.js';
import { strictFormObject } from '../schemas/fields.js';

/**
 * Content, help and home (spec 002 sections 2–9): the CMS posts of /cms/{tab}, the seminars
 * (lectures), the homepage entries, the story wall, the chat greetings and the FAQ with its
 * feedback. Staff edit them in the console; rich text is sanitised on the server.
 */

/** The tabs of /cms/{tab}. */
export const CMS_TABS = ['post-news', 'post-press', 'post-finance'] as const;
export type CmsTab = (typeof CMS_TABS)[number];

/** The tab whose posts the homepage's press carousel shows. */
export const PRESS_TAB: CmsTab = 'post-press';

/** CMS banner autoplay, the homepage carousels' autoplay and the funding promotions' (spec 9), in milliseconds. */
export const CMS_BANNER_AUTOPLAY_MS = 6_000;
export const HOME_CAROUSEL_AUTOPLAY_MS = 4_000;
export const FUNDING_PROMOTION_AUTOPLAY_MS = 7_000;

/** The public CMS list's page size. */
export const CMS_PAGE_SIZE = 10;
/** How many press posts the homepage carousel shows. */
export const HOME_PRESS_COUNT = 10;

export const CONTENT_TITLE_MAX_LENGTH = 120;
export const CONTENT_SUMMARY_MAX_LENGTH = 500;
/** Rich text as typed in the console, before sanitising. */
export const RICH_TEXT_MAX_LENGTH = 100_000;
export const CONTENT_URL_MAX_LENGTH = 1_000;
export const CONTENT_POSITION_MAX = 9_999;
export const CONTENT_NAME_MAX_LENGTH = 60;

/** The popup sizes of a homepage entry shown as the auto-popup modal. */
export const POPUP_SIZES = ['sm', 'md', 'lg'] as const;
export type PopupSize = (typeof POPUP_SIZES)[number];
/** The kinds of homepage entry: a carousel slide, the auto-popup modal, the jumbotron image. */
export const HOMEPAGE_ENTRY_CATEGORIES = ['carousel', 'popup', 'jumbotron'] as const;
export type HomepageEntryCategory = (typeof HOMEPAGE_ENTRY_CATEGORIES)[number];
/** How many days the auto-popup may stay dismissed (cache_days). */
export const POPUP_CACHE_DAYS_MAX = 365;

/** Chat greetings: first after 10 s, rotating every 20 s, stopping after 20 s, dismissal remembered 1 day (spec 4). */
export const CHAT_GREETING_FIRST_DELAY_MS = 10_000;
export const CHAT_GREETING_ROTATE_MS = 20_000;
export const CHAT_GREETING_STOP_AFTER_MS = 20_000;
export const CHAT_GREETING_DISMISS_DAYS = 1;
/** Weekdays as JavaScript counts them: 0 Sunday … 6 Saturday. */
export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;

/** FAQ feedback: a score of 1 to 5 and at most 100 characters of comment (spec 5, 9). */
export const FAQ_SCORE_MIN = 1;
export const FAQ_SCORE_MAX = 5;
export const FAQ_FEEDBACK_MAX_LENGTH = 100;
/** The longest keyword the FAQ search takes. */
export const FAQ_KEYWORD_MAX_LENGTH = 50;

/** The home metrics stay this long before they are counted again. */
export const HOME_METRICS_CACHE_MS = 60_000;
/** Average return: percent with this many decimals, half up. */
export const AVERAGE_RETURN_DECIMALS = 2;
/** The loans that were funded: every status from funding on. */
export const FUNDED_LOAN_STATUSES = ['funded', 'repaying', 'overdue', 'legal_collection', 'finished', 'cleared'] as const;
/** Staff accounts are not counted as members. */
export const NON_MEMBER_ROLES = ['sales', 'admin'] as const;

export const CONTENT_API_PATHS = {
  cms: '/api/cms',
  lectures: '/api/lectures',
  faq: '/api/faq',
  faqFeedback: '/api/faq/feedback',
  homeMetric: '/api/home/metric',
  metrics: '/api/metrics',
  homepageEntries: '/api/homepage-entries',
  pressEntries: '/api/press-entries',
  stories: '/api/stories',
  chatroomGreet: '/api/chatroom/greet',
} as const;

export const CONTENT_TEXTS = {
  feedbackMissingTitle: '您有欄位未填',
  feedbackScoreRequired: '煩請您提供問題分數，謝謝！',
  feedbackFailed: '目前無法送出意見',
  timeFormat: '時間格式須為 HH:MM',
  urlFormat: '網址須以 https:// 或 / 開頭',
  weekdaysRequired: '請至少選擇一天',
  groupUnknown: '找不到此問題分類',
  groupHasItems: '此分類仍有問題，請先移除問題',
  itemHasFeedback: '此問題已有使用者意見，請改為不公開',
  tabs: { 'post-news': '最新消息', 'post-press': '媒體報導', 'post-finance': '理財專欄' } satisfies Record<CmsTab, string>,
  /** The console's words. */
  title: '標題',
  summary: '摘要',
  content: '內容',
  image_url: '圖片網址',
  link: '連結',
  author: '作者',
  speaker: '講者',
  location: '地點',
  name: '名稱',
  question: '問題',
  answer: '回答',
  score: '分數',
  keyword: '關鍵字',
} as const;

const T = CONTENT_TEXTS;

const urlRule = [(value: string) => /^(https:\/\/|\/)[^\s<>"']*$/.test(value), T.urlFormat] as const;

const flag = (fallback: boolean) => z.preprocess((value) => (value === undefined || value === null ? fallback : value), z.boolean({ error: MESSAGES.invalidFormat }));

const wholeNumber = (min: number, max: number, fallback: number) =>
  z.preprocess(
    (value) => (isAbsent(value) ? fallback : value),
    z.coerce.number({ error: MESSAGES.invalidFormat }).int({ error: MESSAGES.invalidFormat }).min(min, { error: MESSAGES.invalidFormat }).max(max, { error: MESSAGES.invalidFormat }),
  );

const position = () => wholeNumber(0, CONTENT_POSITION_MAX, 0);

/** Optional text stored as '' when absent. */
const textOrEmpty = (label: string, max: number, rules: readonly (readonly [(value: string) => boolean, string])[] = []) =>
  z.preprocess((value) => (isAbsent(value) ? '' : value), optionalText(label, max, [noNulRule, ...rules])).transform((value) => value ?? '');

const richText = (label: string) => requiredText(label, RICH_TEXT_MAX_LENGTH, [noNulRule]);

const instant = z.iso.datetime({ offset: true, error: MESSAGES.invalidFormat });

export const cmsPostInputSchema = strictFormObject({
  tab: z.enum(CMS_TABS, { error: MESSAGES.invalidOption }),
  title: requiredText(T.title, CONTENT_TITLE_MAX_LENGTH, [noNulRule]),
  summary: textOrEmpty(T.summary, CONTENT_SUMMARY_MAX_LENGTH),
  content: richText(T.content),
  image_url: textOrEmpty(T.image_url, CONTENT_URL_MAX_LENGTH, [urlRule]),
  link: textOrEmpty(T.link, CONTENT_URL_MAX_LENGTH, [urlRule]),
  published_at: instant,
  is_published: flag(true),
});
export type CmsPostInput = z.output<typeof cmsPostInputSchema>;

export const lectureInputSchema = strictFormObject({
  title: requiredText(T.title, CONTENT_TITLE_MAX_LENGTH, [noNulRule]),
  speaker: textOrEmpty(T.speaker, CONTENT_NAME_MAX_LENGTH),
  location: textOrEmpty(T.location, CONTENT_TITLE_MAX_LENGTH),
  starts_at: instant,
  content: richText(T.content),
  image_url: textOrEmpty(T.image_url, CONTENT_URL_MAX_LENGTH, [urlRule]),
  link: textOrEmpty(T.link, CONTENT_URL_MAX_LENGTH, [urlRule]),
  is_published: flag(true),
});
export type LectureInput = z.output<typeof lectureInputSchema>;

export const homepageEntryPropertiesSchema = strictFormObject({
  popup_size: z.preprocess((value) => (isAbsent(value) ? 'md' : value), z.enum(POPUP_SIZES, { error: MESSAGES.invalidOption })),
  hide_header: flag(false),
  hide_footer: flag(false),
  pass_lnb_source: flag(false),
  pass_mobile: flag(false),
  cache: flag(false),
  cache_days: wholeNumber(0, POPUP_CACHE_DAYS_MAX, 0),
});
export type HomepageEntryProperties = z.output<typeof homepageEntryPropertiesSchema>;

export const homepageEntryInputSchema = strictFormObject({
  title: requiredText(T.title, CONTENT_TITLE_MAX_LENGTH, [noNulRule]),
  category: z.enum(HOMEPAGE_ENTRY_CATEGORIES, { error: MESSAGES.invalidOption }),
  image_url: textOrEmpty(T.image_url, CONTENT_URL_MAX_LENGTH, [urlRule]),
  link: textOrEmpty(T.link, CONTENT_URL_MAX_LENGTH, [urlRule]),
  content: z.preprocess((value) => (isAbsent(value) ? '' : value), optionalText(T.content, RICH_TEXT_MAX_LENGTH, [noNulRule])).transform((value) => value ?? ''),
  properties: z.preprocess((value) => value ?? {}, homepageEntryPropertiesSchema),
  position: position(),
  is_published: flag(true),
});
export type HomepageEntryInput = z.output<typeof homepageEntryInputSchema>;

export const homeStoryInputSchema = strictFormObject({
  title: requiredText(T.title, CONTENT_TITLE_MAX_LENGTH, [noNulRule]),
  image_url: requiredText(T.image_url, CONTENT_URL_MAX_LENGTH, [urlRule]),
  properties: strictFormObject({
    author: requiredText(T.author, CONTENT_NAME_MAX_LENGTH, [noNulRule]),
    link: textOrEmpty(T.link, CONTENT_URL_MAX_LENGTH, [urlRule]),
  }),
  position: position(),
  is_published: flag(true),
});
export type HomeStoryInput = z.output<typeof homeStoryInputSchema>;

const timeOfDay = z.string({ error: T.timeFormat }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: T.timeFormat });

export const chatGreetingInputSchema = strictFormObject({
  title: requiredText(T.title, CONTENT_TITLE_MAX_LENGTH, [noNulRule]),
  properties: strictFormObject({
    weekdays: z
      .array(z.number({ error: MESSAGES.invalidFormat }).int({ error: MESSAGES.invalidFormat }).min(0, { error: MESSAGES.invalidFormat }).max(6, { error: MESSAGES.invalidFormat }), {
        error: T.weekdaysRequired,
      })
      .min(1, { error: T.weekdaysRequired })
      .max(WEEKDAYS.length, { error: MESSAGES.invalidFormat })
      .transform((days) => [...new Set(days)].sort((a, b) => a - b)),
    start_time: timeOfDay,
    end_time: timeOfDay,
  }),
  position: position(),
  is_published: flag(true),
});
export type ChatGreetingInput = z.output<typeof chatGreetingInputSchema>;

/** Whether a greeting's window holds at this weekday and time ('HH:MM'); an end before the start runs past midnight. */
export function isGreetingOpen(properties: { weekdays: readonly number[]; start_time: string; end_time: string }, weekday: number, time: string): boolean {
  if (!properties.weekdays.includes(weekday)) return false;
  const { start_time: start, end_time: end } = properties;
  return start <= end ? time >= start && time < end : time >= start || time < end;
}

export const faqGroupInputSchema = strictFormObject({
  name: requiredText(T.name, CONTENT_NAME_MAX_LENGTH, [noNulRule]),
  position: position(),
});
export type FaqGroupInput = z.output<typeof faqGroupInputSchema>;

export const faqItemInputSchema = strictFormObject({
  group_id: z.number({ error: MESSAGES.invalidFormat }).int({ error: MESSAGES.invalidFormat }).positive({ error: MESSAGES.invalidFormat }).max(Number.MAX_SAFE_INTEGER, { error: MESSAGES.invalidFormat }),
  question: requiredText(T.question, CONTENT_TITLE_MAX_LENGTH * 2, [noNulRule]),
  answer: richText(T.answer),
  position: position(),
  is_published: flag(true),
});
export type FaqItemInput = z.output<typeof faqItemInputSchema>;

/** The FAQ feedback form: a score 1–5 (required) and an optional comment of at most 100 characters. */
export const faqFeedbackSchema = strictFormObject({
  item_id: z.number({ error: MESSAGES.invalidFormat }).int({ error: MESSAGES.invalidFormat }).positive({ error: MESSAGES.invalidFormat }).max(Number.MAX_SAFE_INTEGER, { error: MESSAGES.invalidFormat }),
  score: z
    .number({ error: T.feedbackScoreRequired })
    .int({ error: T.feedbackScoreRequired })
    .min(FAQ_SCORE_MIN, { error: T.feedbackScoreRequired })
    .max(FAQ_SCORE_MAX, { error: T.feedbackScoreRequired }),
  content: textOrEmpty(T.content, FAQ_FEEDBACK_MAX_LENGTH),
});
export type FaqFeedbackInput = z.output<typeof faqFeedbackSchema>;

export const faqSearchSchema = z.object({
  keyword: z.preprocess((value) => (isAbsent(value) ? undefined : value), optionalText(T.keyword, FAQ_KEYWORD_MAX_LENGTH, [noNulRule])),
});

/** The home metric strip. */
export interface HomeMetricStats {
  members: number;
  loans_funded: number;
  amount_lent: number;
  /** Amount-weighted average annual rate of the funded loans, in percent. */
  average_return: string;
  protection_fund: number;
}

/**
 * The average return of the strip: the sum of amount × APR over the sum of the amounts, in percent
 * with AVERAGE_RETURN_DECIMALS decimals, half up; '0.00' before any loan was funded.
 */
export function averageReturnPercent(weightedRate: string, amountLent: string): string {
  const amount = new Decimal(amountLent);
  if (amount.isZero()) return new Decimal(0).toFixed(AVERAGE_RETURN_DECIMALS);
  return new Decimal(weightedRate).div(amount).toFixed(AVERAGE_RETURN_DECIMALS, Decimal.ROUND_HALF_UP);
}
export * from './chat.js';
export * from './contact.js';
export * from './home.js';
export * from './pages.js';
export * from './rows.js';
