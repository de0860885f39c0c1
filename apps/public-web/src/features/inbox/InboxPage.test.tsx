import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import {
  INBOX_ACTION_LABELS,
  INBOX_PAGE_SIZE,
  INBOX_TEXTS,
  INBOX_VIEW_LABELS,
  MESSAGES,
  formatDateTime,
  inboxPageLabel,
  lastPageOf,
} from '@lendbridge/domain';
import type { InboxAction, InboxMessage } from '@lendbridge/domain';
import { routes } from '../../app/App';
import { mockFetch } from '../../test/fetchMock';
import type { MockRequest, MockRoutes } from '../../test/fetchMock';
import { STATUSES, currentUrl, renderRoute } from '../../test/render';
import { InboxPage } from './InboxPage';

const APPROVED = '借款申請已核准';
const REMINDER = '繳款提醒';
const OPEN_UNTIL = '2999-12-31T15:59:59.000Z';
const CLOSED_AT = '2001-01-01T00:00:00.000Z';
const REPLIED_AT = '2025-11-02T00:00:00.000Z';

/** Message n (1 = oldest): every fourth is an approval, the even ones are read. */
const message = (n: number): InboxMessage => ({
  id: n,
  subject: `${n % 4 === 1 ? APPROVED : REMINDER} ${n}`,
  content: `第 ${n} 則訊息的內容`,
  read: n % 2 === 0,
  marked: false,
  trashed: false,
  is_replied: false,
  inbox_reply: null,
  inbox_reply_setting: null,
  sender_serial: null,
  loan_serials: [`A2511200000${String(n).padStart(2, '0')}`],
  investment_serials: [],
  created_at: new Date(Date.UTC(2025, 10, 1, 0, n)).toISOString(),
  read_at: null,
});

const ACTION_CHANGES: Record<InboxAction, Partial<InboxMessage>> = {
  mark: { marked: true },
  unmark: { marked: false },
  read: { read: true },
  unread: { read: false },
  trash: { trashed: true },
  untrash: { trashed: false },
};

/** The inbox API over a list of messages, as the server answers it. */
function fakeInbox(count: number, extra: InboxMessage[] = []) {
  let messages = [...Array.from({ length: count }, (_, index) => message(index + 1)), ...extra];
  const listCalls: URLSearchParams[] = [];
  const actionCalls: { action: string; body: unknown }[] = [];
  const replyCalls: unknown[] = [];

  const reply = (request: MockRequest) => {
    replyCalls.push(request.body);
    const { id, reply_value: replyValue } = request.body as { id: number; reply_value: string };
    const replied = { reply_value: replyValue.trim(), replied_at: REPLIED_AT };
    messages = messages.map((item) => (item.id === id ? { ...item, read: true, is_replied: true, inbox_reply: replied } : item));
    return { body: { data: messages.find((item) => item.id === id) } };
  };

  const list = (request: MockRequest) => {
    const query = new URL(request.url, 'http://localhost').searchParams;
    listCalls.push(query);
    const folder = query.get('folder') ?? 'inbox';
    const read = query.get('read');
    const filter = query.get('filter');
    const page = Number(query.get('page') ?? '1');
    const matching = messages
      .filter((item) => item.trashed === (folder === 'trash'))
      .filter((item) => (read === '1' ? item.read : read === '0' ? !item.read : true))
      .filter((item) => (filter ? item.subject.includes(filter) : true))
      .sort((a, b) => (query.get('order_dir') === 'asc' ? a.id - b.id : b.id - a.id));
    const lastPage = lastPageOf(matching.length, INBOX_PAGE_SIZE);
    return {
      body: {
        data: matching.slice((page - 1) * INBOX_PAGE_SIZE, page * INBOX_PAGE_SIZE),
        current_page: page,
        last_page: lastPage,
        per_page: INBOX_PAGE_SIZE,
        total: matching.length,
        sendback: query.get('sendback'),
      },
    };
  };

  const action = (name: InboxAction) => (request: MockRequest) => {
    actionCalls.push({ action: name, body: request.body });
    const { ids } = request.body as { ids: number[] };
    messages = messages.map((item) => (ids.includes(item.id) ? { ...item, ...ACTION_CHANGES[name] } : item));
    return { body: { data: { action: name, ids } } };
  };

  const routes: MockRoutes = {
    'GET /api/inbox': list,
    'GET /api/inbox/unread-count': () => ({
      body: { data: { count: messages.filter((item) => !item.read && !item.trashed).length } },
    }),
  };
  for (const name of Object.keys(ACTION_CHANGES) as InboxAction[]) routes[`PUT /api/inbox/${name}`] = action(name);
  routes['POST /api/inbox/reply'] = reply;
  return { routes, listCalls, actionCalls, replyCalls, messages: () => messages };
}

