import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { FUNDING_TEXTS, MESSAGES } from '@lendbridge/domain';
import { Browser, createTestApp } from './create-test-app.js';
import type { TestApp } from './create-test-app.js';
import { adminOf, expectLedgerReconciled, postIdempotent } from './factories/ledger.js';
import type { Lender } from './factories/ledger.js';
import { completeBasic, signUp, signUpAs, uploadImage } from './factories/members.js';
import type { Member } from './factories/members.js';
import { expectInvestedMatches, investor, ledgerBalances, loanState, marketLoan, placeOrder } from './factories/orders.js';
import type { ListedLoan } from './factories/market.js';

const FUNDING = '/api/funding';
const CONSOLE = '/api/console/funding-projects';
const PLACE = `${FUNDING}/place-order`;

interface Project {
  id: number;
  serial: string;
  primary_loan_serial: string;
}

/** A listing of the loan made by an admin in the console, its usage adding up to the loan's amount. */
async function listProject(t: TestApp, loan: ListedLoan, amount: number, extra: Record<string, unknown> = {}): Promise<Project> {
  const admin = await adminOf(t);
  const response = await admin.browser.post(CONSOLE, projectBody(loan.serial, amount, extra));
  expect(response.status).toBe(201);
  return response.body as Project;
}

const projectBody = (loanSerial: string, amount: number, extra: Record<string, unknown> = {}) => ({
  primary_loan_serial: loanSerial,
  title: '玉井芒果園擴建冷藏室',
  display_name: '陳大哥',
  detail: '三代經營的芒果園，今年要蓋一間冷藏室，讓愛文芒果多放兩週再出貨。',
  interest: '年利率依借款條件，按月攤還。',
  personal_credit: '近三年信用卡無遲繳。',
  company_credit: '農會往來良好。',
  mentor_comment: '產銷班長推薦，經營穩健。',
  usage_distribution: [
    { description: '冷藏設備', amount: amount - 20_000 },
    { description: '包裝材料', amount: 20_000 },
  ],
  video_ids: ['dQw4w9WgXcQ'],
  promoted: true,
  promotion_order: 1,
  popularity_order: 1,
  ...extra,
});

const fundingOrder = (loanSerial: string, amount: unknown, updatedAt: string, extra: Record<string, unknown> = {}) => ({
  assignData: { [loanSerial]: amount },
  updated_at: updatedAt,
  contract_accepted: true,
  ...extra,
});

async function updatedAtOf(t: TestApp, serial: string): Promise<string> {
  return (await loanState(t, serial)).updated_at.toISOString();
}

