import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { io } from 'socket.io-client';
import type { Socket } from 'socket.io-client';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { CHAT_EVENTS, CHAT_SOCKET_PATH, CHAT_SUPPORT_SERIAL, CHAT_TEXTS, MESSAGES } from '@lendbridge/domain';
import type { ChatAck, SupportChatAnswer, SupportChatMessageAnswer } from '@lendbridge/domain';
import { createTestApp } from './create-test-app.js';
import type { TestApp } from './create-test-app.js';
import { PASSWORD, signUp, signUpAs } from './factories/members.js';
import type { Member } from './factories/members.js';
import { REDIS_URL, redisForTest } from './redis.js';
import { signInAt, startChildApi } from './child-api/child-api.js';
import type { ChildApi } from './child-api/child-api.js';

const ACK_TIMEOUT_MS = 10_000;

interface Posted {
  conversation: SupportChatAnswer;
  message: SupportChatMessageAnswer;
}

interface History {
  conversation: SupportChatAnswer;
  messages: SupportChatMessageAnswer[];
}

/** Signs in on the API process at `base`: the session cookie. */
const signIn = async (base: string, email: string): Promise<string> => (await signInAt(base, email, PASSWORD)).cookie;

const open: Socket[] = [];

/** A chat socket to the API at `base`, with this cookie: connected, or the connection's refusal. */
function connect(base: string, cookie?: string): Promise<Socket> {
  const socket = io(base, {
    path: CHAT_SOCKET_PATH,
    transports: ['websocket'],
    reconnection: false,
    ...(cookie ? { extraHeaders: { cookie } } : {}),
  });
  open.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => reject(error));
  });
}

const ask = <T>(socket: Socket, event: string, ...payload: unknown[]): Promise<ChatAck<T>> =>
  socket.timeout(ACK_TIMEOUT_MS).emitWithAck(event, ...payload) as Promise<ChatAck<T>>;

async function expectOk<T>(answer: Promise<ChatAck<T>>): Promise<T> {
  const ack = await answer;
  if (!ack.ok) throw new Error(`refused: ${ack.message}`);
  return ack.data;
}

