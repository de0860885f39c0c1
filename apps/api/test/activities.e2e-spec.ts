import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { ACTIVITY_TEXTS, CAMPAIGN_TEXTS, EXAMPLE_CREDIT_TRY_ANSWERS_A, MESSAGES } from '@lendbridge/domain';
import { LedgerService } from '../src/modules/ledger/ledger.service.js';
import { BusinessClock } from '../src/modules/repayment/business-clock.js';
import { verifyCampaignToken } from '../src/modules/campaigns/activities/campaign-token.js';
import { Browser, createTestApp } from './create-test-app.js';
import type { TestApp } from './create-test-app.js';
import { seedCampaign as createCampaign } from './factories/campaigns.js';
import type { SeededCampaign as TestCampaign } from './factories/campaigns.js';
import { adminOf, expectLedgerReconciled } from './factories/ledger.js';
import { completeBasic, fullMember, signUp, uploadImage } from './factories/members.js';
import { investor, marketLoan, placeOrder } from './factories/orders.js';
import type { Member } from './factories/members.js';

const TOKEN_SECRET = 'activities-test-campaign-token-secret-0123456789';

const STORY = {
  name: '林美玲',
  age: '34',
  company_title: '店長',
  company_income: '60 萬',
  share_video: true,
  agree1: true,
  agree2: true,
  agree3: true,
  questionnaire_type: 'lend',
  questionnaire_answers: {
    why_choose_lnb: '利率透明',
    what_different_with_lnb_and_other: '審核快',
    invest_situation: '每月定期投資',
  },
};

