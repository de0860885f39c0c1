import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { INBOX_BULK_MAX_IDS, INBOX_PAGE_SIZE, INBOX_TEXTS, MESSAGES } from '@lendbridge/domain';
import type { InboxListAnswer, InboxMessage } from '@lendbridge/domain';
import { InboxService } from '../src/modules/inbox/inbox.service.js';
import { Browser, createTestApp } from './create-test-app.js';
import type { TestApp } from './create-test-app.js';
import { signUp } from './factories/members.js';
import type { Member } from './factories/members.js';

const APPROVED = '借款申請已核准';
const REMINDER = '繳款提醒';

describe('inbox', () => {
  let t: TestApp;
  let alice: Member;
  let bob: Member;

  /** Sends messages through the service every module uses; each is sent after the previous one. */
  const send = async (member: Member, subjects: string[]): Promise<void> => {
    for (const subject of subjects) {
      await t.app.get(InboxService).send({ userId: member.id, subject, content: `${subject}的內容`, loanSerials: ['A251120000001'] });
    }
  };

  const list = async (member: Member, query: Record<string, string> = {}): Promise<InboxListAnswer> => {
    const response = await member.browser.get(`/api/inbox?${new URLSearchParams(query).toString()}`);
    expect(response.status).toBe(200);
    return response.body as InboxListAnswer;
  };

  const subjects = (answer: InboxListAnswer): string[] => answer.data.map((message) => message.subject);

  /** Every message of the member in a folder, oldest first, page after page. */
  const all = async (member: Member, folder = 'inbox'): Promise<InboxMessage[]> => {
    const first = await list(member, { folder, order_dir: 'asc' });
    const messages = [...first.data];
    for (let page = 2; page <= first.last_page; page += 1) {
      messages.push(...(await list(member, { folder, order_dir: 'asc', page: String(page) })).data);
    }
    return messages;
  };

  beforeAll(async () => {
    t = await createTestApp();
    alice = await signUp(t);
    bob = await signUp(t);
    // Start from empty inboxes: the welcome messages of the registrations are left out of the counts.
    await t.app.get(DataSource).query(`DELETE FROM inbox_messages WHERE user_id = ANY ($1::bigint[])`, [[alice.id, bob.id]]);
    // Alice: 12 messages, 1 to 12; Bob: 2.
    await send(
      alice,
      Array.from({ length: 12 }, (_, index) => `${index % 3 === 0 ? APPROVED : REMINDER} ${index + 1}`),
    );
    await send(bob, [`${REMINDER} B1`, `${REMINDER} B2`]);
  });

  afterAll(async () => {
    await t.close();
  });

  it('answers 401 to visitors on every inbox route', async () => {
    const visitor = new Browser(t.http);
    await visitor.refreshCsrf();
    const responses = [
      await visitor.get('/api/inbox'),
      await visitor.get('/api/inbox/unread-count'),
      ...(await Promise.all(
        ['mark', 'unmark', 'read', 'unread', 'trash', 'untrash'].map((action) => visitor.put(`/api/inbox/${action}`, { ids: [1] })),
      )),
    ];
    for (const response of responses) {
      expect(response.status).toBe(401);
      expect(response.body.message).toBe(MESSAGES.notLoggedIn);
    }
  });

  it('pages ten at a time, newest first, with last_page, current_page and the sendback', async () => {
    const first = await list(alice, { sendback: 'req-1' });
    expect(first).toMatchObject({ current_page: 1, last_page: 2, per_page: INBOX_PAGE_SIZE, total: 12, sendback: 'req-1' });
    expect(subjects(first)).toEqual(
      Array.from({ length: 10 }, (_, index) => 12 - index).map((n) => `${(n - 1) % 3 === 0 ? APPROVED : REMINDER} ${n}`),
    );
    expect(first.data[0]).toEqual({
      id: expect.any(Number),
      subject: `${REMINDER} 12`,
      content: `${REMINDER} 12的內容`,
      read: false,
      marked: false,
      trashed: false,
      is_replied: false,
      inbox_reply: null,
      inbox_reply_setting: null,
      sender_serial: null,
      loan_serials: ['A251120000001'],
      investment_serials: [],
      created_at: expect.any(String),
      read_at: null,
    });

    const second = await list(alice, { page: '2' });
    expect(second).toMatchObject({ current_page: 2, last_page: 2, total: 12, sendback: null });
    expect(subjects(second)).toEqual([`${REMINDER} 2`, `${APPROVED} 1`]);

    const beyond = await list(alice, { page: '3' });
    expect(beyond).toMatchObject({ data: [], current_page: 3, last_page: 2, total: 12 });
  });

  it('sorts by created_at ascending on request', async () => {
    const ascending = await list(alice, { order_by: 'created_at', order_dir: 'asc' });
    expect(subjects(ascending).slice(0, 3)).toEqual([`${APPROVED} 1`, `${REMINDER} 2`, `${REMINDER} 3`]);
    const times = ascending.data.map((message) => Date.parse(message.created_at));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });

  it('filters by subject text, LIKE wildcards taken literally', async () => {
    const approved = await list(alice, { filter: APPROVED });
    expect(approved.total).toBe(4);
    expect(subjects(approved)).toEqual([`${APPROVED} 10`, `${APPROVED} 7`, `${APPROVED} 4`, `${APPROVED} 1`]);
    expect((await list(alice, { filter: '%' })).total).toBe(0);
    expect((await list(alice, { filter: '_' })).total).toBe(0);
    expect((await list(alice, { filter: 'B1' })).total).toBe(0);
  });

  it('refuses bad query values on their names', async () => {
    const badPage = await alice.browser.get('/api/inbox?page=0');
    expect(badPage.status).toBe(400);
    expect(badPage.body.errors).toEqual({ page: MESSAGES.invalidPage });
    const bad = await alice.browser.get('/api/inbox?folder=spam&order_dir=up&order_by=subject&read=yes&per_page=50');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['folder', 'order_by', 'order_dir', 'per_page', 'read']);
  });

  it('marks read and unread; the read and unread views and the unread count follow', async () => {
    const [one, two] = await all(alice);
    expect((await alice.browser.get('/api/inbox/unread-count')).body).toEqual({ data: { count: 12 } });

    const read = await alice.browser.put('/api/inbox/read', { ids: [two.id, one.id, one.id] });
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ data: { action: 'read', ids: [one.id, two.id] } });
    const readView = await list(alice, { read: '1' });
    expect(readView.data.map((message) => message.id).sort()).toEqual([one.id, two.id].sort());
    expect(readView.data.every((message) => message.read && message.read_at !== null)).toBe(true);
    expect((await list(alice, { read: '0' })).total).toBe(10);
    expect((await alice.browser.get('/api/inbox/unread-count')).body.data.count).toBe(10);

    const firstReadAt = readView.data.find((message) => message.id === one.id)?.read_at;
    await alice.browser.put('/api/inbox/read', { ids: [one.id] });
    expect((await list(alice, { read: '1' })).data.find((message) => message.id === one.id)?.read_at).toBe(firstReadAt);

    const unread = await alice.browser.put('/api/inbox/unread', { ids: [one.id] });
    expect(unread.body).toEqual({ data: { action: 'unread', ids: [one.id] } });
    expect((await list(alice, { read: '1' })).data.map((message) => message.id)).toEqual([two.id]);
    expect((await alice.browser.get('/api/inbox/unread-count')).body.data.count).toBe(11);
  });

  it('marks and unmarks', async () => {
    const [, , three, four] = await all(alice);
    expect((await alice.browser.put('/api/inbox/mark', { ids: [three.id, four.id] })).status).toBe(200);
    let messages = await all(alice);
    expect(messages.filter((message) => message.marked).map((message) => message.id)).toEqual([three.id, four.id]);
    expect((await alice.browser.put('/api/inbox/unmark', { ids: [three.id] })).status).toBe(200);
    messages = await all(alice);
    expect(messages.filter((message) => message.marked).map((message) => message.id)).toEqual([four.id]);
  });

  it('moves to the trash and restores; the trash is a folder of its own', async () => {
    const messages = await all(alice);
    const [, , , , five, six] = messages;
    const trashed = await alice.browser.put('/api/inbox/trash', { ids: [five.id, six.id] });
    expect(trashed.body).toEqual({ data: { action: 'trash', ids: [five.id, six.id].sort((a, b) => a - b) } });

    const inbox = await list(alice);
    expect(inbox.total).toBe(10);
    expect(inbox.data.map((message) => message.id)).not.toEqual(expect.arrayContaining([five.id]));
    const trash = await list(alice, { folder: 'trash' });
    expect(trash).toMatchObject({ total: 2, last_page: 1 });
    expect(trash.data.map((message) => message.id)).toEqual([six.id, five.id]);
    expect(trash.data.every((message) => message.trashed)).toBe(true);
    expect((await list(alice, { folder: 'trash', filter: `${REMINDER} 6` })).data.map((message) => message.id)).toEqual([six.id]);
    expect((await alice.browser.get('/api/inbox/unread-count')).body.data.count).toBe(9);

    expect((await alice.browser.put('/api/inbox/untrash', { ids: [five.id] })).status).toBe(200);
    expect((await list(alice, { folder: 'trash' })).data.map((message) => message.id)).toEqual([six.id]);
    expect((await list(alice)).total).toBe(11);
  });

  it("keeps another member's messages untouchable: 404, and nothing changes, not even the member's own", async () => {
    const [aliceMessage] = await all(alice);
    const [bobMessage] = await all(bob);
    expect((await list(bob)).data.map((message) => message.subject)).toEqual([`${REMINDER} B2`, `${REMINDER} B1`]);

    for (const action of ['mark', 'unmark', 'read', 'unread', 'trash', 'untrash']) {
      const response = await bob.browser.put(`/api/inbox/${action}`, { ids: [aliceMessage.id] });
      expect({ action, status: response.status, code: response.body.code }).toEqual({ action, status: 404, code: 'NOT_FOUND' });
    }
    const mixed = await bob.browser.put('/api/inbox/trash', { ids: [bobMessage.id, aliceMessage.id] });
    expect(mixed.status).toBe(404);
    expect((await list(bob, { folder: 'trash' })).total).toBe(0);
    const missing = await bob.browser.put('/api/inbox/read', { ids: [Number.MAX_SAFE_INTEGER] });
    expect(missing.status).toBe(404);

    const after = (await all(alice)).find((message) => message.id === aliceMessage.id);
    expect(after).toEqual(aliceMessage);
  });

  it('refuses an empty selection, too many ids and other fields', async () => {
    const empty = await alice.browser.put('/api/inbox/read', { ids: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({ ids: INBOX_TEXTS.noSelection });
    const tooMany = await alice.browser.put('/api/inbox/read', {
      ids: Array.from({ length: INBOX_BULK_MAX_IDS + 1 }, (_, index) => index + 1),
    });
    expect(tooMany.body.errors).toEqual({ ids: INBOX_TEXTS.tooManySelected });
    const other = await alice.browser.put('/api/inbox/read', { ids: [1], user_id: bob.id });
    expect(other.status).toBe(400);
    expect(other.body.errors).toEqual({ user_id: MESSAGES.unknownField });
  });
});