/** The next event of this name the socket receives. */
const next = <T>(socket: Socket, event: string): Promise<T> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} arrived`)), ACK_TIMEOUT_MS);
    socket.once(event, (data: T) => {
      clearTimeout(timer);
      resolve(data);
    });
  });

const first = { receiver_serial: CHAT_SUPPORT_SERIAL, subject: '借款問題', content: '請問如何申請信用貸款？' };

async function memberSerial(t: TestApp, member: Member): Promise<string> {
  const rows = (await t.app.get(DataSource).query(`SELECT member_serial FROM users WHERE id = $1`, [member.id])) as { member_serial: string }[];
  return rows[0]?.member_serial ?? '';
}

afterAll(() => {
  for (const socket of open) socket.disconnect();
});

describe('support chat on one process', () => {
  let t: TestApp;
  let base: string;
  let member: Member;
  let other: Member;
  let staff: Member;
  let memberCookie: string;
  let otherCookie: string;
  let staffCookie: string;

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen(0, '127.0.0.1');
    base = await t.app.getUrl();
    base = base.replace('[::1]', '127.0.0.1');
    member = await signUp(t);
    other = await signUp(t);
    staff = await signUpAs(t, ['sales']);
    [memberCookie, otherCookie, staffCookie] = await Promise.all([signIn(base, member.email), signIn(base, other.email), signIn(base, staff.email)]);
  });

  afterAll(async () => {
    for (const socket of open.splice(0)) socket.disconnect();
    await t.close();
  });

  it('refuses a socket without a session, or with a forged cookie, or from another site', async () => {
    await expect(connect(base)).rejects.toThrow(MESSAGES.notLoggedIn);
    await expect(connect(base, 'lendbridge.sid=s%3Aforged.signature')).rejects.toThrow(MESSAGES.notLoggedIn);
    const fromElsewhere = io(base, { path: CHAT_SOCKET_PATH, transports: ['websocket'], reconnection: false, extraHeaders: { cookie: memberCookie, origin: 'https://evil.example' } });
    open.push(fromElsewhere);
    await expect(new Promise((resolve, reject) => {
      fromElsewhere.once('connect', () => resolve('connected'));
      fromElsewhere.once('connect_error', reject);
    })).rejects.toThrow(MESSAGES.forbidden);
  });

  it('answers the number of agents online, counting each staff member once', async () => {
    const status = () => request(t.http).get('/api/chat/status').expect(200).then((response) => (response.body as { data: { agents_online: number } }).data.agents_online);
    expect(await status()).toBe(0);
    const one = await connect(base, staffCookie);
    const two = await connect(base, staffCookie);
    await connect(base, memberCookie);
    expect(await status()).toBe(1);
    one.disconnect();
    two.disconnect();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await status()).toBe(0);
  });

  it('refuses a message that breaks the rules with its message, and stores nothing', async () => {
    const socket = await connect(base, memberCookie);
    const cases: [Record<string, unknown>, string][] = [
      [{ ...first, content: '請寄到 amy@example.com' }, '請勿在內文輸入email'],
      [{ ...first, content: '打給我 0912-345-678' }, '請勿在內文輸入電話'],
      [{ ...first, content: '' }, '內文為必填'],
      [{ ...first, subject: '主'.repeat(91) }, '主旨不能超過 90 個字'],
      [{ ...first, receiver_serial: 'S'.repeat(11) }, '收件人編號不能超過 10 個字'],
      [{ ...first, receiver_serial: 'M00000001' }, CHAT_TEXTS.wrongReceiver],
      [{ ...first, content: '文'.repeat(1001) }, '內文不能超過 1000 個字'],
      [{ ...first, content: 'a\u0000b' }, MESSAGES.invalidCharacter],
    ];
    for (const [payload, message] of cases) {
      const ack = await ask(socket, CHAT_EVENTS.start, payload);
      expect(ack).toMatchObject({ ok: false, message });
    }
    const count = (await t.app.get(DataSource).query(`SELECT count(*)::int AS n FROM support_chats WHERE member_id = $1`, [member.id])) as { n: number }[];
    expect(count[0]?.n).toBe(0);
  });

  it('refuses hostile payloads: deep JSON, prototype keys, wrong types, a frame over the limit', async () => {
    const socket = await connect(base, memberCookie);
    let deep: Record<string, unknown> = { x: 1 };
    for (let depth = 0; depth < 200; depth += 1) deep = { x: deep };
    expect(await ask(socket, CHAT_EVENTS.start, { ...first, content: deep })).toMatchObject({ ok: false, message: MESSAGES.requestTooDeep });
    expect(await ask(socket, CHAT_EVENTS.start, JSON.parse('{"__proto__": {"admin": true}, "subject": "a"}'))).toMatchObject({ ok: false });
    expect(await ask(socket, CHAT_EVENTS.start, 'text')).toMatchObject({ ok: false });
    expect(await ask(socket, CHAT_EVENTS.start)).toMatchObject({ ok: false });
    expect(await ask(socket, CHAT_EVENTS.join, { conversation_id: '1 OR 1=1' })).toMatchObject({ ok: false, message: CHAT_TEXTS.conversationUnknown });
    expect(await ask(socket, CHAT_EVENTS.start, { ...first, content: '文'.repeat(15_000) })).toMatchObject({ ok: false, message: '內文不能超過 1000 個字' });
    const closed = new Promise((resolve) => socket.once('disconnect', resolve));
    socket.emit(CHAT_EVENTS.start, { ...first, content: 'x'.repeat(200_000) });
    await closed;
    const fresh = await connect(base, memberCookie);
    expect(fresh.connected).toBe(true);
  });

  it("keeps a member out of another member's conversation, on the socket and over HTTP", async () => {
    const socket = await connect(base, memberCookie);
    const posted = await expectOk(ask<Posted>(socket, CHAT_EVENTS.start, first));
    const intruder = await connect(base, otherCookie);
    expect(await ask(intruder, CHAT_EVENTS.join, { conversation_id: posted.conversation.id })).toMatchObject({ ok: false, message: CHAT_TEXTS.notYours });
    expect(await ask(intruder, CHAT_EVENTS.send, { ...first, conversation_id: posted.conversation.id })).toMatchObject({ ok: false, message: CHAT_TEXTS.notYours });
    expect(await ask(intruder, CHAT_EVENTS.take, { conversation_id: posted.conversation.id })).toMatchObject({ ok: false, message: CHAT_TEXTS.staffOnly });
    await other.browser.get(`/api/chat/conversations/${posted.conversation.id}`).expect(403);
    await request(t.http).get(`/api/chat/conversations/${posted.conversation.id}`).expect(401);
    await request(t.http).get('/api/chat/conversations').expect(401);
    const own = await member.browser.get(`/api/chat/conversations/${posted.conversation.id}`).expect(200);
    expect((own.body as { data: History }).data.messages.map((message) => message.content)).toEqual([first.content]);
    const mine = await other.browser.get('/api/chat/conversations').expect(200);
    expect((mine.body as { data: unknown[] }).data).toEqual([]);
  });

  it('lets staff list, take and answer; the member hears the answer; the console list is for admin and sales', async () => {
    const memberSocket = await connect(base, memberCookie);
    const staffSocket = await connect(base, staffCookie);
    const announced = next<SupportChatAnswer>(staffSocket, CHAT_EVENTS.conversation);
    const posted = await expectOk(ask<Posted>(memberSocket, CHAT_EVENTS.start, { ...first, subject: '還款日期' }));
    expect((await announced).id).toBe(posted.conversation.id);

    const list = await staff.browser.get(`/api/console/support-chats?filter=${encodeURIComponent(JSON.stringify({ status: 'open' }))}`).expect(200);
    expect(list.headers['content-range']).toMatch(/^support-chats 0-\d+\/\d+$/);
    expect((list.body as SupportChatAnswer[]).map((chat) => chat.id)).toContain(posted.conversation.id);
    await member.browser.get('/api/console/support-chats').expect(403);
    await request(t.http).get('/api/console/support-chats').expect(401);
    await staff.browser.get(`/api/console/support-chats/${posted.conversation.id}`).expect(200);

    const history = await expectOk(ask<History>(staffSocket, CHAT_EVENTS.join, { conversation_id: posted.conversation.id }));
    expect(history.messages).toHaveLength(1);
    const taken = await expectOk(ask<SupportChatAnswer>(staffSocket, CHAT_EVENTS.take, { conversation_id: posted.conversation.id }));
    expect(taken).toMatchObject({ status: 'taken', agent_id: staff.id });

    const serial = await memberSerial(t, member);
    expect(await ask(staffSocket, CHAT_EVENTS.send, { ...first, receiver_serial: CHAT_SUPPORT_SERIAL, conversation_id: posted.conversation.id })).toMatchObject({ ok: false, message: CHAT_TEXTS.wrongReceiver });
    const heard = next<SupportChatMessageAnswer>(memberSocket, CHAT_EVENTS.message);
    await expectOk(ask<Posted>(staffSocket, CHAT_EVENTS.send, { receiver_serial: serial, subject: '還款日期', content: '每月 10 日扣款。', conversation_id: posted.conversation.id }));
    expect(await heard).toMatchObject({ from_staff: true, content: '每月 10 日扣款。' });

    const closed = await expectOk(ask<SupportChatAnswer>(staffSocket, CHAT_EVENTS.close, { conversation_id: posted.conversation.id }));
    expect(closed.status).toBe('closed');
    expect(await ask(memberSocket, CHAT_EVENTS.send, { ...first, conversation_id: posted.conversation.id })).toMatchObject({ ok: false, message: CHAT_TEXTS.conversationClosed });
  });

  it('ends the socket of a session that signs out', async () => {
    const cookie = await signIn(base, other.email);
    const socket = await connect(base, cookie);
    const csrf = await fetch(`${base}/api/auth/csrf`, { headers: { cookie } });
    const token = ((await csrf.json()) as { data: { csrfToken: string } }).data.csrfToken;
    const logout = await fetch(`${base}/api/auth/logout`, { method: 'POST', headers: { 'x-requested-with': 'XMLHttpRequest', 'x-csrf-token': token, cookie } });
    expect(logout.status).toBeLessThan(300);
    expect(await ask(socket, CHAT_EVENTS.start, first)).toMatchObject({ ok: false, message: MESSAGES.notLoggedIn });
  });
});

describe('support chat across two API processes sharing Redis', () => {
  let t: TestApp | undefined;
  let children: ChildApi[] = [];
  let dataDir = '';
  const sessionSecret = randomBytes(32).toString('hex');

  beforeAll(async () => {
    if (!(await redisForTest('the chat across API processes'))) return;
    t = await createTestApp({}, { sessionSecret });
    dataDir = await mkdtemp(join(tmpdir(), 'lendbridge-chat-'));
    children = await Promise.all([startChildApi(t.databaseUrl, sessionSecret, dataDir, { CHILD_REDIS_URL: REDIS_URL }), startChildApi(t.databaseUrl, sessionSecret, dataDir, { CHILD_REDIS_URL: REDIS_URL })]);
  }, 120_000);

  afterAll(async () => {
    for (const socket of open.splice(0)) socket.disconnect();
    for (const child of children) {
      child.process.kill('SIGTERM');
      await child.exited;
    }
    await t?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it("carries messages both ways between a member on one process and staff on the other, and counts the other process's agents", async () => {
    if (!t) return;
    const [a, b] = children;
    if (!a || !b) throw new Error('two processes expected');
    const member = await signUp(t);
    const staff = await signUpAs(t, ['admin']);
    const memberSocket = await connect(a.base, await signIn(a.base, member.email));
    const staffSocket = await connect(b.base, await signIn(b.base, staff.email));

    const status = await fetch(`${a.base}/api/chat/status`);
    expect(((await status.json()) as { data: { agents_online: number } }).data.agents_online).toBe(1);

    const announced = next<SupportChatAnswer>(staffSocket, CHAT_EVENTS.conversation);
    const posted = await expectOk(ask<Posted>(memberSocket, CHAT_EVENTS.start, first));
    expect(await announced).toMatchObject({ id: posted.conversation.id, status: 'open' });

    await expectOk(ask<History>(staffSocket, CHAT_EVENTS.join, { conversation_id: posted.conversation.id }));
    const toMember = next<SupportChatMessageAnswer>(memberSocket, CHAT_EVENTS.message);
    await expectOk(ask<Posted>(staffSocket, CHAT_EVENTS.send, { receiver_serial: posted.conversation.member_serial, subject: first.subject, content: '您好，請至借款頁面申請。', conversation_id: posted.conversation.id }));
    expect(await toMember).toMatchObject({ from_staff: true, content: '您好，請至借款頁面申請。' });

    const toStaff = next<SupportChatMessageAnswer>(staffSocket, CHAT_EVENTS.message);
    await expectOk(ask<Posted>(memberSocket, CHAT_EVENTS.send, { ...first, content: '謝謝！', conversation_id: posted.conversation.id }));
    expect(await toStaff).toMatchObject({ from_staff: false, content: '謝謝！' });

    staffSocket.disconnect();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const after = await fetch(`${a.base}/api/chat/status`);
    expect(((await after.json()) as { data: { agents_online: number } }).data.agents_online).toBe(0);
  });
});
