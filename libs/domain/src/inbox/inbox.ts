import { z } from 'zod';
import { INBOX_BULK_MAX_IDS, INBOX_FILTER_MAX_LENGTH, INBOX_REPLY_MAX_LENGTH, SENDBACK_MAX_LENGTH } from '../constants/limits.js';
import { INBOX_PAGE_SIZE } from '../constants/ui.js';
import { MESSAGES } from '../messages/messages.js';
import { optionalText } from '../schemas/field-rules.js';
import { freeTextSchema } from '../schemas/free-text.js';
import { strictFormObject } from '../schemas/fields.js';
import { FIELD_LABELS } from '../schemas/labels.js';
import { SORT_DIRECTIONS } from '../schemas/list-query.js';
import type { SortDirection } from '../schemas/list-query.js';
import { INBOX_TEXTS } from './texts.js';

/** Where a message is: the inbox, or the trash it can be restored from. */
export const INBOX_FOLDERS = ['inbox', 'trash'] as const;
export type InboxFolder = (typeof INBOX_FOLDERS)[number];

/** The read filter of the list: 1 = read messages only, 0 = unread only. */
export const INBOX_READ_FILTERS = ['1', '0'] as const;
export type InboxReadFilter = (typeof INBOX_READ_FILTERS)[number];

/** The spec's four views of the inbox page. */
export const INBOX_VIEWS = ['inbox', 'unread', 'read', 'trash'] as const;
export type InboxView = (typeof INBOX_VIEWS)[number];

export const INBOX_ORDER_FIELDS = ['created_at'] as const;
export type InboxOrderField = (typeof INBOX_ORDER_FIELDS)[number];

/** Newest first unless the member sorts otherwise. */
export const INBOX_DEFAULT_ORDER_DIR: SortDirection = 'desc';

/** The bulk actions, each one PUT /api/inbox/{action} with the selected ids. */
export const INBOX_ACTIONS = ['mark', 'unmark', 'read', 'unread', 'trash', 'untrash'] as const;
export type InboxAction = (typeof INBOX_ACTIONS)[number];

/** The actions offered in a view: the trash only restores. */
export const inboxActionsFor = (view: InboxView): readonly InboxAction[] =>
  view === 'trash' ? ['untrash'] : ['mark', 'unmark', 'read', 'unread', 'trash'];

export interface InboxViewQuery {
  readonly folder: InboxFolder;
  readonly read?: InboxReadFilter;
}

/** The list's folder and read filter behind each view. */
export const INBOX_VIEW_QUERIES: Readonly<Record<InboxView, InboxViewQuery>> = {
  inbox: { folder: 'inbox' },
  unread: { folder: 'inbox', read: '0' },
  read: { folder: 'inbox', read: '1' },
  trash: { folder: 'trash' },
};

/** The view a folder and read filter stand for (the trash ignores the read filter). */
export const inboxViewOf = (folder: InboxFolder | undefined, read: InboxReadFilter | undefined): InboxView => {
  if (folder === 'trash') return 'trash';
  if (read === '1') return 'read';
  if (read === '0') return 'unread';
  return 'inbox';
};

const WHOLE_NUMBER = /^\d{1,9}$/;

/** A positive whole number sent as query text, between min and max. */
const queryNumber = (message: string, min: number, max: number) =>
  z
    .string({ error: message })
    .refine((value) => WHOLE_NUMBER.test(value) && Number(value) >= min && Number(value) <= max, { error: message })
    .transform(Number);

const queryOption = <T extends readonly [string, ...string[]]>(options: T) =>
  z.enum(options, { error: MESSAGES.invalidOption });

/**
 * GET /api/inbox: folder (inbox or trash), read (1 or 0), filter (subject text), page, per_page
 * (at most the page size), order_by (created_at), order_dir (asc or desc), and the sendback the
 * answer echoes. Other query parameters are ignored; a bad value of these is a 400 on its name.
 */
