import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { EXAMPLE_CREDIT_APPLICATION, EXAMPLE_CREDIT_PROFILE, GUARANTOR_FIXED_VALUES } from '@lendbridge/domain';
import type { ConsoleLoanApplicationEvent } from '@lendbridge/domain';
import { Browser, createTestApp } from './create-test-app.js';
import type { TestApp } from './create-test-app.js';
import { CARD_FIELDS, REALTY_COLLATERAL, postCreditCardRecord, residentIdOf } from './factories/loan-extras.js';
import { LOAN_TYPE_FIXTURES } from './factories/loan-types.js';
import { createApplication, creditAttachments } from './factories/loans.js';
import { fullMember, signUpAs } from './factories/members.js';
import type { Member } from './factories/members.js';

const CONSOLE = '/api/console/loan-applications';

const ok = (response: { status: number; body: { errors?: unknown } }, status = 200) =>
  expect({ status: response.status, errors: response.body.errors }).toEqual({ status, errors: undefined });

/** The credit example without the values a guarantor application has forced on it. */
const GUARANTOR_APPLICATION = Object.fromEntries(
  Object.entries(EXAMPLE_CREDIT_APPLICATION).filter(([field]) => !Object.hasOwn(GUARANTOR_FIXED_VALUES, field)),
);