describe('activities', () => {
  let t: TestApp;
  let visitor: Browser;
  let registered: Member;
  let member: Member;
  let full: Member;
  let missions: TestCampaign;
  let endedMissions: TestCampaign;
  let flipCards: TestCampaign;
  let upcomingFlipCards: TestCampaign;
  let draw: TestCampaign;
  let upcomingDraw: TestCampaign;
  let checkIn: TestCampaign;

  const member2 = async (): Promise<Member> => {
    const next = await signUp(t);
    await completeBasic(next);
    return next;
  };

  const creditTry = async (who: Member) => {
    const response = await who.browser.post('/api/credit-try', EXAMPLE_CREDIT_TRY_ANSWERS_A);
    expect(response.status).toBe(201);
  };

  const cashOf = async (who: Member): Promise<number> => (await t.app.get(LedgerService).balances(who.id)).cash;

  const moveClockOneDay = async () => {
    const admin = await adminOf(t);
    const moved = await admin.browser.put('/api/console/clock', { days_forward: 1 });
    expect(moved.status).toBe(200);
  };

  beforeAll(async () => {
    t = await createTestApp({ CAMPAIGN_TOKEN_SECRET: TOKEN_SECRET });
    visitor = new Browser(t.http);
    registered = await signUp(t);
    member = await member2();
    full = await fullMember(t);
    missions = await createCampaign(t, {
      kind: 'missions',
      missions: [{ key: 'credit', message: '完成信用試算\n完成後領取 2 張抽獎卷', rule: 'credit_check', tickets: 2 }],
    });
    endedMissions = await createCampaign(t, {
      kind: 'missions',
      startsInDays: -30,
      endsInDays: -1,
      missions: [{ key: 'credit', message: '完成信用試算', rule: 'credit_check' }],
    });
    flipCards = await createCampaign(t, {
      kind: 'flip_cards',
      audience: 'full_members',
      missions: [
        { key: 'first', message: '第一張卡：完成信用試算\n您的信用等級 {property}', rule: 'credit_check', notice: '一人一次' },
        { key: 'second', message: '第二張卡：開始後再試算一次\n您的信用等級 {property}', rule: 'credit_check', needs_start: true },
      ],
    });
    upcomingFlipCards = await createCampaign(t, {
      kind: 'flip_cards',
      audience: 'full_members',
      startsInDays: 20,
      endsInDays: 40,
      missions: [{ key: 'first', message: '尚未開始', rule: 'credit_check', needs_start: true }],
    });
    draw = await createCampaign(t, {
      kind: 'draw',
      budget: 10_000,
      prizes: [
        { name: '回饋金 NT$ 88', reward: 'cashback', cashback_amount: 88, chance: 10_000 },
        { name: '回饋金 NT$ 1,888', reward: 'cashback', cashback_amount: 1_888, chance: 10_000, min_invested: 100_000 },
      ],
    });
    upcomingDraw = await createCampaign(t, {
      kind: 'draw',
      startsInDays: 20,
      endsInDays: 40,
      prizes: [{ name: '銘謝惠顧', reward: 'nothing', chance: 10_000 }],
    });
    checkIn = await createCampaign(t, { kind: 'check_in', settings: { winners: 1, iframe_url: '/embedded/click-dollar.html' } });
  });

  afterAll(async () => {
    await t.close();
  });

  describe('who may call', () => {
    const memberRoutes = (): [string, string, object | undefined][] => [
      ['get', `/api/activities/${missions.key}/overview`, undefined],
      ['post', `/api/activities/${missions.key}/spin`, {}],
      ['post', `/api/activities/${missions.key}/claim`, { id: missions.missionIds[0] }],
      ['put', `/api/activities/${missions.key}/start`, { id: missions.missionIds[0] }],
      ['get', `/api/activities/${missions.key}/mission`, undefined],
      ['get', `/api/activities/${missions.key}/completed-missions`, undefined],
      ['get', `/api/activities/${flipCards.key}/flip-cards`, undefined],
      ['get', `/api/activities/${draw.key}/check`, undefined],
      ['post', `/api/activities/${draw.key}/draw`, {}],
      ['post', `/api/activities/${checkIn.key}/agree-policy`, { agree_policy: { privacy_policy: true, transaction_policy: true } }],
      ['get', `/api/activities/${checkIn.key}/check-qualified`, undefined],
      ['get', `/api/activities/${checkIn.key}/token`, undefined],
      ['post', '/api/activities/story', STORY],
    ];

    const call = (browser: Browser, [method, path, body]: [string, string, object | undefined]) =>
      method === 'get' ? browser.get(path) : browser.send(method as 'post' | 'put', path, body);

    it('answers 401 to a visitor on every member route', async () => {
      for (const route of memberRoutes()) {
        const response = await call(visitor, route);
        expect([route[1], response.status, response.body.code]).toEqual([route[1], 401, 'UNAUTHENTICATED']);
      }
    });

    it('answers 403 NOT_MEMBER to an account without its basic data, on every route', async () => {
      for (const route of memberRoutes()) {
        const response = await call(registered.browser, route);
        expect([route[1], response.status, response.body.code]).toEqual([route[1], 403, 'NOT_MEMBER']);
      }
      const checkInCall = await registered.browser.put(`/api/activities/${checkIn.key}/check-in`);
      expect([checkInCall.status, checkInCall.body.code]).toEqual([403, 'NOT_MEMBER']);
      const percent = await registered.browser.get(`/api/activities/${checkIn.key}/see-percent`);
      expect([percent.status, percent.body.code]).toEqual([403, 'NOT_MEMBER']);
    });

    it('keeps the Christmas cards for full members: 403 NOT_MEMBER_FULL', async () => {
      for (const response of [
        await member.browser.get(`/api/activities/${flipCards.key}/flip-cards`),
        await member.browser.put(`/api/activities/${flipCards.key}/start`, { id: flipCards.missionIds[1] }),
      ]) {
        expect(response.status).toBe(403);
        expect(response.body).toMatchObject({ code: 'NOT_MEMBER_FULL', message: MESSAGES.notMemberFull });
      }
    });

    it('tells a visitor of the check-in to sign in and answers INVALID for the chance, as the spec has it', async () => {
      expect((await visitor.put(`/api/activities/${checkIn.key}/check-in`)).body).toEqual({ data: { status: 'NOT_LOGIN' } });
      expect((await visitor.get(`/api/activities/${checkIn.key}/see-percent`)).body).toEqual({ data: 'INVALID' });
    });

    it('shows any visitor a campaign status, and nothing for an unknown or malformed key', async () => {
      const status = await visitor.get(`/api/activities/${draw.key}`);
      expect(status.status).toBe(200);
      expect(status.body.data).toMatchObject({ key: draw.key, kind: 'draw', state: 'live', prizes: [{ name: '回饋金 NT$ 88', min_invested: null }, { min_invested: 100_000 }] });
      expect((await visitor.get(`/api/activities/${upcomingDraw.key}`)).body.data.state).toBe('upcoming');
      expect((await visitor.get('/api/activities/no-such-campaign')).body.code).toBe('CAMPAIGN_NOT_FOUND');
      expect((await visitor.get(`/api/activities/${'x'.repeat(5000)}`)).status).toBe(404);
      expect((await visitor.get('/api/activities/%E4%B8%AD')).status).toBe(404);
    });
  });

  describe('missions', () => {
    it('lists the missions, draws one task, refuses its claim until the records complete it, then grants its tickets once', async () => {
      const me = await member2();
      const base = `/api/activities/${missions.key}`;
      const overview = await me.browser.get(`${base}/overview`);
      expect(overview.body).toEqual({
        data: { all_mission_count: 1, ticket_count: 0, missions: [{ id: missions.missionIds[0], key: 'credit', message: '完成信用試算\n完成後領取 2 張抽獎卷' }] },
      });
      expect((await me.browser.get(`${base}/mission`)).body).toEqual({ data: null });

      const spin = await me.browser.post(`${base}/spin`, {});
      expect(spin.status).toBe(200);
      expect(spin.body).toMatchObject({ code: 1, data: { task: { id: missions.missionIds[0], rule: 'credit_check', target_path: '/my-credit', tickets: 2, completed_at: null } } });
      expect((await me.browser.post(`${base}/spin`, {})).body.data.task.id).toBe(missions.missionIds[0]);

      const early = await me.browser.post(`${base}/claim`, { id: missions.missionIds[0] });
      expect(early.status).toBe(409);
      expect(early.body.code).toBe('MISSION_NOT_COMPLETED');

      const started = await me.browser.put(`${base}/start`, { id: missions.missionIds[0] });
      expect(started.status).toBe(200);
      expect(started.body.data.started_at).not.toBeNull();

      await creditTry(me);
      const task = await me.browser.get(`${base}/mission`);
      expect(task.body.data.completed_at).not.toBeNull();
      expect((await me.browser.get(`${base}/completed-missions`)).body.data).toHaveLength(1);

      const claims = await Promise.all([1, 2, 3].map(() => me.browser.post(`${base}/claim`, { id: missions.missionIds[0] })));
      expect(claims.map((claim) => claim.status)).toEqual([200, 200, 200]);
      expect(claims.filter((claim) => claim.body.data.granted === true)).toHaveLength(1);
      const again = await me.browser.post(`${base}/claim`, { id: missions.missionIds[0] });
      expect(again.body.data).toEqual({ granted: false, tickets: 2, ticket_count: 2, message: CAMPAIGN_TEXTS.claimNote });
      const tickets = await t.app
        .get(DataSource)
        .query(`SELECT count, source, reference FROM campaign_tickets WHERE campaign_id = $1 AND user_id = $2`, [missions.id, me.id]);
      expect(tickets).toEqual([{ count: 2, source: 'mission', reference: expect.stringMatching(/^mission:\d+$/) }]);
      expect((await me.browser.get(`${base}/overview`)).body.data.ticket_count).toBe(2);

      expect((await me.browser.get(`${base}/mission`)).body).toEqual({ data: null });
      expect((await me.browser.post(`${base}/spin`, {})).body).toEqual({ code: -1, message: ACTIVITY_TEXTS.allMissionsDrawn, data: { task: null } });
    });

    it('keeps one open task when a member spins many times at once', async () => {
      const many = await createCampaign(t, {
        kind: 'missions',
        missions: [
          { key: 'credit', message: '完成信用試算', rule: 'credit_check' },
          { key: 'invest', message: '投資任一案件', rule: 'invest' },
          { key: 'robo', message: '轉入智能投資', rule: 'robo_transfer' },
        ],
      });
      const me = await member2();
      const spins = await Promise.all(Array.from({ length: 10 }, () => me.browser.post(`/api/activities/${many.key}/spin`, {})));
      expect(spins.map((spin) => spin.status)).toEqual(Array.from({ length: 10 }, () => 200));
      expect(new Set(spins.map((spin) => spin.body.data.task.id)).size).toBe(1);
      const rows = await t.app.get(DataSource).query(`SELECT count(*)::int AS count FROM mission_progress WHERE campaign_id = $1 AND user_id = $2`, [many.id, me.id]);
      expect(rows).toEqual([{ count: 1 }]);
    });

    it("refuses another member's task, another campaign's mission and hostile ids", async () => {
      const me = await member2();
      const base = `/api/activities/${missions.key}`;
      for (const id of [missions.missionIds[0], flipCards.missionIds[0], 999_999_999]) {
        expect((await me.browser.post(`${base}/claim`, { id })).body.code).toBe('MISSION_NOT_FOUND');
        expect((await me.browser.put(`${base}/start`, { id })).body.code).toBe('MISSION_NOT_FOUND');
      }
      for (const body of [{ id: 'a\u0000' }, { id: '9'.repeat(100_000) }, { id: -1 }, { id: [1] }, { id: 1, user_id: 1 }, {}]) {
        const response = await me.browser.post(`${base}/claim`, body);
        expect(response.status).toBe(400);
      }
      expect((await me.browser.post(`${base}/spin`, { extra: 'x'.repeat(100_000) })).status).toBe(400);
    });

    it('answers 404 with 這個活動結束了哦 once the activity is over', async () => {
      const response = await member.browser.get(`/api/activities/${endedMissions.key}/overview`);
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ code: 'CAMPAIGN_ENDED', message: CAMPAIGN_TEXTS.ended });
      expect((await member.browser.get(`/api/activities/${draw.key}/overview`)).body.code).toBe('CAMPAIGN_NOT_FOUND');
    });
  });

  describe('Christmas flip cards', () => {
    it('completes the first card from the records and the second only from its start', async () => {
      const me = await fullMember(t);
      const base = `/api/activities/${flipCards.key}`;
      await creditTry(me);
      const cards = (await me.browser.get(`${base}/flip-cards`)).body.data;
      expect(cards).toEqual([
        expect.objectContaining({ key: 'first', notice: '一人一次', property: 'A', needs_start: false, completed_at: expect.any(String) }),
        expect.objectContaining({ key: 'second', property: null, needs_start: true, started_at: null, completed_at: null }),
      ]);
      const started = await me.browser.put(`${base}/start`, { id: flipCards.missionIds[1] });
      expect(started.status).toBe(200);
      expect((await me.browser.get(`${base}/flip-cards`)).body.data[1].completed_at).toBeNull();
      await creditTry(me);
      expect((await me.browser.get(`${base}/flip-cards`)).body.data[1]).toMatchObject({ property: 'A', completed_at: expect.any(String) });
    });

    it('answers 活動尚未開始 before the start, to reading and starting alike', async () => {
      for (const response of [
        await full.browser.get(`/api/activities/${upcomingFlipCards.key}/flip-cards`),
        await full.browser.put(`/api/activities/${upcomingFlipCards.key}/start`, { id: upcomingFlipCards.missionIds[0] }),
      ]) {
        expect(response.status).toBe(404);
        expect(response.body).toMatchObject({ code: 'CAMPAIGN_NOT_STARTED', message: CAMPAIGN_TEXTS.notStartedTitle });
      }
    });
  });

  describe('reward draws', () => {
    it('answers 404 活動尚未開始 to the check before the start', async () => {
      const response = await member.browser.get(`/api/activities/${upcomingDraw.key}/check`);
      expect(response.status).toBe(404);
      expect(response.body.code).toBe('CAMPAIGN_NOT_STARTED');
    });

    it('draws once a business day, pays the cashback from the budget, and allows another draw the next business day', async () => {
      const me = await member2();
      const base = `/api/activities/${draw.key}`;
      expect((await me.browser.get(`${base}/check`)).body).toEqual({ data: { can_draw: true, isDrawed: false } });
      const before = await cashOf(me);

      const won = await me.browser.post(`${base}/draw`, { source: '/activity/draw/mid-autumn' });
      expect(won.status).toBe(200);
      expect(won.body.data).toEqual({
        code: 1,
        reward: '回饋金 NT$ 88',
        amount: 88,
        expire_date: null,
        promo_code: null,
        message: `${CAMPAIGN_TEXTS.yourPrize} 回饋金 NT$ 88`,
      });
      expect(await cashOf(me)).toBe(before + 88);
      expect((await me.browser.get(`${base}/check`)).body).toEqual({ data: { can_draw: false, isDrawed: true } });

      const used = await me.browser.post(`${base}/draw`, {});
      expect(used.status).toBe(409);
      expect(used.body).toMatchObject({ code: 'DRAW_USED', message: CAMPAIGN_TEXTS.drawUsedTitle });

      await moveClockOneDay();
      expect((await me.browser.get(`${base}/check`)).body).toEqual({ data: { can_draw: true, isDrawed: false } });
      expect((await me.browser.post(`${base}/draw`, {})).body.data.code).toBe(1);
      const spins = await t.app
        .get(DataSource)
        .query(`SELECT to_char(business_date, 'YYYY-MM-DD') AS day, source FROM campaign_spins WHERE campaign_id = $1 AND user_id = $2 ORDER BY id`, [draw.id, me.id]);
      expect(spins).toHaveLength(2);
      expect(spins[0].source).toBe('/activity/draw/mid-autumn');
      expect(spins[1].day > spins[0].day).toBe(true);
      expect(spins[1].day).toBe(await t.app.get(BusinessClock).today());
      await expectLedgerReconciled(t);
    });

    it('lets exactly one of 20 concurrent draws of a member the same day through', async () => {
      const me = await member2();
      const responses = await Promise.all(Array.from({ length: 20 }, () => me.browser.post(`/api/activities/${draw.key}/draw`, {})));
      expect(responses.filter((response) => response.status === 200)).toHaveLength(1);
      expect(responses.filter((response) => response.status === 409 && response.body.code === 'DRAW_USED')).toHaveLength(19);
      const [{ count }] = await t.app.get(DataSource).query(`SELECT count(*)::int AS count FROM campaign_spins WHERE campaign_id = $1 AND user_id = $2`, [draw.id, me.id]);
      expect(count).toBe(1);
      expect(await cashOf(me)).toBe(88);
    });

    it('gives a fee-discount code with its last day, and never a tier the member has not invested to', async () => {
      const codes = await createCampaign(t, {
        kind: 'draw',
        prizes: [
          { name: '服務費 5 折', reward: 'fee_discount', discount_percent: 50, chance: 10_000 },
          { name: '回饋金 NT$ 1,888', reward: 'cashback', cashback_amount: 1_888, chance: 10_000, min_invested: 100_000 },
        ],
        budget: 5_000,
      });
      for (let round = 0; round < 3; round += 1) {
        const me = await member2();
        const won = (await me.browser.post(`/api/activities/${codes.key}/draw`, {})).body.data;
        expect(won).toMatchObject({ code: 1, reward: '服務費 5 折', amount: null, promo_code: expect.stringMatching(/^LB[A-Z0-9]{10}$/) });
        expect(won.expire_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
    });

    it('answers 似乎沒有獎品可以抽了 when no prize is within reach, and keeps the day for a later draw', async () => {
      const tierOnly = await createCampaign(t, {
        kind: 'draw',
        budget: 5_000,
        prizes: [{ name: '回饋金 NT$ 1,888', reward: 'cashback', cashback_amount: 1_888, chance: 10_000, min_invested: 100_000 }],
      });
      const me = await member2();
      const response = await me.browser.post(`/api/activities/${tierOnly.key}/draw`, {});
      expect(response.body.data).toEqual({ code: -1, reward: null, amount: null, expire_date: null, promo_code: null, message: CAMPAIGN_TEXTS.noPrizes });
      expect((await me.browser.get(`/api/activities/${tierOnly.key}/check`)).body.data.can_draw).toBe(true);
    });

    it('opens a tier to the member whose paid investments in the window reach it', async () => {
      const tierOnly = await createCampaign(t, {
        kind: 'draw',
        budget: 5_000,
        prizes: [{ name: '回饋金 NT$ 1,888', reward: 'cashback', cashback_amount: 1_888, chance: 10_000, min_invested: 100_000 }],
      });
      const lender = await investor(t, 100_000);
      const loan = await marketLoan(t, { amount: 100_000 });
      expect((await placeOrder(t, lender, [{ serial: loan.serial, amount: 100_000 }])).status).toBe(201);
      const won = await lender.browser.post(`/api/activities/${tierOnly.key}/draw`, {});
      expect(won.body.data).toMatchObject({ code: 1, reward: '回饋金 NT$ 1,888', amount: 1_888 });
      expect(await cashOf(lender)).toBe(1_888);
      await expectLedgerReconciled(t);
    });

    it('refuses a source that is not a path of the site', async () => {
      const response = await member.browser.post(`/api/activities/${draw.key}/draw`, { source: 'https://evil.example/' });
      expect(response.status).toBe(400);
      expect(Object.keys(response.body.errors)).toEqual(['source']);
    });
  });

  describe('click-dollar check-in', () => {
    it('checks a member in once a business day and tells the chance in the draw', async () => {
      const me = await member2();
      const base = `/api/activities/${checkIn.key}`;
      expect((await me.browser.get(`${base}/see-percent`)).body).toEqual({ data: 'INVALID' });
      expect((await me.browser.put(`${base}/check-in`)).body).toEqual({ data: { status: 'SUCCESS' } });
      const seen = await me.browser.put(`${base}/check-in`);
      expect(seen.status).toBe(409);
      expect(seen.body).toMatchObject({ code: 'CHECK_IN_SEEN', message: CAMPAIGN_TEXTS.checkInSeen });
      expect((await me.browser.get(`${base}/see-percent`)).body.data).toBe(1);

      const other = await member2();
      expect((await other.browser.put(`${base}/check-in`)).status).toBe(200);
      expect((await me.browser.get(`${base}/see-percent`)).body.data).toBe(0.5);
    });
  });

  describe('story form', () => {
    it('keeps a member story with their own photo; a second replaces the first', async () => {
      const me = await member2();
      const photo = await uploadImage(me, 'image');
      const first = await me.browser.post('/api/activities/story', { ...STORY, personal_photo: photo });
      expect(first.status).toBe(201);
      const second = await me.browser.post('/api/activities/story', { ...STORY, personal_photo: photo, name: '林小玲' });
      expect(second.body.data.id).toBe(first.body.data.id);
      const rows = await t.app.get(DataSource).query(`SELECT name, age, questionnaire_answers FROM campaign_stories WHERE user_id = $1`, [me.id]);
      expect(rows).toEqual([{ name: '林小玲', age: 34, questionnaire_answers: STORY.questionnaire_answers }]);
    });

    it('answers 你有欄位未完成 with every unfinished field', async () => {
      const response = await member.browser.post('/api/activities/story', { ...STORY, name: '', agree2: false });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(CAMPAIGN_TEXTS.storyIncompleteTitle);
      expect(Object.keys(response.body.errors).sort()).toEqual(['agree2', 'name', 'personal_photo']);
    });

    it("refuses another member's upload, NUL characters and huge texts", async () => {
      const other = await member2();
      const theirs = await uploadImage(other, 'image');
      const response = await member.browser.post('/api/activities/story', { ...STORY, personal_photo: theirs });
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('UPLOAD_INVALID');
      const photo = await uploadImage(member, 'image');
      const nul = await member.browser.post('/api/activities/story', { ...STORY, personal_photo: photo, name: 'a\u0000b' });
      expect([nul.status, nul.body.code]).toEqual([400, 'INVALID_CHARACTER']);
      const huge = await member.browser.post('/api/activities/story', {
        ...STORY,
        personal_photo: photo,
        questionnaire_answers: { ...STORY.questionnaire_answers, leave_some_messages: '長'.repeat(50_000) },
      });
      expect(huge.status).toBe(400);
      expect(Object.keys(huge.body.errors)).toEqual(['questionnaire_answers.leave_some_messages']);
    });
  });

  describe('joint-promotion agreement', () => {
    it('waits for the agreement, refuses it unticked, then qualifies the member', async () => {
      const me = await member2();
      const base = `/api/activities/${checkIn.key}`;
      expect((await me.browser.get(`${base}/check-qualified`)).body).toEqual({ data: { isQualified: false, isWaitingAgree: true } });
      const unticked = await me.browser.post(`${base}/agree-policy`, { agree_policy: { privacy_policy: true, transaction_policy: false } });
      expect(unticked.status).toBe(400);
      expect(unticked.body.message).toBe(MESSAGES.agreePolicyTitle);
      const agreed = await me.browser.post(`${base}/agree-policy`, { agree_policy: { privacy_policy: true, transaction_policy: true } });
      expect(agreed.body).toEqual({ data: { isQualified: true, isWaitingAgree: false } });
      expect((await me.browser.get(`${base}/check-qualified`)).body).toEqual({ data: { isQualified: true, isWaitingAgree: false } });
      expect((await me.browser.post(`${base}/agree-policy`, { agree_policy: { privacy_policy: true, transaction_policy: true } })).status).toBe(200);
    });

    it('does not qualify a member outside the campaign audience', async () => {
      const response = await member.browser.get(`/api/activities/${flipCards.key}/check-qualified`);
      expect(response.body).toEqual({ data: { isQualified: false, isWaitingAgree: false } });
    });
  });

  describe('embedded campaign frame', () => {
    it('hands a short-lived HS256 token naming the member and the campaign', async () => {
      const response = await member.browser.get(`/api/activities/${checkIn.key}/token`);
      expect(response.status).toBe(200);
      const { token, expires_at: expiresAt, iframe_url: iframeUrl } = response.body.data;
      expect(iframeUrl).toBe('/embedded/click-dollar.html');
      const status = await member.browser.get('/api/auth/status');
      const claims = verifyCampaignToken(TOKEN_SECRET, token, new Date(Date.parse(expiresAt) - 1_000));
      expect(claims).toMatchObject({ sub: status.body.data.memberSerial, campaign: checkIn.key, iss: 'lendbridge' });
      expect(claims && claims.exp - claims.iat).toBe(300);
      expect(verifyCampaignToken(TOKEN_SECRET, token, new Date(Date.parse(expiresAt)))).toBeNull();
    });

    it('has no token for a campaign without a frame', async () => {
      expect((await member.browser.get(`/api/activities/${draw.key}/token`)).body.code).toBe('CAMPAIGN_NOT_FOUND');
    });
  });
});
