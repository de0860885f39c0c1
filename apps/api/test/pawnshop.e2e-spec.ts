import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Response } from 'supertest';
import { DataSource } from 'typeorm';
import {
  CLEARING_FEE_BASE,
  MESSAGES,
  PAWNSHOP_TEXTS,
  pawnAccruedInterest,
  pawnDueDateOf,
  pawnRedeemDeadlineOf,
  pawnScheduleOf,
  pawnStorageFeeAboveCap,
  pawnYearlyRateAboveCap,
} from '@lendbridge/domain';
import type { BorrowerPawnCase, PawnCaseDetail, PawnCaseRow, Role } from '@lendbridge/domain';
import { LedgerService } from '../src/modules/ledger/ledger.service.js';
import { Browser, createTestApp } from './create-test-app.js';
import type { TestApp } from './create-test-app.js';
import { businessToday } from './factories/clearing-rows.js';
import { BOUTIQUE_COLLATERAL } from './factories/loan-extras.js';
import { LOAN_TYPE_FIXTURES } from './factories/loan-types.js';
import { createApplication } from './factories/loans.js';
import { depositTo, expectLedgerReconciled, postIdempotent, verifiedMember } from './factories/ledger.js';
import type { Lender } from './factories/ledger.js';
import { answerQuestionnaire, signUp, signUpAs, uploadImage } from './factories/members.js';
import type { Member } from './factories/members.js';
import { ledgerBalances } from './factories/orders.js';

const API = '/api/console/pawn-cases';
const BORROWER_API = '/api/borrower/pawn-cases';

/** The answer, once its status is the one expected (its errors shown when it is not). */
const must = async (pending: Promise<Response>, status: number): Promise<Response> => {
  const response = await pending;
  expect({ status: response.status, errors: response.status === status ? undefined : (response.body as object) }).toEqual({ status, errors: undefined });
  return response;
};

const listUrl = (filter: Record<string, unknown>) => `${API}?filter=${encodeURIComponent(JSON.stringify(filter))}`;

/** Terms at the caps for NT$100,000 over 12 months: storage fee 5 % and an all-in yearly rate of exactly 30 %. */
const AT_CAPS = { amount: 100_000, period: 12, principal_repayment_type: 'equal_installment', apr: '24.70', storage_fee: 5_000 };

