import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import {
  APPROVAL_DEFAULT_LENDER_FEE_PERCENT,
  APPROVAL_DEFAULT_SOURCE,
  GUARANTOR_FIXED_VALUES,
  MAX_APR_PERCENT,
  MESSAGES,
  gradeBaseRate,
  shiftIsoDate,
} from '@lendbridge/domain';
import { BusinessClock } from '../src/modules/repayment/business-clock.js';
import { Browser, createTestApp } from './create-test-app.js';
import type { TestApp } from './create-test-app.js';
import { CREDIT_APPLICATION, CREDIT_PROFILE, createApplication, creditAttachments, submittedCreditApplication } from './factories/loans.js';
import { completeBasic, fullMember, signUp, signUpAs } from './factories/members.js';
import type { Member } from './factories/members.js';

describe('loan applications', () => {
  let t: TestApp;
  let borrower: Member;
  let admin: Member;

  beforeAll(async () => {
    t = await createTestApp();
    borrower = await fullMember(t);
    admin = await signUpAs(t, ['admin']);
  });

  afterAll(async () => {
    await t.close();
  });

  const show = async (member: Member, serial: string) => member.browser.get(`/api/loan-applications/${serial}`);

  it('needs a full member, with the ladder message', async () => {
    const member = await signUp(t);
    await completeBasic(member);
    const response = await member.browser.post('/api/loan-applications', {});
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ code: 'NOT_MEMBER_FULL', message: MESSAGES.notMemberFull });
  });

  it('creates a credit draft by default and shows it to its owner only', async () => {
    const serial = await createApplication(borrower);
    expect(serial).toMatch(/^A\d{12}$/);
    const own = await show(borrower, serial);
    expect(own.status).toBe(200);
    expect(own.body.data.application).toMatchObject({ serial, status: 'prepare', app_type: 'credit' });

    const stranger = await fullMember(t);
    for (const response of [
      await show(stranger, serial),
      await stranger.browser.put(`/api/loan-applications/${serial}`, { app_type: 'credit', application: { period: 24 } }),
      await stranger.browser.post(`/api/loan-applications/${serial}/submit`, { app_type: 'credit' }),
    ]) {
      expect(response.status).toBe(404);
      expect(response.body.message).toBe(MESSAGES.notEditable);
    }
  });

  it('opens the member’s untouched draft of a type again instead of creating another empty one', async () => {
    const member = await fullMember(t);
    const first = await createApplication(member);
    expect(await createApplication(member, 'credit')).toBe(first);
    const guarantorDraft = await createApplication(member, 'guarantor');
    expect(guarantorDraft).not.toBe(first);
    expect(await createApplication(member, 'guarantor')).toBe(guarantorDraft);

    const saved = await member.browser.put(`/api/loan-applications/${first}`, { app_type: 'credit', application: { period: 24 } });
    expect(saved.status).toBe(200);
    const second = await createApplication(member);
    expect(second).not.toBe(first);
    expect(await createApplication(member)).toBe(second);

    const other = await fullMember(t);
    expect(await createApplication(other)).not.toBe(second);
    const drafts = await member.browser.get('/api/loan-applications');
    expect((drafts.body.data as { application: { serial: string } }[]).map(({ application }) => application.serial).sort()).toEqual(
      [first, guarantorDraft, second].sort(),
    );
  });

  it('autosaves only the fields sent, keeping everything else', async () => {
    const serial = await createApplication(borrower);
    await borrower.browser.put(`/api/loan-applications/${serial}`, {
      app_type: 'credit',
      application: { purpose: 'debt_consolidation', amount_ten_thousand: 20 },
    });
    const second = await borrower.browser.put(`/api/loan-applications/${serial}`, {
      app_type: 'credit',
      application: { period: 36 },
      profile: { house_count: 0 },
      step: 3,
    });
    expect(second.status).toBe(200);
    expect(second.body.data.application.serial).toBe(serial);
    const saved = await show(borrower, serial);
    expect(saved.body.data.application).toMatchObject({ purpose: 'debt_consolidation', amount_ten_thousand: 20, period: 36 });
    expect(saved.body.data.profile).toMatchObject({ house_count: 0 });
    expect(saved.body.data.step).toBe(3);
  });

  it.each([
    ['application.description', { application: { description: '請寄信到 someone@example.com 聯絡我' } }, MESSAGES.noEmailInText],
    ['application.description', { application: { description: '電話 0912-345-678' } }, MESSAGES.noPhoneInText],
    ['application.amount_ten_thousand', { application: { amount_ten_thousand: 0 } }, undefined],
    ['application.period', { application: { period: 13 } }, undefined],
    ['profile.school_email', { profile: { school_email: 'me@gmail.com' } }, MESSAGES.schoolEmail],
    ['profile.contact_line', { profile: { contact_line: 'x'.repeat(51) } }, undefined],
    ['application.hack', { application: { hack: true } }, MESSAGES.unknownField],
  ])('refuses a wrong %s with its message', async (field, patch, message) => {
    const serial = await createApplication(borrower);
    const response = await borrower.browser.put(`/api/loan-applications/${serial}`, { app_type: 'credit', ...patch });
    expect(response.status).toBe(400);
    expect(response.body.errors[field]).toEqual(message ?? expect.any(String));
  });

  it('refuses a value date before the business date once the demo moved the clock forward', async () => {
    const moved = await admin.browser.put('/api/console/clock', { days_forward: 400 });
    expect(moved.status).toBe(200);
    const businessDate = moved.body.data.today as string;
    const slashed = (iso: string) => iso.replace(/-/g, '/');
    try {
      const serial = await createApplication(borrower);
      for (const past of ['2000/02/28', slashed(shiftIsoDate(businessDate, -1))]) {
        const refused = await borrower.browser.put(`/api/loan-applications/${serial}`, { app_type: 'credit', application: { value_date: past } });
        expect(refused.status).toBe(400);
        expect(refused.body.errors['application.value_date']).toBe(MESSAGES.valueDateBeforeBusinessDate);
      }
      const taken = await borrower.browser.put(`/api/loan-applications/${serial}`, {
        app_type: 'credit',
        application: { value_date: slashed(businessDate) },
      });
      expect(taken.status).toBe(200);
    } finally {
      await t.app.get(DataSource).query(`UPDATE business_clock SET offset_days = 0 WHERE id = 1`);
      await t.app.get(BusinessClock).offsetDays();
    }
  });

  it('checks the marketing code against the active codes, under application.marketing_code', async () => {
    await t.app.get(DataSource).query(`INSERT INTO marketing_codes (code, description) VALUES ('SPRING2026', '春季優惠')`);
    const serial = await createApplication(borrower);
    const wrong = await borrower.browser.put(`/api/loan-applications/${serial}`, {
      app_type: 'credit',
      application: { marketing_code: 'NOPE' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors['application.marketing_code']).toBe(MESSAGES.marketingCodeInvalid);
    const right = await borrower.browser.put(`/api/loan-applications/${serial}`, {
      app_type: 'credit',
      application: { marketing_code: 'SPRING2026' },
    });
    expect(right.status).toBe(200);
  });

  it('validates the whole form at submit, with every missing field on its path', async () => {
    const serial = await createApplication(borrower);
    const response = await borrower.browser.post(`/api/loan-applications/${serial}/submit`, { app_type: 'credit' });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(MESSAGES.inputErrorText);
    expect(response.body.errors).toMatchObject({
      'application.purpose': expect.stringMatching(/為必填$/),
      'attachments.business_card': MESSAGES.minImages,
      'application.no_tort': MESSAGES.pleaseTick,
    });
  });

  it('refuses documents that are not the applicant’s', async () => {
    const other = await fullMember(t);
    const serial = await createApplication(borrower);
    const foreign = await other.browser.agent
      .post('/api/upload')
      .set('X-Requested-With', 'XMLHttpRequest')
      .set('X-CSRF-Token', other.browser.csrfToken)
      .field('type', 'image')
      .attach('image', Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64'), 'x.png');
    expect(foreign.status).toBe(201);
    const response = await borrower.browser.post(`/api/loan-applications/${serial}/attachments`, {
      attachments: { business_card: [foreign.body.data.id] },
    });
    expect(response.status).toBe(400);
  });

  it('submits a complete credit application, after which it cannot be edited', async () => {
    const serial = await submittedCreditApplication(borrower);
    const shown = await show(borrower, serial);
    expect(shown.body.data.application.status).toBe('submitted');
    const edit = await borrower.browser.put(`/api/loan-applications/${serial}`, {
      app_type: 'credit',
      application: { period: 24 },
    });
    expect(edit.status).toBe(409);
    expect(edit.body).toMatchObject({ code: 'NOT_EDITABLE', message: MESSAGES.notEditable });
    const again = await borrower.browser.post(`/api/loan-applications/${serial}/submit`, { app_type: 'credit' });
    expect(again.status).toBe(409);
    const [message] = await t.app
      .get(DataSource)
      .query(`SELECT content FROM inbox_messages WHERE user_id = $1 AND $2 = ANY (loan_serials)`, [borrower.id, serial]);
    expect(message.content).toBe(MESSAGES.submitSuccess);
  });

  it('forces the guarantor purpose: amount 1, 12 months, the fixed description, no transfer', async () => {
    const serial = await createApplication(borrower, 'guarantor');
    const shown = await show(borrower, serial);
    expect(shown.body.data.application).toMatchObject({
      app_type: 'guarantor',
      amount_ten_thousand: 1,
      period: 12,
      description: GUARANTOR_FIXED_VALUES.description,
      agree_transfer: false,
    });
    const changed = await borrower.browser.put(`/api/loan-applications/${serial}`, {
      app_type: 'guarantor',
      application: { amount_ten_thousand: 50 },
    });
    expect(changed.status).toBe(400);
    const wrongType = await borrower.browser.put(`/api/loan-applications/${serial}`, {
      app_type: 'credit',
      application: { period: 24 },
    });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.errors.app_type).toBe(MESSAGES.invalidOption);
  });

  describe('review in the console', () => {
    const terms = { grade: 'C', amount: 200_000, period: 36, add_rate: '5.5', principal_repayment_type: 'equal_installment' };

    const queue = (member: Member, filter: object = {}) =>
      member.browser.get(`/api/console/loan-applications?filter=${encodeURIComponent(JSON.stringify(filter))}`);

    it('lists submitted applications for admins, never drafts', async () => {
      const serial = await submittedCreditApplication(borrower);
      const draft = await createApplication(borrower);
      const response = await queue(admin);
      expect(response.status).toBe(200);
      expect(response.headers['content-range']).toMatch(/^loan-applications \d+-\d+\/\d+$/);
      const serials = response.body.map((row: { serial: string }) => row.serial);
      expect(serials).toContain(serial);
      expect(serials).not.toContain(draft);
    });

    it('computes the approval figures and refuses an APR above 16 %', async () => {
      const serial = await submittedCreditApplication(borrower);
      const [row] = (await queue(admin, { q: serial })).body as { id: number }[];
      const query = (values: Record<string, string | number>) =>
        new URLSearchParams(
          Object.entries(values).map(([key, value]): [string, string] => [key, String(value)]),
        ).toString();
      const ok = await admin.browser.get(`/api/console/loan-applications/${row.id}/compute?${query({ ...terms, sendback: 'x' })}`);
      expect(ok.status).toBe(200);
      expect(ok.body.data).toMatchObject({
        current_amount: 200_000,
        current_period: 36,
        current_rate: (gradeBaseRate('C') ?? 0) + 5.5,
        current_principal_repayment_type: 'equal_installment',
        change_amount: 0,
        change_period: 0,
        sendback: 'x',
      });
      expect(ok.body.data.total_borrower_fee).toBeGreaterThan(0);

      const tooHigh = await admin.browser.get(
        `/api/console/loan-applications/${row.id}/compute?${query({ ...terms, grade: 'H5', add_rate: '0' })}`,
      );
      expect(tooHigh.status).toBe(400);
      expect(tooHigh.body.code).toBe('APR_ABOVE_LIMIT');
      expect(tooHigh.body.message).toContain(String(MAX_APR_PERCENT));
      const approveTooHigh = await admin.browser.post(`/api/console/loan-applications/${row.id}/approve`, {
        ...terms,
        grade: 'H5',
        add_rate: '0',
      });
      expect(approveTooHigh.status).toBe(400);
      expect(approveTooHigh.body.code).toBe('APR_ABOVE_LIMIT');
    });

    it('approves into a loan awaiting the rate confirmation, which lists it for lenders', async () => {
      const serial = await submittedCreditApplication(borrower);
      const [row] = (await queue(admin, { q: serial })).body as { id: number }[];
      expect((await admin.browser.post(`/api/console/loan-applications/${row.id}/start-review`)).status).toBe(200);
      const approved = await admin.browser.post(`/api/console/loan-applications/${row.id}/approve`, terms);
      expect(approved.status).toBe(200);
      expect(approved.body.status).toBe('approved');
      expect(approved.body.loan).toMatchObject({ serial, status: 'rate_confirming', grade: 'C', amount: 200_000 });
      expect(approved.body.events.map((event: { action: string }) => event.action)).toEqual([
        'created',
        'submitted',
        'review_started',
        'approved',
      ]);
      expect(approved.body.events[3]).toMatchObject({ from_status: 'reviewing', to_status: 'approved' });

      const loans = await borrower.browser.get('/api/borrower/loans');
      const loan = loans.body.data.find((item: { loan_app_serial: string }) => item.loan_app_serial === serial);
      expect(loan).toMatchObject({ status: '待確認利率', apr: '8.80' });

      const confirmed = await borrower.browser.post(`/api/borrower/loans/${serial}/confirm-rate`);
      expect(confirmed.status).toBe(200);
      expect(confirmed.body.data).toMatchObject({ status: '媒合中', market_status: 'primary_unfinished' });
      const deadline = new Date(confirmed.body.data.funding_deadline).getTime();
      expect(deadline).toBeGreaterThan(Date.now());
      const twice = await borrower.browser.post(`/api/borrower/loans/${serial}/confirm-rate`);
      expect(twice.status).toBe(409);

      const stranger = await fullMember(t);
      expect((await stranger.browser.post(`/api/borrower/loans/${serial}/confirm-rate`)).status).toBe(404);
    });

    it('writes the listing terms given with the approval on the loan, which the market shows once confirmed', async () => {
      const serial = await submittedCreditApplication(borrower);
      const [row] = (await queue(admin, { q: serial })).body as { id: number }[];
      const listing = {
        source: 'pgr',
        pgr: '80',
        lender_fee: 1.5,
        discount_lender_fee: '0.5',
        min_discount_order_amount: 50_000,
      };
      const approved = await admin.browser.post(`/api/console/loan-applications/${row.id}/approve`, { ...terms, ...listing });
      expect(approved.status).toBe(200);
      const stored = {
        source: 'pgr',
        pgr: '80.00',
        lender_fee: '1.50',
        discount_lender_fee: '0.50',
        min_discount_order_amount: 50_000,
      };
      expect(approved.body.loan).toMatchObject({ serial, status: 'rate_confirming', ...stored });
      expect((await admin.browser.get(`/api/console/loan-applications/${row.id}`)).body.loan).toMatchObject(stored);
      expect(approved.body.events.at(-1)).toMatchObject({ action: 'approved', data: { ...stored, grade: 'C' } });

      expect((await borrower.browser.post(`/api/borrower/loans/${serial}/confirm-rate`)).status).toBe(200);
      const card = await new Browser(t.http).get(`/api/market-place/loan/${serial}`);
      expect(card.status).toBe(200);
      expect(card.body.data).toMatchObject(stored);
    });

    it('refuses a protection ratio outside the pgr market and a discount without its threshold, creating no loan', async () => {
      const serial = await submittedCreditApplication(borrower);
      const [row] = (await queue(admin, { q: serial })).body as { id: number }[];
      const approve = (body: object) => admin.browser.post(`/api/console/loan-applications/${row.id}/approve`, { ...terms, ...body });

      const pgrElsewhere = await approve({ source: 'npr', pgr: '50' });
      expect(pgrElsewhere.status).toBe(400);
      expect(pgrElsewhere.body.errors).toEqual({ pgr: MESSAGES.pgrOnlyForPgrSource });
      const pgrByDefault = await approve({ pgr: '50' });
      expect(pgrByDefault.status).toBe(400);
      expect(pgrByDefault.body.errors).toEqual({ pgr: MESSAGES.pgrOnlyForPgrSource });
      const pgrMissing = await approve({ source: 'pgr' });
      expect(pgrMissing.status).toBe(400);
      expect(pgrMissing.body.errors).toEqual({ pgr: MESSAGES.pgrRequiredForPgrSource });

      const noThreshold = await approve({ discount_lender_fee: '0.5' });
      expect(noThreshold.status).toBe(400);
      expect(noThreshold.body.errors).toEqual({ min_discount_order_amount: MESSAGES.minDiscountOrderAmountRequired });
      const aboveFee = await approve({ lender_fee: '0.5', discount_lender_fee: '0.6', min_discount_order_amount: 1500 });
      expect(aboveFee.status).toBe(400);
      expect(aboveFee.body.errors).toEqual({
        discount_lender_fee: MESSAGES.discountLenderFeeAboveLenderFee,
        min_discount_order_amount: MESSAGES.minDiscountOrderAmountInvalid,
      });
      const feeTooHigh = await approve({ lender_fee: '100' });
      expect(feeTooHigh.status).toBe(400);
      expect(feeTooHigh.body.errors).toEqual({ lender_fee: MESSAGES.lenderFeeInvalid });

      const after = await admin.browser.get(`/api/console/loan-applications/${row.id}`);
      expect(after.body).toMatchObject({ status: 'submitted', loan: null });
      const [{ count }] = (await t.app
        .get(DataSource)
        .query(`SELECT count(*)::int AS count FROM loans WHERE serial = $1`, [serial])) as { count: number }[];
      expect(count).toBe(0);
    });

    it('applies the default listing terms when the approval leaves them out', async () => {
      const serial = await submittedCreditApplication(borrower);
      const [row] = (await queue(admin, { q: serial })).body as { id: number }[];
      const approved = await admin.browser.post(`/api/console/loan-applications/${row.id}/approve`, terms);
      expect(approved.status).toBe(200);
      expect(approved.body.loan).toMatchObject({
        serial,
        source: APPROVAL_DEFAULT_SOURCE,
        pgr: '0.00',
        lender_fee: APPROVAL_DEFAULT_LENDER_FEE_PERCENT.toFixed(2),
        discount_lender_fee: null,
        min_discount_order_amount: null,
      });
      expect(approved.body.loan).toMatchObject({ source: 'complex', lender_fee: '1.00' });
    });

    it('rejects with a reason the borrower reads in the inbox', async () => {
      const serial = await submittedCreditApplication(borrower);
      const [row] = (await queue(admin, { q: serial })).body as { id: number }[];
      const noReason = await admin.browser.post(`/api/console/loan-applications/${row.id}/reject`, {});
      expect(noReason.status).toBe(400);
      const rejected = await admin.browser.post(`/api/console/loan-applications/${row.id}/reject`, { reason: '收入證明不足' });
      expect(rejected.status).toBe(200);
      expect(rejected.body).toMatchObject({ status: 'rejected', decision_reason: '收入證明不足' });
      const [message] = await t.app
        .get(DataSource)
        .query(`SELECT content FROM inbox_messages WHERE user_id = $1 AND $2 = ANY (loan_serials) ORDER BY id DESC`, [
          borrower.id,
          serial,
        ]);
      expect(message.content).toContain('收入證明不足');
      const approveAfter = await admin.browser.post(`/api/console/loan-applications/${row.id}/approve`, terms);
      expect(approveAfter.status).toBe(409);
    });

    const serialOf = async (member: { id: number }): Promise<string> =>
      ((await t.app.get(DataSource).query(`SELECT member_serial FROM users WHERE id = $1`, [member.id])) as {
        member_serial: string;
      }[])[0]!.member_serial;
    const idOf = async (serial: string): Promise<number> =>
      ((await t.app.get(DataSource).query(`SELECT id FROM loan_applications WHERE serial = $1`, [serial])) as {
        id: number;
      }[])[0]!.id;
    const idsIn = async (member: Member): Promise<number[]> =>
      ((await queue(member)).body as { id: number }[]).map((item) => item.id);

    it('gives sales the applicant who named their code once the application is submitted, never the draft', async () => {
      const sales = await signUpAs(t, ['sales']);
      const code = await serialOf(sales);
      const draft = await createApplication(borrower);
      const named = await borrower.browser.put(`/api/loan-applications/${draft}`, {
        app_type: 'credit',
        profile: { assign_sales: { code } },
      });
      expect(named.status).toBe(200);
      // Even a draft attached to them earlier stays out of their reach.
      await t.app.get(DataSource).query(`UPDATE loan_applications SET sales_id = $2 WHERE serial = $1`, [draft, sales.id]);
      expect(await idsIn(sales)).toEqual([]);
      expect((await sales.browser.get(`/api/console/loan-applications/${await idOf(draft)}`)).status).toBe(404);

      const serial = await submittedCreditApplication(borrower, { assign_sales: { code } });
      const id = await idOf(serial);
      expect(await idsIn(sales)).toEqual([id]);
      const shown = await sales.browser.get(`/api/console/loan-applications/${id}`);
      expect(shown.status).toBe(200);
      expect(shown.body).toMatchObject({ serial, sales_id: sales.id });
      expect((await sales.browser.post(`/api/console/loan-applications/${id}/approve`, terms)).status).toBe(403);
    });

    it('refuses at submit a sales code that names no sales person', async () => {
      const serial = await createApplication(borrower);
      await borrower.browser.put(`/api/loan-applications/${serial}`, {
        app_type: 'credit',
        application: CREDIT_APPLICATION,
        profile: { ...CREDIT_PROFILE, assign_sales: { code: await serialOf(borrower) } },
      });
      await borrower.browser.post(`/api/loan-applications/${serial}/attachments`, {
        attachments: await creditAttachments(borrower),
      });
      const submitted = await borrower.browser.post(`/api/loan-applications/${serial}/submit`, { app_type: 'credit' });
      expect(submitted.status).toBe(400);
      expect(submitted.body.errors).toEqual({ 'profile.assign_sales.code': MESSAGES.salesCodeUnknown });
      expect((await show(borrower, serial)).body.data.application.status).toBe('prepare');
    });

    it('lets only an admin attach a sales code, and never to a draft', async () => {
      const sales = await signUpAs(t, ['sales']);
      const other = await signUpAs(t, ['sales']);
      const serial = await submittedCreditApplication(borrower);
      const id = await idOf(serial);
      const path = `/api/console/loan-applications/${id}/assign-sales`;

      const own = await sales.browser.put(path, { sales_code: await serialOf(sales) });
      expect(own.status).toBe(403);
      expect(await idsIn(sales)).toEqual([]);
      expect((await sales.browser.get(`/api/console/loan-applications/${id}`)).status).toBe(404);

      const draft = await idOf(await createApplication(borrower));
      const toDraft = await admin.browser.put(`/api/console/loan-applications/${draft}/assign-sales`, {
        sales_code: await serialOf(sales),
      });
      expect(toDraft.status).toBe(404);
      expect(await idsIn(sales)).toEqual([]);

      const notSales = await admin.browser.put(path, { sales_code: await serialOf(borrower) });
      expect(notSales.status).toBe(400);
      expect(notSales.body.errors).toEqual({ sales_code: MESSAGES.salesCodeUnknown });

      expect((await admin.browser.put(path, { sales_code: await serialOf(sales) })).status).toBe(200);
      expect(await idsIn(sales)).toEqual([id]);
      expect((await admin.browser.put(path, { sales_code: await serialOf(other) })).status).toBe(200);
      expect(await idsIn(other)).toEqual([id]);
      expect(await idsIn(sales)).toEqual([]);
    });
  });
});
