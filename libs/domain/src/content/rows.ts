import type { ChatGreetingInput, CmsTab, HomeStoryInput, HomepageEntryCategory, HomepageEntryProperties } from './index.js';

/**
 * The content tables' rows as the API answers them, declared once: the console reads them whole,
 * the public pages read the published ones without their bookkeeping (PublicContent), and the API
 * holds them with their instants as Dates until they are answered.
 */

/** A content row as the console reads it (dates as ISO text). */
export interface ContentRowBase {
  id: number;
  is_published: boolean;
  created_at: string;
  updated_at: string;
}

export interface ConsoleCmsPostRow extends ContentRowBase {
  tab: CmsTab;
  title: string;
  summary: string;
  content: string;
  image_url: string;
  link: string;
  published_at: string;
}

export interface ConsoleLectureRow extends ContentRowBase {
  title: string;
  speaker: string;
  location: string;
  starts_at: string;
  content: string;
  image_url: string;
  link: string;
}

export interface ConsoleHomepageEntryRow extends ContentRowBase {
  title: string;
  category: HomepageEntryCategory;
  image_url: string;
  link: string;
  content: string;
  properties: HomepageEntryProperties;
  position: number;
}

export interface ConsoleStoryRow extends ContentRowBase {
  title: string;
  image_url: string;
  properties: HomeStoryInput['properties'];
  position: number;
}

export interface ConsoleChatGreetingRow extends ContentRowBase {
  title: string;
  properties: ChatGreetingInput['properties'];
  position: number;
}

export interface ConsoleFaqGroupRow {
  id: number;
  name: string;
  position: number;
  items_count: number;
  created_at: string;
  updated_at: string;
}

export interface ConsoleFaqItemRow extends ContentRowBase {
  group_id: number;
  group_name: string;
  question: string;
  answer: string;
  position: number;
  feedback_count: number;
  average_score: string | null;
}

export interface ConsoleFaqFeedbackRow {
  id: number;
  item_id: number;
  question: string;
  user_id: number | null;
  member_serial: string | null;
  score: number;
  content: string;
  created_at: string;
  updated_at: string;
}

/** A published row as the public pages read it: without its publication flag and its timestamps. */
export type PublicContent<R extends ContentRowBase> = Omit<R, 'is_published' | 'created_at' | 'updated_at'>;
