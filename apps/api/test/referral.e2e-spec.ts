import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import {
  MESSAGES,
  REFERRAL_INVITATIONS_MAX,
  REFERRAL_REWARD_AMOUNT,
  REFERRAL_TEXTS,
  maxItems,
  referralInvitationSubject,
  referralRewardReference,
} from '@lendbridge/domain';
import type { ShowGirl } from '@lendbridge/domain';
import { OrderJobs } from '../src/modules/orders/orders.jobs.js';
import { BusinessClock } from '../src/modules/repayment/business-clock.js';
import { AJAX, Browser, createTestApp } from './create-test-app.js';
import type { TestApp } from './create-test-app.js';
import { depositTo, expectLedgerReconciled, postIdempotent, verifiedMember } from './factories/ledger.js';
import type { Lender } from './factories/ledger.js';
import { factBorrower } from './factories/market.js';
import { completeBasic, registerBody, registrationToken, signUp } from './factories/members.js';
import type { Member } from './factories/members.js';
import { ORDERS, investor, ledgerBalances, line, marketLoan, placeOrder } from './factories/orders.js';
import { drainMarketing, liveReferralCampaign, marketingBalance, noReferralCampaign, rewardOf } from './factories/referral.js';
import { disbursedLoan } from './factories/repayment.js';

const MGM = '/api/mgm';
const CONCURRENT_ORDERS = 10;

