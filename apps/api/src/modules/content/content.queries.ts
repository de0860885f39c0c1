import type { EntityManager } from 'typeorm';
import { z } from 'zod';
import { CMS_TABS, FUNDED_LOAN_STATUSES, HOMEPAGE_ENTRY_CATEGORIES, NON_MEMBER_ROLES } from '@lendbridge/domain';
import type {
  CmsTab,
  ConsoleChatGreetingRow,
  ConsoleCmsPostRow,
  ConsoleFaqFeedbackRow,
  ConsoleFaqGroupRow,
  ConsoleFaqItemRow,
  ConsoleHomepageEntryRow,
  ConsoleLectureRow,
  ConsoleStoryRow,
} from '@lendbridge/domain';
import { listFilter, presentPage, selectListPage, simpleRestList } from '../../common/simple-rest.js';
import type { ListPage, ListQuery } from '../../common/simple-rest.js';
import { SqlConditions, containsPattern } from '../../common/sql.js';

/**
 * The rows of the content tables as PostgreSQL gives them (ids made numbers below): the domain's
 * rows, with their instants as Dates until they are answered as ISO text.
 */
type Stored<R, K extends keyof R = never> = Omit<R, K | 'created_at' | 'updated_at'> & Record<K | 'created_at' | 'updated_at', Date>;

export type CmsPostRow = Stored<ConsoleCmsPostRow, 'published_at'>;
export type LectureRow = Stored<ConsoleLectureRow, 'starts_at'>;
export type HomepageEntryRow = Stored<ConsoleHomepageEntryRow>;
export type StoryRow = Stored<ConsoleStoryRow>;
export type ChatGreetingRow = Stored<ConsoleChatGreetingRow>;
export type FaqGroupRow = Stored<ConsoleFaqGroupRow>;
export type FaqItemRow = Stored<ConsoleFaqItemRow>;
export type FaqFeedbackRow = Stored<ConsoleFaqFeedbackRow>;

const ID_FIELDS = ['id', 'group_id', 'item_id', 'user_id'] as const;

/** PostgreSQL's bigint ids arrive as text: the API answers numbers. */
function withNumericIds<R extends object>(row: R): R {
  const copy = { ...row } as Record<string, unknown>;
  for (const field of ID_FIELDS) {
    const value = copy[field];
    if (typeof value === 'string') copy[field] = Number(value);
  }
  return copy as unknown as R;
}

async function selectRows<R extends object>(manager: EntityManager, sql: string, params: unknown[] = []): Promise<R[]> {
  const rows = (await manager.query(sql, params)) as R[];
  return rows.map(withNumericIds);
}

async function listPage<R extends object, L extends Parameters<typeof selectListPage>[1]>(
  manager: EntityManager,
  list: L,
  query: ListQuery<L>,
  select: string,
  conditions: SqlConditions,
): Promise<ListPage<R>> {
  return presentPage(await selectListPage<R, L>(manager, list, query, select, conditions), withNumericIds);
}

async function findOne<R extends object>(manager: EntityManager, select: string, alias: string, id: number): Promise<R | null> {
  const rows = await selectRows<R>(manager, `${select} WHERE ${alias}.id = $1`, [id]);
  return rows[0] ?? null;
}

// CMS posts

const POST_SELECT = `SELECT p.id, p.tab, p.title, p.summary, p.content, p.image_url, p.link, p.published_at, p.is_published, p.created_at, p.updated_at FROM cms_posts p`;

export const CMS_POST_LIST = simpleRestList({
  resource: 'cms-posts',
  filter: z.object({ q: listFilter.text(), tab: listFilter.oneOf(CMS_TABS), is_published: listFilter.flag(), id: listFilter.ids() }),
  sortable: { id: 'p.id', title: 'p.title', tab: 'p.tab', published_at: 'p.published_at', updated_at: 'p.updated_at' },
  defaultSort: { field: 'published_at', order: 'DESC' },
  tieBreaker: { column: 'p.id' },
});

