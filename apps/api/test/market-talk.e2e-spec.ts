import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import {
  CHAT_CONTENT_MAX_LENGTH,
  MARKET_MESSAGES_PER_DAY,
  MARKET_TEXTS,
  MESSAGES,
  QUESTION_PENDING_MAX_PER_LOAN,
  QUESTION_TITLE_MAX_LENGTH,
  maxLength,
} from '@lendbridge/domain';
import { Browser, createTestApp } from './create-test-app.js';
import type { TestApp } from './create-test-app.js';
import { factBorrower, listLoan, setLoanState } from './factories/market.js';
import type { ListedLoan } from './factories/market.js';
import { fullMember, signUp, signUpAs } from './factories/members.js';
import type { Member } from './factories/members.js';

const T = MARKET_TEXTS;

interface InboxRow {
  user_id: number;
  subject: string;
  content: string;
  loan_serials: string[];
}

describe('market-place questions and messages', () => {
  let t: TestApp;
  let dataSource: DataSource;
  let borrower: Member;
  let lender: Member;
  let other: Member;
  let signedIn: Member;
  let visitor: Browser;
  let loan: ListedLoan;
  let closed: ListedLoan;

  const inboxOf = async (userId: number): Promise<InboxRow[]> =>
    dataSource.query(`SELECT user_id, subject, content, loan_serials FROM inbox_messages WHERE user_id = $1 ORDER BY id`, [userId]);

  const questionsPath = (serial: string) => `/api/market-place/loan/${serial}/questions`;
  const messagePath = (serial: string) => `/api/market-place/loan/${serial}/message`;

  beforeAll(async () => {
    t = await createTestApp();
    dataSource = t.app.get(DataSource);
    const admin = await signUpAs(t, ['admin']);
    [borrower, lender, other] = await Promise.all([factBorrower(t), fullMember(t), fullMember(t)]);
    signedIn = await signUp(t);
    visitor = new Browser(t.http);
    loan = await listLoan(t, borrower, admin.id, { appType: 'sme', grade: 'C', amount: 300_000, period: 24 });
    closed = await listLoan(t, borrower, admin.id, { appType: 'sme', grade: 'C', amount: 100_000, period: 12 });
    await setLoanState(t, closed.id, { status: 'funded', invested_amount: 100_000, funded_at: new Date() });
  }, 120_000);

  afterAll(async () => {
    await t.close();
  });

  describe('questions', () => {
    it('lists questions to visitors and refuses asking without a session', async () => {
      const listed = await visitor.get(questionsPath(loan.serial));
      expect(listed.status).toBe(200);
      expect(listed.body).toEqual({ data: [], meta: { can_ask: false, can_reply: false } });
      const anonymous = await visitor.post(questionsPath(loan.serial), { title: '請問還款來源？' });
      expect(anonymous.status).toBe(401);
      expect((await visitor.get(questionsPath('nothing'))).status).toBe(404);
      expect((await lender.browser.get(questionsPath(loan.serial))).body.meta).toEqual({ can_ask: true, can_reply: false });
      expect((await borrower.browser.get(questionsPath(loan.serial))).body.meta).toEqual({ can_ask: false, can_reply: true });
    });

    it('checks the title: required, its length, no e-mail or phone', async () => {
      const cases: [unknown, string][] = [
        [{}, T.questionTitleRequired],
        [{ title: '   ' }, T.questionTitleRequired],
        [{ title: 'x'.repeat(QUESTION_TITLE_MAX_LENGTH + 1) }, maxLength(T.questionTitle, QUESTION_TITLE_MAX_LENGTH)],
        [{ title: '請寄到 lender@example.com' }, MESSAGES.noEmailInText],
        [{ title: '請打 0912345678 給我' }, MESSAGES.noPhoneInText],
      ];
      for (const [body, message] of cases) {
        const response = await lender.browser.post(questionsPath(loan.serial), body as object);
        expect({ status: response.status, errors: response.body.errors }).toEqual({ status: 400, errors: { title: message } });
      }
      const unknown = await lender.browser.post(questionsPath(loan.serial), { title: '可以提前還款嗎？', user_serial: 'M1' });
      expect(unknown.body.errors).toEqual({ user_serial: MESSAGES.unknownField });
    });

    it('refuses the borrower on their own loan and any closed loan', async () => {
      const own = await borrower.browser.post(questionsPath(loan.serial), { title: '自問自答' });
      expect({ status: own.status, code: own.body.code, message: own.body.message }).toEqual({
        status: 403,
        code: 'QUESTION_OWN_LOAN',
        message: T.questionOwnLoan,
      });
      const late = await lender.browser.post(questionsPath(closed.serial), { title: '還有額度嗎？' });
      expect({ status: late.status, code: late.body.code, message: late.body.message }).toEqual({
        status: 409,
        code: 'QUESTION_CLOSED',
        message: T.questionClosed,
      });
    });

    it('keeps an unanswered question between the asker and the borrower, then publishes the answer', async () => {
      const asked = await lender.browser.post(questionsPath(loan.serial), { title: '營運資金主要用途為何？' });
      expect(asked.status).toBe(201);
      const question = asked.body.data;
      expect(question).toMatchObject({ title: '營運資金主要用途為何？', description: null, visible: false, is_mine: true, replied_at: null });
      const [{ member_serial: serial }] = await dataSource.query(`SELECT member_serial FROM users WHERE id = $1`, [lender.id]);
      expect(question.user_serial).not.toBe(serial);
      expect(question.user_serial.startsWith(serial.slice(0, 5))).toBe(true);
      expect(question.user_serial).toMatch(/\*+$/);

      const notice = (await inboxOf(borrower.id)).find((row) => row.subject === T.questionInboxSubject(loan.serial));
      expect(notice).toMatchObject({ loan_serials: [loan.serial] });
      expect(notice?.content).toContain('營運資金主要用途為何？');

      expect((await visitor.get(questionsPath(loan.serial))).body.data).toEqual([]);
      expect((await other.browser.get(questionsPath(loan.serial))).body.data).toEqual([]);
      expect((await lender.browser.get(questionsPath(loan.serial))).body.data).toEqual([question]);
      expect((await borrower.browser.get(questionsPath(loan.serial))).body.data).toEqual([{ ...question, is_mine: false }]);

      const replyPath = `${questionsPath(loan.serial)}/${question.id}/reply`;
      expect((await visitor.post(replyPath, { description: '原料採購' })).status).toBe(401);
      const stranger = await other.browser.post(replyPath, { description: '原料採購' });
      expect({ status: stranger.status, code: stranger.body.code }).toEqual({ status: 403, code: 'QUESTION_NOT_BORROWER' });
      expect((await lender.browser.post(replyPath, { description: '原料採購' })).status).toBe(403);
      const empty = await borrower.browser.post(replyPath, { description: '' });
      expect({ status: empty.status, errors: empty.body.errors }).toEqual({ status: 400, errors: { description: T.questionReplyRequired } });
      const phone = await borrower.browser.post(replyPath, { description: '詳情請電 02-2345-6789' });
      expect(phone.body.errors).toEqual({ description: MESSAGES.noPhoneInText });

      const replied = await borrower.browser.post(replyPath, { description: '旺季原物料採購。' });
      expect(replied.status).toBe(201);
      expect(replied.body.data).toMatchObject({ id: question.id, description: '旺季原物料採購。', visible: true, replied_at: expect.any(String) });
      const again = await borrower.browser.post(replyPath, { description: '補充說明' });
      expect({ status: again.status, code: again.body.code }).toEqual({ status: 409, code: 'QUESTION_ALREADY_REPLIED' });

      const publicList = (await visitor.get(questionsPath(loan.serial))).body.data;
      expect(publicList).toEqual([expect.objectContaining({ id: question.id, description: '旺季原物料採購。', visible: true, is_mine: false })]);
      const answer = (await inboxOf(lender.id)).find((row) => row.subject === T.replyInboxSubject(loan.serial));
      expect(answer?.content).toContain('旺季原物料採購。');
      expect((await visitor.get(`/api/market-place/loan/${loan.serial}`)).body.data.questions_count).toBe(1);

      expect((await borrower.browser.post(`${questionsPath(loan.serial)}/999999/reply`, { description: '回覆' })).status).toBe(404);
      expect((await borrower.browser.post(`${questionsPath(loan.serial)}/abc/reply`, { description: '回覆' })).status).toBe(404);
      expect((await borrower.browser.post(`${questionsPath(closed.serial)}/${question.id}/reply`, { description: '回覆' })).status).toBe(404);
    });

    it(`allows at most ${QUESTION_PENDING_MAX_PER_LOAN} unanswered questions per member and loan`, async () => {
      for (let index = 0; index < QUESTION_PENDING_MAX_PER_LOAN; index += 1) {
        expect((await other.browser.post(questionsPath(loan.serial), { title: `第 ${index + 1} 個問題` })).status).toBe(201);
      }
      const refused = await other.browser.post(questionsPath(loan.serial), { title: '再一個問題' });
      expect({ status: refused.status, code: refused.body.code, message: refused.body.message }).toEqual({
        status: 409,
        code: 'QUESTION_PENDING_LIMIT',
        message: T.questionTooMany,
      });
      expect((await other.browser.get(questionsPath(loan.serial))).body.data).toHaveLength(QUESTION_PENDING_MAX_PER_LOAN + 1);
      expect((await lender.browser.get(questionsPath(loan.serial))).body.data).toHaveLength(1);
    });
  });

  describe('messages to the borrower', () => {
    it('needs a session and a shown loan, and refuses the borrower', async () => {
      expect((await visitor.post(messagePath(loan.serial), { subject: '你好', content: '請問' })).status).toBe(401);
      expect((await lender.browser.post(messagePath('nothing'), { subject: '你好', content: '請問' })).status).toBe(404);
      const own = await borrower.browser.post(messagePath(loan.serial), { subject: '你好', content: '請問' });
      expect({ status: own.status, code: own.body.code, message: own.body.message }).toEqual({
        status: 403,
        code: 'MESSAGE_OWN_LOAN',
        message: T.ownLoanMessage,
      });
    });

    it('checks subject and content with the spec messages', async () => {
      const cases: [object, Record<string, string>][] = [
        [{}, { subject: '請輸入主旨', content: '請輸入內容' }],
        [{ subject: '', content: '' }, { subject: '請輸入主旨', content: '請輸入內容' }],
        [{ subject: '你好', content: 'x'.repeat(CHAT_CONTENT_MAX_LENGTH + 1) }, { content: maxLength(T.messageContent, CHAT_CONTENT_MAX_LENGTH) }],
        [{ subject: '你好', content: '我的信箱 lender@example.com' }, { content: '請勿在內文輸入email' }],
        [{ subject: '你好', content: '手機 0912-345-678' }, { content: '請勿在內文輸入電話' }],
        [{ subject: '你好', content: '請問', receiver_serial: 'M00000001' }, { receiver_serial: MESSAGES.unknownField }],
      ];
      for (const [body, errors] of cases) {
        const response = await lender.browser.post(messagePath(loan.serial), body);
        expect({ status: response.status, errors: response.body.errors }).toEqual({ status: 400, errors });
      }
      expect(await dataSource.query(`SELECT 1 FROM market_messages`)).toEqual([]);
    });

    it("delivers to the borrower's inbox under the loan serial, without the lender's identity", async () => {
      const before = (await inboxOf(borrower.id)).length;
      const content = `${'可'.repeat(CHAT_CONTENT_MAX_LENGTH - 20)}請問貴公司今年的營收預估？`;
      const sent = await lender.browser.post(messagePath(loan.serial), { subject: '關於營收', content });
      expect({ status: sent.status, body: sent.body }).toEqual({ status: 201, body: { data: { sent: true } } });
      const inbox = await inboxOf(borrower.id);
      expect(inbox).toHaveLength(before + 1);
      const delivered = inbox[inbox.length - 1];
      expect(delivered).toMatchObject({ subject: '關於營收', loan_serials: [loan.serial] });
      expect(delivered.content).toBe(`${T.messageInboxIntro(loan.serial)}\n\n${content}`);
      const [sender] = await dataSource.query(`SELECT email, mobile, member_serial FROM users WHERE id = $1`, [lender.id]);
      for (const secret of [sender.email, sender.mobile, sender.member_serial]) expect(delivered.content).not.toContain(secret);
      const listed = await borrower.browser.get('/api/inbox');
      expect(listed.body.data[0]).toMatchObject({ subject: '關於營收', sender_serial: null, loan_serials: [loan.serial] });
      const [kept] = await dataSource.query(`SELECT sender_id, receiver_id, subject FROM market_messages`);
      expect(kept).toEqual({ sender_id: lender.id, receiver_id: borrower.id, subject: '關於營收' });
    });

    it(`sends at most ${MARKET_MESSAGES_PER_DAY} messages a day per member`, async () => {
      await dataSource.query(
        `INSERT INTO market_messages (loan_id, sender_id, receiver_id, subject, content)
         SELECT $1, $2, $3, '先前的訊息', '內容' FROM generate_series(1, $4)`,
        [loan.id, other.id, borrower.id, MARKET_MESSAGES_PER_DAY],
      );
      const refused = await other.browser.post(messagePath(loan.serial), { subject: '你好', content: '請問' });
      expect({ status: refused.status, code: refused.body.code, message: refused.body.message }).toEqual({
        status: 429,
        code: 'TOO_MANY_MESSAGES',
        message: T.tooManyMessages,
      });
      await dataSource.query(`UPDATE market_messages SET created_at = now() - interval '25 hours' WHERE sender_id = $1`, [other.id]);
      expect((await other.browser.post(messagePath(loan.serial), { subject: '你好', content: '請問' })).status).toBe(201);
      expect((await signedIn.browser.post(messagePath(closed.serial), { subject: '你好', content: '請問已滿標的案件' })).status).toBe(201);
    });
  });
});