const renderInbox = (count: number, url = '/inbox', extra: InboxMessage[] = []) => {
  const inbox = fakeInbox(count, extra);
  const fetchMock = mockFetch(inbox.routes);
  const view = renderRoute(<InboxPage />, { url, path: '/inbox', status: STATUSES.loggedIn });
  return { ...view, ...inbox, fetchMock };
};

/** The subjects in the table body, top to bottom. */
const subjectsShown = () =>
  Array.from(screen.getByRole('table').querySelectorAll('tbody button')).map((button) => button.textContent);

const params = (router: { state: { location: { search: string } } }) => new URLSearchParams(router.state.location.search);

describe('InboxPage', () => {
  it('shows the first ten messages newest first, the four views and the unread count', async () => {
    const { listCalls } = renderInbox(23);
    await screen.findByRole('button', { name: `${REMINDER} 23` });
    expect(subjectsShown()).toEqual(
      Array.from({ length: 10 }, (_, index) => 23 - index).map((n) => `${n % 4 === 1 ? APPROVED : REMINDER} ${n}`),
    );
    await screen.findByRole('tab', { name: `${INBOX_VIEW_LABELS.unread} (12)` });
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual([INBOX_VIEW_LABELS.inbox, `${INBOX_VIEW_LABELS.unread} (12)`, INBOX_VIEW_LABELS.read, INBOX_VIEW_LABELS.trash]);
    expect(screen.getByRole('tab', { name: INBOX_VIEW_LABELS.inbox }).getAttribute('aria-selected')).toBe('true');
    expect(Object.fromEntries(listCalls[0] ?? [])).toEqual({
      folder: 'inbox',
      page: '1',
      order_by: 'created_at',
      order_dir: 'desc',
      sendback: expect.any(String),
    });
    const unread = within(screen.getByRole('table')).getAllByText(INBOX_TEXTS.unread);
    expect(unread).toHaveLength(5);
  });

  it('shows the pages within two of the current one, and moves by page buttons', async () => {
    const { router, user, listCalls } = renderInbox(120, '/inbox?page=6');
    await screen.findByRole('button', { name: `${REMINDER} 70` });
    const nav = screen.getByRole('navigation', { name: INBOX_TEXTS.pagination });
    const pages = within(nav)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label'))
      .filter((label) => label?.startsWith('第 '));
    expect(pages).toEqual([1, 4, 5, 6, 7, 8, 12].map(inboxPageLabel));
    expect(within(nav).getByRole('button', { name: inboxPageLabel(6) }).getAttribute('aria-current')).toBe('page');

    await user.click(within(nav).getByRole('button', { name: inboxPageLabel(8) }));
    await screen.findByRole('button', { name: `${REMINDER} 50` });
    expect(params(router).get('page')).toBe('8');
    expect(listCalls.at(-1)?.get('page')).toBe('8');

    await user.click(within(nav).getByRole('button', { name: INBOX_TEXTS.lastPage }));
    await screen.findByRole('button', { name: `${REMINDER} 10` });
    expect(within(nav).getByRole('button', { name: INBOX_TEXTS.nextPage }).hasAttribute('disabled')).toBe(true);
  });

  it('restores the view, filter, order and page from the query string', async () => {
    const { listCalls } = renderInbox(60, `/inbox?read=0&filter=${encodeURIComponent(REMINDER)}&order_dir=asc&page=2`);
    await waitFor(() => expect(listCalls.length).toBeGreaterThan(0));
    expect(Object.fromEntries(listCalls[0] ?? [])).toMatchObject({
      folder: 'inbox',
      read: '0',
      filter: REMINDER,
      order_dir: 'asc',
      page: '2',
    });
    await screen.findByRole('button', { name: `${REMINDER} 43` });
    expect(screen.getByRole('tab', { name: /^未讀/ }).getAttribute('aria-selected')).toBe('true');
    expect((screen.getByRole('textbox', { name: INBOX_TEXTS.filterLabel }) as HTMLInputElement).value).toBe(REMINDER);
  });

  it('toasts 輸入的頁數不正確 for a page that is not a number, and shows page 1', async () => {
    const { router, listCalls } = renderInbox(23, '/inbox?page=abc&order_dir=asc');
    expect(await screen.findByText(MESSAGES.invalidPage)).toBeTruthy();
    await screen.findByRole('button', { name: `${APPROVED} 1` });
    expect(params(router).get('page')).toBeNull();
    expect(params(router).get('order_dir')).toBe('asc');
    expect(listCalls.every((call) => call.get('page') === '1')).toBe(true);
  });

  it('toasts 輸入的頁數不正確 for a page past the last, and shows the last page', async () => {
    const { router } = renderInbox(23, '/inbox?page=9');
    expect(await screen.findByText(MESSAGES.invalidPage)).toBeTruthy();
    await screen.findByRole('button', { name: `${REMINDER} 3` });
    expect(params(router).get('page')).toBe('3');
  });

  it('jumps to a typed page, and toasts for one out of range or not a number', async () => {
    const { router, user } = renderInbox(23);
    await screen.findByRole('button', { name: `${REMINDER} 23` });
    const jump = screen.getByRole('textbox', { name: INBOX_TEXTS.pageJump });
    await user.type(jump, '4');
    await user.click(screen.getByRole('button', { name: INBOX_TEXTS.go }));
    expect(await screen.findByText(MESSAGES.invalidPage)).toBeTruthy();
    expect(params(router).get('page')).toBeNull();
    await user.clear(jump);
    await user.type(jump, '二');
    await user.click(screen.getByRole('button', { name: INBOX_TEXTS.go }));
    expect(params(router).get('page')).toBeNull();
    await user.clear(jump);
    await user.type(jump, '2');
    await user.click(screen.getByRole('button', { name: INBOX_TEXTS.go }));
    await screen.findByRole('button', { name: `${APPROVED} 13` });
    expect(params(router).get('page')).toBe('2');
  });

  it('switches views through the tabs; the trash only restores', async () => {
    const { router, user, listCalls } = renderInbox(23, '/inbox?page=2');
    await screen.findByRole('button', { name: `${APPROVED} 13` });
    await user.click(screen.getByRole('tab', { name: /^未讀/ }));
    await screen.findByRole('button', { name: `${REMINDER} 23` });
    expect(params(router).get('read')).toBe('0');
    expect(params(router).get('page')).toBeNull();
    expect(listCalls.at(-1)?.get('read')).toBe('0');

    await user.click(screen.getByRole('tab', { name: INBOX_VIEW_LABELS.read }));
    await screen.findByRole('button', { name: `${REMINDER} 22` });
    expect(listCalls.at(-1)?.get('read')).toBe('1');

    await user.click(screen.getByRole('tab', { name: INBOX_VIEW_LABELS.trash }));
    await screen.findByText(INBOX_TEXTS.empty);
    expect(params(router).get('folder')).toBe('trash');
    expect(listCalls.at(-1)?.get('folder')).toBe('trash');
    expect(listCalls.at(-1)?.get('read')).toBeNull();
    expect(screen.getByRole('button', { name: INBOX_ACTION_LABELS.untrash })).toBeTruthy();
    expect(screen.queryByRole('button', { name: INBOX_ACTION_LABELS.trash })).toBeNull();

    await user.click(screen.getByRole('tab', { name: INBOX_VIEW_LABELS.inbox }));
    await screen.findByRole('button', { name: `${REMINDER} 23` });
    expect(router.state.location.search).toBe('');
  });

  it('filters by subject and sorts by date, each back to page 1', async () => {
    const { router, user, listCalls } = renderInbox(23, '/inbox?page=2');
    await screen.findByRole('button', { name: `${APPROVED} 13` });
    await user.type(screen.getByRole('textbox', { name: INBOX_TEXTS.filterLabel }), APPROVED);
    await user.click(screen.getByRole('button', { name: INBOX_TEXTS.search }));
    await waitFor(() => expect(subjectsShown()).toEqual([21, 17, 13, 9, 5, 1].map((n) => `${APPROVED} ${n}`)));
    expect(params(router).get('filter')).toBe(APPROVED);
    expect(params(router).get('page')).toBeNull();
    expect(listCalls.at(-1)?.get('filter')).toBe(APPROVED);

    await user.click(screen.getByRole('button', { name: new RegExp(`^${INBOX_TEXTS.date}`) }));
    await waitFor(() => expect(subjectsShown()).toEqual([1, 5, 9, 13, 17, 21].map((n) => `${APPROVED} ${n}`)));
    expect(params(router).get('order_dir')).toBe('asc');
    expect(params(router).get('order_by')).toBe('created_at');
    expect(params(router).get('filter')).toBe(APPROVED);

    await user.click(screen.getByRole('button', { name: INBOX_TEXTS.clearFilter }));
    await screen.findByRole('button', { name: `${REMINDER} 2` });
    expect(params(router).get('filter')).toBeNull();
    expect(params(router).get('order_dir')).toBe('asc');
  });

  it('applies a bulk action to the selected messages and reloads', async () => {
    const { user, actionCalls, listCalls } = renderInbox(23);
    await screen.findByRole('button', { name: `${REMINDER} 23` });
    expect(screen.getByRole('button', { name: INBOX_ACTION_LABELS.mark }).hasAttribute('disabled')).toBe(true);

    await user.click(screen.getByRole('checkbox', { name: `${INBOX_TEXTS.selectOne} ${REMINDER} 23` }));
    await user.click(screen.getByRole('checkbox', { name: `${INBOX_TEXTS.selectOne} ${REMINDER} 22` }));
    const calls = listCalls.length;
    await user.click(screen.getByRole('button', { name: INBOX_ACTION_LABELS.mark }));
    await waitFor(() => expect(actionCalls).toEqual([{ action: 'mark', body: { ids: [23, 22] } }]));
    await waitFor(() => expect(listCalls.length).toBe(calls + 1));
    expect(await screen.findAllByTitle(INBOX_TEXTS.marked)).toHaveLength(2);
    expect((screen.getByRole('checkbox', { name: `${INBOX_TEXTS.selectOne} ${REMINDER} 23` }) as HTMLInputElement).checked).toBe(false);

    await user.click(screen.getByRole('checkbox', { name: INBOX_TEXTS.selectAll }));
    await user.click(screen.getByRole('button', { name: INBOX_ACTION_LABELS.trash }));
    await waitFor(() => expect(actionCalls.at(-1)).toEqual({ action: 'trash', body: { ids: Array.from({ length: 10 }, (_, index) => 23 - index) } }));
    await screen.findByRole('button', { name: `${APPROVED} 13` });
    expect(subjectsShown()[0]).toBe(`${APPROVED} 13`);
  });

  it('opens a message, shows its content and marks it read', async () => {
    const { user, actionCalls, messages } = renderInbox(23);
    const subject = await screen.findByRole('button', { name: `${REMINDER} 23` });
    await screen.findByRole('tab', { name: `${INBOX_VIEW_LABELS.unread} (12)` });
    await user.click(subject);
    const dialog = await screen.findByRole('dialog', { name: `${REMINDER} 23` });
    expect(within(dialog).getByText('第 23 則訊息的內容')).toBeTruthy();
    expect(within(dialog).getByText(`${INBOX_TEXTS.sender}：${INBOX_TEXTS.systemSender}`)).toBeTruthy();
    expect(within(dialog).getByText(`${INBOX_TEXTS.relatedLoans}：A251120000023`)).toBeTruthy();
    await waitFor(() => expect(actionCalls).toEqual([{ action: 'read', body: { ids: [23] } }]));
    expect(messages().find((item) => item.id === 23)?.read).toBe(true);

    await user.click(within(dialog).getByRole('button', { name: INBOX_TEXTS.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('tab', { name: `${INBOX_VIEW_LABELS.unread} (11)` })).toBeTruthy();
    const row = screen.getByRole('button', { name: `${REMINDER} 23` }).closest('tr');
    expect(row && within(row).queryByText(INBOX_TEXTS.unread)).toBeNull();

    await user.click(screen.getByRole('button', { name: `${REMINDER} 22` }));
    await screen.findByRole('dialog', { name: `${REMINDER} 22` });
    expect(actionCalls).toHaveLength(1);
  });

  it('replies once to a message that asks for a reply before its deadline, and shows the reply', async () => {
    const asking: InboxMessage = { ...message(3), id: 30, subject: '是否同意展延', inbox_reply_setting: { deadline: OPEN_UNTIL } };
    const { user, replyCalls } = renderInbox(2, '/inbox', [asking]);
    await user.click(await screen.findByRole('button', { name: '是否同意展延' }));
    const dialog = await screen.findByRole('dialog', { name: '是否同意展延' });
    // The text matcher folds the date's non-breaking space into a plain one.
    expect(within(dialog).getByText(`${INBOX_TEXTS.replyDeadline}：${formatDateTime(OPEN_UNTIL)}`.replace(/\s+/g, ' '))).toBeTruthy();

    const box = within(dialog).getByRole('textbox', { name: INBOX_TEXTS.replyLabel });
    await user.type(box, '請寄到 me@example.com');
    await user.click(within(dialog).getByRole('button', { name: INBOX_TEXTS.reply }));
    expect(await within(dialog).findByText(MESSAGES.noEmailInText)).toBeTruthy();
    expect(replyCalls).toEqual([]);

    await user.clear(box);
    await user.type(box, '同意展延');
    await user.click(within(dialog).getByRole('button', { name: INBOX_TEXTS.reply }));
    await waitFor(() => expect(replyCalls).toEqual([{ id: 30, reply_value: '同意展延' }]));
    expect(await within(dialog).findByText(`${INBOX_TEXTS.yourReply}：同意展延`)).toBeTruthy();
    expect(within(dialog).queryByRole('textbox', { name: INBOX_TEXTS.replyLabel })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: INBOX_TEXTS.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const row = screen.getByRole('button', { name: '是否同意展延' }).closest('tr');
    expect(row && within(row).getByText(INBOX_TEXTS.replied)).toBeTruthy();
  });

  it('offers no reply box once the deadline has passed, nor on a message that asks none', async () => {
    const closed: InboxMessage = { ...message(3), id: 31, subject: '已截止的調查', inbox_reply_setting: { deadline: CLOSED_AT } };
    const { user } = renderInbox(2, '/inbox', [closed]);
    await user.click(await screen.findByRole('button', { name: '已截止的調查' }));
    const dialog = await screen.findByRole('dialog', { name: '已截止的調查' });
    expect(within(dialog).getByText(INBOX_TEXTS.replyClosed)).toBeTruthy();
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: INBOX_TEXTS.close }));

    await user.click(await screen.findByRole('button', { name: `${REMINDER} 2` }));
    const plain = await screen.findByRole('dialog', { name: `${REMINDER} 2` });
    expect(within(plain).queryByText(new RegExp(INBOX_TEXTS.replyDeadline))).toBeNull();
    expect(within(plain).queryByRole('textbox')).toBeNull();
  });

  it('caps the unread count label at 99+', async () => {
    renderInbox(250, '/inbox');
    expect(await screen.findByRole('tab', { name: `${INBOX_VIEW_LABELS.unread} (99+)` })).toBeTruthy();
  });

  it('is routed at /inbox for signed-in accounts; visitors are sent to log in', async () => {
    mockFetch(fakeInbox(3).routes);
    const layout = routes[0]?.children ?? [];
    const inbox = layout.find((route: RouteObject) => route.path === 'inbox');
    expect(inbox?.element).toBeTruthy();
    const { router } = renderRoute(<>{inbox?.element}</>, { url: '/inbox', status: STATUSES.visitor });
    await waitFor(() => expect(currentUrl(router)).toBe(`/auth/login?next=${encodeURIComponent('/inbox')}`));
  });
});
