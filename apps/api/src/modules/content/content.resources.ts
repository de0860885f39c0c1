import type { EntityManager } from 'typeorm';
import type { z } from 'zod';
import {
  CONSOLE_CONTENT_TEXTS,
  CONTENT_TEXTS,
  contentImageIdOf,
  chatGreetingInputSchema,
  cmsPostInputSchema,
  faqGroupInputSchema,
  faqItemInputSchema,
  homepageEntryInputSchema,
  lectureInputSchema,
  homeStoryInputSchema,
} from '@lendbridge/domain';
import type { ChatGreetingInput, CmsPostInput, FaqGroupInput, FaqItemInput, HomepageEntryInput, LectureInput, HomeStoryInput } from '@lendbridge/domain';
import { AppError } from '../../common/app-error.js';
import type { ListPage, ListQuery, SimpleRestList } from '../../common/simple-rest.js';
import {
  CHAT_GREETING_LIST,
  CMS_POST_LIST,
  FAQ_GROUP_LIST,
  FAQ_ITEM_LIST,
  HOMEPAGE_ENTRY_LIST,
  LECTURE_LIST,
  STORY_LIST,
  findChatGreeting,
  findCmsPost,
  findFaqGroup,
  findFaqItem,
  findHomepageEntry,
  findLecture,
  findStory,
  listChatGreetings,
  listCmsPosts,
  listFaqGroups,
  listFaqItems,
  listHomepageEntries,
  listLectures,
  listStories,
} from './content.queries.js';
import { isStaffImage } from './content-images.queries.js';
import { sanitizeRichText } from './rich-text.js';
import { isUploadId } from '../uploads/uploads.service.js';

type AnyList = SimpleRestList<z.ZodType<object>, string>;

/**
 * A content table the console edits in the ra-data-simple-rest contract: its list, its form
 * schema, the columns an input writes (rich text sanitised, objects as jsonb), and the checks of
 * a write or a removal.
 */
export interface ContentResource<I, R extends object, L extends AnyList = AnyList> {
  readonly list: L;
  readonly schema: z.ZodType<I>;
  readonly table: string;
  /** The audit target type. */
  readonly audit: string;
  /** What the console calls one, for the API documentation. */
  readonly noun: string;
  readonly values: (input: I) => Record<string, unknown>;
  readonly listRows: (manager: EntityManager, query: ListQuery<L>) => Promise<ListPage<R>>;
  readonly find: (manager: EntityManager, id: number) => Promise<R | null>;
  readonly check?: (manager: EntityManager, input: I) => Promise<void>;
  readonly removable?: (manager: EntityManager, id: number) => Promise<void>;
}

/** A picture at the content-image address must be an image an admin uploaded: 400 on image_url otherwise. */
async function checkImage(manager: EntityManager, input: { image_url: string }): Promise<void> {
  const uploadId = contentImageIdOf(input.image_url);
  if (uploadId === null) return;
  if (!isUploadId(uploadId) || !(await isStaffImage(manager, uploadId))) throw AppError.field('image_url', CONSOLE_CONTENT_TEXTS.imageUnknown);
}

const declare = <I, R extends object, L extends AnyList>(resource: ContentResource<I, R, L>): ContentResource<I, R, L> => resource;

export const CMS_POSTS = declare({
  list: CMS_POST_LIST,
  schema: cmsPostInputSchema,
  table: 'cms_posts',
  audit: 'cms_post',
  noun: 'CMS post (tab post-news, post-press or post-finance)',
  values: (input: CmsPostInput) => ({ ...input, content: sanitizeRichText(input.content) }),
  listRows: listCmsPosts,
  check: checkImage,
  find: findCmsPost,
});

export const LECTURES = declare({
  list: LECTURE_LIST,
  schema: lectureInputSchema,
  table: 'lectures',
  audit: 'lecture',
  noun: 'seminar',
  values: (input: LectureInput) => ({ ...input, content: sanitizeRichText(input.content) }),
  listRows: listLectures,
  check: checkImage,
  find: findLecture,
});

export const HOMEPAGE_ENTRIES = declare({
  list: HOMEPAGE_ENTRY_LIST,
  schema: homepageEntryInputSchema,
  table: 'homepage_entries',
  audit: 'homepage_entry',
  noun: 'homepage entry (carousel, popup or jumbotron, with its properties)',
  values: (input: HomepageEntryInput) => ({ ...input, content: sanitizeRichText(input.content), properties: JSON.stringify(input.properties) }),
  listRows: listHomepageEntries,
  check: checkImage,
  find: findHomepageEntry,
});

export const STORIES = declare({
  list: STORY_LIST,
  schema: homeStoryInputSchema,
  table: 'stories',
  audit: 'story',
  noun: 'story of the story wall (image_url, title, properties.author, properties.link)',
  values: (input: HomeStoryInput) => ({ ...input, properties: JSON.stringify(input.properties) }),
  listRows: listStories,
  check: checkImage,
  find: findStory,
});

export const CHAT_GREETINGS = declare({
  list: CHAT_GREETING_LIST,
  schema: chatGreetingInputSchema,
  table: 'chat_greetings',
  audit: 'chat_greeting',
  noun: 'chat greeting (properties.weekdays, start_time, end_time)',
  values: (input: ChatGreetingInput) => ({ ...input, properties: JSON.stringify(input.properties) }),
  listRows: listChatGreetings,
  find: findChatGreeting,
});

export const FAQ_GROUPS = declare({
  list: FAQ_GROUP_LIST,
  schema: faqGroupInputSchema,
  table: 'faq_groups',
  audit: 'faq_group',
  noun: 'FAQ group; one that still holds items: 409 FAQ_GROUP_HAS_ITEMS',
  values: (input: FaqGroupInput) => ({ ...input }),
  listRows: listFaqGroups,
  find: findFaqGroup,
  removable: async (manager, id) => {
    const items: unknown[] = await manager.query(`SELECT 1 FROM faq_items WHERE group_id = $1 LIMIT 1`, [id]);
    if (items.length > 0) throw AppError.conflict('FAQ_GROUP_HAS_ITEMS', CONTENT_TEXTS.groupHasItems);
  },
});

export const FAQ_ITEMS = declare({
  list: FAQ_ITEM_LIST,
  schema: faqItemInputSchema,
  table: 'faq_items',
  audit: 'faq_item',
  noun: 'FAQ item with feedback_count and average_score; an unknown group: 400 on group_id; removing one with feedback: 409 FAQ_ITEM_HAS_FEEDBACK',
  values: (input: FaqItemInput) => ({ ...input, answer: sanitizeRichText(input.answer) }),
  listRows: listFaqItems,
  find: findFaqItem,
  check: async (manager, input) => {
    const groups: unknown[] = await manager.query(`SELECT 1 FROM faq_groups WHERE id = $1`, [input.group_id]);
    if (groups.length === 0) throw AppError.field('group_id', CONTENT_TEXTS.groupUnknown);
  },
  removable: async (manager, id) => {
    const feedback: unknown[] = await manager.query(`SELECT 1 FROM faq_feedback WHERE item_id = $1 LIMIT 1`, [id]);
    if (feedback.length > 0) throw AppError.conflict('FAQ_ITEM_HAS_FEEDBACK', CONTENT_TEXTS.itemHasFeedback);
  },
});
