import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { CROWDFUNDING_REDIRECTS, CROWDFUNDING_TEXTS, MESSAGES, SANDBOX_3DS_CODE, SANDBOX_TEST_CARDS } from '@lendbridge/domain';
import { CrowdfundingJobs } from '../src/modules/crowdfunding/crowdfunding.jobs.js';
import { LedgerService } from '../src/modules/ledger/ledger.service.js';
import { Browser, createTestApp } from './create-test-app.js';
import type { TestApp } from './create-test-app.js';
import {
  CROWDFUNDINGS,
  CROWDFUNDING_INVESTMENTS,
  CROWDFUNDING_ORDERS,
  DELIVERY,
  card,
  orderCrowdfunding,
  seedProject,
  transfersOf,
  unitsTaken,
} from './factories/crowdfunding.js';
import type { SeededProject } from './factories/crowdfunding.js';
import { adminOf, depositTo, expectLedgerReconciled, postIdempotent } from './factories/ledger.js';
import type { Lender } from './factories/ledger.js';
import { signUp, signUpAs, uploadImage } from './factories/members.js';
import { INVESTMENTS, investor, ledgerBalances } from './factories/orders.js';

describe('crowdfunding orders', () => {
  let t: TestApp;
  let dataSource: DataSource;
  let ledger: LedgerService;
  let owner: Lender;

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen(0, '127.0.0.1');
    dataSource = t.app.get(DataSource);
    ledger = t.app.get(LedgerService);
    owner = await investor(t);
  });

  afterAll(async () => {
    await t.close();
  });

  const bank = () => ledger.platformBalance('bank');
  const planOf = (project: SeededProject) => project.plans[0]?.id ?? 0;

  it('shows a project to visitors and blocks ordering the viewer\'s own or a finished project', async () => {
    const project = await seedProject(t, owner);
    const visitor = new Browser(t.http);
    const shown = await visitor.get(`${CROWDFUNDINGS}/${project.serial}`);
    expect(shown.status).toBe(200);
    expect(shown.body.data).toMatchObject({
      serial: project.serial,
      member_serial: owner.memberSerial,
      status: 'open',
      can_order: true,
      reason: null,
      plans: [{ title: '每月一箱 5 公斤', units: 10, units_left: 10, rates: [{ period: 3, first_period_amount: 3_000, later_period_amount: 1_500 }, { period: 6, first_period_amount: 1_200, later_period_amount: 1_200 }] }],
    });
    const own = await owner.browser.get(`${CROWDFUNDINGS}/${project.serial}`);
    expect(own.body.data).toMatchObject({ can_order: false, reason: CROWDFUNDING_TEXTS.ownProject, virtual_account: owner.virtualAccount });
    const refused = await orderCrowdfunding(owner, project.serial, { plan_id: planOf(project), period: 3, payment_by: 0, credit_card: card() });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(CROWDFUNDING_TEXTS.ownProject);

    const finished = await seedProject(t, owner, { status: 'finished' });
    const backer = await investor(t, 5_000);
    const blocked = await backer.browser.get(`${CROWDFUNDINGS}/${finished.serial}`);
    expect(blocked.body.data).toMatchObject({ can_order: false, reason: CROWDFUNDING_TEXTS.finished, balance: 5_000 });
    expect((await orderCrowdfunding(backer, finished.serial, { plan_id: planOf(finished), period: 3, payment_by: 1 })).status).toBe(409);
    expect((await visitor.get(`${CROWDFUNDINGS}/CF999999`)).status).toBe(404);
  });

  it('lists the open projects with plans to visitors, newest first, with the least first period and the units left', async () => {
    const older = await seedProject(t, owner, { title: '台東洛神花季配' });
    const newer = await seedProject(t, owner, { title: '宜蘭三星蔥月配' });
    const finished = await seedProject(t, owner, { title: '已結束的募資', status: 'finished' });
    const backer = await investor(t, 5_000);
    expect((await orderCrowdfunding(backer, newer.serial, { plan_id: planOf(newer), period: 3, payment_by: 1 })).status).toBe(201);

    const listed = await new Browser(t.http).get(CROWDFUNDINGS);
    expect(listed.status).toBe(200);
    const cards = listed.body.data as { serial: string; title: string; summary: string; image: string | null; from_amount: number; units_left: number }[];
    const serials = cards.map((card) => card.serial);
    expect(serials.indexOf(newer.serial)).toBeLessThan(serials.indexOf(older.serial));
    expect(serials).not.toContain(finished.serial);
    expect(cards.find((card) => card.serial === newer.serial)).toEqual(
      expect.objectContaining({ title: '宜蘭三星蔥月配', summary: '花蓮玉里的有機稻田，每月配送一箱新米。', image: null, from_amount: 1_200, units_left: 9 }),
    );
  });

  it('serves the pictures the project page shows to anyone, and no other upload', async () => {
    const picture = await uploadImage(owner, 'image');
    const other = await uploadImage(owner, 'image');
    const project = await seedProject(t, owner, { contents: [{ type: 'heading', content: '稻田' }, { type: 'image', content: picture }] });
    const visitor = new Browser(t.http);
    const shown = await visitor.get(`${CROWDFUNDINGS}/${project.serial}`);
    expect(shown.body.data.contents).toEqual([
      { type: 'heading', content: '稻田' },
      { type: 'image', content: `${CROWDFUNDINGS}/${project.serial}/images/${picture}` },
    ]);
    const image = await visitor.get(`${CROWDFUNDINGS}/${project.serial}/images/${picture}`);
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect((await visitor.get(`${CROWDFUNDINGS}/${project.serial}/images/${other}`)).status).toBe(404);
    const admin = await adminOf(t);
    const notUpload = await admin.browser.post('/api/console/crowdfunding-projects', {
      title: '圖片', owner_member_serial: owner.memberSerial, kind: 'standard', status: 'open', contents: [{ type: 'image', content: 'x.png' }], plans: [],
    });
    expect(notUpload.status).toBe(400);
    expect(Object.keys(notUpload.body.errors)).toEqual(['contents.0.content']);
  });

  it('previews the contract of a plan and period in Traditional Chinese, and refuses a period the plan does not offer', async () => {
    const project = await seedProject(t, owner);
    const visitor = new Browser(t.http);
    const contract = await visitor.get(`${CROWDFUNDINGS}/${project.serial}/contract?plan_id=${planOf(project)}&period=3`);
    expect(contract.status).toBe(200);
    expect(contract.body.data.title).toBe('「花蓮有機米月月配」募資贊助契約');
    expect(contract.body.data.html).toContain('第一期款項 NT$ 3,000');
    expect(contract.body.data.html).toContain('第二期起每期 NT$ 1,500，共 2 期');
    expect(contract.body.data.html).toContain('贊助總額 NT$ 6,000');
    expect((await visitor.get(`${CROWDFUNDINGS}/${project.serial}/contract?plan_id=${planOf(project)}&period=4`)).body.errors).toEqual({
      period: CROWDFUNDING_TEXTS.periodInvalid,
    });
    const backer = await investor(t, 10_000);
    const wrongPeriod = await orderCrowdfunding(backer, project.serial, { plan_id: planOf(project), period: 12, payment_by: 1 });
    expect(wrongPeriod.status).toBe(400);
    expect(wrongPeriod.body.errors).toEqual({ period: CROWDFUNDING_TEXTS.periodInvalid });
  });

  it('asks for the password and refuses a wrong one on the password field', async () => {
    const project = await seedProject(t, owner);
    const backer = await investor(t, 10_000);
    const empty = await orderCrowdfunding(backer, project.serial, { password: '', plan_id: planOf(project), period: 3, payment_by: 1 });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({ password: MESSAGES.passwordPrompt });
    const wrong = await orderCrowdfunding(backer, project.serial, { password: 'Wrong-pass-1', plan_id: planOf(project), period: 3, payment_by: 1 });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('WRONG_PASSWORD');
    expect(Object.keys(wrong.body.errors)).toEqual(['password']);
    expect(await unitsTaken(t, planOf(project))).toBe(0);
  });

  it('pays by an approved card: the bank pays the owner the first period, the schedule and deliveries follow, only the masked number is kept', async () => {
    const project = await seedProject(t, owner);
    const backer = await investor(t);
    const bankBefore = await bank();
    const ownerBefore = (await ledgerBalances(t, owner.id)).cash;
    const placed = await orderCrowdfunding(backer, project.serial, {
      plan_id: planOf(project),
      period: 3,
      payment_by: 0,
      credit_card: card('5555 5555 5555 4444'),
    });
    expect(placed.status).toBe(201);
    expect(placed.body.data).toMatchObject({
      order: { status: 'paid', first_period_amount: 3_000, payment_by: 0 },
      payment: { status: 'approved' },
      message: CROWDFUNDING_TEXTS.orderSuccess,
      redirect: CROWDFUNDING_REDIRECTS.afterOrder,
    });
    const serial = placed.body.data.order.serial as string;
    expect(await transfersOf(t, serial)).toEqual([{ kind: 'crowdfunding_card_payment', amount: 3_000 }]);
    expect(await bank()).toBe(bankBefore - 3_000);
    expect((await ledgerBalances(t, owner.id)).cash).toBe(ownerBefore + 3_000);
    expect((await ledgerBalances(t, backer.id)).cash).toBe(0);
    await expectLedgerReconciled(t);

    const stored: { card_masked: string; card_brand: string; status: string }[] = await dataSource.query(
      `SELECT c.card_masked, c.card_brand, c.status FROM card_payments c JOIN crowdfunding_orders o ON o.id = c.order_id WHERE o.serial = $1`,
      [serial],
    );
    expect(stored).toEqual([{ card_masked: '555555******4444', card_brand: 'mastercard', status: 'approved' }]);
    const anywhere: { n: number }[] = await dataSource.query(
      `SELECT count(*)::int AS n FROM card_payments c WHERE row_to_json(c)::text LIKE '%5555555555554444%' OR row_to_json(c)::text LIKE '%"123"%'`,
    );
    expect(anywhere[0]?.n).toBe(0);

    const view = await backer.browser.get(`${CROWDFUNDING_INVESTMENTS}/${serial}`);
    expect(view.status).toBe(200);
    expect(view.body.data.repayments.data.map((row: { amount: number; status: string }) => [row.amount, row.status])).toEqual([
      [3_000, 'paid'],
      [1_500, 'scheduled'],
      [1_500, 'scheduled'],
    ]);
    expect(view.body.data.deliveries.map((row: { status: string }) => row.status)).toEqual(['preparing', 'preparing', 'preparing']);
    expect(await unitsTaken(t, planOf(project))).toBe(1);
  });

  it('leaves no effect for a declined card: the order fails, the unit goes back, no money moves', async () => {
    const project = await seedProject(t, owner);
    const backer = await investor(t);
    const bankBefore = await bank();
    const placed = await orderCrowdfunding(backer, project.serial, {
      plan_id: planOf(project),
      period: 3,
      payment_by: 0,
      credit_card: card(SANDBOX_TEST_CARDS.visaDecline),
    });
    expect(placed.status).toBe(201);
    expect(placed.body.data).toMatchObject({ order: { status: 'failed' }, payment: { status: 'declined', reason: '發卡銀行拒絕交易' }, redirect: null });
    expect(await transfersOf(t, placed.body.data.order.serial)).toEqual([]);
    expect(await bank()).toBe(bankBefore);
    expect(await unitsTaken(t, planOf(project))).toBe(0);
    const expired = await orderCrowdfunding(backer, project.serial, { plan_id: planOf(project), period: 3, payment_by: 0, credit_card: { ...card(), date: '2020-01' } });
    expect(expired.status).toBe(400);
    expect(expired.body.errors).toEqual({ 'credit_card.date': CROWDFUNDING_TEXTS.cardExpired });
    const badBrand = await orderCrowdfunding(backer, project.serial, { plan_id: planOf(project), period: 3, payment_by: 0, credit_card: card('9111111111111111') });
    expect(badBrand.body.errors).toEqual({ 'credit_card.card_number': CROWDFUNDING_TEXTS.cardBrand });
    const noCard = await orderCrowdfunding(backer, project.serial, { plan_id: planOf(project), period: 3, payment_by: 0 });
    expect(noCard.body.errors).toEqual({ credit_card: CROWDFUNDING_TEXTS.cardRequired });
  });

  const threeDs = async (backer: Lender, project: SeededProject) => {
    const placed = await orderCrowdfunding(backer, project.serial, { plan_id: planOf(project), period: 3, payment_by: 0, credit_card: card(SANDBOX_TEST_CARDS.visa3ds) });
    expect(placed.status).toBe(201);
    expect(placed.body.data).toMatchObject({ order: { status: 'pending_card' }, payment: { status: 'requires_3ds' } });
    const redirectUrl = placed.body.data.payment.redirect_url as string;
    expect(redirectUrl).toMatch(/^\/api\/card-sandbox\/3ds\/[\w-]+$/);
    return { serial: placed.body.data.order.serial as string, redirectUrl, token: redirectUrl.split('/').pop() ?? '' };
  };

  it('completes 3-D Secure: the sandbox page takes the one-time code and sends the browser back; only then is the order paid', async () => {
    const project = await seedProject(t, owner);
    const backer = await investor(t);
    const bankBefore = await bank();
    const { serial, redirectUrl, token } = await threeDs(backer, project);
    expect(await transfersOf(t, serial)).toEqual([]);
    expect(await unitsTaken(t, planOf(project))).toBe(1);

    const early = await postIdempotent(backer, `${CROWDFUNDING_ORDERS}/${serial}/card-return`, { token });
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('CARD_AUTH_PENDING');

    const shown = await request(t.http).get(redirectUrl);
    expect(shown.status).toBe(200);
    expect(shown.text).toContain('確認');
    expect(shown.text).toContain('取消');
    expect(shown.text).toContain('400000******3220');
    const wrongCode = await request(t.http).post(redirectUrl).type('form').send({ code: '000000', action: 'confirm' });
    expect(wrongCode.status).toBe(400);
    const confirmed = await request(t.http).post(redirectUrl).type('form').send({ code: SANDBOX_3DS_CODE, action: 'confirm' });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.location).toBe(`/crowdfunding/card-return?order=${serial}&token=${token}`);

    const returned = await postIdempotent(backer, `${CROWDFUNDING_ORDERS}/${serial}/card-return`, { token });
    expect(returned.status).toBe(200);
    expect(returned.body.data).toMatchObject({ order: { status: 'paid' }, payment: { status: 'approved' }, message: CROWDFUNDING_TEXTS.orderSuccess });
    expect(await transfersOf(t, serial)).toEqual([{ kind: 'crowdfunding_card_payment', amount: 3_000 }]);
    expect(await bank()).toBe(bankBefore - 3_000);
    const again = await postIdempotent(backer, `${CROWDFUNDING_ORDERS}/${serial}/card-return`, { token });
    expect(again.body.data.order.status).toBe('paid');
    expect(await transfersOf(t, serial)).toHaveLength(1);
    await expectLedgerReconciled(t);
  });

  it('pays a 3-D Secure order once when the browser comes back twice at once with other keys', async () => {
    const project = await seedProject(t, owner);
    const backer = await investor(t);
    const { serial, redirectUrl, token } = await threeDs(backer, project);
    await request(t.http).post(redirectUrl).type('form').send({ code: SANDBOX_3DS_CODE, action: 'confirm' });
    const returns = await Promise.all(
      [1, 2, 3].map(() => postIdempotent(backer, `${CROWDFUNDING_ORDERS}/${serial}/card-return`, { token })),
    );
    expect(returns.map((response) => [response.status, response.body.data.order.status, response.body.data.payment.status])).toEqual([
      [200, 'paid', 'approved'],
      [200, 'paid', 'approved'],
      [200, 'paid', 'approved'],
    ]);
    expect(await transfersOf(t, serial)).toEqual([{ kind: 'crowdfunding_card_payment', amount: 3_000 }]);
    expect(await unitsTaken(t, planOf(project))).toBe(1);
    await expectLedgerReconciled(t);
  });

  it('leaves an abandoned 3-D Secure order unpaid: 取消 fails it at once, never returning lapses it and gives the unit back', async () => {
    const project = await seedProject(t, owner);
    const backer = await investor(t);
    const bankBefore = await bank();
    const cancelled = await threeDs(backer, project);
    const answer = await request(t.http).post(cancelled.redirectUrl).type('form').send({ action: 'cancel' });
    expect(answer.status).toBe(303);
    const returned = await postIdempotent(backer, `${CROWDFUNDING_ORDERS}/${cancelled.serial}/card-return`, { token: cancelled.token });
    expect(returned.body.data).toMatchObject({ order: { status: 'failed' }, payment: { status: 'declined', reason: '持卡人取消 3-D 驗證' } });
    expect(await unitsTaken(t, planOf(project))).toBe(0);

    const never = await threeDs(backer, project);
    expect(await unitsTaken(t, planOf(project))).toBe(1);
    const rows: { pay_deadline: Date }[] = await dataSource.query(`SELECT pay_deadline FROM crowdfunding_orders WHERE serial = $1`, [never.serial]);
    const deadline = rows[0]?.pay_deadline ?? new Date(0);
    const jobs = t.app.get(CrowdfundingJobs);
    expect((await jobs.run(new Date(deadline.getTime() - 60_000))).lapsed).toBe(0);
    expect((await jobs.run(new Date(deadline.getTime() + 60_000))).lapsed).toBe(1);
    expect(await unitsTaken(t, planOf(project))).toBe(0);
    const late = await postIdempotent(backer, `${CROWDFUNDING_ORDERS}/${never.serial}/card-return`, { token: never.token });
    expect(late.body.data.order.status).toBe('lapsed');
    const payments: { status: string }[] = await dataSource.query(
      `SELECT c.status FROM card_payments c JOIN crowdfunding_orders o ON o.id = c.order_id WHERE o.serial = $1`,
      [never.serial],
    );
    expect(payments).toEqual([{ status: 'abandoned' }]);
    expect(await transfersOf(t, cancelled.serial)).toEqual([]);
    expect(await transfersOf(t, never.serial)).toEqual([]);
    expect(await bank()).toBe(bankBefore);
  });

  it('pays from a balance that covers the first period: backer to owner at once', async () => {
    const project = await seedProject(t, owner);
    const backer = await investor(t, 5_000);
    const ownerBefore = (await ledgerBalances(t, owner.id)).cash;
    const placed = await orderCrowdfunding(backer, project.serial, { plan_id: planOf(project), period: 6, payment_by: 1 });
    expect(placed.status).toBe(201);
    expect(placed.body.data).toMatchObject({ order: { status: 'paid', first_period_amount: 1_200 }, payment: { status: 'balance' } });
    expect(await transfersOf(t, placed.body.data.order.serial)).toEqual([{ kind: 'crowdfunding_balance_payment', amount: 1_200 }]);
    expect((await ledgerBalances(t, backer.id)).cash).toBe(3_800);
    expect((await ledgerBalances(t, owner.id)).cash).toBe(ownerBefore + 1_200);
    const statement = await backer.browser.get('/api/account/transactions');
    expect(JSON.stringify(statement.body)).toContain('募資贊助付款');
    await expectLedgerReconciled(t);
  });

  it('makes a balance order wait for a transfer when the balance is at least 1000, pays it once covered, and refuses under 1000', async () => {
    const project = await seedProject(t, owner);
    const poor = await investor(t, 900);
    const refused = await orderCrowdfunding(poor, project.serial, { plan_id: planOf(project), period: 3, payment_by: 1 });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'BALANCE_TOO_LOW', message: CROWDFUNDING_TEXTS.balanceTooLow });
    expect(await unitsTaken(t, planOf(project))).toBe(0);

    const backer = await investor(t, 1_500);
    const placed = await orderCrowdfunding(backer, project.serial, { plan_id: planOf(project), period: 3, payment_by: 1 });
    expect(placed.status).toBe(201);
    expect(placed.body.data).toMatchObject({ order: { status: 'pending_transfer' }, payment: { status: 'awaiting_transfer' }, redirect: null });
    expect(placed.body.data.message).toContain(backer.virtualAccount);
    expect(placed.body.data.message).toContain('3 日內');
    const serial = placed.body.data.order.serial as string;
    const short = await postIdempotent(backer, `${CROWDFUNDING_ORDERS}/${serial}/pay`, {});
    expect(short.status).toBe(409);
    expect(short.body.code).toBe('BALANCE_SHORT');
    await depositTo(t, backer, 2_000);
    const paid = await postIdempotent(backer, `${CROWDFUNDING_ORDERS}/${serial}/pay`, {});
    expect(paid.status).toBe(200);
    expect(paid.body.data.order.status).toBe('paid');
    expect((await ledgerBalances(t, backer.id)).cash).toBe(500);
    expect(await transfersOf(t, serial)).toEqual([{ kind: 'crowdfunding_balance_payment', amount: 3_000 }]);
  });

  it('lapses a balance order whose transfer never came, after its three days, giving the unit back', async () => {
    const project = await seedProject(t, owner);
    const backer = await investor(t, 1_000);
    const placed = await orderCrowdfunding(backer, project.serial, { plan_id: planOf(project), period: 3, payment_by: 1 });
    const serial = placed.body.data.order.serial as string;
    const deadline = new Date(placed.body.data.order.pay_deadline as string);
    const created: { created_at: Date }[] = await dataSource.query(`SELECT created_at FROM crowdfunding_orders WHERE serial = $1`, [serial]);
    expect(deadline.getTime() - (created[0]?.created_at.getTime() ?? 0)).toBe(3 * 86_400_000);
    expect(await unitsTaken(t, planOf(project))).toBe(1);
    expect((await t.app.get(CrowdfundingJobs).run(new Date(deadline.getTime() + 1_000))).lapsed).toBeGreaterThanOrEqual(1);
    expect(await unitsTaken(t, planOf(project))).toBe(0);
    const late = await postIdempotent(backer, `${CROWDFUNDING_ORDERS}/${serial}/pay`, {});
    expect(late.status).toBe(409);
    expect((await backer.browser.get(`${CROWDFUNDING_INVESTMENTS}/${serial}`)).body.data.status).toBe('lapsed');
  });

  it('collects a later period from the balance when it falls due', async () => {
    const project = await seedProject(t, owner);
    const backer = await investor(t, 6_000);
    const placed = await orderCrowdfunding(backer, project.serial, { plan_id: planOf(project), period: 3, payment_by: 1 });
    const serial = placed.body.data.order.serial as string;
    const rows: { created_at: Date }[] = await dataSource.query(`SELECT created_at FROM crowdfunding_orders WHERE serial = $1`, [serial]);
    const monthLater = new Date((rows[0]?.created_at.getTime() ?? 0) + 32 * 86_400_000);
    await t.app.get(CrowdfundingJobs).run(monthLater);
    expect(await transfersOf(t, serial)).toEqual([
      { kind: 'crowdfunding_balance_payment', amount: 3_000 },
      { kind: 'crowdfunding_balance_payment', amount: 1_500 },
    ]);
    const view = await backer.browser.get(`${CROWDFUNDING_INVESTMENTS}/${serial}`);
    expect(view.body.data.repayments.data.map((row: { status: string }) => row.status)).toEqual(['paid', 'paid', 'scheduled']);
    await expectLedgerReconciled(t);
  });

  it('never oversells a plan\'s last units to concurrent orders', async () => {
    const project = await seedProject(t, owner, {
      plans: [{ title: '限量 2 份', units: 2, rates: [{ period: 1, first_period_amount: 1_000 }], tabs: [] }],
    });
    const backers = await Promise.all(Array.from({ length: 5 }, () => investor(t, 2_000)));
    const answers = await Promise.all(
      backers.map((backer, index) =>
        orderCrowdfunding(backer, project.serial, index % 2 === 0 ? { plan_id: planOf(project), period: 1, payment_by: 1 } : { plan_id: planOf(project), period: 1, payment_by: 0, credit_card: card() }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(2);
    expect(answers.filter((answer) => answer.status === 409).map((answer) => answer.body.code)).toEqual(['PLAN_SOLD_OUT', 'PLAN_SOLD_OUT', 'PLAN_SOLD_OUT']);
    expect(await unitsTaken(t, planOf(project))).toBe(2);
    const paid: { n: number }[] = await dataSource.query(`SELECT count(*)::int AS n FROM crowdfunding_orders WHERE plan_id = $1 AND status = 'paid'`, [planOf(project)]);
    expect(paid[0]?.n).toBe(2);
    await expectLedgerReconciled(t);
  });

  it('answers the same Idempotency-Key once, sent twice in a row or at once', async () => {
    const project = await seedProject(t, owner);
    const backer = await investor(t, 10_000);
    const key = randomUUID();
    const body = { plan_id: planOf(project), period: 3, payment_by: 1 as const };
    const first = await orderCrowdfunding(backer, project.serial, body, key);
    const second = await orderCrowdfunding(backer, project.serial, body, key);
    expect(second.status).toBe(first.status);
    expect(second.body.data.order.serial).toBe(first.body.data.order.serial);
    const together = randomUUID();
    const both = await Promise.all([orderCrowdfunding(backer, project.serial, body, together), orderCrowdfunding(backer, project.serial, body, together)]);
    const placed = both.filter((answer) => answer.status === 201);
    expect(placed.length).toBeGreaterThanOrEqual(1);
    expect(new Set(placed.map((answer) => answer.body.data.order.serial as string)).size).toBe(1);
    expect(both.filter((answer) => answer.status !== 201).map((answer) => answer.body.code)).toEqual(
      both.length === placed.length ? [] : ['IDEMPOTENCY_IN_FLIGHT'],
    );
    const orders: { n: number }[] = await dataSource.query(`SELECT count(*)::int AS n FROM crowdfunding_orders WHERE user_id = $1`, [backer.id]);
    expect(orders[0]?.n).toBe(2);
    expect((await ledgerBalances(t, backer.id)).cash).toBe(4_000);
  });

  it('refuses hostile input with a Traditional Chinese message', async () => {
    const project = await seedProject(t, owner);
    const backer = await investor(t, 10_000);
    const nul = await orderCrowdfunding(backer, project.serial, { plan_id: planOf(project), period: 3, payment_by: 1, delivery_receiver_name: 'a\u0000b' });
    expect(nul.status).toBe(400);
    expect(nul.body.errors.delivery_receiver_name).toBe(MESSAGES.invalidCharacter);
    const huge = await orderCrowdfunding(backer, project.serial, { plan_id: planOf(project), period: 3, payment_by: 1, delivery_address: '路'.repeat(5_000) });
    expect(huge.status).toBe(400);
    expect(huge.body.errors.delivery_address).toMatch(/[\u4e00-\u9fff]/);
    let deep: unknown = 1;
    for (let depth = 0; depth < 200; depth += 1) deep = { deep };
    const nested = await orderCrowdfunding(backer, project.serial, { plan_id: planOf(project), period: 3, payment_by: 1, extra: deep });
    expect(nested.status).toBe(400);
    expect(nested.body.message).toMatch(/[\u4e00-\u9fff]/);
    expect(await unitsTaken(t, planOf(project))).toBe(0);
  });

  it('lets only the backer see the investment, confirm a shipped delivery, and change the address before shipping', async () => {
    const project = await seedProject(t, owner);
    const backer = await investor(t, 10_000);
    const other = await investor(t);
    const placed = await orderCrowdfunding(backer, project.serial, { plan_id: planOf(project), period: 3, payment_by: 1 });
    const serial = placed.body.data.order.serial as string;
    const view = await backer.browser.get(`${CROWDFUNDING_INVESTMENTS}/${serial}`);
    const [first, second] = view.body.data.deliveries as { id: number }[];
    const firstId = first?.id ?? 0;
    const secondId = second?.id ?? 0;

    expect((await other.browser.get(`${CROWDFUNDING_INVESTMENTS}/${serial}`)).status).toBe(404);
    expect((await postIdempotent(other, `${CROWDFUNDING_ORDERS}/${serial}/pay`, {})).status).toBe(404);
    expect((await postIdempotent(other, `${CROWDFUNDING_ORDERS}/${serial}/card-return`, { token: 'abcdefghijkl' })).status).toBe(404);
    expect((await other.browser.post(`${CROWDFUNDING_INVESTMENTS}/${serial}/deliveries/${firstId}/received`, {})).status).toBe(404);
    expect((await other.browser.post(`${INVESTMENTS}/${serial}/update-delivery-address`, DELIVERY)).status).toBe(404);

    const notShipped = await backer.browser.post(`${CROWDFUNDING_INVESTMENTS}/${serial}/deliveries/${firstId}/received`, {});
    expect(notShipped.status).toBe(409);
    expect(notShipped.body.message).toBe(CROWDFUNDING_TEXTS.deliveryNotShipped);
    const moved = await backer.browser.post(`${INVESTMENTS}/${serial}/update-delivery-address`, { ...DELIVERY, delivery_address: '花蓮縣玉里鎮中山路 1 號' });
    expect(moved.status).toBe(200);

    const admin = await adminOf(t);
    const sales = await signUpAs(t, ['sales']);
    expect((await sales.browser.put(`/api/console/crowdfunding-deliveries/${firstId}`, { status: 'shipped', carrier_code: 'TCAT', delivery_id: '9001' })).status).toBe(403);
    expect((await sales.browser.get(`/api/console/crowdfunding-deliveries/${firstId}`)).status).toBe(200);
    const missing = await admin.browser.put(`/api/console/crowdfunding-deliveries/${firstId}`, { status: 'shipped', carrier_code: 'TCAT' });
    expect(missing.status).toBe(400);
    const shipped = await admin.browser.put(`/api/console/crowdfunding-deliveries/${firstId}`, { status: 'shipped', carrier_code: 'TCAT', delivery_id: '9001' });
    expect(shipped.status).toBe(200);
    expect(shipped.body).toMatchObject({ status: 'shipped', carrier_code: 'TCAT', delivery_id: '9001', receiver: expect.stringContaining('花蓮縣玉里鎮') });
    expect((await admin.browser.put(`/api/console/crowdfunding-deliveries/${secondId}`, { status: 'cancelled' })).status).toBe(200);
    expect((await admin.browser.put(`/api/console/crowdfunding-deliveries/${secondId}`, { status: 'shipped', carrier_code: 'TCAT', delivery_id: '9002' })).status).toBe(409);

    const locked = await backer.browser.post(`${INVESTMENTS}/${serial}/update-delivery-address`, DELIVERY);
    expect(locked.status).toBe(409);
    const both = await Promise.all([
      backer.browser.post(`${CROWDFUNDING_INVESTMENTS}/${serial}/deliveries/${firstId}/received`, {}),
      backer.browser.post(`${CROWDFUNDING_INVESTMENTS}/${serial}/deliveries/${firstId}/received`, {}),
    ]);
    expect(both.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const after = await backer.browser.get(`${CROWDFUNDING_INVESTMENTS}/${serial}`);
    expect(after.body.data.deliveries.map((row: { status: string }) => row.status)).toEqual(['received', 'cancelled', 'preparing']);
    expect(after.body.data.can_change_address).toBe(false);
  });

  it('lists crowdfunding rows among the lender\'s investments with a link to their view', async () => {
    const project = await seedProject(t, owner);
    const backer = await investor(t, 10_000);
    const placed = await orderCrowdfunding(backer, project.serial, { plan_id: planOf(project), period: 3, payment_by: 1 });
    const serial = placed.body.data.order.serial as string;
    const list = await backer.browser.get(`${INVESTMENTS}?filters[app_type]=crowdfunding`);
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([
      expect.objectContaining({ serial, loan_serial: project.serial, type: 'crowdfunding', amount: 6_000, status: 'active', link: `/account/lender/crowdfunding/${serial}` }),
    ]);
    const active = await backer.browser.get(`${INVESTMENTS}?tab=active`);
    expect(active.body.data.map((row: { serial: string }) => row.serial)).toContain(serial);
  });

  it('signs up for the alumni dinner once per roster entry', async () => {
    const project = await seedProject(t, owner, {
      title: '校友餐會',
      kind: 'alumni_dinner',
      plans: [{ title: '餐會報名', units: 50, rates: [{ period: 1, first_period_amount: 1_000 }], tabs: [] }],
    });
    const admin = await adminOf(t);
    const entry = { project_id: project.id, student_id: 'B05901001', academic: '電機資訊學院', department: '電機工程學系', name: '陳志明' };
    expect((await admin.browser.post('/api/console/crowdfunding-alumni-roster', entry)).status).toBe(201);
    expect((await admin.browser.post('/api/console/crowdfunding-alumni-roster', entry)).status).toBe(400);
    const backer = await investor(t, 5_000);
    const alumni = { student_id: 'b05901001', academic: '電機資訊學院', department: '電機工程學系' };
    const query = new URLSearchParams(alumni).toString();
    expect((await backer.browser.get(`${CROWDFUNDINGS}/${project.serial}/alumni-verify?${query}`)).body.data).toEqual({ valid: true, is_used: false });
    const missing = await backer.browser.get(`${CROWDFUNDINGS}/${project.serial}/alumni-verify?student_id=B05901001`);
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.errors).sort()).toEqual(['academic', 'department']);
    const wrongDepartment = new URLSearchParams({ ...alumni, department: '機械工程學系' }).toString();
    expect((await backer.browser.get(`${CROWDFUNDINGS}/${project.serial}/alumni-verify?${wrongDepartment}`)).body.data).toEqual({ valid: false, is_used: false });

    const body = { plan_id: planOf(project), period: 1, payment_by: 1 as const, ...alumni, vegetable: true, stay_assisted: false };
    const noShirt = await orderCrowdfunding(backer, project.serial, body);
    expect(noShirt.status).toBe(400);
    const signed = await orderCrowdfunding(backer, project.serial, { ...body, shirt_size: 'M' });
    expect(signed.status).toBe(201);
    expect(signed.body.data).toMatchObject({ message: CROWDFUNDING_TEXTS.alumniSuccess, redirect: CROWDFUNDING_REDIRECTS.afterAlumniSignUp });
    expect((await backer.browser.get(`${CROWDFUNDINGS}/${project.serial}/alumni-verify?${query}`)).body.data).toEqual({ valid: true, is_used: true });
    const waiting = await backer.browser.get(`${INVESTMENTS}?tab=waiting`);
    expect(waiting.body.data).toEqual([expect.objectContaining({ serial: signed.body.data.order.serial, type: 'crowdfunding', status: 'waiting' })]);
    const twice = await orderCrowdfunding(await investor(t, 5_000), project.serial, { ...body, shirt_size: 'L' });
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('ALUMNI_USED');
  });

  it('keeps a plan\'s units at least those taken and a plan with orders in the console, auditing each change', async () => {
    const project = await seedProject(t, owner);
    const backer = await investor(t, 10_000);
    await orderCrowdfunding(backer, project.serial, { plan_id: planOf(project), period: 3, payment_by: 1 });
    const admin = await adminOf(t);
    const shown = await admin.browser.get(`/api/console/crowdfunding-projects/${project.id}`);
    expect(shown.body.plan_units).toEqual([{ id: planOf(project), title: '每月一箱 5 公斤', units: 10, units_taken: 1 }]);
    const body = { title: shown.body.title, owner_member_serial: owner.memberSerial, kind: 'standard', status: 'open', contents: shown.body.contents, plans: shown.body.plans };
    const plan = { ...body.plans[0], units: 0 };
    const below = await admin.browser.put(`/api/console/crowdfunding-projects/${project.id}`, { ...body, plans: [plan] });
    expect(below.status).toBe(400);
    expect(below.body.errors).toEqual({ 'plans.0.units': '份數不能少於已售出的 1 份' });
    const removed = await admin.browser.put(`/api/console/crowdfunding-projects/${project.id}`, { ...body, plans: [] });
    expect(removed.status).toBe(400);
    expect(removed.body.errors).toEqual({ plans: CROWDFUNDING_TEXTS.planHasOrders });
    const finished = await admin.browser.put(`/api/console/crowdfunding-projects/${project.id}`, { ...body, status: 'finished' });
    expect(finished.status).toBe(200);
    expect((await backer.browser.get(`${CROWDFUNDINGS}/${project.serial}`)).body.data).toMatchObject({ can_order: false, reason: CROWDFUNDING_TEXTS.finished });
    const audit: { action: string }[] = await dataSource.query(`SELECT action FROM audit_logs WHERE target_type = 'crowdfunding_project' AND target_id = $1 ORDER BY id`, [String(project.id)]);
    expect(audit.map((row) => row.action)).toEqual(['crowdfunding.created', 'crowdfunding.updated']);
  });

  it('answers 401 to visitors and 403 to members on the console and to sales on its writes', async () => {
    const project = await seedProject(t, owner);
    const visitor = new Browser(t.http);
    await visitor.refreshCsrf();
    for (const path of [`${CROWDFUNDING_INVESTMENTS}/x`, `${CROWDFUNDINGS}/${project.serial}/alumni-verify`, '/api/console/crowdfunding-projects', '/api/console/crowdfunding-orders']) {
      expect({ path, status: (await visitor.get(path)).status }).toEqual({ path, status: 401 });
    }
    for (const path of [`${CROWDFUNDINGS}/${project.serial}/order`, `${CROWDFUNDING_ORDERS}/x/pay`, `${CROWDFUNDING_ORDERS}/x/card-return`, `${INVESTMENTS}/x/update-delivery-address`]) {
      expect({ path, status: (await visitor.post(path, {})).status }).toEqual({ path, status: 401 });
    }
    const member = await signUp(t);
    const registered = await orderCrowdfunding({ ...member, memberSerial: '', virtualAccount: '' }, project.serial, { plan_id: planOf(project), period: 3, payment_by: 1 });
    expect(registered.status).toBe(403);
    for (const path of ['/api/console/crowdfunding-projects', '/api/console/crowdfunding-orders', '/api/console/crowdfunding-deliveries', '/api/console/crowdfunding-alumni-roster']) {
      expect({ path, status: (await member.browser.get(path)).status }).toEqual({ path, status: 403 });
    }
    const sales = await signUpAs(t, ['sales']);
    expect((await sales.browser.get('/api/console/crowdfunding-orders')).status).toBe(200);
    expect((await sales.browser.post('/api/console/crowdfunding-projects', {})).status).toBe(403);
    expect((await sales.browser.put(`/api/console/crowdfunding-projects/${project.id}`, {})).status).toBe(403);
    expect((await sales.browser.post('/api/console/crowdfunding-alumni-roster', {})).status).toBe(403);
    expect((await sales.browser.send('delete', '/api/console/crowdfunding-alumni-roster/1', {})).status).toBe(403);
  });
});