describe('referral (member-get-member)', () => {
  let t: TestApp;
  let referrer: Lender;

  const query = <T>(sql: string, params: unknown[] = []): Promise<T[]> => t.app.get(DataSource).query(sql, params) as Promise<T[]>;

  const invitationMails = (userId: number) =>
    query<{ recipient: string; subject: string; body: string }>(
      `SELECT recipient, subject, body FROM outbox_messages WHERE kind = 'referral_invitation' AND user_id = $1 ORDER BY id`,
      [userId],
    );

  const rewardTransfers = (referredId: number) =>
    query<{ amount: number; debit: string; credit_user: number | null }>(
      `SELECT t.amount, d.kind AS debit, c.user_id AS credit_user FROM ledger_transfers t
         JOIN ledger_accounts d ON d.id = t.debit_account_id JOIN ledger_accounts c ON c.id = t.credit_account_id
        WHERE t.kind = 'referral_reward' AND t.reference = $1`,
      [referralRewardReference(referredId)],
    );

  /** A referred lender's order of NT$1,000 of a loan, paid from the balance. */
  const orderOnce = async (member: Member, serial: string) => {
    const placed = await placeOrder(t, member, [{ serial, amount: 1_000 }]);
    expect(placed.status).toBe(201);
  };

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen(0, '127.0.0.1');
    referrer = await verifiedMember(t);
  }, 120_000);

  afterAll(async () => {
    await expectLedgerReconciled(t);
    await t.close();
  });

  describe('access', () => {
    it('answers 401 to a visitor on every member route, and shows the show-girl page to anyone', async () => {
      const visitor = new Browser(t.http);
      for (const path of [`${MGM}/overview`, `${MGM}/invitations`, `${MGM}/referrals`]) {
        const answer = await visitor.get(path);
        expect({ path, status: answer.status, code: answer.body.code }).toEqual({ path, status: 401, code: 'UNAUTHENTICATED' });
      }
      const post = await visitor.post(`${MGM}/invitations`, { invitations: [{ name: '小明', email: 'ming@example.com' }] });
      expect({ status: post.status, code: post.body.code }).toEqual({ status: 401, code: 'UNAUTHENTICATED' });
      expect((await visitor.get(`${MGM}/show-girls`)).status).toBe(200);
      expect(await query(`SELECT 1 FROM outbox_messages WHERE kind = 'referral_invitation'`)).toEqual([]);
    });

    it('answers 403 to invitations from an account without its basic data (the e-mail names the inviter) or without the CSRF token', async () => {
      const bare = await signUp(t);
      const refused = await bare.browser.post(`${MGM}/invitations`, { invitations: [{ name: '小明', email: 'ming@example.com' }] });
      expect({ status: refused.status, code: refused.body.code }).toEqual({ status: 403, code: 'NOT_MEMBER' });
      expect((await bare.browser.get(`${MGM}/overview`)).status).toBe(200);

      const forged = await referrer.browser.agent
        .post(`${MGM}/invitations`)
        .set(AJAX)
        .send({ invitations: [{ name: '小明', email: 'ming@example.com' }] });
      expect({ status: forged.status, code: forged.body.code }).toEqual({ status: 403, code: 'CSRF_TOKEN_INVALID' });
      expect(await invitationMails(bare.id)).toEqual([]);
      expect(await invitationMails(referrer.id)).toEqual([]);
    });

    it('never reads another member’s lists: no member can be named, and the overview is always the caller’s', async () => {
      const other = await signUp(t);
      for (const path of [`${MGM}/invitations`, `${MGM}/referrals`]) {
        const answer = await other.browser.get(`${path}?user_id=${referrer.id}`);
        expect({ path, status: answer.status, errors: answer.body.errors }).toEqual({ path, status: 400, errors: { user_id: MESSAGES.unknownField } });
        const nul = await other.browser.get(`${path}?page=1%00`);
        expect({ path, status: nul.status, code: nul.body.code }).toEqual({ path, status: 400, code: 'INVALID_CHARACTER' });
      }
      const overview = await other.browser.get(`${MGM}/overview?user_id=${referrer.id}`);
      expect(overview.status).toBe(200);
      expect(overview.body.data.mgmSerial).not.toBe(referrer.memberSerial);
    });
  });

  describe('registering through a referral link', () => {
    it('keeps the referrer on the pending registration and sets it on the account the link creates', async () => {
      const browser = new Browser(t.http);
      const body = registerBody({ mgm_serial: ` ${referrer.memberSerial.toLowerCase()} ` });
      expect((await browser.post('/api/auth/register', body)).status).toBe(201);
      expect(await query(`SELECT referrer_id FROM pending_registrations WHERE email = $1`, [body.email])).toEqual([{ referrer_id: referrer.id }]);
      const token = await registrationToken(t, body.email);
      const confirmed = await browser.post('/api/auth/register/confirm', { token, password: body.password });
      expect(confirmed.status).toBe(201);
      expect(await query(`SELECT referrer_id FROM users WHERE id = $1`, [confirmed.body.data.id])).toEqual([{ referrer_id: referrer.id }]);
    });

    it('refuses an unknown, malformed or disabled referrer on mgm_serial, whatever the e-mail, and records nothing', async () => {
      const disabled = await signUp(t);
      await query(`UPDATE users SET disabled_at = now() WHERE id = $1`, [disabled.id]);
      const [{ member_serial: disabledSerial }] = await query<{ member_serial: string }>(`SELECT member_serial FROM users WHERE id = $1`, [disabled.id]);
      const before = await query<{ count: number }>(`SELECT count(*)::int AS count FROM outbox_messages`);
      for (const [serial, email] of [
        ['M99999999', undefined],
        ['M99999999', referrer.email],
        ['M-1; DROP TABLE users', undefined],
        [disabledSerial, undefined],
      ] as const) {
        const body = registerBody(email === undefined ? { mgm_serial: serial } : { mgm_serial: serial, email });
        const answer = await new Browser(t.http).post('/api/auth/register', body);
        expect({ serial, status: answer.status, errors: answer.body.errors }).toEqual({
          serial,
          status: 400,
          errors: { mgm_serial: REFERRAL_TEXTS.unknownReferrer },
        });
        expect(await query(`SELECT 1 FROM pending_registrations WHERE email = $1`, [body.email])).toEqual([]);
      }
      const nul = await new Browser(t.http).post('/api/auth/register', registerBody({ mgm_serial: `${referrer.memberSerial}\u0000` }));
      expect({ status: nul.status, code: nul.body.code, errors: nul.body.errors }).toEqual({
        status: 400,
        code: 'INVALID_CHARACTER',
        errors: { mgm_serial: MESSAGES.invalidCharacter },
      });
      expect(await query<{ count: number }>(`SELECT count(*)::int AS count FROM outbox_messages`)).toEqual(before);
    });

    it('never makes a member their own referrer: their own address through their own link only tells them someone tried', async () => {
      const answer = await new Browser(t.http).post('/api/auth/register', registerBody({ email: referrer.email, mgm_serial: referrer.memberSerial }));
      expect(answer.status).toBe(201);
      expect(await query(`SELECT referrer_id FROM users WHERE id = $1`, [referrer.id])).toEqual([{ referrer_id: null }]);
      expect(await query(`SELECT 1 FROM pending_registrations WHERE email = $1`, [referrer.email])).toEqual([]);
    });
  });

  describe('the reward', () => {
    it(`pays the referrer ${REFERRAL_REWARD_AMOUNT} exactly once under ${CONCURRENT_ORDERS} concurrent paid orders of the referred member, ledger-exact`, async () => {
      const campaignId = await liveReferralCampaign(t, { budget: 1_000 });
      const friend = await investor(t, CONCURRENT_ORDERS * 1_000, { mgm_serial: referrer.memberSerial });
      const loan = await marketLoan(t, { amount: 100_000 });
      const order = { loans: [await line(t, loan.serial, 1_000)], payment_method: 'balance', contract_accepted: true };
      const marketingBefore = await marketingBalance(t);
      const referrerBefore = await ledgerBalances(t, referrer.id);

      const answers = await Promise.all(Array.from({ length: CONCURRENT_ORDERS }, () => postIdempotent(friend, ORDERS, order)));

      expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: CONCURRENT_ORDERS }, () => 201));
      expect(await ledgerBalances(t, friend.id)).toEqual({ cash: 0, locked: CONCURRENT_ORDERS * 1_000 });
      expect(await marketingBalance(t)).toBe(marketingBefore - REFERRAL_REWARD_AMOUNT);
      expect(await ledgerBalances(t, referrer.id)).toEqual({ cash: referrerBefore.cash + REFERRAL_REWARD_AMOUNT, locked: referrerBefore.locked });
      expect(await rewardTransfers(friend.id)).toEqual([{ amount: REFERRAL_REWARD_AMOUNT, debit: 'marketing', credit_user: referrer.id }]);
      expect(await rewardOf(t, friend.id)).toEqual({ referrer_id: referrer.id, outcome: 'paid', amount: REFERRAL_REWARD_AMOUNT, campaign_id: campaignId });
      expect(await query(`SELECT spent FROM campaigns WHERE id = $1`, [campaignId])).toEqual([{ spent: REFERRAL_REWARD_AMOUNT }]);
      await expectLedgerReconciled(t);
    }, 120_000);

    it('pays it when a deposit order is paid by the deposit that arrives for it', async () => {
      const campaignId = await liveReferralCampaign(t, { budget: 500 });
      const friend = await investor(t, 0, { mgm_serial: referrer.memberSerial });
      const loan = await marketLoan(t, { amount: 10_000 });
      expect((await placeOrder(t, friend, [{ serial: loan.serial, amount: 2_000 }], { payment_method: 'deposit' })).status).toBe(201);
      expect(await rewardOf(t, friend.id)).toBeUndefined();
      const referrerBefore = await ledgerBalances(t, referrer.id);

      await depositTo(t, friend, 2_000);
      expect((await t.app.get(OrderJobs).run()).paid).toBe(1);

      expect(await rewardOf(t, friend.id)).toEqual({ referrer_id: referrer.id, outcome: 'paid', amount: REFERRAL_REWARD_AMOUNT, campaign_id: campaignId });
      expect((await ledgerBalances(t, referrer.id)).cash).toBe(referrerBefore.cash + REFERRAL_REWARD_AMOUNT);
    }, 60_000);

    it('pays nothing, and owes nothing later, when the live campaign’s budget is spent', async () => {
      const spentId = await liveReferralCampaign(t, { budget: 100, spent: 100 });
      const friend = await investor(t, 2_000, { mgm_serial: referrer.memberSerial });
      const loan = await marketLoan(t, { amount: 10_000 });
      const marketingBefore = await marketingBalance(t);
      const referrerBefore = await ledgerBalances(t, referrer.id);

      await orderOnce(friend, loan.serial);
      expect(await rewardOf(t, friend.id)).toEqual({ referrer_id: referrer.id, outcome: 'budget_spent', amount: 0, campaign_id: spentId });

      await liveReferralCampaign(t, { budget: 1_000 });
      await orderOnce(friend, loan.serial);
      expect(await rewardOf(t, friend.id)).toMatchObject({ outcome: 'budget_spent', campaign_id: spentId });
      expect(await rewardTransfers(friend.id)).toEqual([]);
      expect(await ledgerBalances(t, referrer.id)).toEqual(referrerBefore);
      expect(await marketingBalance(t)).toBe(marketingBefore + 1_000);
    }, 60_000);

    it('pays nothing, and owes nothing later, when no referral campaign is live', async () => {
      await noReferralCampaign(t);
      const friend = await investor(t, 2_000, { mgm_serial: referrer.memberSerial });
      const loan = await marketLoan(t, { amount: 10_000 });
      const referrerBefore = await ledgerBalances(t, referrer.id);
      await orderOnce(friend, loan.serial);
      expect(await rewardOf(t, friend.id)).toEqual({ referrer_id: referrer.id, outcome: 'no_campaign', amount: 0, campaign_id: null });
      await liveReferralCampaign(t, { budget: 1_000 });
      await orderOnce(friend, loan.serial);
      expect(await rewardOf(t, friend.id)).toMatchObject({ outcome: 'no_campaign' });
      expect(await ledgerBalances(t, referrer.id)).toEqual(referrerBefore);
    }, 60_000);

    it('keeps the order when the marketing account cannot cover the budget: nothing paid, nothing spent', async () => {
      const unfundedId = await liveReferralCampaign(t, { budget: 10_000_000, funded: 0 });
      await drainMarketing(t);
      const friend = await investor(t, 1_000, { mgm_serial: referrer.memberSerial });
      const loan = await marketLoan(t, { amount: 10_000 });
      const referrerBefore = await ledgerBalances(t, referrer.id);
      await orderOnce(friend, loan.serial);
      expect(await ledgerBalances(t, friend.id)).toEqual({ cash: 0, locked: 1_000 });
      expect(await ledgerBalances(t, referrer.id)).toEqual(referrerBefore);
      expect(await rewardOf(t, friend.id)).toEqual({ referrer_id: referrer.id, outcome: 'budget_spent', amount: 0, campaign_id: unfundedId });
      expect(await query(`SELECT spent FROM campaigns WHERE id = $1`, [unfundedId])).toEqual([{ spent: 0 }]);
    }, 60_000);

    it('pays nothing for a member who came by no link', async () => {
      await liveReferralCampaign(t, { budget: 1_000 });
      const walkIn = await investor(t, 1_000);
      const loan = await marketLoan(t, { amount: 10_000 });
      await orderOnce(walkIn, loan.serial);
      expect(await rewardOf(t, walkIn.id)).toBeUndefined();
    }, 60_000);
  });

  describe('the overview and the member lists', () => {
    let scout: Lender;
    let lister: Member;

    beforeAll(async () => {
      scout = await verifiedMember(t);
      await liveReferralCampaign(t, { budget: 1_000 });
      const invested = await investor(t, 1_000, { mgm_serial: scout.memberSerial });
      const borrowed = await factBorrower(t, { registration: { mgm_serial: scout.memberSerial } });
      lister = await signUp(t, { mgm_serial: scout.memberSerial });
      const loan = await marketLoan(t, { amount: 10_000 });
      await orderOnce(invested, loan.serial);
      const lender = await investor(t);
      await disbursedLoan(t, borrowed, [{ member: lender, amount: 5_000 }], {}, await t.app.get(BusinessClock).today());
    }, 180_000);

    it('counts the members referred, those who invested and those who borrowed, with the link', async () => {
      const answer = await scout.browser.get(`${MGM}/overview`);
      expect(answer.status).toBe(200);
      expect(answer.body.data).toEqual({
        mgmSerial: scout.memberSerial,
        link: expect.stringMatching(new RegExp(`^https?://.+/auth/register\\?mgm=${scout.memberSerial}$`)),
        referredCount: 3,
        investedCount: 1,
        borrowedCount: 1,
      });
      const own = await lister.browser.get(`${MGM}/overview`);
      expect(own.body.data).toMatchObject({ referredCount: 0, investedCount: 0, borrowedCount: 0 });
    });

    it('lists the members referred, newest first and masked, with what they did', async () => {
      const answer = await scout.browser.get(`${MGM}/referrals`);
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ total: 3, from: 1, to: 3, current_page: 1, last_page: 1, per_page: 15 });
      const rows = answer.body.data as { name: string | null; email: string; joined_at: string; invested: boolean; borrowed: boolean; reward_paid: boolean }[];
      expect(rows.map(({ name, invested, borrowed, reward_paid }) => ({ name, invested, borrowed, reward_paid }))).toEqual([
        { name: null, invested: false, borrowed: false, reward_paid: false },
        { name: '王Ｏ明', invested: false, borrowed: true, reward_paid: false },
        { name: '王Ｏ明', invested: true, borrowed: false, reward_paid: true },
      ]);
      expect(rows[0].email).toBe(`${lister.email[0]}${'*'.repeat(lister.email.indexOf('@') - 1)}@example.com`);
      expect(JSON.stringify(answer.body)).not.toContain(lister.email);
      const later = await scout.browser.get(`${MGM}/referrals?page=2`);
      expect(later.body).toMatchObject({ data: [], total: 3, from: null, current_page: 2, last_page: 1 });
      const [{ count }] = await query<{ count: number }>(`SELECT count(*)::int AS count FROM users WHERE referrer_id = $1`, [referrer.id]);
      const others = await referrer.browser.get(`${MGM}/referrals`);
      expect(others.body.total).toBe(count);
      const joined = new Set(rows.map((row) => row.joined_at));
      expect(others.body.data.filter((row: { joined_at: string }) => joined.has(row.joined_at))).toEqual([]);
    });
  });

  describe('invitations', () => {
    let inviter: Lender;

    beforeAll(async () => {
      inviter = await verifiedMember(t);
    }, 60_000);

    it('e-mails each new address once with the member’s link, keeping the first of an address given twice', async () => {
      const first = await inviter.browser.post(`${MGM}/invitations`, {
        invitations: [
          { name: '陳小華', phone: '0912000111', email: 'Hua@Example.com' },
          { name: '再一次', email: 'hua@example.com' },
          { name: '李大同', email: 'tung@example.com' },
        ],
      });
      expect(first.status).toBe(201);
      expect(first.body.data).toEqual({ invited: 2, skipped: 0 });
      const again = await inviter.browser.post(`${MGM}/invitations`, {
        invitations: [
          { name: '陳小華', email: 'hua@example.com' },
          { name: '張美美', email: 'mei@example.com' },
        ],
      });
      expect(again.body.data).toEqual({ invited: 1, skipped: 1 });

      const mails = await invitationMails(inviter.id);
      expect(mails.map((mail) => mail.recipient)).toEqual(['hua@example.com', 'tung@example.com', 'mei@example.com']);
      for (const mail of mails) {
        expect(mail.subject).toBe(referralInvitationSubject('王小明'));
        expect(mail.body).toContain(`/auth/register?mgm=${inviter.memberSerial}`);
      }
      expect(mails[0].body).toContain('陳小華');

      const list = await inviter.browser.get(`${MGM}/invitations`);
      expect(list.status).toBe(200);
      expect(list.body).toMatchObject({ total: 3, from: 1, to: 3, current_page: 1, last_page: 1, per_page: 15 });
      expect(list.body.data.map(({ name, phone, email }: { name: string; phone: string | null; email: string }) => ({ name, phone, email }))).toEqual([
        { name: '張美美', phone: null, email: 'mei@example.com' },
        { name: '李大同', phone: null, email: 'tung@example.com' },
        { name: '陳小華', phone: '0912000111', email: 'hua@example.com' },
      ]);
      expect((await referrer.browser.get(`${MGM}/invitations`)).body).toMatchObject({ data: [], total: 0 });
    });

    it('refuses the member’s own address, a list over the limit, a huge list, a huge body and NUL, sending nothing', async () => {
      const sent = (await invitationMails(inviter.id)).length;
      const own = await inviter.browser.post(`${MGM}/invitations`, {
        invitations: [
          { name: '好友', email: 'fine@example.com' },
          { name: '我自己', email: inviter.email.toUpperCase() },
        ],
      });
      expect({ status: own.status, errors: own.body.errors }).toEqual({ status: 400, errors: { 'invitations.1.email': REFERRAL_TEXTS.selfInvite } });

      const tooMany = Array.from({ length: REFERRAL_INVITATIONS_MAX + 1 }, (_, index) => ({ name: `好友${index}`, email: `many${index}@example.com` }));
      const over = await inviter.browser.post(`${MGM}/invitations`, { invitations: tooMany });
      expect({ status: over.status, errors: over.body.errors }).toEqual({
        status: 400,
        errors: { invitations: maxItems(REFERRAL_TEXTS.invitations, REFERRAL_INVITATIONS_MAX) },
      });

      const huge = await inviter.browser.post(`${MGM}/invitations`, { invitations: Array.from({ length: 30_000 }, () => ({})) });
      expect({ status: huge.status, errors: huge.body.errors }).toEqual({
        status: 400,
        errors: { invitations: maxItems(REFERRAL_TEXTS.invitations, REFERRAL_INVITATIONS_MAX) },
      });

      const body = await inviter.browser.post(`${MGM}/invitations`, { invitations: [{ name: '好'.repeat(2_000_000), email: 'big@example.com' }] });
      expect(body.status).toBe(413);

      const nul = await inviter.browser.post(`${MGM}/invitations`, { invitations: [{ name: '小\u0000明', email: 'nul@example.com' }] });
      expect({ status: nul.status, code: nul.body.code, errors: nul.body.errors }).toEqual({
        status: 400,
        code: 'INVALID_CHARACTER',
        errors: { 'invitations.0.name': MESSAGES.invalidCharacter },
      });

      const wrongShape = await inviter.browser.post(`${MGM}/invitations`, { invitations: [{ name: '好友', email: 'x@example.com', inviter_id: referrer.id }] });
      expect({ status: wrongShape.status, errors: wrongShape.body.errors }).toEqual({ status: 400, errors: { 'invitations.0.inviter_id': MESSAGES.unknownField } });
      expect((await invitationMails(inviter.id)).length).toBe(sent);
      expect(await invitationMails(referrer.id)).toEqual([]);
    });

    it('sends at most 50 invitations in 24 hours', async () => {
      const busy = await signUp(t);
      await completeBasic(busy);
      const batch = (from: number, count: number) => ({
        invitations: Array.from({ length: count }, (_, index) => ({ name: `好友${from + index}`, email: `busy${from + index}@example.com` })),
      });
      expect((await busy.browser.post(`${MGM}/invitations`, batch(0, 20))).status).toBe(201);
      expect((await busy.browser.post(`${MGM}/invitations`, batch(20, 20))).status).toBe(201);
      const past = await busy.browser.post(`${MGM}/invitations`, batch(40, 11));
      expect({ status: past.status, code: past.body.code, message: past.body.message }).toEqual({
        status: 429,
        code: 'INVITATIONS_LIMIT',
        message: REFERRAL_TEXTS.invitationsTooMany,
      });
      expect((await busy.browser.post(`${MGM}/invitations`, batch(40, 10))).body.data).toEqual({ invited: 10, skipped: 0 });
      expect((await invitationMails(busy.id)).length).toBe(50);
    }, 60_000);
  });

  describe('the show-girl page', () => {
    it('lists the live referral campaign’s characters whose serial belongs to an account, none without a campaign', async () => {
      const girl: ShowGirl = { name: '小晴', from: '臺北', title: '理財小達人', suffix: '姊姊', detail: '一起來信橋！', imageType: 'sunny', mgmSerial: referrer.memberSerial };
      await liveReferralCampaign(t, { budget: 0, showGirls: [girl, { ...girl, name: '無名', mgmSerial: 'M99999999' }] });
      const answer = await new Browser(t.http).get(`${MGM}/show-girls`);
      expect(answer.status).toBe(200);
      expect(answer.body.data).toEqual([girl]);
      await noReferralCampaign(t);
      expect((await new Browser(t.http).get(`${MGM}/show-girls`)).body.data).toEqual([]);
    });
  });
});