describe('the funding marketplace', () => {
  let t: TestApp;
  let visitor: Browser;
  let lenderA: Lender;
  let lenderB: Lender;
  let loan: ListedLoan;
  let project: Project;

  beforeAll(async () => {
    t = await createTestApp();
    visitor = new Browser(t.http);
    lenderA = await investor(t, 50_000);
    lenderB = await investor(t, 0);
    loan = await marketLoan(t, { amount: 100_000 });
    project = await listProject(t, loan, 100_000);
  }, 120_000);

  afterAll(async () => {
    await expectLedgerReconciled(t);
    await t.close();
  });

  it('shows the promotions, the popular list and the project to visitors', async () => {
    const promotions = await visitor.get(`${FUNDING}/promotions`);
    expect(promotions.status).toBe(200);
    expect(promotions.body.data.map((card: { serial: string }) => card.serial)).toContain(project.serial);
    const projects = await visitor.get(`${FUNDING}/projects`);
    const card = projects.body.data.find((row: { serial: string }) => row.serial === project.serial);
    expect(card).toMatchObject({ primary_loan_serial: loan.serial, expected_amount: 100_000, target_amount: 0, precent: 0, liked: false, open: true });
    expect(card.days_left).toBeGreaterThan(0);

    const detail = await visitor.get(`${FUNDING}/project/${project.serial}`);
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({
      serial: project.serial,
      amount_investable: 100_000,
      video_ids: ['dQw4w9WgXcQ'],
      usage_distribution: [
        { description: '冷藏設備', amount: 80_000 },
        { description: '包裝材料', amount: 20_000 },
      ],
      backers: [],
    });
    expect((await visitor.get(`${FUNDING}/project/F999999`)).status).toBe(404);
    expect((await visitor.get(`${FUNDING}/project/${encodeURIComponent("1' OR '1'='1")}`)).status).toBe(404);
    expect((await visitor.get(`${FUNDING}/attributes`)).body.data).toEqual({
      logged_in: false,
      is_member: false,
      is_member_full: false,
      member_serial: null,
      balance: null,
    });
    expect((await lenderA.browser.get(`${FUNDING}/attributes`)).body.data).toMatchObject({ logged_in: true, is_member_full: true, balance: 50_000 });
  });

  it('lets admins list a listed loan once, with usage adding up to its amount; sales only read', async () => {
    const admin = await adminOf(t);
    const other = await marketLoan(t, { amount: 60_000 });
    const mismatch = await admin.browser.post(CONSOLE, projectBody(other.serial, 50_000));
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.errors.usage_distribution).toBe(FUNDING_TEXTS.usageMismatch);
    const taken = await admin.browser.post(CONSOLE, projectBody(loan.serial, 100_000));
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('FUNDING_LOAN_TAKEN');
    const unknown = await admin.browser.post(CONSOLE, projectBody('A000000000000', 100_000));
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors.primary_loan_serial).toBe(FUNDING_TEXTS.loanNotListed);

    const image = await uploadImage(admin, 'image');
    const created = await admin.browser.post(CONSOLE, projectBody(other.serial, 60_000, { image_ids: [image], promoted: false }));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ image_ids: [image], expected_amount: 60_000, promoted: false });
    const picture = (await visitor.get(`${FUNDING}/project/${created.body.serial as string}`)).body.data.images[0] as string;
    const served = await visitor.get(picture);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toContain('image/png');
    expect((await visitor.get(`${FUNDING}/images/999999999`)).status).toBe(404);

    const sales = await signUpAs(t, ['sales']);
    expect((await sales.browser.get(CONSOLE)).status).toBe(200);
    expect((await sales.browser.post(CONSOLE, projectBody(other.serial, 60_000))).status).toBe(403);
    expect((await sales.browser.put(`${CONSOLE}/${created.body.id as number}`, projectBody(other.serial, 60_000))).status).toBe(403);
    expect((await lenderA.browser.get(CONSOLE)).status).toBe(403);
    const list = await admin.browser.get(`${CONSOLE}?filter=${encodeURIComponent(JSON.stringify({ q: other.serial }))}`);
    expect(list.body.map((row: { serial: string }) => row.serial)).toEqual([created.body.serial]);

    const moved = await admin.browser.put(`${CONSOLE}/${created.body.id as number}`, projectBody(other.serial, 60_000, { image_ids: [], popularity_order: 5 }));
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ image_ids: [], popularity_order: 5 });
    const [{ audits }] = (await t.app
      .get(DataSource)
      .query(`SELECT count(*)::int AS audits FROM audit_logs WHERE target_type = 'funding_project' AND target_id = $1`, [String(created.body.id)])) as {
      audits: number;
    }[];
    expect(audits).toBe(2);
  });

  it('toggles and counts likes; visitors get 401', async () => {
    const like = (member: Member) => member.browser.post(`${FUNDING}/like/${project.serial}`);
    const refused = await visitor.post(`${FUNDING}/like/${project.serial}`);
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe(MESSAGES.notLoggedIn);
    expect((await like(lenderA)).body.data).toEqual({ serial: project.serial, liked: true, likes: 1 });
    expect((await like(lenderB)).body.data).toEqual({ serial: project.serial, liked: true, likes: 2 });
    expect((await like(lenderA)).body.data).toEqual({ serial: project.serial, liked: false, likes: 1 });
    expect((await lenderA.browser.get(`${FUNDING}/project/${project.serial}`)).body.data).toMatchObject({ liked: false, likes: 1 });
    expect((await lenderB.browser.get(`${FUNDING}/project/${project.serial}`)).body.data).toMatchObject({ liked: true, likes: 1 });
    const twice = await Promise.all([like(lenderA), like(lenderA)]);
    expect(twice.map((response) => response.body.data.liked).sort()).toEqual([false, true]);
    expect((await lenderA.browser.post(`${FUNDING}/like/F424242`)).status).toBe(404);
  });

  it('walks the ladder: visitor 401, not a member 403 NOT_MEMBER, not full 403 NOT_MEMBER_FULL', async () => {
    const updatedAt = await updatedAtOf(t, loan.serial);
    const fill = `${FUNDING}/fill?serial=${project.serial}&amount=1000`;
    const anonymousVisitor = await visitor.get(fill);
    expect([anonymousVisitor.status, anonymousVisitor.body.code, anonymousVisitor.body.message]).toEqual([401, 'UNAUTHENTICATED', MESSAGES.notLoggedIn]);
    expect((await visitor.post(PLACE, fundingOrder(loan.serial, 1000, updatedAt))).status).toBe(401);
    const newcomer = await signUp(t);
    for (const response of [await newcomer.browser.get(fill), await postIdempotent(newcomer, PLACE, fundingOrder(loan.serial, 1000, updatedAt))]) {
      expect([response.status, response.body.code, response.body.message]).toEqual([403, 'NOT_MEMBER', MESSAGES.notMember]);
    }
    await completeBasic(newcomer);
    for (const response of [await newcomer.browser.get(fill), await postIdempotent(newcomer, PLACE, fundingOrder(loan.serial, 1000, updatedAt))]) {
      expect([response.status, response.body.code, response.body.message]).toEqual([403, 'NOT_MEMBER_FULL', MESSAGES.notMemberFull]);
    }
  });

  it('refuses hostile amounts with the spec messages and moves nothing', async () => {
    const updatedAt = await updatedAtOf(t, loan.serial);
    const cases: [unknown, string][] = [
      ['abc', FUNDING_TEXTS.amountInvalid],
      ['1000\u0000', MESSAGES.invalidCharacter],
      ['9'.repeat(5_000), FUNDING_TEXTS.amountInvalid],
      [1e308, FUNDING_TEXTS.amountInvalid],
      [{ amount: 1000 }, FUNDING_TEXTS.amountInvalid],
      [500, FUNDING_TEXTS.amountTooLow],
      [1500, FUNDING_TEXTS.amountInvalid],
    ];
    for (const [amount, message] of cases) {
      const response = await postIdempotent(lenderA, PLACE, fundingOrder(loan.serial, amount, updatedAt));
      expect({ amount: String(amount).slice(0, 12), status: response.status, message: response.body.errors?.[`assignData.${loan.serial}`] ?? response.body.message }).toEqual({
        amount: String(amount).slice(0, 12),
        status: 400,
        message,
      });
    }
    const fill = await lenderA.browser.get(`${FUNDING}/fill?serial=${project.serial}&amount=abc`);
    expect([fill.status, fill.body.errors.amount]).toEqual([400, FUNDING_TEXTS.amountInvalid]);
    const low = await lenderA.browser.get(`${FUNDING}/fill?serial=${project.serial}&amount=999`);
    expect([low.status, low.body.errors.amount]).toEqual([400, FUNDING_TEXTS.amountTooLow]);
    const two = await postIdempotent(lenderA, PLACE, { assignData: { [loan.serial]: 1000, X1: 1000 }, updated_at: updatedAt, contract_accepted: true });
    expect(two.status).toBe(400);
    const noContract = await postIdempotent(lenderA, PLACE, fundingOrder(loan.serial, 1000, updatedAt, { contract_accepted: false }));
    expect([noContract.status, noContract.body.message]).toEqual([400, FUNDING_TEXTS.contractMissing]);
    const deep = await postIdempotent(lenderA, PLACE, { assignData: JSON.parse(`${'{"a":'.repeat(60)}1${'}'.repeat(60)}`) as object, updated_at: updatedAt, contract_accepted: true });
    expect(deep.status).toBe(400);
    expect(await ledgerBalances(t, lenderA.id)).toEqual({ cash: 50_000, locked: 0 });
  });

  it('fills and places from the balance once for one Idempotency-Key, and shows the order-complete answer', async () => {
    const fill = await lenderA.browser.get(`${FUNDING}/fill?serial=${project.serial}&amount=5000`);
    expect(fill.status).toBe(200);
    const updatedAt = await updatedAtOf(t, loan.serial);
    expect(fill.body.data).toMatchObject({
      order: { payment_method: 'balance', amount: 5000 },
      project: { serial: project.serial, target_amount: 0, expected_amount: 100_000, precent: 0 },
      loan: { serial: loan.serial, updated_at: updatedAt },
      balance: 50_000,
    });
    const key = randomUUID();
    const [first, second] = await Promise.all([
      postIdempotent(lenderA, PLACE, fundingOrder(loan.serial, 5000, updatedAt), key),
      postIdempotent(lenderA, PLACE, fundingOrder(loan.serial, 5000, updatedAt), key),
    ]);
    const statuses = [first.status, second.status].sort();
    expect(statuses[0]).toBe(201);
    const placed = first.status === 201 ? first : second;
    expect(placed.body.data).toMatchObject({ order: { status: 'paid', payment_method: 'balance', total_amount: 5000 }, project: { serial: project.serial }, anonymous: false });
    const again = await postIdempotent(lenderA, PLACE, fundingOrder(loan.serial, 5000, updatedAt), key);
    expect(again.body.data.order.serial).toBe(placed.body.data.order.serial);
    expect(await ledgerBalances(t, lenderA.id)).toEqual({ cash: 45_000, locked: 5000 });
    expect((await loanState(t, loan.serial)).invested_amount).toBe(5000);

    const complete = await lenderA.browser.get(`${FUNDING}/orders/${placed.body.data.order.serial as string}`);
    expect(complete.body.data).toMatchObject({ order: { serial: placed.body.data.order.serial, total_amount: 5000 }, anonymous: false });
    const detail = await visitor.get(`${FUNDING}/project/${project.serial}`);
    expect(detail.body.data).toMatchObject({ target_amount: 5000, precent: 5, number_of_lenders: 1, amount_investable: 95_000 });
    expect(detail.body.data.backers).toHaveLength(1);
    expect(detail.body.data.backers[0].name).not.toBeNull();
  });

  it('hides the name only on the member own order: another member gets 404', async () => {
    const orders = (await t.app
      .get(DataSource)
      .query(`SELECT o.serial FROM orders o WHERE o.user_id = $1 ORDER BY o.id DESC LIMIT 1`, [lenderA.id])) as { serial: string }[];
    const serial = orders[0].serial;
    const stolen = await lenderB.browser.post(`${FUNDING}/orders/${serial}/anonymous`, { anonymous: true });
    expect(stolen.status).toBe(404);
    expect((await lenderB.browser.get(`${FUNDING}/orders/${serial}`)).status).toBe(404);
    expect((await visitor.post(`${FUNDING}/orders/${serial}/anonymous`, { anonymous: true })).status).toBe(401);
    expect((await lenderA.browser.post(`${FUNDING}/orders/${serial}/anonymous`, { anonymous: 'yes' })).status).toBe(400);
    const hidden = await lenderA.browser.post(`${FUNDING}/orders/${serial}/anonymous`, { anonymous: true });
    expect(hidden.status).toBe(200);
    expect(hidden.body.data.anonymous).toBe(true);
    expect((await visitor.get(`${FUNDING}/project/${project.serial}`)).body.data.backers[0].name).toBeNull();

    const plain = await marketLoan(t, { amount: 50_000 });
    const regular = await placeOrder(t, lenderA, [{ serial: plain.serial, amount: 1000 }]);
    expect(regular.status).toBe(201);
    expect((await lenderA.browser.post(`${FUNDING}/orders/${regular.body.data.order.serial as string}/anonymous`, { anonymous: true })).status).toBe(404);
  });

  it('places a deposit (web ATM) order when the balance does not cover it, and refuses the borrower their own project', async () => {
    const fill = await lenderB.browser.get(`${FUNDING}/fill?serial=${project.serial}&amount=3000`);
    expect(fill.body.data.order.payment_method).toBe('kgi_web_atm');
    const placed = await postIdempotent(lenderB, PLACE, fundingOrder(loan.serial, 3000, await updatedAtOf(t, loan.serial)));
    expect(placed.status).toBe(201);
    expect(placed.body.data.order).toMatchObject({ status: 'pending_payment', payment_method: 'deposit', total_amount: 3000 });
    expect(placed.body.data.order.arrive_at).not.toBeNull();
    const stale = await postIdempotent(lenderA, PLACE, fundingOrder(loan.serial, 1000, '2020-01-01T00:00:00.000Z'));
    expect(stale.status).toBe(409);
    expect([stale.body.code, stale.body.message, stale.body.errors[`assignData.${loan.serial}`]]).toEqual(['CART_CHANGED', FUNDING_TEXTS.orderFailed, FUNDING_TEXTS.loanChanged]);
    const over = await lenderA.browser.get(`${FUNDING}/fill?serial=${project.serial}&amount=500000`);
    expect([over.status, over.body.code]).toEqual([409, 'FUNDING_PROJECT_CLOSED']);
    await expectInvestedMatches(t, loan.serial);
  });
});