export function listCmsPosts(manager: EntityManager, query: ListQuery<typeof CMS_POST_LIST>): Promise<ListPage<CmsPostRow>> {
  const { q, tab, is_published: published, id } = query.filter;
  const conditions = new SqlConditions();
  if (q) conditions.add((p) => `(p.title ILIKE ${p} OR p.summary ILIKE ${p})`, containsPattern(q));
  if (tab) conditions.add((p) => `p.tab = ${p}`, tab);
  if (published !== undefined) conditions.add((p) => `p.is_published = ${p}`, published);
  if (id) conditions.add((p) => `p.id = ANY (${p}::bigint[])`, id);
  return listPage(manager, CMS_POST_LIST, query, POST_SELECT, conditions);
}

export const findCmsPost = (manager: EntityManager, id: number) => findOne<CmsPostRow>(manager, POST_SELECT, 'p', id);

/** A page of a tab's published posts, newest first, and how many there are; posts dated later are not shown yet. */
export async function publishedPosts(manager: EntityManager, tab: CmsTab, now: Date, limit: number, offset: number): Promise<{ rows: CmsPostRow[]; total: number }> {
  const where = `WHERE p.tab = $1 AND p.is_published AND p.published_at <= $2`;
  const rows = await selectRows<CmsPostRow>(manager, `${POST_SELECT} ${where} ORDER BY p.published_at DESC, p.id DESC LIMIT $3 OFFSET $4`, [tab, now, limit, offset]);
  const counted: { total: number }[] = await manager.query(`SELECT count(*)::int AS total FROM cms_posts p ${where}`, [tab, now]);
  return { rows, total: counted[0]?.total ?? 0 };
}

export async function publishedPost(manager: EntityManager, tab: CmsTab, id: number, now: Date): Promise<CmsPostRow | null> {
  const rows = await selectRows<CmsPostRow>(manager, `${POST_SELECT} WHERE p.id = $1 AND p.tab = $2 AND p.is_published AND p.published_at <= $3`, [id, tab, now]);
  return rows[0] ?? null;
}

// Lectures

const LECTURE_SELECT = `SELECT l.id, l.title, l.speaker, l.location, l.starts_at, l.content, l.image_url, l.link, l.is_published, l.created_at, l.updated_at FROM lectures l`;

export const LECTURE_LIST = simpleRestList({
  resource: 'lectures',
  filter: z.object({ q: listFilter.text(), is_published: listFilter.flag(), id: listFilter.ids() }),
  sortable: { id: 'l.id', title: 'l.title', starts_at: 'l.starts_at', updated_at: 'l.updated_at' },
  defaultSort: { field: 'starts_at', order: 'DESC' },
  tieBreaker: { column: 'l.id' },
});

export function listLectures(manager: EntityManager, query: ListQuery<typeof LECTURE_LIST>): Promise<ListPage<LectureRow>> {
  const { q, is_published: published, id } = query.filter;
  const conditions = new SqlConditions();
  if (q) conditions.add((p) => `(l.title ILIKE ${p} OR l.speaker ILIKE ${p} OR l.location ILIKE ${p})`, containsPattern(q));
  if (published !== undefined) conditions.add((p) => `l.is_published = ${p}`, published);
  if (id) conditions.add((p) => `l.id = ANY (${p}::bigint[])`, id);
  return listPage(manager, LECTURE_LIST, query, LECTURE_SELECT, conditions);
}

export const findLecture = (manager: EntityManager, id: number) => findOne<LectureRow>(manager, LECTURE_SELECT, 'l', id);

export const publishedLectures = (manager: EntityManager) =>
  selectRows<LectureRow>(manager, `${LECTURE_SELECT} WHERE l.is_published ORDER BY l.starts_at DESC, l.id DESC`);

// Homepage entries

const ENTRY_SELECT = `SELECT e.id, e.title, e.category, e.image_url, e.link, e.content, e.properties, e.position, e.is_published, e.created_at, e.updated_at FROM homepage_entries e`;