describe('pawn cases', () => {
  let t: TestApp;
  let db: DataSource;
  let borrower: Lender;
  let operator: Lender;
  let operators: Member[];
  let admin: Member;

  const asOperator = async (member: Lender): Promise<void> => {
    await db.query(`UPDATE users SET roles = array_append(roles, 'pawnshop_operator') WHERE id = $1`, [member.id]);
  };

  /** A submitted pawn application with a watch and its photo; answers its serial, the case id and the photo's upload id. */
  const pawnCase = async (member: Member = borrower): Promise<{ serial: string; id: number; photo: string }> => {
    const serial = await createApplication(member, 'pawn_project');
    const path = `/api/loan-applications/${serial}`;
    expect((await member.browser.put(path, { app_type: 'pawn_project', ...(await LOAN_TYPE_FIXTURES.realty.body(member)) })).status).toBe(200);
    expect((await member.browser.post(`${path}/collaterals`, BOUTIQUE_COLLATERAL)).status).toBe(201);
    expect((await member.browser.post(`${path}/submit`, { app_type: 'pawn_project' })).status).toBe(200);
    const photo = await uploadImage(member, 'image');
    expect((await member.browser.post(`${path}/attachments`, { attachments: { loan_related_information: [photo] } })).status).toBe(200);
    const [row] = (await db.query(`SELECT c.id FROM pawn_cases c JOIN loan_applications a ON a.id = c.application_id WHERE a.serial = $1`, [
      serial,
    ])) as { id: number }[];
    return { serial, id: Number(row!.id), photo };
  };

  const caseRow = async (id: number) =>
    ((await db.query(`SELECT status, operator_id, amount, storage_fee, loan_id FROM pawn_cases WHERE id = $1`, [id])) as {
      status: string;
      operator_id: number | null;
      amount: number | null;
      storage_fee: number | null;
      loan_id: number | null;
    }[])[0]!;

  /** A case taken by `operator` with the terms at the caps, agreed by the borrower. */
  const agreedCase = async () => {
    const made = await pawnCase();
    expect((await operator.browser.post(`${API}/${made.id}/order`)).status).toBe(200);
    expect((await operator.browser.post(`${API}/${made.id}/setting`, AT_CAPS)).status).toBe(200);
    expect((await borrower.browser.post(`${BORROWER_API}/${made.serial}/confirm`)).status).toBe(200);
    return made;
  };

  const uploadTicket = (member: Member = operator) => uploadImage(member, 'image');

  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.get(DataSource);
    borrower = await verifiedMember(t);
    await answerQuestionnaire(borrower);
    operator = await verifiedMember(t);
    await asOperator(operator);
    operators = [];
    for (let index = 0; index < 9; index += 1) operators.push(await signUpAs(t, ['pawnshop_operator']));
    admin = await signUpAs(t, ['admin']);
  }, 120_000);

  afterAll(async () => {
    await db.query(`UPDATE business_clock SET offset_days = 0 WHERE id = 1`);
    await t.close();
  });

  it('opens a pending case at submit, listed in the market with its collateral, photo and the borrower’s own list', async () => {
    const made = await pawnCase();
    const market = await operator.browser.get(listUrl({ list: 'market', q: made.serial })).expect(200);
    expect(market.headers['content-range']).toBe('pawn-cases 0-0/1');
    expect(market.body[0]).toMatchObject({
      id: made.id,
      serial: made.serial,
      status: 'pending',
      status_label: '待接單',
      collateral_types: ['watch'],
      amount: 200_000,
      period: 36,
      expect_value_10k: 30,
      appraised_value: null,
      cover_image: `/api/uploads/${made.photo}`,
      taken_by_me: false,
      can_order: true,
      can_setting: false,
      can_invest: false,
    });
    const detail = (await operator.browser.get(`${API}/${made.id}`).expect(200)).body as PawnCaseDetail;
    expect(detail.collaterals).toEqual([
      expect.objectContaining({ type: 'watch', images: [{ id: made.photo, url: `/api/uploads/${made.photo}` }], appraisal: null }),
    ]);
    expect(detail.description).toBe('整合兩張信用卡的循環利息，降低每月還款壓力。');
    const own = (await borrower.browser.get(BORROWER_API).expect(200)).body.data as BorrowerPawnCase[];
    expect(own.find((row) => row.serial === made.serial)).toMatchObject({ status: 'pending', pawnshop_name: null, schedule: null, can_confirm: false });
    const mine = await operator.browser.get(listUrl({ list: 'mine', q: made.serial })).expect(200);
    expect(mine.body).toEqual([]);
  });

  it('lets exactly one of ten operators racing for a case take it; the others get 此案件已被接單', async () => {
    const made = await pawnCase();
    const racers = [operator, ...operators];
    const answers = await Promise.all(racers.map((member) => member.browser.post(`${API}/${made.id}/order`)));
    const won = answers.filter((answer) => answer.status === 200);
    const lost = answers.filter((answer) => answer.status === 409);
    expect({ won: won.length, lost: lost.length, others: answers.filter((answer) => ![200, 409].includes(answer.status)).map((answer) => answer.body) }).toEqual({
      won: 1,
      lost: 9,
      others: [],
    });
    expect(new Set(lost.map((answer) => answer.body.message))).toEqual(new Set([PAWNSHOP_TEXTS.alreadyTaken]));
    const winner = racers[answers.findIndex((answer) => answer.status === 200)]!;
    expect(won[0]!.body).toMatchObject({ message: PAWNSHOP_TEXTS.ordered, data: { status: 'taken', taken_by_me: true, can_setting: true } });
    expect(Number((await caseRow(made.id)).operator_id)).toBe(winner.id);
    const loser = racers.find((member) => member !== winner)!;
    expect((await loser.browser.get(`${API}/${made.id}`)).status).toBe(404);
    expect((await loser.browser.post(`${API}/${made.id}/setting`, AT_CAPS)).status).toBe(404);
    expect((await loser.browser.get(listUrl({ list: 'market', q: made.serial }))).body).toEqual([]);
  });

  it('refuses an operator’s own application and an application a reviewer decided', async () => {
    const own = await pawnCase(operator);
    const refused = await must(operator.browser.post(`${API}/${own.id}/order`), 409);
    expect(refused.body.message).toBe(PAWNSHOP_TEXTS.ownCase);

    const taken = await pawnCase();
    expect((await operators[0]!.browser.post(`${API}/${taken.id}/order`)).status).toBe(200);
    const [application] = (await db.query(`SELECT id FROM loan_applications WHERE serial = $1`, [taken.serial])) as { id: number }[];
    const rejected = await admin.browser.post(`/api/console/loan-applications/${application!.id}/reject`, { reason: '資料不足' });
    expect({ status: rejected.status, code: rejected.body.code, message: rejected.body.message }).toEqual({
      status: 409,
      code: 'PAWN_CASE_TAKEN',
      message: PAWNSHOP_TEXTS.reviewTaken,
    });

    const decided = await pawnCase();
    const [other] = (await db.query(`SELECT id FROM loan_applications WHERE serial = $1`, [decided.serial])) as { id: number }[];
    expect((await admin.browser.post(`/api/console/loan-applications/${other!.id}/reject`, { reason: '資料不足' })).status).toBe(200);
    expect((await operator.browser.post(`${API}/${decided.id}/order`)).status).toBe(404);
  });

  it('holds the terms to the law: 30 % all-in and 5 % storage fee allowed, one step above refused', async () => {
    const made = await pawnCase();
    expect((await operator.browser.post(`${API}/${made.id}/setting`, AT_CAPS)).status).toBe(409);
    await must(operator.browser.post(`${API}/${made.id}/order`), 200);

    const rate = await must(operator.browser.post(`${API}/${made.id}/setting`, { ...AT_CAPS, apr: '24.71' }), 400);
    expect(rate.body.errors).toEqual({ apr: pawnYearlyRateAboveCap('30.01') });
    const fee = await must(operator.browser.post(`${API}/${made.id}/setting`, { ...AT_CAPS, apr: '10.00', storage_fee: 5_001 }), 400);
    expect(fee.body.errors).toEqual({ storage_fee: pawnStorageFeeAboveCap(5_000) });
    const short = await must(operator.browser.post(`${API}/${made.id}/setting`, { ...AT_CAPS, period: 2 }), 400);
    expect(short.body.errors).toEqual({ period: PAWNSHOP_TEXTS.periodTooShort });
    expect((await caseRow(made.id)).status).toBe('taken');

    const set = await must(operator.browser.post(`${API}/${made.id}/setting`, AT_CAPS), 200);
    expect(set.body).toMatchObject({
      message: PAWNSHOP_TEXTS.settingSent,
      data: { status: 'wait_confirm', setting: { amount: 100_000, apr: '24.70', storage_fee: 5_000, yearly_rate: '30.00' } },
    });
    const inbox = (await db.query(`SELECT subject FROM inbox_messages WHERE user_id = $1 ORDER BY id DESC LIMIT 1`, [borrower.id])) as {
      subject: string;
    }[];
    expect(inbox[0]?.subject).toBe(PAWNSHOP_TEXTS.termsSetSubject);

    const own = ((await borrower.browser.get(BORROWER_API)).body.data as BorrowerPawnCase[]).find((row) => row.serial === made.serial)!;
    expect(own).toMatchObject({ status: 'wait_confirm', can_confirm: true, setting: { yearly_rate: '30.00' } });
    expect(own.schedule).toEqual(pawnScheduleOf(AT_CAPS as Parameters<typeof pawnScheduleOf>[0]));

    const declined = await must(borrower.browser.post(`${BORROWER_API}/${made.serial}/decline`), 200);
    expect(declined.body).toMatchObject({ message: PAWNSHOP_TEXTS.declined, data: { status: 'taken', schedule: null, can_confirm: false } });
    expect((await borrower.browser.post(`${BORROWER_API}/${made.serial}/confirm`)).status).toBe(409);
    await must(operator.browser.post(`${API}/${made.id}/setting`, { ...AT_CAPS, apr: '18.00' }), 200);
    const confirmed = await must(borrower.browser.post(`${BORROWER_API}/${made.serial}/confirm`), 200);
    expect(confirmed.body).toMatchObject({ message: PAWNSHOP_TEXTS.confirmed, data: { status: 'confirmed', setting: { apr: '18.00' } } });
    const late = await must(operator.browser.post(`${API}/${made.id}/setting`, AT_CAPS), 409);
    expect(late.body).toMatchObject({ code: 'NOT_SETTABLE', message: PAWNSHOP_TEXTS.notSettable });
  });

  it('refuses hostile setting bodies with field messages and leaves the case as it was', async () => {
    const made = await pawnCase();
    await must(operator.browser.post(`${API}/${made.id}/order`), 200);
    const huge = await operator.browser.post(`${API}/${made.id}/setting`, { ...AT_CAPS, apr: '1'.repeat(100_000) });
    expect(huge.status).toBe(400);
    const nul = await operator.browser.post(`${API}/${made.id}/setting`, { ...AT_CAPS, principal_repayment_type: 'equal\u0000installment' });
    expect(nul.status).toBe(400);
    let deep: object = {};
    for (let depth = 0; depth < 200; depth += 1) deep = { amount: deep };
    expect((await operator.browser.post(`${API}/${made.id}/setting`, deep)).status).toBe(400);
    const extra = await operator.browser.post(`${API}/${made.id}/setting`, { ...AT_CAPS, status: 'confirmed' });
    expect(extra.status).toBe(400);
    expect((await caseRow(made.id)).status).toBe('taken');
    expect((await operator.browser.get(`${API}/abc`)).status).toBe(400);
  });

  it('invests only an agreed case with the operator’s own pawn ticket, then disburses the loan ledger-exact with its pawn schedule', async () => {
    const pending = await pawnCase();
    await must(operator.browser.post(`${API}/${pending.id}/order`), 200);
    const ticket = await uploadTicket();
    const body = { amount: 100_000, period: 12, principal_repayment_type: 'equal_installment', pawn_ticket: [ticket] };
    const early = await postIdempotent(operator, `${API}/${pending.id}/invest`, body);
    expect({ status: early.status, message: early.body.message }).toEqual({ status: 404, message: PAWNSHOP_TEXTS.notFoundOrNotAgreed });

    const made = await agreedCase();
    const noTicket = await postIdempotent(operator, `${API}/${made.id}/invest`, { ...body, pawn_ticket: [] });
    expect(noTicket.status).toBe(400);
    expect(Object.keys(noTicket.body.errors as object)).toEqual(['pawn_ticket']);
    const stolen = await postIdempotent(operator, `${API}/${made.id}/invest`, { ...body, pawn_ticket: [made.photo] });
    expect(stolen.body.errors).toEqual({ pawn_ticket: PAWNSHOP_TEXTS.pawnTicketNotOwn });
    const mismatch = await postIdempotent(operator, `${API}/${made.id}/invest`, { ...body, amount: 90_000 });
    expect(mismatch.body.errors).toEqual({ amount: PAWNSHOP_TEXTS.termsMismatch });
    const stranger = await postIdempotent(operators[1]!, `${API}/${made.id}/invest`, { ...body, pawn_ticket: [await uploadTicket(operators[1])] });
    expect({ status: stranger.status, message: stranger.body.message }).toEqual({ status: 404, message: PAWNSHOP_TEXTS.notFoundOrNotAgreed });

    const broke = await postIdempotent(operator, `${API}/${made.id}/invest`, body);
    expect({ status: broke.status, message: broke.body.message }).toEqual({ status: 400, message: MESSAGES.insufficientBalance });
    expect((await caseRow(made.id)).status).toBe('confirmed');
    expect(await db.query(`SELECT 1 FROM loans WHERE serial = $1`, [made.serial])).toEqual([]);

    await depositTo(t, operator, 150_000);
    const before = { operator: await ledgerBalances(t, operator.id), borrower: await ledgerBalances(t, borrower.id) };
    const key = randomUUID();
    const invested = await postIdempotent(operator, `${API}/${made.id}/invest`, body, key);
    expect(invested.status).toBe(200);
    expect(invested.body).toMatchObject({
      message: PAWNSHOP_TEXTS.invested,
      data: { status: 'invested', loan_serial: made.serial, can_invest: false, pawn_ticket: [{ id: ticket, url: `/api/uploads/${ticket}` }] },
    });
    const today = await businessToday(t);
    const due = pawnDueDateOf(today, 12);
    expect((invested.body as { data: PawnCaseDetail }).data).toMatchObject({ due_date: due, redeem_deadline: pawnRedeemDeadlineOf(due) });
    const replay = await postIdempotent(operator, `${API}/${made.id}/invest`, body, key);
    expect({ status: replay.status, body: replay.body }).toEqual({ status: 200, body: invested.body });
    const again = await postIdempotent(operator, `${API}/${made.id}/invest`, body);
    expect({ status: again.status, code: again.body.code, message: again.body.message }).toEqual({
      status: 409,
      code: 'NOT_INVESTABLE',
      message: PAWNSHOP_TEXTS.notInvestable,
    });

    expect(await ledgerBalances(t, operator.id)).toEqual({ cash: before.operator.cash - 100_000, locked: before.operator.locked });
    expect(await ledgerBalances(t, borrower.id)).toEqual({ cash: before.borrower.cash + 100_000, locked: before.borrower.locked });
    const [loan] = (await db.query(
      `SELECT status, app_type, apr::text AS apr, borrower_fee, invested_amount FROM loans WHERE serial = $1`,
      [made.serial],
    )) as object[];
    expect(loan).toEqual({ status: 'repaying', app_type: 'pawn_project', apr: '24.70', borrower_fee: 0, invested_amount: 100_000 });
    const schedule = await borrower.browser.get(`/api/borrower/loans/${made.serial}/repayments`).expect(200);
    const expected = pawnScheduleOf(AT_CAPS as Parameters<typeof pawnScheduleOf>[0]);
    const rows = schedule.body.data.repayments as { period: number; principal: number; interest: number }[];
    expect(rows.map((row) => [row.period, row.principal, row.interest])).toEqual(expected.map((row) => [row.period, row.principal, row.interest]));
    const [application] = (await db.query(`SELECT status FROM loan_applications WHERE serial = $1`, [made.serial])) as { status: string }[];
    expect(application?.status).toBe('approved');
    await expectLedgerReconciled(t);
  });

  it('invests once when the same case is invested twice at once with different keys', async () => {
    const made = await agreedCase();
    await depositTo(t, operator, 250_000);
    const before = await ledgerBalances(t, operator.id);
    const body = { amount: 100_000, period: 12, principal_repayment_type: 'equal_installment', pawn_ticket: [await uploadTicket()] };
    const answers = await Promise.all([1, 2].map(() => postIdempotent(operator, `${API}/${made.id}/invest`, body)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await ledgerBalances(t, operator.id)).toEqual({ cash: before.cash - 100_000, locked: before.locked });
    expect(await db.query(`SELECT count(*)::int AS count FROM investments i JOIN loans l ON l.id = i.loan_id WHERE l.serial = $1`, [made.serial])).toEqual([
      { count: 1 },
    ]);
    await expectLedgerReconciled(t);
  });

  it('clears the redeemed pawn: principal and §19 interest to the operator, the storage fee to the operator, the platform fee to the platform', async () => {
    const made = await agreedCase();
    await depositTo(t, operator, 100_000);
    const ticket = await uploadTicket();
    const body = { amount: 100_000, period: 12, principal_repayment_type: 'equal_installment', pawn_ticket: [ticket] };
    expect((await postIdempotent(operator, `${API}/${made.id}/invest`, body)).status).toBe(200);
    const investedOn = await businessToday(t);
    await db.query(`UPDATE business_clock SET offset_days = offset_days + 10 WHERE id = 1`);
    const today = await businessToday(t);

    const info = await borrower.browser.get(`/api/borrower/pawnshop/${made.serial}/clear-info`).expect(200);
    const interest = pawnAccruedInterest(100_000, '24.70', investedOn, today, true);
    expect(interest).toBe(2_058);
    expect(info.body.data.clear_amount_detail).toEqual({ principal: 100_000, interest, penalty: 0, storage_fee: 5_000, lnb_fee: CLEARING_FEE_BASE });
    const total = 100_000 + interest + 5_000 + CLEARING_FEE_BASE;
    expect(info.body.data.clear_amount).toBe(total);

    const cash = (await ledgerBalances(t, borrower.id)).cash;
    if (cash < total) await depositTo(t, borrower, total - cash);
    const before = {
      borrower: await ledgerBalances(t, borrower.id),
      operator: await ledgerBalances(t, operator.id),
      income: await t.app.get(LedgerService).platformBalance('platform_income'),
    };
    const cleared = await postIdempotent(borrower, `/api/borrower/pawnshop/${made.serial}/clear`, { amount: total });
    expect(cleared.body.result).toBe(true);
    expect((await ledgerBalances(t, borrower.id)).cash).toBe(before.borrower.cash - total);
    expect((await ledgerBalances(t, operator.id)).cash).toBe(before.operator.cash + 100_000 + interest + 5_000);
    expect(await t.app.get(LedgerService).platformBalance('platform_income')).toBe(before.income + CLEARING_FEE_BASE);
    const kinds = (await db.query(
      `SELECT kind, amount FROM ledger_transfers WHERE kind IN ('pawn_storage_fee', 'pawn_platform_fee') AND case_serial = $1 ORDER BY kind`,
      [made.serial],
    )) as { kind: string; amount: number }[];
    expect(kinds).toEqual([
      { kind: 'pawn_platform_fee', amount: CLEARING_FEE_BASE },
      { kind: 'pawn_storage_fee', amount: 5_000 },
    ]);
    expect((await caseRow(made.id)).status).toBe('cleared');
    const own = ((await borrower.browser.get(BORROWER_API)).body.data as BorrowerPawnCase[]).find((row) => row.serial === made.serial);
    expect(own?.status).toBe('cleared');
    await expectLedgerReconciled(t);
  });

  it('lets an operator open only the files of cases open to them or theirs, and the borrower the pawn ticket', async () => {
    const made = await pawnCase();
    expect((await operators[2]!.browser.get(`/api/uploads/${made.photo}`)).status).toBe(200);
    await must(operator.browser.post(`${API}/${made.id}/order`), 200);
    expect((await operator.browser.get(`/api/uploads/${made.photo}`)).status).toBe(200);
    expect((await operators[2]!.browser.get(`/api/uploads/${made.photo}`)).status).toBe(404);
    const idCard = await uploadImage(borrower, 'id_card_front');
    expect((await operator.browser.get(`/api/uploads/${idCard}`)).status).toBe(404);

    const agreed = await agreedCase();
    await depositTo(t, operator, 100_000);
    const ticket = await uploadTicket();
    const body = { amount: 100_000, period: 12, principal_repayment_type: 'equal_installment', pawn_ticket: [ticket] };
    expect((await postIdempotent(operator, `${API}/${agreed.id}/invest`, body)).status).toBe(200);
    expect((await borrower.browser.get(`/api/uploads/${ticket}`)).status).toBe(200);
    expect((await operators[3]!.browser.get(`/api/uploads/${ticket}`)).status).toBe(404);
  });

  it('shows lenders and visitors the cases of the pawn-project views in their real states, nothing of the borrower', async () => {
    const waiting = await pawnCase();
    const set = await pawnCase();
    await must(operator.browser.post(`${API}/${set.id}/order`), 200);
    await must(operator.browser.post(`${API}/${set.id}/setting`, AT_CAPS), 200);
    const agreed = await agreedCase();
    const visitor = new Browser(t.http);
    const view = async (tab: string) =>
      (await visitor.get(`/api/market-place/pawn-cases?pawn_tab=${tab}`).expect(200)).body as { data: { serial: string; status: string }[]; total: number };
    const pending = await view('pending');
    const statusOf = (list: { data: { serial: string; status: string }[] }, serial: string) => list.data.find((row) => row.serial === serial)?.status;
    expect([statusOf(pending, waiting.serial), statusOf(pending, set.serial), statusOf(pending, agreed.serial)]).toEqual(['pending', 'wait_confirm', undefined]);
    const locked = await view('locked');
    expect([statusOf(locked, agreed.serial), statusOf(locked, set.serial)]).toEqual(['confirmed', undefined]);
    expect(await view('backed')).toEqual({ data: [], total: 0, page: 1 });
    const shown = pending.data.find((row) => row.serial === set.serial);
    expect(shown).toMatchObject({ collateral_labels: ['名錶'], setting: { yearly_rate: '30.00' } });
    expect(Object.keys(shown as object).sort()).toEqual(
      ['amount', 'appraised_value', 'collateral_labels', 'collateral_types', 'created_at', 'period', 'serial', 'setting', 'status', 'status_label'].sort(),
    );
    expect((await visitor.get('/api/market-place/pawn-cases?pawn_tab=sold')).status).toBe(400);
    expect((await visitor.get('/api/market-place/pawn-cases?page=0')).status).toBe(400);
    expect((await visitor.get('/api/market-place/pawn-cases?page=abc')).status).toBe(400);
  });

  it('answers 401 to visitors and 403 to roles that do not work pawn cases, on every route', async () => {
    const made = await pawnCase();
    const visitor = new Browser(t.http);
    await visitor.refreshCsrf();
    const routes: ['get' | 'post', string][] = [
      ['get', API],
      ['get', `${API}/${made.id}`],
      ['post', `${API}/${made.id}/order`],
      ['post', `${API}/${made.id}/setting`],
      ['post', `${API}/${made.id}/invest`],
    ];
    for (const [method, path] of [...routes, ['get', BORROWER_API], ['post', `${BORROWER_API}/${made.serial}/confirm`], ['post', `${BORROWER_API}/${made.serial}/decline`]] as const) {
      const answer = method === 'get' ? await visitor.get(path) : await visitor.post(path, {});
      expect({ path, status: answer.status }).toEqual({ path, status: 401 });
    }
    for (const role of ['lender', 'borrower', 'appraiser', 'sales', 'shop_seller'] as Role[]) {
      const member = await signUpAs(t, [role]);
      for (const [method, path] of routes) {
        const answer = method === 'get' ? await member.browser.get(path) : await member.browser.post(path, {});
        expect({ role, path, status: answer.status }).toEqual({ role, path, status: 403 });
      }
    }
    expect((await admin.browser.get(listUrl({ q: made.serial }))).status).toBe(200);
    expect((await admin.browser.get(`${API}/${made.id}`)).status).toBe(200);
    for (const [, path] of routes.filter(([method]) => method === 'post')) {
      expect({ path, status: (await admin.browser.post(path, {})).status }).toEqual({ path, status: 403 });
    }
    const registered = await signUp(t);
    expect((await registered.browser.get(BORROWER_API)).status).toBe(403);
    const stranger = await verifiedMember(t);
    await answerQuestionnaire(stranger);
    expect((await stranger.browser.post(`${BORROWER_API}/${made.serial}/confirm`)).status).toBe(404);
    expect((await stranger.browser.get(BORROWER_API)).body.data as PawnCaseRow[]).toEqual([]);
  });
});
