import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { BusinessClock } from '../src/modules/repayment/business-clock.js';
import { createTestApp } from './create-test-app.js';
import type { TestApp } from './create-test-app.js';
import { balancesOf, expectLedgerReconciled, postIdempotent, verifiedMember } from './factories/ledger.js';
import { PASSWORD } from './factories/members.js';
import { investor, ledgerBalances } from './factories/orders.js';
import { disbursedLoan, loanRows } from './factories/repayment.js';

describe('withdrawals keep what the borrower owes for installments due', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  }, 120_000);

  afterAll(async () => {
    await expectLedgerReconciled(t);
    await t.close();
  });

  it('shows and allows only the cash above the next installment', async () => {
    const borrower = await verifiedMember(t);
    const lender = await investor(t, 20_000);
    const today = await t.app.get(BusinessClock).today();
    const loan = await disbursedLoan(t, borrower, [{ member: lender, amount: 20_000 }], { period: 12 }, today);
    const [first] = await loanRows(t, loan.id);
    const { cash } = await ledgerBalances(t, borrower.id);
    const due = first.principal + first.interest;

    expect(await balancesOf(borrower)).toMatchObject({ available: cash, withdrawable: cash - due });
    const tooMuch = await postIdempotent(borrower, '/api/account/withdraw', { amount: cash, password: PASSWORD });
    expect(tooMuch.status).toBe(400);
    expect(await ledgerBalances(t, borrower.id)).toEqual({ cash, locked: 0 });

    const whole = await postIdempotent(borrower, '/api/account/withdraw', { password: PASSWORD });
    expect(whole.status).toBe(200);
    expect(await ledgerBalances(t, borrower.id)).toMatchObject({ cash: due });
  });
});
