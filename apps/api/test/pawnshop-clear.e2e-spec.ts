import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import {
  CLEARING_FEE_BASE,
  CLEARING_TEXTS,
  PAWNSHOP_STORAGE_FEE,
  clearAmountChanged,
  clearCashShort,
  clearDoneMessage,
  lenderFeeOf,
} from '@lendbridge/domain';
import { LedgerService } from '../src/modules/ledger/ledger.service.js';
import { Browser, createTestApp } from './create-test-app.js';
import type { TestApp } from './create-test-app.js';
import { disbursedDaysAgo, expectRowsReconcile, expectTransitEmpty, repayingLoan, setCash } from './factories/clearing-rows.js';
import type { RepayingLoan } from './factories/clearing-rows.js';
import { expectLedgerReconciled, postIdempotent } from './factories/ledger.js';
import type { Lender } from './factories/ledger.js';
import { completeBasic, signUp } from './factories/members.js';
import { borrowerWithAccount, investor, ledgerBalances } from './factories/orders.js';

const pawnshop = (serial: string) => `/api/borrower/pawnshop/${serial}`;

describe('pawnshop clearing', () => {
  let t: TestApp;
  let lenderA: Lender;
  let lenderB: Lender;
  let borrower: Lender;
  let pawn: RepayingLoan;
  let credit: RepayingLoan;

  const db = () => t.app.get(DataSource);
  const status = async (serial: string): Promise<string> =>
    ((await db().query(`SELECT status FROM loans WHERE serial = $1`, [serial])) as { status: string }[])[0]?.status ?? '';

  beforeAll(async () => {
    t = await createTestApp();
    lenderA = await investor(t, 200_000);
    lenderB = await investor(t, 200_000);
    borrower = await borrowerWithAccount(t);
    const { disbursedOn } = await disbursedDaysAgo(t, 15);
    pawn = await repayingLoan(t, borrower, [{ lender: lenderA, amount: 60_000 }, { lender: lenderB, amount: 40_000 }], disbursedOn, {
      appType: 'pawn_project',
      grade: 'B',
    });
    credit = await repayingLoan(t, borrower, [{ lender: lenderA, amount: 10_000 }], disbursedOn);
  }, 120_000);

  afterAll(async () => {
    await expectTransitEmpty(t);
    await expectLedgerReconciled(t);
    await t.close();
  });

  it('shows the balance, the clear amount and its detail at today’s figures', async () => {
    await setCash(t, borrower, 50_000);
    const info = await borrower.browser.get(`${pawnshop(pawn.serial)}/clear-info`);
    expect(info.status).toBe(200);
    // 15 days at 12 %: 60,000 → 296 and 40,000 → 197
    expect(info.body.data).toEqual({
      balance: 50_000,
      clear_amount: 100_000 + 493 + PAWNSHOP_STORAGE_FEE + CLEARING_FEE_BASE,
      clear_amount_detail: { principal: 100_000, interest: 493, penalty: 0, storage_fee: PAWNSHOP_STORAGE_FEE, lnb_fee: CLEARING_FEE_BASE },
    });
    const early = await borrower.browser.get('/api/borrower/clear-investments');
    expect(early.body.data.map((record: { loan_serial: string }) => record.loan_serial)).toEqual([credit.serial]);
  });

  it('answers 清償失敗’s result false with the reason, then clears the whole loan once', async () => {
    const total = 100_000 + 493 + CLEARING_FEE_BASE;
    const short = await postIdempotent(borrower, `${pawnshop(pawn.serial)}/clear`, { amount: total });
    expect(short.status).toBe(200);
    expect(short.body).toEqual({ result: false, message: clearCashShort(total, 50_000) });
    const stale = await postIdempotent(borrower, `${pawnshop(pawn.serial)}/clear`, { amount: total - 1 });
    expect(stale.body).toEqual({ result: false, message: clearAmountChanged(total) });
    expect(await status(pawn.serial)).toBe('repaying');

    await setCash(t, borrower, total + 7);
    const [aBefore, bBefore, incomeBefore] = [
      await ledgerBalances(t, lenderA.id),
      await ledgerBalances(t, lenderB.id),
      await t.app.get(LedgerService).platformBalance('platform_income'),
    ];
    const key = randomUUID();
    const cleared = await postIdempotent(borrower, `${pawnshop(pawn.serial)}/clear`, { amount: total }, key);
    expect(cleared.status).toBe(200);
    expect(cleared.body).toEqual({ result: true, message: clearDoneMessage(2, 100_493, CLEARING_FEE_BASE, 0) });
    expect((await ledgerBalances(t, borrower.id)).cash).toBe(7);
    expect((await ledgerBalances(t, lenderA.id)).cash).toBe(aBefore.cash + 60_296 - lenderFeeOf(60_296, '1'));
    expect((await ledgerBalances(t, lenderB.id)).cash).toBe(bBefore.cash + 40_197 - lenderFeeOf(40_197, '1'));
    expect(await t.app.get(LedgerService).platformBalance('platform_income')).toBe(
      incomeBefore + CLEARING_FEE_BASE + lenderFeeOf(60_296, '1') + lenderFeeOf(40_197, '1'),
    );
    expect(await status(pawn.serial)).toBe('cleared');
    const investments = (await db().query(`SELECT status FROM investments WHERE loan_id = $1`, [pawn.id])) as { status: string }[];
    expect(investments.map((row) => row.status)).toEqual(['cleared', 'cleared']);
    const [rows] = (await db().query(`SELECT bool_and(status = 'cleared') AS cleared FROM loan_repayments WHERE loan_id = $1`, [pawn.id])) as {
      cleared: boolean;
    }[];
    expect(rows?.cleared).toBe(true);
    await expectRowsReconcile(t, [pawn.id]);

    const replay = await postIdempotent(borrower, `${pawnshop(pawn.serial)}/clear`, { amount: total }, key);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toEqual(cleared.body);
    expect((await ledgerBalances(t, borrower.id)).cash).toBe(7);
    const again = await postIdempotent(borrower, `${pawnshop(pawn.serial)}/clear`, {});
    expect(again.body).toEqual({ result: false, message: CLEARING_TEXTS.pawnshopNotClearable });
    const info = await borrower.browser.get(`${pawnshop(pawn.serial)}/clear-info`);
    expect(info.status).toBe(409);
    expect(info.body.message).toBe(CLEARING_TEXTS.pawnshopNotClearable);

    const finished = await borrower.browser.get('/api/borrower/clear-investments/finished');
    expect(finished.body.data.map((record: { clear_amount: number }) => record.clear_amount).sort((x: number, y: number) => x - y)).toEqual([40_197, 60_296]);
  });

  it('answers 404 for another member’s pawn loan, a loan of another type and an unknown serial', async () => {
    const stranger = await borrowerWithAccount(t);
    for (const serial of [pawn.serial, 'A000000000000']) {
      expect((await stranger.browser.get(`${pawnshop(serial)}/clear-info`)).status).toBe(404);
      expect((await postIdempotent(stranger, `${pawnshop(serial)}/clear`, {})).status).toBe(404);
    }
    expect((await borrower.browser.get(`${pawnshop(credit.serial)}/clear-info`)).status).toBe(404);
    expect((await postIdempotent(borrower, `${pawnshop(credit.serial)}/clear`, {})).status).toBe(404);
    expect(await status(credit.serial)).toBe('repaying');
  });

  it('answers 401 to visitors and 403 below a full member', async () => {
    const visitor = new Browser(t.http);
    await visitor.refreshCsrf();
    expect((await visitor.get(`${pawnshop(pawn.serial)}/clear-info`)).status).toBe(401);
    const anonymous = await visitor.agent
      .post(`${pawnshop(pawn.serial)}/clear`)
      .set('X-Requested-With', 'XMLHttpRequest')
      .set('X-CSRF-Token', visitor.csrfToken)
      .set('Idempotency-Key', randomUUID())
      .send({});
    expect(anonymous.status).toBe(401);
    const basic = await signUp(t);
    await completeBasic(basic);
    for (const response of [
      await basic.browser.get(`${pawnshop(pawn.serial)}/clear-info`),
      await postIdempotent(basic, `${pawnshop(pawn.serial)}/clear`, {}),
    ]) {
      expect({ status: response.status, code: response.body.code }).toEqual({ status: 403, code: 'NOT_MEMBER_FULL' });
    }
  });
});