export const inboxListQuerySchema = z.object({
  folder: queryOption(INBOX_FOLDERS).default('inbox'),
  read: queryOption(INBOX_READ_FILTERS).optional(),
  filter: optionalText(INBOX_TEXTS.subject, INBOX_FILTER_MAX_LENGTH),
  page: queryNumber(MESSAGES.invalidPage, 1, Number.MAX_SAFE_INTEGER).default(1),
  per_page: queryNumber(MESSAGES.invalidOption, 1, INBOX_PAGE_SIZE).default(INBOX_PAGE_SIZE),
  order_by: queryOption(INBOX_ORDER_FIELDS).default('created_at'),
  order_dir: queryOption(SORT_DIRECTIONS).default(INBOX_DEFAULT_ORDER_DIR),
  sendback: optionalText(FIELD_LABELS.sendback, SENDBACK_MAX_LENGTH),
});
export type InboxListQuery = z.output<typeof inboxListQuerySchema>;

/** The selected messages of a bulk action: 1 to INBOX_BULK_MAX_IDS message ids. */
export const inboxIdsSchema = strictFormObject({
  ids: z
    .array(z.number({ error: MESSAGES.invalidFormat }).int({ error: MESSAGES.invalidFormat }).positive({ error: MESSAGES.invalidFormat }), {
      error: INBOX_TEXTS.noSelection,
    })
    .min(1, { error: INBOX_TEXTS.noSelection })
    .max(INBOX_BULK_MAX_IDS, { error: INBOX_TEXTS.tooManySelected }),
});
export type InboxIdsInput = z.infer<typeof inboxIdsSchema>;

/**
 * POST /api/inbox/reply: the member's answer to a message that asks for one (the spec's id and
 * reply_value), free text without e-mail addresses or phone numbers.
 */
export const inboxReplySchema = strictFormObject({
  id: z.number({ error: MESSAGES.invalidFormat }).int({ error: MESSAGES.invalidFormat }).positive({ error: MESSAGES.invalidFormat }),
  reply_value: freeTextSchema(INBOX_TEXTS.replyLabel, INBOX_REPLY_MAX_LENGTH),
});
export type InboxReplyInput = z.infer<typeof inboxReplySchema>;

/** The member's reply to a message (the spec's inbox_reply). */
export interface InboxReply {
  reply_value: string;
  replied_at: string;
}

/** A message that asks for a reply says until when (the spec's inbox_reply_setting). */
export interface InboxReplySetting {
  deadline: string;
}

/** The member may still reply: the message asks for a reply, has none yet, and its deadline has not passed. */
export const canReplyTo = (message: Pick<InboxMessage, 'inbox_reply' | 'inbox_reply_setting'>, now: Date): boolean =>
  message.inbox_reply === null &&
  message.inbox_reply_setting !== null &&
  new Date(message.inbox_reply_setting.deadline).getTime() > now.getTime();

/** One message as the list answers it (the spec's inbox message). */
export interface InboxMessage {
  id: number;
  subject: string;
  content: string;
  read: boolean;
  marked: boolean;
  trashed: boolean;
  is_replied: boolean;
  inbox_reply: InboxReply | null;
  inbox_reply_setting: InboxReplySetting | null;
  sender_serial: string | null;
  loan_serials: string[];
  investment_serials: string[];
  created_at: string;
  read_at: string | null;
}

/** GET /api/inbox: the spec's data, last_page, current_page and sendback, with per_page and total. */
export interface InboxListAnswer {
  data: InboxMessage[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
  sendback: string | null;
}

/** PUT /api/inbox/{action}: the ids the action applied to. */
export interface InboxActionAnswer {
  action: InboxAction;
  ids: number[];
}

/** The last page of a list of total rows (1 for an empty list). */
export const lastPageOf = (total: number, perPage: number): number => Math.max(1, Math.ceil(total / perPage));