export const HOMEPAGE_ENTRY_LIST = simpleRestList({
  resource: 'homepage-entries',
  filter: z.object({ q: listFilter.text(), category: listFilter.oneOf(HOMEPAGE_ENTRY_CATEGORIES), is_published: listFilter.flag(), id: listFilter.ids() }),
  sortable: { id: 'e.id', title: 'e.title', category: 'e.category', position: 'e.position', updated_at: 'e.updated_at' },
  defaultSort: { field: 'position', order: 'ASC' },
  tieBreaker: { column: 'e.id' },
});

export function listHomepageEntries(manager: EntityManager, query: ListQuery<typeof HOMEPAGE_ENTRY_LIST>): Promise<ListPage<HomepageEntryRow>> {
  const { q, category, is_published: published, id } = query.filter;
  const conditions = new SqlConditions();
  if (q) conditions.add((p) => `e.title ILIKE ${p}`, containsPattern(q));
  if (category) conditions.add((p) => `e.category = ${p}`, category);
  if (published !== undefined) conditions.add((p) => `e.is_published = ${p}`, published);
  if (id) conditions.add((p) => `e.id = ANY (${p}::bigint[])`, id);
  return listPage(manager, HOMEPAGE_ENTRY_LIST, query, ENTRY_SELECT, conditions);
}

export const findHomepageEntry = (manager: EntityManager, id: number) => findOne<HomepageEntryRow>(manager, ENTRY_SELECT, 'e', id);

export const publishedHomepageEntries = (manager: EntityManager) =>
  selectRows<HomepageEntryRow>(manager, `${ENTRY_SELECT} WHERE e.is_published ORDER BY e.category, e.position, e.id`);

// Stories

const STORY_SELECT = `SELECT s.id, s.title, s.image_url, s.properties, s.position, s.is_published, s.created_at, s.updated_at FROM stories s`;

export const STORY_LIST = simpleRestList({
  resource: 'stories',
  filter: z.object({ q: listFilter.text(), is_published: listFilter.flag(), id: listFilter.ids() }),
  sortable: { id: 's.id', title: 's.title', position: 's.position', updated_at: 's.updated_at' },
  defaultSort: { field: 'position', order: 'ASC' },
  tieBreaker: { column: 's.id' },
});

export function listStories(manager: EntityManager, query: ListQuery<typeof STORY_LIST>): Promise<ListPage<StoryRow>> {
  const { q, is_published: published, id } = query.filter;
  const conditions = new SqlConditions();
  if (q) conditions.add((p) => `(s.title ILIKE ${p} OR s.properties->>'author' ILIKE ${p})`, containsPattern(q));
  if (published !== undefined) conditions.add((p) => `s.is_published = ${p}`, published);
  if (id) conditions.add((p) => `s.id = ANY (${p}::bigint[])`, id);
  return listPage(manager, STORY_LIST, query, STORY_SELECT, conditions);
}

export const findStory = (manager: EntityManager, id: number) => findOne<StoryRow>(manager, STORY_SELECT, 's', id);

export const publishedStories = (manager: EntityManager) => selectRows<StoryRow>(manager, `${STORY_SELECT} WHERE s.is_published ORDER BY s.position, s.id`);

// Chat greetings

const GREETING_SELECT = `SELECT g.id, g.title, g.properties, g.position, g.is_published, g.created_at, g.updated_at FROM chat_greetings g`;

export const CHAT_GREETING_LIST = simpleRestList({
  resource: 'chat-greetings',
  filter: z.object({ q: listFilter.text(), is_published: listFilter.flag(), id: listFilter.ids() }),
  sortable: { id: 'g.id', title: 'g.title', position: 'g.position', updated_at: 'g.updated_at' },
  defaultSort: { field: 'position', order: 'ASC' },
  tieBreaker: { column: 'g.id' },
});

export function listChatGreetings(manager: EntityManager, query: ListQuery<typeof CHAT_GREETING_LIST>): Promise<ListPage<ChatGreetingRow>> {
  const { q, is_published: published, id } = query.filter;
  const conditions = new SqlConditions();
  if (q) conditions.add((p) => `g.title ILIKE ${p}`, containsPattern(q));
  if (published !== undefined) conditions.add((p) => `g.is_published = ${p}`, published);
  if (id) conditions.add((p) => `g.id = ANY (${p}::bigint[])`, id);
  return listPage(manager, CHAT_GREETING_LIST, query, GREETING_SELECT, conditions);
}

