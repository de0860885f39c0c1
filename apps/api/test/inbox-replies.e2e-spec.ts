import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { INBOX_REPLY_MAX_LENGTH, INBOX_TEXTS, MESSAGES } from '@lendbridge/domain';
import type { InboxMessage } from '@lendbridge/domain';
import { InboxService } from '../src/modules/inbox/inbox.service.js';
import { AJAX, Browser, createTestApp } from './create-test-app.js';
import type { TestApp } from './create-test-app.js';
import { signUp } from './factories/members.js';
import type { Member } from './factories/members.js';

const OPEN_UNTIL = new Date('2999-12-31T15:59:59.000Z');
const CLOSED_AT = new Date('2001-01-01T00:00:00.000Z');

describe('inbox replies', () => {
  let t: TestApp;
  let alice: Member;
  let bob: Member;

  /** A message to the member, asking for a reply until the deadline when one is given; answers its id. */
  const sendMessage = async (member: Member, subject: string, replyDeadline?: Date): Promise<number> => {
    await t.app.get(InboxService).send({ userId: member.id, subject, content: `${subject}：請回覆`, replyDeadline });
    const [row] = (await t.app
      .get(DataSource)
      .query(`SELECT id FROM inbox_messages WHERE user_id = $1 AND subject = $2`, [member.id, subject])) as { id: number }[];
    return Number(row.id);
  };

  const messageOf = async (member: Member, id: number): Promise<InboxMessage | undefined> =>
    ((await member.browser.get('/api/inbox')).body.data as InboxMessage[]).find((message) => message.id === id);

  const reply = (member: Member, body: object) => member.browser.post('/api/inbox/reply', body);

  beforeAll(async () => {
    t = await createTestApp();
    alice = await signUp(t);
    bob = await signUp(t);
  });

  afterAll(async () => {
    await t.close();
  });

  it('shows the reply deadline of a message that asks for a reply, and none on others', async () => {
    const asking = await sendMessage(alice, '意見調查', OPEN_UNTIL);
    const plain = await sendMessage(alice, '一般通知');
    expect(await messageOf(alice, asking)).toMatchObject({
      is_replied: false,
      inbox_reply: null,
      inbox_reply_setting: { deadline: OPEN_UNTIL.toISOString() },
    });
    expect(await messageOf(alice, plain)).toMatchObject({ is_replied: false, inbox_reply: null, inbox_reply_setting: null });
  });

  it('takes the owner’s reply before the deadline, shows it, and marks the message read', async () => {
    const id = await sendMessage(alice, '是否同意展延', OPEN_UNTIL);
    const response = await reply(alice, { id, reply_value: '  同意展延  ' });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ id, read: true, is_replied: true, inbox_reply: { reply_value: '同意展延' } });
    const shown = await messageOf(alice, id);
    expect(shown).toMatchObject({ is_replied: true, read: true, inbox_reply: { reply_value: '同意展延' } });
    expect(typeof shown?.inbox_reply?.replied_at).toBe('string');
  });

  it('refuses a second reply: the first one stays', async () => {
    const id = await sendMessage(alice, '只能回覆一次', OPEN_UNTIL);
    expect((await reply(alice, { id, reply_value: '第一次' })).status).toBe(200);
    const again = await reply(alice, { id, reply_value: '第二次' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'INBOX_ALREADY_REPLIED', message: INBOX_TEXTS.alreadyReplied });
    expect((await messageOf(alice, id))?.inbox_reply?.reply_value).toBe('第一次');
  });

  it('refuses a reply after the deadline and to a message that asks none', async () => {
    const closed = await sendMessage(alice, '已截止', CLOSED_AT);
    const late = await reply(alice, { id: closed, reply_value: '來不及了' });
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ code: 'INBOX_REPLY_CLOSED', message: INBOX_TEXTS.replyClosed });
    expect(await messageOf(alice, closed)).toMatchObject({ is_replied: false, inbox_reply: null });

    const plain = await sendMessage(alice, '不需回覆', undefined);
    const unasked = await reply(alice, { id: plain, reply_value: '好的' });
    expect(unasked.status).toBe(409);
    expect(unasked.body).toMatchObject({ code: 'INBOX_REPLY_NOT_OFFERED', message: INBOX_TEXTS.replyNotOffered });
  });

  it('answers 401 to a visitor', async () => {
    const id = await sendMessage(alice, '訪客不能回覆', OPEN_UNTIL);
    const response = await new Browser(t.http).post('/api/inbox/reply', { id, reply_value: '我是訪客' });
    expect(response.status).toBe(401);
    expect((await messageOf(alice, id))?.is_replied).toBe(false);
  });

  it('answers 403 to a reply sent without the session’s CSRF token', async () => {
    const id = await sendMessage(alice, '要有 CSRF 權杖', OPEN_UNTIL);
    const response = await alice.browser.agent.post('/api/inbox/reply').set(AJAX).send({ id, reply_value: '沒有權杖' });
    expect(response.status).toBe(403);
    expect((await messageOf(alice, id))?.is_replied).toBe(false);
  });

  it('keeps another member’s message untouchable: 404 as for a missing one, and nothing changes', async () => {
    const id = await sendMessage(alice, '不是 Bob 的訊息', OPEN_UNTIL);
    const response = await reply(bob, { id, reply_value: '冒名回覆' });
    expect(response.status).toBe(404);
    expect(response.body.code).toBe('NOT_FOUND');
    expect((await messageOf(alice, id))?.is_replied).toBe(false);
    expect((await reply(bob, { id: 99_999_999, reply_value: '不存在' })).status).toBe(404);
  });

  it('answers 400 on the field to an empty, too long or contact-carrying reply and to a bad id', async () => {
    const id = await sendMessage(alice, '檢查回覆內容', OPEN_UNTIL);
    const empty = await reply(alice, { id, reply_value: '   ' });
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body.errors)).toEqual(['reply_value']);
    const tooLong = await reply(alice, { id, reply_value: '長'.repeat(INBOX_REPLY_MAX_LENGTH + 1) });
    expect(tooLong.status).toBe(400);
    expect(Object.keys(tooLong.body.errors)).toEqual(['reply_value']);
    const withEmail = await reply(alice, { id, reply_value: '請寫信到 me@example.com' });
    expect(withEmail.body.errors).toEqual({ reply_value: MESSAGES.noEmailInText });
    const withPhone = await reply(alice, { id, reply_value: '請打 0912345678' });
    expect(withPhone.body.errors).toEqual({ reply_value: MESSAGES.noPhoneInText });
    const badId = await reply(alice, { id: 'one', reply_value: '好' });
    expect(badId.body.errors).toEqual({ id: MESSAGES.invalidFormat });
    const unknown = await reply(alice, { id, reply_value: '好', extra: 1 });
    expect(unknown.body.errors).toEqual({ extra: MESSAGES.unknownField });
    expect(await messageOf(alice, id)).toMatchObject({ is_replied: false });
    const exact = await reply(alice, { id, reply_value: '長'.repeat(INBOX_REPLY_MAX_LENGTH) });
    expect(exact.status).toBe(200);
  });
});