describe('the last units of a funding project under a race of 50 lenders', () => {
  const CLIENTS = 50;
  const CASH = 3_000;
  const LOAN_AMOUNT = 60_000;
  const LEFT = 20_000;
  let t: TestApp;
  let clients: Lender[];

  beforeAll(async () => {
    t = await createTestApp();
    clients = [];
    for (let start = 0; start < CLIENTS; start += 10) {
      clients.push(...(await Promise.all(Array.from({ length: Math.min(10, CLIENTS - start) }, () => investor(t, CASH)))));
    }
  }, 300_000);

  afterAll(async () => {
    await expectLedgerReconciled(t);
    await t.close();
  });

  it('takes exactly what is left, never more, with the ledger exact', async () => {
    const loan = await marketLoan(t, { amount: LOAN_AMOUNT });
    await listProject(t, loan, LOAN_AMOUNT);
    const early = await investor(t, LOAN_AMOUNT);
    expect((await placeOrder(t, early, [{ serial: loan.serial, amount: LOAN_AMOUNT - LEFT }])).status).toBe(201);
    const updatedAt = await updatedAtOf(t, loan.serial);
    const amountOf = (index: number): number => (index % 5 === 0 ? 2_000 : 1_000);

    const outcomes = await Promise.all(clients.map((client, index) => postIdempotent(client, PLACE, fundingOrder(loan.serial, amountOf(index), updatedAt))));
    expect(outcomes.filter((outcome) => outcome.status !== 201 && outcome.status !== 409).map((outcome) => outcome.body)).toEqual([]);
    for (const outcome of outcomes.filter((candidate) => candidate.status === 409)) expect(outcome.body.code).toBe('CART_CHANGED');
    const sold = outcomes.filter((outcome) => outcome.status === 201).reduce((sum, outcome) => sum + (outcome.body.data.order.total_amount as number), 0);
    expect(sold).toBe(LEFT);
    expect(await loanState(t, loan.serial)).toMatchObject({ status: 'funded', invested_amount: LOAN_AMOUNT });
    await expectInvestedMatches(t, loan.serial);
    for (const [index, client] of clients.entries()) {
      const amount = outcomes[index].status === 201 ? amountOf(index) : 0;
      expect({ index, ...(await ledgerBalances(t, client.id)) }).toEqual({ index, cash: CASH - amount, locked: amount });
    }
  }, 180_000);
});