export const findChatGreeting = (manager: EntityManager, id: number) => findOne<ChatGreetingRow>(manager, GREETING_SELECT, 'g', id);

export const publishedChatGreetings = (manager: EntityManager) =>
  selectRows<ChatGreetingRow>(manager, `${GREETING_SELECT} WHERE g.is_published ORDER BY g.position, g.id`);

// FAQ

const GROUP_SELECT = `SELECT fg.id, fg.name, fg.position, (SELECT count(*)::int FROM faq_items i WHERE i.group_id = fg.id) AS items_count, fg.created_at, fg.updated_at
  FROM faq_groups fg`;

export const FAQ_GROUP_LIST = simpleRestList({
  resource: 'faq-groups',
  filter: z.object({ q: listFilter.text(), id: listFilter.ids() }),
  sortable: { id: 'fg.id', name: 'fg.name', position: 'fg.position' },
  defaultSort: { field: 'position', order: 'ASC' },
  tieBreaker: { column: 'fg.id' },
});

export function listFaqGroups(manager: EntityManager, query: ListQuery<typeof FAQ_GROUP_LIST>): Promise<ListPage<FaqGroupRow>> {
  const { q, id } = query.filter;
  const conditions = new SqlConditions();
  if (q) conditions.add((p) => `fg.name ILIKE ${p}`, containsPattern(q));
  if (id) conditions.add((p) => `fg.id = ANY (${p}::bigint[])`, id);
  return listPage(manager, FAQ_GROUP_LIST, query, GROUP_SELECT, conditions);
}

export const findFaqGroup = (manager: EntityManager, id: number) => findOne<FaqGroupRow>(manager, GROUP_SELECT, 'fg', id);

const ITEM_SELECT = `SELECT i.id, i.group_id, fg.name AS group_name, i.question, i.answer, i.position, i.is_published,
    (SELECT count(*)::int FROM faq_feedback f WHERE f.item_id = i.id) AS feedback_count,
    (SELECT round(avg(f.score), 2)::text FROM faq_feedback f WHERE f.item_id = i.id) AS average_score, i.created_at, i.updated_at
  FROM faq_items i JOIN faq_groups fg ON fg.id = i.group_id`;

export const FAQ_ITEM_LIST = simpleRestList({
  resource: 'faq-items',
  filter: z.object({ q: listFilter.text(), group_id: listFilter.id(), is_published: listFilter.flag(), id: listFilter.ids() }),
  sortable: { id: 'i.id', question: 'i.question', group_id: 'i.group_id', position: 'i.position', updated_at: 'i.updated_at' },
  defaultSort: { field: 'position', order: 'ASC' },
  tieBreaker: { column: 'i.id' },
});

export function listFaqItems(manager: EntityManager, query: ListQuery<typeof FAQ_ITEM_LIST>): Promise<ListPage<FaqItemRow>> {
  const { q, group_id: groupId, is_published: published, id } = query.filter;
  const conditions = new SqlConditions();
  if (q) conditions.add((p) => `(i.question ILIKE ${p} OR i.answer ILIKE ${p})`, containsPattern(q));
  if (groupId !== undefined) conditions.add((p) => `i.group_id = ${p}`, groupId);
  if (published !== undefined) conditions.add((p) => `i.is_published = ${p}`, published);
  if (id) conditions.add((p) => `i.id = ANY (${p}::bigint[])`, id);
  return listPage(manager, FAQ_ITEM_LIST, query, ITEM_SELECT, conditions);
}

export const findFaqItem = (manager: EntityManager, id: number) => findOne<FaqItemRow>(manager, ITEM_SELECT, 'i', id);

