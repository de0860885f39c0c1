import { afterAll, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { DataSource } from 'typeorm';
import { FAST_LOAN_TEXTS, MESSAGES, fastLoanInboxContent } from '@lendbridge/domain';
import type { InboxMessage } from '@lendbridge/domain';
import { FastLoanService } from '../src/modules/loans/fast-loan.service.js';
import { Browser, createTestApp } from './create-test-app.js';
import type { TestApp } from './create-test-app.js';
import { expectLedgerReconciled, postIdempotent } from './factories/ledger.js';
import type { Lender } from './factories/ledger.js';
import { completeBasic, signUp } from './factories/members.js';
import type { Member } from './factories/members.js';
import { borrowerWithAccount, investor, marketLoan, placeOrder } from './factories/orders.js';
import { repayingLoan } from './factories/repayment-rows.js';

const FAST_LOAN = '/api/borrower/fast-loan';
/** Wednesday 10:00 in Taipei, in service time. */
const WEDNESDAY_MORNING = new Date('2026-03-04T10:00:00+08:00');
/** Wednesday 18:30 in Taipei, after service time. */
const WEDNESDAY_EVENING = new Date('2026-03-04T18:30:00+08:00');
/** Saturday 11:00 in Taipei. */
const SATURDAY = new Date('2026-03-07T11:00:00+08:00');
const HEX_64 = /^[0-9a-f]{64}$/;

describe('fast loan', () => {
  let t: TestApp;
  let borrower: Lender;
  let lender: Lender;
  let clock: jest.SpiedFunction<() => Date>;

  const lookup = (member: Member, serial: string) => member.browser.get(`${FAST_LOAN}?loan_serial=${encodeURIComponent(serial)}`);
  const apply = (member: Member, body: object, key?: string) => postIdempotent(member, FAST_LOAN, body, key);

  const requestsOf = async (loanId: number): Promise<number> => {
    const [row] = (await t.app.get(DataSource).query(`SELECT count(*)::int AS count FROM fast_loan_requests WHERE loan_id = $1`, [loanId])) as {
      count: number;
    }[];
    return row.count;
  };

  const fastLoanMessages = async (member: Member): Promise<InboxMessage[]> => {
    const response = await member.browser.get('/api/inbox?folder=inbox');
    expect(response.status).toBe(200);
    return (response.body.data as InboxMessage[]).filter((message) => message.subject === FAST_LOAN_TEXTS.inboxSubject);
  };

  beforeAll(async () => {
    t = await createTestApp();
    borrower = await borrowerWithAccount(t);
    lender = await investor(t, 50_000);
  }, 60_000);

  beforeEach(() => {
    clock = jest.spyOn(t.app.get(FastLoanService), 'now').mockReturnValue(WEDNESDAY_MORNING);
  });

  afterAll(async () => {
    await expectLedgerReconciled(t);
    await t.close();
  });

  it('shows a matching loan’s funding, whether it is service time, and a hash', async () => {
    const loan = await marketLoan(t, { amount: 60_000 }, borrower);
    expect((await placeOrder(t, lender, [{ serial: loan.serial, amount: 15_000 }])).status).toBe(201);

    const response = await lookup(borrower, loan.serial);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      data: { loan_serial: loan.serial, amount: 60_000, invested_amount: 15_000, remaining: 45_000, requested_at: null },
      is_service_time: true,
      hash: expect.stringMatching(HEX_64),
    });

    clock.mockReturnValue(SATURDAY);
    expect((await lookup(borrower, loan.serial)).body.is_service_time).toBe(false);
    clock.mockReturnValue(WEDNESDAY_EVENING);
    expect((await lookup(borrower, loan.serial)).body.is_service_time).toBe(false);
  });

  it('records the request once, tells the borrower in the inbox and answers 申請成功', async () => {
    const loan = await marketLoan(t, { amount: 30_000 }, borrower);
    const { hash } = (await lookup(borrower, loan.serial)).body as { hash: string };

    const response = await apply(borrower, { loan_serial: loan.serial, hash });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      data: { loan_serial: loan.serial, requested_at: WEDNESDAY_MORNING.toISOString() },
      message: MESSAGES.applySuccess,
    });
    expect(await requestsOf(loan.id)).toBe(1);
    const messages = (await fastLoanMessages(borrower)).filter((message) => message.loan_serials.includes(loan.serial));
    expect(messages.map((message) => message.content)).toEqual([fastLoanInboxContent(loan.serial)]);
    expect((await lookup(borrower, loan.serial)).body.data.requested_at).toBe(WEDNESDAY_MORNING.toISOString());

    const again = await apply(borrower, { loan_serial: loan.serial, hash });
    expect({ status: again.status, code: again.body.code, message: again.body.message }).toEqual({
      status: 409,
      code: 'FAST_LOAN_ALREADY_REQUESTED',
      message: FAST_LOAN_TEXTS.requested,
    });
    expect(await requestsOf(loan.id)).toBe(1);
    expect((await fastLoanMessages(borrower)).filter((message) => message.loan_serials.includes(loan.serial))).toHaveLength(1);
  });

  it('answers a retry with the same Idempotency-Key as the first time, and needs the key', async () => {
    const loan = await marketLoan(t, { amount: 20_000 }, borrower);
    const { hash } = (await lookup(borrower, loan.serial)).body as { hash: string };
    const withoutKey = await borrower.browser.post(FAST_LOAN, { loan_serial: loan.serial, hash });
    expect({ status: withoutKey.status, code: withoutKey.body.code }).toEqual({ status: 400, code: 'IDEMPOTENCY_KEY_REQUIRED' });
    expect(await requestsOf(loan.id)).toBe(0);

    const key = `fast-loan-${loan.serial}`;
    const first = await apply(borrower, { loan_serial: loan.serial, hash }, key);
    const retry = await apply(borrower, { loan_serial: loan.serial, hash }, key);
    expect(first.status).toBe(201);
    expect({ status: retry.status, body: retry.body, replayed: retry.headers['idempotent-replayed'] }).toEqual({
      status: 201,
      body: first.body,
      replayed: 'true',
    });
    expect(await requestsOf(loan.id)).toBe(1);
    expect((await fastLoanMessages(borrower)).filter((message) => message.loan_serials.includes(loan.serial))).toHaveLength(1);
  });

  it('refuses a request outside service time', async () => {
    const loan = await marketLoan(t, { amount: 10_000 }, borrower);
    for (const instant of [SATURDAY, WEDNESDAY_EVENING]) {
      clock.mockReturnValue(instant);
      const { hash } = (await lookup(borrower, loan.serial)).body as { hash: string };
      const response = await apply(borrower, { loan_serial: loan.serial, hash });
      expect({ status: response.status, code: response.body.code, message: response.body.message }).toEqual({
        status: 409,
        code: 'FAST_LOAN_OUT_OF_SERVICE_TIME',
        message: FAST_LOAN_TEXTS.outsideServiceTime,
      });
    }
    expect(await requestsOf(loan.id)).toBe(0);
  });

  it('refuses a wrong hash, another loan’s and yesterday’s', async () => {
    const loan = await marketLoan(t, { amount: 10_000 }, borrower);
    const otherLoan = await marketLoan(t, { amount: 10_000 }, borrower);
    clock.mockReturnValue(new Date('2026-03-03T10:00:00+08:00'));
    const yesterdays = (await lookup(borrower, loan.serial)).body.hash as string;
    clock.mockReturnValue(WEDNESDAY_MORNING);
    const otherLoans = (await lookup(borrower, otherLoan.serial)).body.hash as string;

    for (const hash of ['0'.repeat(64), 'not-a-hash', yesterdays, otherLoans]) {
      const response = await apply(borrower, { loan_serial: loan.serial, hash });
      expect({ status: response.status, code: response.body.code, errors: response.body.errors }).toEqual({
        status: 400,
        code: 'FAST_LOAN_HASH_INVALID',
        errors: { hash: FAST_LOAN_TEXTS.hashInvalid },
      });
    }
    const missing = await apply(borrower, { loan_serial: loan.serial });
    expect({ status: missing.status, code: missing.body.code, fields: Object.keys(missing.body.errors) }).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
      fields: ['hash'],
    });
    expect(await requestsOf(loan.id)).toBe(0);
  });

  it('is refused for a loan no longer matching', async () => {
    const loan = await marketLoan(t, { amount: 10_000 }, borrower);
    const { hash } = (await lookup(borrower, loan.serial)).body as { hash: string };
    const repaying = await repayingLoan(t, borrower, 12_000, []);
    await t.app.get(DataSource).query(`UPDATE loans SET status = 'cancelled', cancelled_at = now() WHERE id = $1`, [loan.id]);
    for (const response of [await lookup(borrower, repaying.serial), await apply(borrower, { loan_serial: loan.serial, hash })]) {
      expect({ status: response.status, code: response.body.code, message: response.body.message }).toEqual({
        status: 409,
        code: 'FAST_LOAN_NOT_MATCHING',
        message: FAST_LOAN_TEXTS.notMatching,
      });
    }
    expect(await requestsOf(loan.id)).toBe(0);
  });

  it('answers 404 for another member’s loan and an unknown serial', async () => {
    const loan = await marketLoan(t, { amount: 10_000 }, borrower);
    const { hash } = (await lookup(borrower, loan.serial)).body as { hash: string };
    const stranger = await borrowerWithAccount(t);
    expect((await lookup(stranger, loan.serial)).status).toBe(404);
    const stolen = await apply(stranger, { loan_serial: loan.serial, hash });
    expect({ status: stolen.status, code: stolen.body.code }).toEqual({ status: 404, code: 'NOT_FOUND' });
    expect((await lookup(borrower, 'A000000000000')).status).toBe(404);
    expect(await requestsOf(loan.id)).toBe(0);
  });

  it('answers 401 to visitors and 403 below a full member', async () => {
    const loan = await marketLoan(t, { amount: 10_000 }, borrower);
    const visitor = new Browser(t.http);
    expect((await visitor.get(`${FAST_LOAN}?loan_serial=${loan.serial}`)).status).toBe(401);
    expect((await visitor.post(FAST_LOAN, { loan_serial: loan.serial, hash: '0'.repeat(64) })).status).toBe(401);
    const basic = await signUp(t);
    await completeBasic(basic);
    for (const response of [await lookup(basic, loan.serial), await apply(basic, { loan_serial: loan.serial, hash: '0'.repeat(64) })]) {
      expect({ status: response.status, code: response.body.code }).toEqual({ status: 403, code: 'NOT_MEMBER_FULL' });
    }
  });
});
