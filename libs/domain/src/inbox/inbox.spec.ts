import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { INBOX_BULK_MAX_IDS, INBOX_FILTER_MAX_LENGTH, INBOX_REPLY_MAX_LENGTH } from '../constants/limits.js';
import { INBOX_PAGE_SIZE } from '../constants/ui.js';
import { MESSAGES } from '../messages/messages.js';
import { zodIssuesToFieldErrors } from '../schemas/field-errors.js';
import {
  INBOX_VIEWS,
  INBOX_VIEW_QUERIES,
  canReplyTo,
  inboxActionsFor,
  inboxIdsSchema,
  inboxListQuerySchema,
  inboxReplySchema,
  inboxViewOf,
  lastPageOf,
} from './inbox.js';
import { INBOX_TEXTS, unreadCountLabel } from './texts.js';

const errorsOf = (result: z.ZodSafeParseResult<unknown>) => (result.success ? {} : zodIssuesToFieldErrors(result.error));

describe('inbox list query', () => {
  it('defaults to the inbox, page 1, ten a page, newest first', () => {
    expect(inboxListQuerySchema.parse({})).toEqual({
      folder: 'inbox',
      page: 1,
      per_page: INBOX_PAGE_SIZE,
      order_by: 'created_at',
      order_dir: 'desc',
    });
  });

  it('reads every parameter and ignores unknown ones', () => {
    expect(
      inboxListQuerySchema.parse({
        folder: 'trash',
        read: '0',
        filter: ' 核准 ',
        page: '3',
        per_page: '5',
        order_by: 'created_at',
        order_dir: 'asc',
        sendback: '7',
        _: '123',
      }),
    ).toEqual({
      folder: 'trash',
      read: '0',
      filter: '核准',
      page: 3,
      per_page: 5,
      order_by: 'created_at',
      order_dir: 'asc',
      sendback: '7',
    });
  });

  it('refuses bad values on their names, a bad page with 輸入的頁數不正確', () => {
    const result = inboxListQuerySchema.safeParse({
      folder: 'spam',
      read: 'yes',
      page: '0',
      per_page: String(INBOX_PAGE_SIZE + 1),
      order_by: 'subject',
      order_dir: 'up',
      filter: 'x'.repeat(INBOX_FILTER_MAX_LENGTH + 1),
    });
    expect(Object.keys(errorsOf(result)).sort()).toEqual(
      ['filter', 'folder', 'order_by', 'order_dir', 'page', 'per_page', 'read'].sort(),
    );
    expect(errorsOf(result).page).toBe(MESSAGES.invalidPage);
    expect(errorsOf(inboxListQuerySchema.safeParse({ page: 'abc' })).page).toBe(MESSAGES.invalidPage);
    expect(errorsOf(inboxListQuerySchema.safeParse({ page: ['1', '2'] })).page).toBe(MESSAGES.invalidPage);
  });
});

describe('inbox ids', () => {
  it('takes 1 to the maximum of positive whole ids', () => {
    expect(inboxIdsSchema.parse({ ids: [1, 2] })).toEqual({ ids: [1, 2] });
    expect(errorsOf(inboxIdsSchema.safeParse({ ids: [] })).ids).toBe(INBOX_TEXTS.noSelection);
    expect(errorsOf(inboxIdsSchema.safeParse({})).ids).toBe(INBOX_TEXTS.noSelection);
    const tooMany = Array.from({ length: INBOX_BULK_MAX_IDS + 1 }, (_, index) => index + 1);
    expect(errorsOf(inboxIdsSchema.safeParse({ ids: tooMany })).ids).toBe(INBOX_TEXTS.tooManySelected);
    expect(errorsOf(inboxIdsSchema.safeParse({ ids: [1.5] }))['ids.0']).toBe(MESSAGES.invalidFormat);
    expect(errorsOf(inboxIdsSchema.safeParse({ ids: ['1'] }))['ids.0']).toBe(MESSAGES.invalidFormat);
    expect(errorsOf(inboxIdsSchema.safeParse({ ids: [1], all: true })).all).toBe(MESSAGES.unknownField);
  });
});

describe('inbox views', () => {
  it('maps each view to its folder and read filter and back', () => {
    for (const view of INBOX_VIEWS) {
      const { folder, read } = INBOX_VIEW_QUERIES[view];
      expect(inboxViewOf(folder, read)).toBe(view);
    }
    expect(inboxViewOf('trash', '0')).toBe('trash');
    expect(inboxViewOf(undefined, undefined)).toBe('inbox');
  });

  it('offers restore only in the trash', () => {
    expect(inboxActionsFor('trash')).toEqual(['untrash']);
    expect(inboxActionsFor('unread')).toEqual(['mark', 'unmark', 'read', 'unread', 'trash']);
  });

  it('counts pages and caps the unread label at 99+', () => {
    expect(lastPageOf(0, 10)).toBe(1);
    expect(lastPageOf(10, 10)).toBe(1);
    expect(lastPageOf(11, 10)).toBe(2);
    expect(unreadCountLabel(99)).toBe('99');
    expect(unreadCountLabel(100)).toBe('99+');
  });
});

describe('inbox replies', () => {
  const now = new Date('2025-11-20T00:00:00.000Z');
  const asking = { inbox_reply: null, inbox_reply_setting: { deadline: '2025-11-20T00:00:01.000Z' } };

  it('allows a reply only to a message asking for one, not yet answered, before its deadline', () => {
    expect(canReplyTo(asking, now)).toBe(true);
    expect(canReplyTo({ ...asking, inbox_reply_setting: { deadline: now.toISOString() } }, now)).toBe(false);
    expect(canReplyTo({ ...asking, inbox_reply: { reply_value: '同意', replied_at: now.toISOString() } }, now)).toBe(false);
    expect(canReplyTo({ inbox_reply: null, inbox_reply_setting: null }, now)).toBe(false);
  });

  it('takes the id and a trimmed free-text reply up to the maximum, without contacts', () => {
    expect(inboxReplySchema.parse({ id: 3, reply_value: ' 同意 ' })).toEqual({ id: 3, reply_value: '同意' });
    expect(Object.keys(errorsOf(inboxReplySchema.safeParse({ id: 3, reply_value: '' })))).toEqual(['reply_value']);
    expect(Object.keys(errorsOf(inboxReplySchema.safeParse({ id: 3, reply_value: '字'.repeat(INBOX_REPLY_MAX_LENGTH + 1) })))).toEqual([
      'reply_value',
    ]);
    expect(errorsOf(inboxReplySchema.safeParse({ id: 3, reply_value: '0912345678' })).reply_value).toBe(MESSAGES.noPhoneInText);
    expect(errorsOf(inboxReplySchema.safeParse({ id: 0, reply_value: '好' })).id).toBe(MESSAGES.invalidFormat);
  });
});
