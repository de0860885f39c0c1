import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MESSAGES } from '@lendbridge/domain';
import { createTestApp } from './create-test-app.js';
import type { TestApp } from './create-test-app.js';
import { adminOf, depositTo, expectLedgerReconciled, postIdempotent, verifiedMember } from './factories/ledger.js';
import { PASSWORD, answerQuestionnaire } from './factories/members.js';
import type { Member } from './factories/members.js';
import { investor, ledgerBalances, loanState, marketLoan, placeOrder } from './factories/orders.js';

const CONSOLE_MEMBERS = '/api/console/members';
const CONSOLE_LOANS = '/api/console/loans';

describe('investing, disbursement and withdrawal wait for the staff review of the identity and the bank', () => {
  let t: TestApp;
  let admin: Member;

  const review = async (member: Member, subject: 'identity' | 'bank') => {
    const response = await admin.browser.post(`${CONSOLE_MEMBERS}/${member.id}/verify-${subject}`, { decision: 'verified' });
    expect(response.status).toBe(200);
  };
  const statusOf = async (member: Member) => (await member.browser.get('/api/auth/status')).body.data as Record<string, unknown>;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminOf(t);
  }, 60_000);

  afterAll(async () => {
    await expectLedgerReconciled(t);
    await t.close();
  });

  it('refuses an order while the identity review is pending, even with the bank verified, and tells the status', async () => {
    const pending = await verifiedMember(t, { verify: false });
    await answerQuestionnaire(pending);
    await depositTo(t, pending, 10_000);
    const loan = await marketLoan(t);
    expect(await statusOf(pending)).toMatchObject({ isMemberCompletedQuestionnaire: true, isMemberVerified: false });

    const refused = await placeOrder(t, pending, [{ serial: loan.serial, amount: 1_000 }]);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'IDENTITY_REVIEW_PENDING', message: MESSAGES.identityReviewPending });
    await review(pending, 'bank');
    expect((await placeOrder(t, pending, [{ serial: loan.serial, amount: 1_000 }])).body.code).toBe('IDENTITY_REVIEW_PENDING');
    expect((await loanState(t, loan.serial)).invested_amount).toBe(0);

    await review(pending, 'identity');
    expect(await statusOf(pending)).toMatchObject({ isMemberVerified: true });
    const placed = await placeOrder(t, pending, [{ serial: loan.serial, amount: 1_000 }]);
    expect(placed.status).toBe(201);
  });

  it('refuses an order while the bank review is pending, in the spec\'s wording for it, and tells the status', async () => {
    const member = await verifiedMember(t, { verify: false });
    await answerQuestionnaire(member);
    await depositTo(t, member, 10_000);
    await review(member, 'identity');
    const loan = await marketLoan(t);
    expect(await statusOf(member)).toMatchObject({ isMemberVerified: true, isMemberBankVerified: false });

    const refused = await placeOrder(t, member, [{ serial: loan.serial, amount: 1_000 }]);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'BANK_REVIEW_PENDING', message: MESSAGES.bankNotVerified });
    expect((await loanState(t, loan.serial)).invested_amount).toBe(0);
    expect(await ledgerBalances(t, member.id)).toEqual({ cash: 10_000, locked: 0 });

    await review(member, 'bank');
    expect(await statusOf(member)).toMatchObject({ isMemberBankVerified: true });
    expect((await placeOrder(t, member, [{ serial: loan.serial, amount: 1_000 }])).status).toBe(201);
  });

  it('refuses a withdrawal to a verified bank while the identity review is pending', async () => {
    const member = await verifiedMember(t, { verify: false });
    await depositTo(t, member, 5_000);
    await review(member, 'bank');
    const refused = await postIdempotent(member, '/api/account/withdraw', { amount: 1_000, password: PASSWORD });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'IDENTITY_REVIEW_PENDING', message: MESSAGES.identityReviewPending });
    expect(await ledgerBalances(t, member.id)).toEqual({ cash: 5_000, locked: 0 });

    await review(member, 'identity');
    expect((await postIdempotent(member, '/api/account/withdraw', { amount: 1_000, password: PASSWORD })).status).toBe(200);
  });

  it('holds a funded loan undisbursed until the borrower’s identity and bank are verified', async () => {
    const borrower = await verifiedMember(t, { verify: false });
    await answerQuestionnaire(borrower);
    const loan = await marketLoan(t, { amount: 10_000 }, borrower);
    const lender = await investor(t, 10_000);
    expect((await placeOrder(t, lender, [{ serial: loan.serial, amount: 10_000 }])).status).toBe(201);
    expect((await loanState(t, loan.serial)).status).toBe('funded');

    const refused = await postIdempotent(admin, `${CONSOLE_LOANS}/${loan.serial}/disburse`, { reason: '已確認滿標' });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'BORROWER_IDENTITY_PENDING', message: MESSAGES.borrowerIdentityPending });
    expect(await loanState(t, loan.serial)).toMatchObject({ status: 'funded', disbursed_at: null });
    expect(await ledgerBalances(t, borrower.id)).toEqual({ cash: 0, locked: 0 });

    await review(borrower, 'identity');
    const bankPending = await postIdempotent(admin, `${CONSOLE_LOANS}/${loan.serial}/disburse`, { reason: '已確認滿標' });
    expect(bankPending.status).toBe(409);
    expect(bankPending.body).toMatchObject({ code: 'BORROWER_BANK_PENDING', message: MESSAGES.borrowerBankPending });
    expect(await loanState(t, loan.serial)).toMatchObject({ status: 'funded', disbursed_at: null });
    expect(await ledgerBalances(t, borrower.id)).toEqual({ cash: 0, locked: 0 });

    await review(borrower, 'bank');
    const disbursed = await postIdempotent(admin, `${CONSOLE_LOANS}/${loan.serial}/disburse`, { reason: '已確認滿標' });
    expect(disbursed.status).toBe(200);
    expect(disbursed.body).toMatchObject({ serial: loan.serial, status: 'repaying' });
  });
});