/** The published FAQ in the console's order; a keyword keeps the items whose question or answer holds it, and their groups. */
export async function publishedFaq(manager: EntityManager, keyword: string | undefined): Promise<{ id: number; name: string; items: { id: number; question: string; answer: string }[] }[]> {
  const params: unknown[] = [];
  let match = '';
  if (keyword !== undefined) {
    params.push(containsPattern(keyword));
    match = `AND (i.question ILIKE $1 OR regexp_replace(i.answer, '<[^>]*>', '', 'g') ILIKE $1)`;
  }
  const rows = await selectRows<{ group_id: number; group_name: string; id: number; question: string; answer: string }>(
    manager,
    `SELECT fg.id AS group_id, fg.name AS group_name, i.id, i.question, i.answer
       FROM faq_items i JOIN faq_groups fg ON fg.id = i.group_id
      WHERE i.is_published ${match}
      ORDER BY fg.position, fg.id, i.position, i.id`,
    params,
  );
  const groups: { id: number; name: string; items: { id: number; question: string; answer: string }[] }[] = [];
  for (const row of rows) {
    let group = groups.at(-1);
    if (group?.id !== row.group_id) {
      group = { id: row.group_id, name: row.group_name, items: [] };
      groups.push(group);
    }
    group.items.push({ id: row.id, question: row.question, answer: row.answer });
  }
  return groups;
}

export async function isPublishedFaqItem(manager: EntityManager, id: number): Promise<boolean> {
  const rows: unknown[] = await manager.query(`SELECT 1 FROM faq_items WHERE id = $1 AND is_published`, [id]);
  return rows.length > 0;
}

const FEEDBACK_SELECT = `SELECT f.id, f.item_id, i.question, f.user_id, u.member_serial, f.score, f.content, f.created_at, f.updated_at
  FROM faq_feedback f JOIN faq_items i ON i.id = f.item_id LEFT JOIN users u ON u.id = f.user_id`;

export const FAQ_FEEDBACK_LIST = simpleRestList({
  resource: 'faq-feedback',
  filter: z.object({ item_id: listFilter.id(), score: listFilter.many(z.number().int().min(1).max(5)), id: listFilter.ids() }),
  sortable: { id: 'f.id', score: 'f.score', created_at: 'f.created_at' },
});

export function listFaqFeedback(manager: EntityManager, query: ListQuery<typeof FAQ_FEEDBACK_LIST>): Promise<ListPage<FaqFeedbackRow>> {
  const { item_id: itemId, score, id } = query.filter;
  const conditions = new SqlConditions();
  if (itemId !== undefined) conditions.add((p) => `f.item_id = ${p}`, itemId);
  if (score) conditions.add((p) => `f.score = ANY (${p}::int[])`, score);
  if (id) conditions.add((p) => `f.id = ANY (${p}::bigint[])`, id);
  return listPage(manager, FAQ_FEEDBACK_LIST, query, FEEDBACK_SELECT, conditions);
}

export const findFaqFeedback = (manager: EntityManager, id: number) => findOne<FaqFeedbackRow>(manager, FEEDBACK_SELECT, 'f', id);

// Home metrics

/** The figures of the home metric strip as PostgreSQL sums them; the average return is divided in the service. */
export interface HomeMetricSums {
  members: number;
  loans_funded: number;
  amount_lent: string;
  weighted_rate: string;
  protection_fund: string;
}

/**
 * Members: accounts not disabled and without a staff role of the platform. Loans funded and the
 * amount lent: loans from funding on. Weighted rate: the sum of amount × APR of those loans. The
 * protection fund: its ledger account's balance.
 */
export async function homeMetricSums(manager: EntityManager): Promise<HomeMetricSums> {
  const rows: HomeMetricSums[] = await manager.query(
    `SELECT (SELECT count(*)::int FROM users WHERE disabled_at IS NULL AND NOT (roles && $1::text[])) AS members,
            count(l.id)::int AS loans_funded,
            coalesce(sum(l.amount), 0)::text AS amount_lent,
            coalesce(sum(l.amount * l.apr), 0)::text AS weighted_rate,
            (SELECT coalesce(sum(balance), 0)::text FROM ledger_accounts WHERE kind = 'protection_fund') AS protection_fund
       FROM loans l WHERE l.status = ANY ($2::text[])`,
    [NON_MEMBER_ROLES, FUNDED_LOAN_STATUSES],
  );
  const row = rows[0];
  if (row === undefined) throw new Error('The home metrics query answered no row');
  return row;
}
