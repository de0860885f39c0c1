import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { DataSource } from 'typeorm';
import {
  ROBO_PRODUCT_RULES,
  ROBO_SELL_TEXTS,
  roboSaleFiguresOf,
  roboSellAmountTooSmall,
  shiftIsoDate,
  findCreditGrade,
  roboCapOf,
  roboMonthlyLenderFeeOf,
  transferAmountRange,
  transferSuccess,
} from '@lendbridge/domain';
import type { RoboProduct, RoboSummaryAnswer } from '@lendbridge/domain';
import { Browser, createTestApp } from './create-test-app.js';
import type { TestApp } from './create-test-app.js';
import { businessToday, disbursedDaysAgo, expectRowsReconcile, expectTransitEmpty, setCash } from './factories/clearing-rows.js';
import { adminOf, expectLedgerReconciled, postIdempotent } from './factories/ledger.js';
import type { Lender } from './factories/ledger.js';
import { setLoanState } from './factories/market.js';
import type { ListedLoan } from './factories/market.js';
import { PASSWORD, signUp, signUpAs } from './factories/members.js';
import { borrowerWithAccount, expectInvestedMatches, investor, ledgerBalances, loanState, marketLoan, placeOrder } from './factories/orders.js';
import { FundingService } from '../src/modules/orders/funding.service.js';
import { BatchService } from '../src/modules/repayment/batch.service.js';
import { LedgerService } from '../src/modules/ledger/ledger.service.js';
import { BusinessClock } from '../src/modules/repayment/business-clock.js';
import { RoboSalesService } from '../src/modules/robo/robo-sales.service.js';
import { RoboJobs } from '../src/modules/robo/robo.jobs.js';

const TRANSFER = '/api/account/internal-withdraw';
const DAY_MS = 86_400_000;

/** A cap counted apart from the code: floor(value × percent / 100), at least one part. */
const capOf = (value: number, percent: number, part: number): number => Math.max(part, Math.floor((value * percent) / 100));

interface RoboPart {
  serial: string;
  loan_id: number;
  loan_serial: string;
  borrower_id: number;
  grade: string;
  source: string;
  amount: number;
  status: string;
  robo_product: RoboProduct;
}