describe('console review: collaterals, credit-card records and guarantor', () => {
  let t: TestApp;
  let borrower: Member;
  let guarantor: Member;
  let admin: Member;
  let sales: Member;
  let otherSales: Member;
  let realtyId: number;
  let guarantorAppId: number;
  let guarantorResidentId: string;

  const idOf = async (serial: string): Promise<number> => {
    const [row] = (await t.app.get(DataSource).query(`SELECT id FROM loan_applications WHERE serial = $1`, [serial])) as {
      id: string;
    }[];
    return Number(row.id);
  };

  beforeAll(async () => {
    t = await createTestApp();
    borrower = await fullMember(t);
    guarantor = await fullMember(t);
    admin = await signUpAs(t, ['admin']);
    sales = await signUpAs(t, ['sales']);
    otherSales = await signUpAs(t, ['sales']);

    // A realty application with a collateral and a credit-card record, submitted.
    const realty = await createApplication(borrower, 'realty');
    const realtyPath = `/api/loan-applications/${realty}`;
    ok(await borrower.browser.put(realtyPath, { app_type: 'realty', ...(await LOAN_TYPE_FIXTURES.realty.body(borrower)) }));
    ok(await borrower.browser.post(`${realtyPath}/collaterals`, REALTY_COLLATERAL), 201);
    ok(await postCreditCardRecord(borrower, realty), 201);
    ok(await borrower.browser.post(`${realtyPath}/submit`, { app_type: 'realty' }));
    realtyId = await idOf(realty);

    // A guarantor application whose guarantor confirmed, submitted.
    const guarantorApp = await createApplication(borrower, 'guarantor');
    const guarantorPath = `/api/loan-applications/${guarantorApp}`;
    ok(
      await borrower.browser.put(guarantorPath, {
        app_type: 'guarantor',
        application: GUARANTOR_APPLICATION,
        profile: EXAMPLE_CREDIT_PROFILE,
      }),
    );
    ok(await borrower.browser.post(`${guarantorPath}/attachments`, { attachments: await creditAttachments(borrower) }));
    guarantorResidentId = await residentIdOf(t, guarantor);
    ok(await borrower.browser.post(`${guarantorPath}/guarantor`, { resident_id: guarantorResidentId }));
    const confirmed = await guarantor.browser.post('/api/guarantor/confirm', {
      serial: guarantorApp,
      resident_id: guarantorResidentId,
      relationship: 'sibling',
    });
    ok(confirmed);
    ok(await borrower.browser.post(`${guarantorPath}/submit`, { app_type: 'guarantor' }));
    guarantorAppId = await idOf(guarantorApp);
  });

  afterAll(async () => {
    await t.close();
  });

  it('answers 401 to visitors and 403 to members without a staff role', async () => {
    const visitor = new Browser(t.http);
    const anonymous = await visitor.get(`${CONSOLE}/${realtyId}`);
    expect(anonymous.status).toBe(401);
    const member = await borrower.browser.get(`${CONSOLE}/${realtyId}`);
    expect(member.status).toBe(403);
    expect(member.body.code).toBe('FORBIDDEN');
  });

  it('gives admins the collaterals with their ids, the masked card records with the bill image URL, and no guarantor', async () => {
    const response = await admin.browser.get(`${CONSOLE}/${realtyId}`);
    expect(response.status).toBe(200);
    expect(response.body.collaterals).toEqual([
      {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        ...REALTY_COLLATERAL,
        details: { ...REALTY_COLLATERAL.details },
      },
    ]);
    expect(response.body.credit_card_records).toEqual([
      {
        id: expect.any(Number),
        bank: CARD_FIELDS.bank,
        bank_name: expect.any(String),
        account: CARD_FIELDS.account,
        card_number: `************${CARD_FIELDS.card_number.slice(-4)}`,
        amount: Number(CARD_FIELDS.amount),
        bill_image: { id: expect.any(String), url: expect.stringMatching(/^\/api\/uploads\/[0-9a-f-]{36}$/) },
        created_at: expect.any(String),
      },
    ]);
    expect(JSON.stringify(response.body)).not.toContain(CARD_FIELDS.card_number);
    expect(response.body.guarantor).toBeNull();

    const bill = await admin.browser.get(response.body.credit_card_records[0].bill_image.url);
    expect(bill.status).toBe(200);
    expect(bill.headers['content-type']).toBe('image/png');
  });

  it("names the card a credit-card history entry is about by its masked number, which staff can read", async () => {
    const response = await admin.browser.get(`${CONSOLE}/${realtyId}`);
    const added = (response.body.events as ConsoleLoanApplicationEvent[]).find(
      (event) => event.action === 'credit_card_record_added',
    );
    expect(added?.data).toMatchObject({ card_number: `************${CARD_FIELDS.card_number.slice(-4)}` });
    expect(JSON.stringify(response.body.events)).not.toContain(CARD_FIELDS.card_number);
  });

  it('gives admins the guarantor with the full resident ID, the relationship and the confirmation', async () => {
    const response = await admin.browser.get(`${CONSOLE}/${guarantorAppId}`);
    expect(response.status).toBe(200);
    expect(response.body.collaterals).toEqual([]);
    expect(response.body.credit_card_records).toEqual([]);
    expect(response.body.guarantor).toEqual({
      resident_id: guarantorResidentId,
      confirmed: true,
      relationship: 'sibling',
      confirmed_at: expect.any(String),
      created_at: expect.any(String),
      guarantor_user_id: guarantor.id,
      guarantor_name: '王小明',
      guarantor_member_serial: expect.stringMatching(/^M/),
    });
  });

  it('hides both applications from sales without the applicant (404), and shows them masked once attached', async () => {
    expect((await sales.browser.get(`${CONSOLE}/${realtyId}`)).status).toBe(404);
    expect((await sales.browser.get(`${CONSOLE}/${guarantorAppId}`)).status).toBe(404);

    const [code] = (await t.app.get(DataSource).query(`SELECT member_serial FROM users WHERE id = $1`, [sales.id])) as {
      member_serial: string;
    }[];
    for (const id of [realtyId, guarantorAppId]) {
      expect((await admin.browser.put(`${CONSOLE}/${id}/assign-sales`, { sales_code: code.member_serial })).status).toBe(200);
    }

    const realty = await sales.browser.get(`${CONSOLE}/${realtyId}`);
    expect(realty.status).toBe(200);
    expect(realty.body.collaterals).toHaveLength(1);
    expect(realty.body.credit_card_records[0]).toMatchObject({
      account: `*******${CARD_FIELDS.account.slice(-4)}`,
      card_number: `************${CARD_FIELDS.card_number.slice(-4)}`,
    });
    const bill = await sales.browser.get(realty.body.credit_card_records[0].bill_image.url);
    expect(bill.status).toBe(200);

    const named = await sales.browser.get(`${CONSOLE}/${guarantorAppId}`);
    expect(named.body.guarantor).toMatchObject({
      resident_id: `${guarantorResidentId.slice(0, 3)}****${guarantorResidentId.slice(-3)}`,
      confirmed: true,
      relationship: 'sibling',
    });
    expect(JSON.stringify(named.body)).not.toContain(guarantorResidentId);

    expect((await otherSales.browser.get(`${CONSOLE}/${realtyId}`)).status).toBe(404);
    expect((await otherSales.browser.get(`${CONSOLE}/${guarantorAppId}`)).status).toBe(404);
  });

  it('shows a named guarantor who has not confirmed yet as pending', async () => {
    const serial = await createApplication(borrower, 'guarantor');
    const path = `/api/loan-applications/${serial}`;
    ok(await borrower.browser.put(path, { app_type: 'guarantor', application: GUARANTOR_APPLICATION, profile: EXAMPLE_CREDIT_PROFILE }));
    ok(await borrower.browser.post(`${path}/attachments`, { attachments: await creditAttachments(borrower) }));
    ok(await borrower.browser.post(`${path}/guarantor`, { resident_id: guarantorResidentId }));
    ok(await borrower.browser.post(`${path}/submit`, { app_type: 'guarantor' }));
    const response = await admin.browser.get(`${CONSOLE}/${await idOf(serial)}`);
    expect(response.body.guarantor).toEqual({
      resident_id: guarantorResidentId,
      confirmed: false,
      relationship: null,
      confirmed_at: null,
      created_at: expect.any(String),
      guarantor_user_id: null,
      guarantor_name: null,
      guarantor_member_serial: null,
    });
  });
});