describe('robo investing', () => {
  let t: TestApp;
  let db: DataSource;

  const transfer = (member: Lender, body: object, key?: string, product?: RoboProduct) =>
    postIdempotent(member, product === undefined ? TRANSFER : `${TRANSFER}?product=${product}`, body, key);

  const roboCash = async (member: Lender, product: RoboProduct = 'stable'): Promise<number> => {
    const [row] = (await db.query(`SELECT balance FROM ledger_accounts WHERE user_id = $1 AND kind = $2`, [member.id, `robo_${product}`])) as {
      balance: number;
    }[];
    return row?.balance ?? 0;
  };

  const partsOf = (member: Lender): Promise<RoboPart[]> =>
    db.query(
      `SELECT i.serial, i.loan_id, l.serial AS loan_serial, l.borrower_id, l.grade, l.source, i.amount, i.status, i.robo_product
         FROM investments i JOIN loans l ON l.id = i.loan_id
        WHERE i.user_id = $1 AND i.robo_product IS NOT NULL ORDER BY i.id`,
      [member.id],
    ) as Promise<RoboPart[]>;

  const summaryOf = async (member: Lender, product: RoboProduct = 'stable'): Promise<RoboSummaryAnswer> => {
    const answer = await member.browser.get(`/api/robo/${product}/summary`);
    expect(answer.status).toBe(200);
    return answer.body.data as RoboSummaryAnswer;
  };

  const runEngine = () => t.app.get(RoboJobs).run();

  /** The business clock's instant (the database clock moved by the console's offset). */
  const businessNow = (): Promise<Date> => t.app.get(BusinessClock).instant();

  /** Each loan's invested amount equals its open parts, and never exceeds its amount. */
  const expectNotOversold = async (): Promise<void> => {
    const loans = (await db.query(`SELECT serial, amount, invested_amount FROM loans WHERE status = 'matching'`)) as {
      serial: string;
      amount: number;
      invested_amount: number;
    }[];
    for (const loan of loans) {
      expect(loan.invested_amount).toBeLessThanOrEqual(loan.amount);
      await expectInvestedMatches(t, loan.serial);
    }
  };

  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.get(DataSource);
  }, 120_000);

  afterAll(async () => {
    await expectTransitEmpty(t);
    await expectLedgerReconciled(t);
    await t.close();
  });

  describe('selling', () => {
    let seller: Lender;
    let buyers: Lender[];
    let loanIds: number[];
    let account: string;
    let saleable: number;

    beforeAll(async () => {
      seller = await investor(t, 4_000);
      const manual = await investor(t, 16_000);
      // The first borrower repays a row early: that part's principal still owed is no longer a multiple of NT$1,000.
      const payer = await borrowerWithAccount(t);
      const listed = [];
      for (let index = 0; index < 4; index += 1) listed.push(await marketLoan(t, { grade: 'A0', amount: 5_000 }, index === 0 ? payer : undefined));
      loanIds = listed.map((loan) => loan.id);
      const sent = await transfer(seller, { password: PASSWORD, amount: 4_000 });
      account = sent.body.data.serial as string;
      await runEngine();
      expect((await partsOf(seller)).map((part) => part.amount)).toEqual([1_000, 1_000, 1_000, 1_000]);
      for (const loan of listed) {
        expect((await placeOrder(t, manual, [{ serial: loan.serial, amount: 4_000 }])).status).toBe(201);
        await t.app.get(FundingService).disburse(loan.serial, await businessNow(), await businessToday(t));
      }
      const [first] = (await db.query(`SELECT to_char(due_date, 'YYYY-MM-DD') AS due_date FROM loan_repayments WHERE loan_id = $1 AND period = 1`, [
        loanIds[0],
      ])) as { due_date: string }[];
      await setCash(t, payer, 5_000);
      await t.app.get(BatchService).serviceOneLoan(loanIds[0] as number, first?.due_date ?? '', await businessNow());
      buyers = [await investor(t, 2_000), await investor(t, 2_000)];
      for (const buyer of buyers) expect((await transfer(buyer, { password: PASSWORD, amount: 2_000 })).status).toBe(200);
      saleable = (await seller.browser.get(`/api/robo/stable/sell-overview?account_serial=${account}`)).body.data.saleable_amount as number;
    }, 180_000);

    const sell = (body: object, key?: string) => postIdempotent(seller, '/api/robo/stable/sell', { account_serial: account, ...body }, key);

    it('refuses the sell form with the spec’s messages, moving nothing', async () => {
      const overview = await seller.browser.get(`/api/robo/stable/sell-overview?account_serial=${account}`);
      // What it would bring back: its NT$4,000 and the row's interest less the robo fee.
      expect(saleable).toBeGreaterThan(4_000);
      expect(overview.body.data).toMatchObject({ saleable_amount: saleable, holding_time: 0, sell_fee_rate: 3, active_sell_investment: null });
      expect((await sell({ amount: '', agree: true, password: PASSWORD })).body.errors.amount).toBe(ROBO_SELL_TEXTS.amountRequired);
      expect((await sell({ amount: 0, agree: true, password: PASSWORD })).body.errors.amount).toBe(ROBO_SELL_TEXTS.amountRequired);
      expect((await sell({ amount: saleable + 1, agree: true, password: PASSWORD })).body.errors.amount).toBe(ROBO_SELL_TEXTS.amountTooLarge);
      expect((await sell({ amount: 999, agree: true, password: PASSWORD })).body.errors.amount).toBe(roboSellAmountTooSmall(1_000));
      expect((await sell({ amount: 1_000, password: PASSWORD })).body.errors.agree).toBe(ROBO_SELL_TEXTS.agreeRequired);
      expect((await sell({ amount: 1_000, agree: true, password: '' })).body.errors.password).toBe(ROBO_SELL_TEXTS.passwordRequired);
      expect((await sell({ amount: 1_000, agree: true, password: 'not-the-password' })).status).toBe(400);
      expect((await postIdempotent(seller, '/api/robo/stable/sell', { account_serial: 'R000000000000', amount: 1_000, agree: true, password: PASSWORD })).status).toBe(404);
      const other = await investor(t, 0);
      expect((await other.browser.get(`/api/robo/stable/sell-overview?account_serial=${account}`)).status).toBe(404);
      expect((await db.query(`SELECT count(*)::int AS sales FROM robo_sales`)) as unknown).toEqual([{ sales: 0 }]);
    });

    it('keeps one sale at a time, cancels it, and expires a partial sale after 60 days', async () => {
      const started = await sell({ amount: 2_000, agree: true, password: PASSWORD });
      expect(started.status).toBe(200);
      expect(started.body).toMatchObject({ message: ROBO_SELL_TEXTS.selling, data: { target_amount: 2_000, sell_fee_rate: 3 } });
      expect(started.body.data.expires_on).toBe(shiftIsoDate(await businessToday(t), 60));
      expect((await sell({ amount: 1_000, agree: true, password: PASSWORD })).status).toBe(409);
      const overview = await seller.browser.get(`/api/robo/stable/sell-overview?account_serial=${account}`);
      // The robo cash the row's repayment brought counts towards the sale.
      expect(overview.body.data.active_sell_investment).toMatchObject({ target_amount: 2_000, sold_amount: await roboCash(seller) });
      expect((await seller.browser.post('/api/robo/stable/cancel-sell', {})).status).toBe(200);
      expect((await seller.browser.post('/api/robo/stable/cancel-sell', {})).status).toBe(404);

      expect((await sell({ amount: 2_000, agree: true, password: PASSWORD })).status).toBe(200);
      const later = await t.app.get(BusinessClock).instant();
      const cashBefore = await roboCash(seller);
      const report = await t.app.get(RoboSalesService).run(new Date(later.getTime() + 61 * DAY_MS));
      expect(report).toEqual({ parts: 0, sold: 0, expired: 1 });
      expect(await roboCash(seller)).toBe(cashBefore);
    });

    it('has two other robo accounts buy every part and pays the seller exactly the amount less the fee', async () => {
      const cashBefore = (await ledgerBalances(t, seller.id)).cash;
      const roboBefore = await roboCash(seller);
      const incomeBefore = await t.app.get(LedgerService).platformBalance('platform_income');
      // Selling everything: the sale stays until it sells, with no expiry.
      const started = await sell({ amount: saleable, agree: true, password: PASSWORD });
      expect(started.body.data).toMatchObject({ target_amount: saleable, expires_on: null });
      const round = await runEngine();
      expect(round.sales).toEqual({ parts: 4, sold: 1, expired: 0 });
      const { sell_fee: fee, proceeds } = roboSaleFiguresOf(saleable, 0);
      expect((await ledgerBalances(t, seller.id)).cash).toBe(cashBefore + proceeds);
      expect(await t.app.get(LedgerService).platformBalance('platform_income')).toBe(incomeBefore + fee);
      let bought = 0;
      for (const buyer of buyers) {
        const parts = await partsOf(buyer);
        expect(parts.map((part) => part.status)).toEqual(['active', 'active']);
        const held = parts.reduce((sum, part) => sum + part.amount, 0);
        expect(await roboCash(buyer)).toBe(2_000 - held);
        bought += held;
      }
      // One part had a row repaid: the buyers paid the principal still owed, not the NT$1,000 it started as.
      expect(bought).toBeLessThan(4_000);
      expect(await roboCash(seller)).toBe(roboBefore + bought - saleable);
      expect((await partsOf(seller)).every((part) => part.status === 'transferred')).toBe(true);
      await expectRowsReconcile(t, loanIds);
      const accounts = await seller.browser.get('/api/robo/stable/accounts');
      expect(accounts.body.data[0]).toMatchObject({ serial: account, status: 'sold', total_recovery: 0 });
      const statement = await seller.browser.get('/api/robo/stable/transactions');
      expect(statement.body.data.map((row: { subject: string }) => row.subject)).toEqual(
        expect.arrayContaining(['sale_income', 'sale_proceeds', 'sell_fee']),
      );
    });
  });

  it('returns a repayment of a robo-held part to the robo cash, less the robo lender fee, and invests it again', async () => {
    const robo = await investor(t, 100_000);
    const manual = await investor(t, 0);
    const borrower = await borrowerWithAccount(t);
    const { disbursedOn } = await disbursedDaysAgo(t, 35);
    // Only this loan is open to the engine while it buys.
    await db.query(`UPDATE loans SET market_status = NULL WHERE status = 'matching'`);
    const loan = await marketLoan(t, { grade: 'A0', amount: 100_000, lenderFee: '1' }, borrower);
    expect((await transfer(robo, { password: PASSWORD, amount: 100_000 })).status).toBe(200);
    await runEngine();
    const [part] = await partsOf(robo);
    expect(part).toMatchObject({ loan_serial: loan.serial, amount: 2_000 });
    const rest = await loanState(t, loan.serial);
    await setCash(t, manual, rest.amount - rest.invested_amount);
    expect((await placeOrder(t, manual, [{ serial: loan.serial, amount: rest.amount - rest.invested_amount }])).status).toBe(201);
    await t.app.get(FundingService).disburse(loan.serial, await businessNow(), disbursedOn);
    const [row] = (await db.query(
      `SELECT r.principal, r.interest, r.balance, r.fee_amount, to_char(r.due_date, 'YYYY-MM-DD') AS due_date
         FROM investment_repayments r JOIN investments i ON i.id = r.investment_id WHERE i.serial = $1 AND r.period = 1`,
      [part?.serial],
    )) as { principal: number; interest: number; balance: number; fee_amount: number; due_date: string }[];
    expect(row.fee_amount).toBe(roboMonthlyLenderFeeOf(row.balance + row.principal, row.interest, 'stable'));

    await setCash(t, borrower, 20_000);
    const cashBefore = await roboCash(robo);
    const lenderCashBefore = (await ledgerBalances(t, robo.id)).cash;
    await t.app.get(BatchService).serviceOneLoan(loan.id, row.due_date, await businessNow());
    expect(await roboCash(robo)).toBe(cashBefore + row.principal + row.interest - row.fee_amount);
    expect((await ledgerBalances(t, robo.id)).cash).toBe(lenderCashBefore);
    // The robo summary's months count the row: its principal, its interest and the robo fee.
    expect((await summaryOf(robo)).monthly.at(-1)).toMatchObject({ principal: row.principal, income: row.interest, fees: row.fee_amount });
    // The account's own return leaves the robo-held part to the robo summary.
    expect((await robo.browser.get('/api/account/returns')).body.data).toMatchObject({ invested: 0, outstanding: 0, received: 0 });
    const statement = await robo.browser.get('/api/robo/stable/transactions?start_date=2000-01-01');
    const subjects = statement.body.data.map((entry: { subject: string }) => entry.subject);
    expect(subjects).toEqual(expect.arrayContaining(['principal_income', 'interest_income']));

    const next = await marketLoan(t, { grade: 'B', amount: 50_000 });
    await runEngine();
    expect((await partsOf(robo)).filter((entry) => entry.status === 'waiting').map((entry) => entry.loan_serial)).toEqual([next.serial]);
    // The tests after this one bring markets of their own.
    await setLoanState(t, next.id, { market_status: null });
  }, 180_000);

  describe('the internal transfer', () => {
    let lender: Lender;

    beforeAll(async () => {
      lender = await investor(t, 30_000);
    }, 60_000);

    it('refuses an amount outside 1 to the available amount, and a wrong password, moving nothing', async () => {
      for (const amount of [0, 30_001, -5, '1e3', 1.5]) {
        const refused = await transfer(lender, { password: PASSWORD, amount });
        expect({ amount, status: refused.status }).toEqual({ amount, status: 400 });
        expect(refused.body.errors.amount).toBe(transferAmountRange(1, 30_000));
      }
      const wrong = await transfer(lender, { password: 'not-the-password', amount: 1_000 });
      expect(wrong.status).toBe(400);
      expect(wrong.body.errors.password).toBeDefined();
      const missing = await transfer(lender, { amount: 1_000 });
      expect(missing.status).toBe(400);
      expect(missing.body.errors.password).toBeDefined();
      expect(await roboCash(lender)).toBe(0);
      expect((await ledgerBalances(t, lender.id)).cash).toBe(30_000);
    });

    it('refuses hostile bodies with a 400', async () => {
      const deep: Record<string, unknown> = {};
      let cursor = deep;
      for (let depth = 0; depth < 200; depth += 1) {
        cursor.next = {};
        cursor = cursor.next as Record<string, unknown>;
      }
      for (const body of [
        { password: PASSWORD, amount: '1000\u0000' },
        { password: 'x'.repeat(100_000), amount: 1_000 },
        { password: PASSWORD, amount: 1_000, extra: deep },
        { password: PASSWORD, amount: 1_000, product: 'vip' },
      ]) {
        expect((await transfer(lender, body)).status).toBe(400);
      }
      expect((await transfer(lender, { password: PASSWORD, amount: 1_000 }, undefined, 'gold' as RoboProduct)).status).toBe(400);
      expect(await roboCash(lender)).toBe(0);
    });

    it('moves the amount from the cash to the robo cash once, as a robo investment with its serial, even sent twice', async () => {
      const key = randomUUID();
      const [first, again] = await Promise.all([
        transfer(lender, { password: PASSWORD, amount: '12000' }, key),
        transfer(lender, { password: PASSWORD, amount: '12000' }, key),
      ]);
      const statuses = [first.status, again.status].sort();
      expect(statuses[0]).toBe(200);
      const done = first.status === 200 ? first : again;
      expect(done.body).toMatchObject({ code: 1, message: transferSuccess(12_000), data: { amount: 12_000 } });
      expect(done.body.data.serial).toMatch(/^R\d{12}$/);
      const replay = await transfer(lender, { password: PASSWORD, amount: '12000' }, key);
      expect(replay.body.data.serial).toBe(done.body.data.serial);
      expect(await roboCash(lender)).toBe(12_000);
      expect((await ledgerBalances(t, lender.id)).cash).toBe(18_000);
      const statement = await lender.browser.get('/api/account/transactions');
      expect(statement.body.data[0]).toMatchObject({ expense: 12_000, subjects: [{ english_name: 'robo_transfer', chinese_name: '轉入智能投資' }] });
      const accounts = await lender.browser.get('/api/robo/stable/accounts');
      expect(accounts.body.data).toEqual([
        expect.objectContaining({ serial: done.body.data.serial, amount: 12_000, holding_time: 0, current_interest: 0, total_recovery: 12_000, sell_fee_rate: 3 }),
      ]);
    });

    it('lets two transfers of all the cash at once spend it only once', async () => {
      const cash = (await ledgerBalances(t, lender.id)).cash;
      const answers = await Promise.all([transfer(lender, { password: PASSWORD, amount: cash }), transfer(lender, { password: PASSWORD, amount: cash })]);
      expect(answers.map((answer) => answer.status).filter((status) => status === 200)).toHaveLength(1);
      expect((await ledgerBalances(t, lender.id)).cash).toBe(0);
      expect(await roboCash(lender)).toBe(12_000 + cash);
    });

    it('keeps vip for members staff flag as vip', async () => {
      await setCash(t, lender, 5_000);
      const closed = await transfer(lender, { password: PASSWORD, amount: 1_000 }, undefined, 'vip');
      expect(closed.status).toBe(403);
      expect((await lender.browser.get('/api/robo/vip/summary')).status).toBe(403);
      await db.query(`UPDATE users SET robo_vip = true WHERE id = $1`, [lender.id]);
      const open = await transfer(lender, { password: PASSWORD, amount: 1_000 }, undefined, 'vip');
      expect(open.status).toBe(200);
      expect(await roboCash(lender, 'vip')).toBe(1_000);
    });
  });

  describe('the engine', () => {
    let lender: Lender;
    let loans: ListedLoan[];
    let lateBorrowerLoan: ListedLoan;
    let ownLoan: ListedLoan;
    let vipOnly: ListedLoan;
    let highYield: ListedLoan;

    beforeAll(async () => {
      lender = await investor(t, 100_000);
      loans = [];
      for (const grade of ['A0', 'B', 'C', 'E']) loans.push(await marketLoan(t, { grade, amount: 50_000 }));
      vipOnly = await marketLoan(t, { grade: 'G1', amount: 50_000 });
      highYield = await marketLoan(t, { grade: 'B', amount: 50_000, source: 'npr' });
      lateBorrowerLoan = await marketLoan(t, { grade: 'A1', amount: 50_000 });
      // The same borrower is late on an earlier loan.
      const earlier = await marketLoan(t, { grade: 'A1', amount: 10_000 }, lateBorrowerLoan.borrower);
      await setLoanState(t, earlier.id, { status: 'repaying', market_status: null });
      await db.query(
        `INSERT INTO loan_repayments (loan_id, period, due_date, principal, interest, balance, status, late_since)
         VALUES ($1, 1, '2020-01-05', 1000, 10, 9000, 'late', '2020-01-06')`,
        [earlier.id],
      );
      ownLoan = await marketLoan(t, { grade: 'A0', amount: 50_000 }, lender);
    }, 240_000);

    it('shows how many loans match before the transfer, and invests the transfer by the product rules through the order path', async () => {
      const before = await lender.browser.get('/api/robo/stable/matching-loans');
      expect(before.body.data).toEqual({ count: loans.length });
      const sent = await transfer(lender, { password: PASSWORD, amount: 100_000 });
      expect(sent.status).toBe(200);
      expect((await summaryOf(lender)).statistics_calculating).toBe(true);

      await runEngine();
      const parts = await partsOf(lender);
      expect(parts).toHaveLength(loans.length);
      const cap = roboCapOf(100_000, ROBO_PRODUCT_RULES.stable.loan_cap_percent);
      expect(parts.map((part) => part.loan_serial).sort()).toEqual(loans.map((loan) => loan.serial).sort());
      for (const part of parts) {
        expect(part).toMatchObject({ amount: cap, status: 'waiting', robo_product: 'stable' });
        expect(ROBO_PRODUCT_RULES.stable.grades).toContain(findCreditGrade(part.grade)?.equivalent);
      }
      const excluded = [lateBorrowerLoan, ownLoan, vipOnly, highYield].map((loan) => loan.serial);
      expect(parts.filter((part) => excluded.includes(part.loan_serial))).toEqual([]);
      // No robo account buys the late borrower's loan.
      expect((await loanState(t, lateBorrowerLoan.serial)).invested_amount).toBe(0);
      const orders = (await db.query(`SELECT payment_method, status, total_amount FROM orders WHERE user_id = $1`, [lender.id])) as {
        payment_method: string;
        status: string;
        total_amount: number;
      }[];
      expect(orders).toEqual([{ payment_method: 'robo', status: 'paid', total_amount: cap * loans.length }]);
      expect(await roboCash(lender)).toBe(100_000 - cap * loans.length);
      expect((await ledgerBalances(t, lender.id)).locked).toBe(cap * loans.length);
      await expectNotOversold();

      const summary = await summaryOf(lender);
      expect(summary).toMatchObject({ cash: 100_000 - cap * loans.length, waiting_amount: cap * loans.length, total_amount: 100_000, statistics_calculating: false });
      expect(summary.transaction_group.find((row) => row.subject === 'invest')?.amount).toBe(cap * loans.length);
      const held = await lender.browser.get('/api/robo/stable/investments?order_by=groupAmount&order_dir=asc');
      expect(held.status).toBe(200);
      expect(held.body.meta.pagination.total).toBe(loans.length);
      expect(held.body.data[0]).toMatchObject({ groupAmount: cap, parts: 1, status: 'waiting' });
      const statement = await lender.browser.get('/api/robo/stable/transactions?robo_subjects[]=invest');
      expect(statement.body.data).toHaveLength(loans.length);
      expect(statement.body.data[0]).toMatchObject({ subject: 'invest', amount: -cap });

      const again = await runEngine();
      expect(again.investments).toBe(0);
    });

    it('never oversells a loan when the engine races manual orders for its last units', async () => {
      const target = await marketLoan(t, { grade: 'A0', amount: 10_000 });
      const others = await Promise.all(Array.from({ length: 6 }, () => investor(t, 2_000)));
      await setLoanState(t, target.id, { invested_amount: 0 });
      const robo = await investor(t, 200_000);
      expect((await transfer(robo, { password: PASSWORD, amount: 200_000 })).status).toBe(200);
      const manual = others.map((other) => placeOrder(t, other, [{ serial: target.serial, amount: 2_000 }]));
      const [engine, ...answers] = await Promise.all([runEngine(), ...manual]);
      expect(engine.accounts).toBeGreaterThan(0);
      const state = await loanState(t, target.serial);
      expect(state.invested_amount).toBeLessThanOrEqual(10_000);
      const sold = (await db.query(`SELECT COALESCE(sum(amount), 0)::bigint AS total FROM investments WHERE loan_id = $1 AND status IN ('waiting', 'active')`, [
        target.id,
      ])) as { total: number }[];
      expect(sold[0].total).toBe(state.invested_amount);
      // Six lenders ask for 12,000 and the engine for two parts of 2,000: 10,000 is all there is.
      expect(answers.every((answer) => answer.status === 201 || answer.status === 409)).toBe(true);
      expect(state.invested_amount).toBeLessThanOrEqual(10_000);
      const [{ total: roboHeld }] = (await db.query(
        `SELECT COALESCE(sum(amount), 0)::bigint AS total FROM investments WHERE loan_id = $1 AND robo_product IS NOT NULL`,
        [target.id],
      )) as { total: number }[];
      expect(roboHeld).toBeGreaterThan(0);
      expect(roboHeld + answers.filter((answer) => answer.status === 201).length * 2_000).toBe(state.invested_amount);
      await expectNotOversold();
    }, 120_000);

    it('lets two engine rounds at once invest each account once', async () => {
      const robo = await investor(t, 100_000);
      expect((await transfer(robo, { password: PASSWORD, amount: 100_000 })).status).toBe(200);
      await Promise.all([runEngine(), runEngine()]);
      const parts = await partsOf(robo);
      const perLoan = new Map<string, number>();
      for (const part of parts) perLoan.set(part.loan_serial, (perLoan.get(part.loan_serial) ?? 0) + part.amount);
      for (const amount of perLoan.values()) expect(amount).toBeLessThanOrEqual(roboCapOf(100_000, ROBO_PRODUCT_RULES.stable.loan_cap_percent));
      expect(await roboCash(robo)).toBe(100_000 - parts.reduce((sum, part) => sum + part.amount, 0));
      await expectNotOversold();
    }, 60_000);
  });

  it('finds no allocation that breaks a rule over random markets and robo accounts', async () => {
    const owners = await Promise.all(Array.from({ length: 3 }, () => investor(t, 0)));
    const market: ListedLoan[] = [];
    for (let index = 0; index < 8; index += 1) market.push(await marketLoan(t, { grade: 'C', amount: 200_000 }, index < 2 ? owners[index] : undefined));
    const grades = ['A0', 'A1', 'B', 'C', 'E', 'F', 'G2', 'K', '2B'];
    const sources = ['complex', 'npr', 'pgr'] as const;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ grade: fc.constantFrom(...grades), source: fc.constantFrom(...sources), taken: fc.integer({ min: 0, max: 200 }) }), {
          minLength: market.length,
          maxLength: market.length,
        }),
        fc.array(fc.record({ product: fc.constantFrom<RoboProduct>('stable', 'vip'), cash: fc.integer({ min: 0, max: 400 }) }), {
          minLength: owners.length,
          maxLength: owners.length,
        }),
        async (loanSpecs, accountSpecs) => {
          for (const [index, spec] of loanSpecs.entries()) {
            const loan = market[index] as ListedLoan;
            const openParts = (await db.query(
              `SELECT COALESCE(sum(amount), 0)::bigint AS total FROM investments WHERE loan_id = $1 AND status IN ('pending_payment', 'waiting')`,
              [loan.id],
            )) as { total: number }[];
            const held = openParts[0]?.total ?? 0;
            await setLoanState(t, loan.id, { grade: spec.grade, source: spec.source, invested_amount: Math.min(200_000, held + spec.taken * 1_000) });
          }
          const before = new Map<string, { value: number; product: RoboProduct }>();
          for (const [index, spec] of accountSpecs.entries()) {
            const owner = owners[index] as Lender;
            await db.query(`UPDATE users SET robo_vip = $2 WHERE id = $1`, [owner.id, spec.product === 'vip']);
            if (spec.cash > 0) {
              await setCash(t, owner, spec.cash * 1_000);
              expect((await transfer(owner, { password: PASSWORD, amount: spec.cash * 1_000 }, undefined, spec.product)).status).toBe(200);
            }
            const summary = await summaryOf(owner, spec.product);
            before.set(`${owner.id}:${spec.product}`, { value: summary.total_amount, product: spec.product });
          }
          const partsBefore = new Map<number, number>();
          for (const owner of owners) partsBefore.set(owner.id, (await partsOf(owner)).length);
          await runEngine();
          for (const [index, owner] of owners.entries()) {
            const spec = accountSpecs[index] as { product: RoboProduct };
            const all = await partsOf(owner);
            const fresh = all.slice(partsBefore.get(owner.id) ?? 0);
            const rule = ROBO_PRODUCT_RULES[spec.product];
            const base = before.get(`${owner.id}:${spec.product}`)?.value ?? 0;
            for (const part of fresh) {
              // A product the owner held in an earlier run may still invest its cash: every part keeps its own product's rules.
              const own = ROBO_PRODUCT_RULES[part.robo_product];
              expect(part.amount % own.part_amount).toBe(0);
              expect(Number(part.borrower_id)).not.toBe(owner.id);
              expect(own.grades).toContain(findCreditGrade(part.grade)?.equivalent);
              expect(own.sources).toContain(part.source);
              if (part.robo_product !== spec.product) continue;
              const ofLoan = all.filter((other) => other.loan_id === part.loan_id && other.robo_product === spec.product && other.status === 'waiting');
              expect(ofLoan.reduce((sum, other) => sum + other.amount, 0)).toBeLessThanOrEqual(capOf(base, rule.loan_cap_percent, rule.part_amount));
              const ofBorrower = all.filter((other) => other.borrower_id === part.borrower_id && other.robo_product === spec.product && other.status === 'waiting');
              expect(ofBorrower.reduce((sum, other) => sum + other.amount, 0)).toBeLessThanOrEqual(
                capOf(base, rule.borrower_cap_percent, rule.part_amount),
              );
            }
            expect(await roboCash(owner, spec.product)).toBeGreaterThanOrEqual(0);
          }
          const loansNow = (await db.query(`SELECT amount, invested_amount FROM loans WHERE id = ANY ($1::bigint[])`, [market.map((loan) => loan.id)])) as {
            amount: number;
            invested_amount: number;
          }[];
          for (const loan of loansNow) expect(loan.invested_amount).toBeLessThanOrEqual(loan.amount);
        },
      ),
      { numRuns: 6 },
    );
  }, 600_000);

  it('lets admins run a round of the engine and flag vip members, and nobody else', async () => {
    const admin = await adminOf(t);
    const member = await investor(t, 10_000);
    const appraiser = await signUpAs(t, ['appraiser']);
    const visitor = new Browser(t.http);
    for (const [who, status] of [
      [visitor, 401],
      [member.browser, 403],
      [appraiser.browser, 403],
    ] as const) {
      expect((await who.post('/api/console/robo/engine-runs', {})).status).toBe(status);
      expect((await who.post(`/api/console/robo/vip/${member.id}`, { robo_vip: true })).status).toBe(status);
    }
    const run = await admin.browser.post('/api/console/robo/engine-runs', {});
    expect(run.status).toBe(200);
    expect(run.body.data).toEqual(expect.objectContaining({ accounts: expect.any(Number), investments: expect.any(Number) }));
    expect((await admin.browser.post(`/api/console/robo/vip/${member.id}`, { robo_vip: 'yes' })).status).toBe(400);
    expect((await admin.browser.post('/api/console/robo/vip/999999999', { robo_vip: true })).status).toBe(404);
    expect((await member.browser.get('/api/robo/vip/summary')).status).toBe(403);
    const flagged = await admin.browser.post(`/api/console/robo/vip/${member.id}`, { robo_vip: true });
    expect(flagged.body.data).toEqual({ id: member.id, robo_vip: true });
    expect((await member.browser.get('/api/robo/vip/summary')).status).toBe(200);
    const audit = (await db.query(`SELECT actor_id FROM audit_logs WHERE action = 'member.robo_vip' AND target_id = $1`, [String(member.id)])) as {
      actor_id: number;
    }[];
    expect(audit).toEqual([{ actor_id: admin.id }]);
  }, 60_000);

  it('answers 401 without a session and 403 below a full member on every robo route', async () => {
    const visitor = new Browser(t.http);
    const registered = await signUp(t);
    const routes = ['/api/robo/stable/sell-overview?account_serial=R251128000001', '/api/robo/stable/summary', '/api/robo/stable/matching-loans', '/api/robo/stable/transactions', '/api/robo/stable/grouping', '/api/robo/stable/investments', '/api/robo/stable/accounts'];
    for (const route of routes) {
      expect({ route, status: (await visitor.get(route)).status }).toEqual({ route, status: 401 });
      expect({ route, status: (await registered.browser.get(route)).status }).toEqual({ route, status: 403 });
    }
    for (const route of [TRANSFER, '/api/robo/stable/sell', '/api/robo/stable/cancel-sell']) {
      expect({ route, status: (await visitor.post(route, {})).status }).toEqual({ route, status: 401 });
      expect({ route, status: (await registered.browser.post(route, {})).status }).toEqual({ route, status: 403 });
    }
    const lender = await investor(t, 0);
    expect((await lender.browser.get('/api/robo/gold/summary')).status).toBe(400);
    expect((await lender.browser.get('/api/robo/stable/investments?order_by=password')).status).toBe(400);
    expect((await lender.browser.get('/api/robo/stable/transactions?robo_subjects=deposit')).status).toBe(400);
  }, 60_000);
});
