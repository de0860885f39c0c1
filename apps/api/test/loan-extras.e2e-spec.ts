import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import {
  CREDIT_CARD_BILL_IMAGE_REQUIRED,
  CURRENT_POLICY_VERSION,
  FIELD_LABELS,
  MESSAGES,
  creditCardRecordFieldsSchema,
  requiredField,
  zodIssuesToFieldErrors,
} from '@lendbridge/domain';
import { Browser, createTestApp } from './create-test-app.js';
import type { TestApp } from './create-test-app.js';
import { createApplication, submittedCreditApplication } from './factories/loans.js';
import {
  BOUTIQUE_COLLATERAL,
  CARD_FIELDS,
  CAR_COLLATERAL,
  REALTY_COLLATERAL,
  postCreditCardRecord,
  residentIdOf,
} from './factories/loan-extras.js';
import { fullMember, residentId, signUp } from './factories/members.js';
import type { Member } from './factories/members.js';

const EARLIER_POLICY_VERSION = '2024-01-01';

describe('loan application extras', () => {
  let t: TestApp;
  let borrower: Member;
  let stranger: Member;

  beforeAll(async () => {
    t = await createTestApp();
    borrower = await fullMember(t);
    stranger = await fullMember(t);
  });

  afterAll(async () => {
    await t.close();
  });

  it('answers 401 to visitors on every extra route', async () => {
    const visitor = new Browser(t.http);
    await visitor.refreshCsrf();
    const serial = await createApplication(borrower, 'pawn_project');
    const responses = [
      await visitor.get(`/api/loan-applications/${serial}/collaterals`),
      await visitor.post(`/api/loan-applications/${serial}/collaterals`, BOUTIQUE_COLLATERAL),
      await visitor.delete(`/api/loan-applications/${serial}/collaterals/0`),
      await visitor.get(`/api/loan-applications/${serial}/credit-card-records`),
      await visitor.post(`/api/loan-applications/${serial}/credit-card-records`, CARD_FIELDS),
      await visitor.post('/api/laon-application/related-data/credit-card-record/1/delete', {}),
      await visitor.post(`/api/loan-applications/${serial}/guarantor`, { resident_id: residentId() }),
      await visitor.get('/api/agree-policy'),
      await visitor.post('/api/agree-policy', { agree_policy: { privacy_policy: true, transaction_policy: true } }),
      await visitor.get('/api/guarantor/cases'),
      await visitor.post('/api/guarantor/confirm', { serial, resident_id: residentId(), relationship: 'friend' }),
    ];
    for (const response of responses) {
      expect(response.status).toBe(401);
      expect(response.body.message).toBe(MESSAGES.notLoggedIn);
    }
  });

  describe('collaterals', () => {
    it('keeps the box and papers of a watch and gives it an id', async () => {
      const serial = await createApplication(borrower, 'pawn_project');
      const response = await borrower.browser.post(`/api/loan-applications/${serial}/collaterals`, BOUTIQUE_COLLATERAL);
      expect(response.status).toBe(201);
      const { collateral } = response.body.data;
      expect(collateral.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(collateral).toMatchObject({
        type: 'watch',
        details: { brand: 'Rolex', original_pack: true, guarantee: true, purchase_proof: true, expect_value_10k: 30 },
      });
      const listed = await borrower.browser.get(`/api/loan-applications/${serial}/collaterals`);
      expect(listed.body.data).toEqual([collateral]);
    });

    it('keeps the add-ons of a car, and removes a collateral by its position', async () => {
      const serial = await createApplication(borrower, 'pawn_project');
      const first = await borrower.browser.post(`/api/loan-applications/${serial}/collaterals`, CAR_COLLATERAL);
      expect(first.status).toBe(201);
      expect(first.body.data.collateral.details).toMatchObject({ original_pack: false, guarantee: true, purchase_proof: true });
      const second = await borrower.browser.post(`/api/loan-applications/${serial}/collaterals`, BOUTIQUE_COLLATERAL);
      expect(second.body.data.collaterals).toHaveLength(2);

      const removed = await borrower.browser.delete(`/api/loan-applications/${serial}/collaterals/0`);
      expect(removed.status).toBe(200);
      expect(removed.body.data.collaterals.map((item: { id: string }) => item.id)).toEqual([second.body.data.collateral.id]);
      const shown = await borrower.browser.get(`/api/loan-applications/${serial}`);
      expect(shown.body.data.collaterals).toEqual([expect.objectContaining({ type: 'watch' })]);

      expect((await borrower.browser.delete(`/api/loan-applications/${serial}/collaterals/5`)).status).toBe(404);
      expect((await borrower.browser.delete(`/api/loan-applications/${serial}/collaterals/x`)).status).toBe(404);
    });

    it('stores a realty collateral with address, house age, type and parking space', async () => {
      const serial = await createApplication(borrower, 'realty');
      const response = await borrower.browser.post(`/api/loan-applications/${serial}/collaterals`, REALTY_COLLATERAL);
      expect(response.status).toBe(201);
      expect(response.body.data.collateral).toMatchObject(REALTY_COLLATERAL);
    });

    it.each([
      ['pawn_project', { type: 'bag', details: { expect_value_10k: 5 } }, 'details.brand', requiredField(FIELD_LABELS.collateral_brand)],
      ['pawn_project', { type: 'spaceship', details: { brand: 'X', expect_value_10k: 5 } }, 'type', MESSAGES.invalidOption],
      ['pawn_project', { ...CAR_COLLATERAL, owner: 'me' }, 'owner', MESSAGES.unknownField],
      ['pawn_project', { type: 'gold', details: { brand: '黃金', expect_value_10k: 8 } }, 'details.brand', MESSAGES.collateralDetailNotAsked],
      ['pawn_project', { type: 'house', details: { type: '透天', expect_value_10k: 900 } }, 'details.type', MESSAGES.collateralDetailNotAsked],
      ['pawn_project', { ...CAR_COLLATERAL, details: { ...CAR_COLLATERAL.details, original_pack: true } }, 'details.original_pack', MESSAGES.collateralDetailNotAsked],
      ['realty', { ...REALTY_COLLATERAL, type: 'car' }, 'type', MESSAGES.invalidOption],
      [
        'realty',
        { ...REALTY_COLLATERAL, details: { ...REALTY_COLLATERAL.details, realty_address: { city: '臺北市', district: '大安區' } } },
        'details.realty_address.address',
        requiredField(FIELD_LABELS.address),
      ],
      ['realty', { ...REALTY_COLLATERAL, details: { ...REALTY_COLLATERAL.details, house_age: -1 } }, 'details.house_age', undefined],
    ])('refuses a wrong %s collateral on %s', async (appType, body, field, message) => {
      const serial = await createApplication(borrower, appType);
      const response = await borrower.browser.post(`/api/loan-applications/${serial}/collaterals`, body);
      expect(response.status).toBe(400);
      expect(Object.keys(response.body.errors)).toContain(field);
      if (message !== undefined) expect(response.body.errors[field]).toBe(message);
      else expect(response.body.errors[field]).toEqual(expect.any(String));
      expect((await borrower.browser.get(`/api/loan-applications/${serial}/collaterals`)).body.data).toEqual([]);
    });

    it('refuses collaterals on other types with 400', async () => {
      const serial = await createApplication(borrower, 'credit');
      const response = await borrower.browser.post(`/api/loan-applications/${serial}/collaterals`, CAR_COLLATERAL);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ code: 'COLLATERAL_NOT_ALLOWED', errors: { app_type: MESSAGES.collateralNotAllowed } });
    });

    it("answers 404 on another member's draft and 409 once submitted", async () => {
      const serial = await createApplication(borrower, 'pawn_project');
      await borrower.browser.post(`/api/loan-applications/${serial}/collaterals`, CAR_COLLATERAL);
      for (const response of [
        await stranger.browser.get(`/api/loan-applications/${serial}/collaterals`),
        await stranger.browser.post(`/api/loan-applications/${serial}/collaterals`, CAR_COLLATERAL),
        await stranger.browser.delete(`/api/loan-applications/${serial}/collaterals/0`),
      ]) {
        expect(response.status).toBe(404);
        expect(response.body.message).toBe(MESSAGES.notEditable);
      }
      expect((await borrower.browser.get(`/api/loan-applications/${serial}/collaterals`)).body.data).toHaveLength(1);

      const submitted = await submittedCreditApplication(borrower);
      const refused = await borrower.browser.post(`/api/loan-applications/${submitted}/collaterals`, CAR_COLLATERAL);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(MESSAGES.notEditable);
    });

    it('makes the submit of a pawn_project draft need a collateral, and accepts the stored ones', async () => {
      const serial = await createApplication(borrower, 'pawn_project');
      const empty = await borrower.browser.post(`/api/loan-applications/${serial}/submit`, { app_type: 'pawn_project' });
      expect(empty.status).toBe(400);
      expect(empty.body.errors.collaterals).toBe(requiredField(FIELD_LABELS.collaterals));

      await borrower.browser.post(`/api/loan-applications/${serial}/collaterals`, BOUTIQUE_COLLATERAL);
      const withCollateral = await borrower.browser.post(`/api/loan-applications/${serial}/submit`, { app_type: 'pawn_project' });
      expect(withCollateral.status).toBe(400);
      expect(Object.keys(withCollateral.body.errors).filter((key) => key.startsWith('collaterals'))).toEqual([]);
    });
  });

  describe('credit-card records', () => {
    const domainErrors = (fields: Record<string, string>) => {
      const parsed = creditCardRecordFieldsSchema.safeParse(fields);
      return parsed.success ? {} : zodIssuesToFieldErrors(parsed.error);
    };

    it('stores a record with the card number masked and the bill as the member upload', async () => {
      const serial = await createApplication(borrower);
      const response = await postCreditCardRecord(borrower, serial);
      expect(response.status).toBe(201);
      const { record, url } = response.body.data;
      expect(record).toEqual({ id: expect.any(Number), bank: '004', amount: 25000, card_number: '************1111' });
      expect(url).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}$/);
      expect((await borrower.browser.get(url)).status).toBe(200);
      expect((await stranger.browser.get(url)).status).toBe(404);

      const [row] = (await t.app.get(DataSource).query(
        `SELECT row_to_json(r)::text AS text, r.card_number_masked FROM loan_credit_card_records r WHERE id = $1`,
        [record.id],
      )) as { text: string; card_number_masked: string }[];
      expect(row.card_number_masked).toBe('************1111');
      expect(row.text).not.toContain(CARD_FIELDS.card_number);

      const listed = await borrower.browser.get(`/api/loan-applications/${serial}/credit-card-records`);
      expect(listed.body.data).toEqual([
        expect.objectContaining({ id: record.id, bank: '004', account: '12345678901', card_number: '************1111', amount: 25000 }),
      ]);
    });

    it('takes a card number typed with dashes or spaces and keeps only its last four digits', async () => {
      const serial = await createApplication(borrower);
      for (const cardNumber of ['4111-1111-1111-1234', '4111 1111 1111 5678']) {
        const response = await postCreditCardRecord(borrower, serial, { ...CARD_FIELDS, card_number: cardNumber });
        expect(response.status).toBe(201);
        expect(response.body.data.record.card_number).toBe(`************${cardNumber.slice(-4)}`);
      }
    });

    it.each([
      ['bank', { ...CARD_FIELDS, bank: '' }],
      ['bank', { ...CARD_FIELDS, bank: '04' }],
      ['account', { ...CARD_FIELDS, account: '123456789' }],
      ['account', { ...CARD_FIELDS, account: '123456789012345678901' }],
      ['card_number', { ...CARD_FIELDS, card_number: '41111111111111' }],
      ['card_number', { ...CARD_FIELDS, card_number: '41111111111111112' }],
      ['amount', { ...CARD_FIELDS, amount: '12a' }],
      ['amount', { ...CARD_FIELDS, amount: '12345678901' }],
      ['amount', { ...CARD_FIELDS, amount: '0' }],
    ])('refuses a wrong %s with its field message', async (field, fields) => {
      const serial = await createApplication(borrower);
      const response = await postCreditCardRecord(borrower, serial, fields);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(MESSAGES.creditCardCreateFailed);
      expect(response.body.errors[field]).toBe(domainErrors(fields)[field]);
      expect(response.body.errors[field]).toEqual(expect.any(String));
      expect((await borrower.browser.get(`/api/loan-applications/${serial}/credit-card-records`)).body.data).toEqual([]);
    });

    it('needs the bill image, as a JPG/PNG, and a known bank', async () => {
      const serial = await createApplication(borrower);
      const missing = await postCreditCardRecord(borrower, serial, CARD_FIELDS, null);
      expect(missing.status).toBe(400);
      expect(missing.body).toMatchObject({
        message: MESSAGES.creditCardCreateFailed,
        errors: { bill_image: CREDIT_CARD_BILL_IMAGE_REQUIRED },
      });
      const text = await postCreditCardRecord(borrower, serial, CARD_FIELDS, {
        bytes: Buffer.from('not an image at all'),
        filename: 'bill.png',
        contentType: 'image/png',
      });
      expect(text.status).toBe(400);
      expect(text.body).toMatchObject({ message: MESSAGES.creditCardCreateFailed, errors: { bill_image: MESSAGES.uploadBadFormat } });
      const unknownBank = await postCreditCardRecord(borrower, serial, { ...CARD_FIELDS, bank: '999' });
      expect(unknownBank.status).toBe(400);
      expect(unknownBank.body.errors.bank).toBe(MESSAGES.invalidOption);
    });

    it('lets only the owner delete, and only while the draft is prepare', async () => {
      const serial = await createApplication(borrower);
      const created = await postCreditCardRecord(borrower, serial);
      const id = created.body.data.record.id as number;

      expect((await stranger.browser.get(`/api/loan-applications/${serial}/credit-card-records`)).status).toBe(404);
      const creating = await postCreditCardRecord(stranger, serial);
      expect(creating.status).toBe(404);
      const refused = await stranger.browser.post(`/api/laon-application/related-data/credit-card-record/${id}/delete`, {});
      expect(refused.status).toBe(404);
      expect(refused.body.message).toBe(MESSAGES.creditCardDeleteFailed);
      expect((await borrower.browser.get(`/api/loan-applications/${serial}/credit-card-records`)).body.data).toHaveLength(1);

      const deleted = await borrower.browser.post(`/api/laon-application/related-data/credit-card-record/${id}/delete`, {});
      expect(deleted.status).toBe(200);
      expect((await borrower.browser.get(`/api/loan-applications/${serial}/credit-card-records`)).body.data).toEqual([]);
      const again = await borrower.browser.post(`/api/laon-application/related-data/credit-card-record/${id}/delete`, {});
      expect(again.status).toBe(404);
      expect(again.body.message).toBe(MESSAGES.creditCardDeleteFailed);
    });

    it('refuses records on a submitted application', async () => {
      const serial = await submittedCreditApplication(borrower);
      const response = await postCreditCardRecord(borrower, serial);
      expect(response.status).toBe(409);
      expect(response.body.message).toBe(MESSAGES.notEditable);
      const [application] = (await t.app.get(DataSource).query(`SELECT id FROM loan_applications WHERE serial = $1`, [
        serial,
      ])) as { id: number }[];
      const [record] = (await t.app.get(DataSource).query(
        `INSERT INTO loan_credit_card_records (application_id, bank_code, card_number_masked, amount, bill_image_id)
         SELECT $1, '004', '************1111', 100, id FROM uploads WHERE owner_id = $2 LIMIT 1 RETURNING id`,
        [application.id, borrower.id],
      )) as { id: string }[];
      const deleted = await borrower.browser.post(`/api/laon-application/related-data/credit-card-record/${record.id}/delete`, {});
      expect(deleted.status).toBe(409);
      expect(deleted.body.message).toBe(MESSAGES.creditCardDeleteFailed);
    });
  });

  describe('agree policy', () => {
    /** A member who registered under an earlier version of the policies. */
    const memberOfEarlierPolicies = async (): Promise<Member> => {
      const member = await signUp(t);
      await t.app
        .get(DataSource)
        .query(`UPDATE policy_agreements SET version = $2 WHERE user_id = $1`, [member.id, EARLIER_POLICY_VERSION]);
      return member;
    };

    it('records the acceptance of the current version for a signed-in member', async () => {
      const member = await memberOfEarlierPolicies();
      const other = await memberOfEarlierPolicies();
      const before = await member.browser.get('/api/agree-policy');
      expect(before.status).toBe(200);
      expect(before.body.data).toEqual({ version: CURRENT_POLICY_VERSION, agreed: false, agreed_at: null });

      const agreed = await member.browser.post('/api/agree-policy', {
        agree_policy: { privacy_policy: true, transaction_policy: true },
      });
      expect(agreed.status).toBe(201);
      expect(agreed.body.data).toMatchObject({ version: CURRENT_POLICY_VERSION, agreed: true });
      const after = await member.browser.get('/api/agree-policy');
      expect(after.body.data).toEqual(agreed.body.data);
      expect((await other.browser.get('/api/agree-policy')).body.data.agreed).toBe(false);
    });

    it.each([
      [{ agree_policy: { privacy_policy: true, transaction_policy: false } }],
      [{ agree_policy: { privacy_policy: true } }],
      [{}],
    ])('refuses unticked policies with 哎呀！請同意條款', async (body) => {
      const member = await memberOfEarlierPolicies();
      const response = await member.browser.post('/api/agree-policy', body);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(MESSAGES.agreePolicyTitle);
      expect((await member.browser.get('/api/agree-policy')).body.data.agreed).toBe(false);
    });
  });

  describe('guarantor link', () => {
    it('lists the cases naming the member and records the confirmation', async () => {
      const guarantor = await fullMember(t);
      const guarantorId = await residentIdOf(t, guarantor);
      const serial = await createApplication(borrower, 'guarantor');
      const named = await borrower.browser.post(`/api/loan-applications/${serial}/guarantor`, { resident_id: guarantorId });
      expect(named.status).toBe(200);
      expect(named.body.data).toEqual({ serial, confirmed: false });
      const draft = await borrower.browser.get(`/api/loan-applications/${serial}`);
      expect(draft.body.data.guarantor).toEqual({ resident_id: guarantorId, confirmed: false });

      const cases = await guarantor.browser.get('/api/guarantor/cases');
      expect(cases.status).toBe(200);
      expect(cases.body.data).toEqual([
        { serial, borrower_name: '王Ｏ明', status: 'prepare', confirmed: false, relationship: null, confirmed_at: null },
      ]);
      expect((await stranger.browser.get('/api/guarantor/cases')).body.data).toEqual([]);

      const wrongId = await guarantor.browser.post('/api/guarantor/confirm', {
        serial,
        resident_id: await residentIdOf(t, stranger),
        relationship: 'friend',
      });
      expect(wrongId.status).toBe(400);
      expect(wrongId.body.errors).toEqual({ resident_id: MESSAGES.guarantorResidentIdMismatch });

      const invalid = await guarantor.browser.post('/api/guarantor/confirm', { serial, resident_id: 'A123', relationship: 'pet' });
      expect(invalid.status).toBe(400);
      expect(Object.keys(invalid.body.errors).sort()).toEqual(['relationship', 'resident_id']);

      const confirmed = await guarantor.browser.post('/api/guarantor/confirm', {
        serial,
        resident_id: guarantorId.toLowerCase(),
        relationship: 'friend',
      });
      expect(confirmed.status).toBe(200);
      expect(confirmed.body.data).toMatchObject({ serial, confirmed: true, relationship: 'friend' });
      const shown = await borrower.browser.get(`/api/loan-applications/${serial}`);
      expect(shown.body.data.guarantor).toEqual({ resident_id: guarantorId, confirmed: true });
      const [row] = (await t.app.get(DataSource).query(
        `SELECT g.guarantor_user_id, g.relationship FROM loan_guarantors g JOIN loan_applications a ON a.id = g.application_id
          WHERE a.serial = $1`,
        [serial],
      )) as { guarantor_user_id: string; relationship: string }[];
      expect({ user: Number(row.guarantor_user_id), relationship: row.relationship }).toEqual({ user: guarantor.id, relationship: 'friend' });
    });

    it('answers 404 to a member the case does not name, and checks who may be named', async () => {
      const serial = await createApplication(borrower, 'guarantor');
      await borrower.browser.post(`/api/loan-applications/${serial}/guarantor`, { resident_id: residentId() });
      const notNamed = await stranger.browser.post('/api/guarantor/confirm', {
        serial,
        resident_id: await residentIdOf(t, stranger),
        relationship: 'friend',
      });
      expect(notNamed.status).toBe(404);
      expect(notNamed.body.message).toBe(MESSAGES.guarantorCaseNotFound);

      const self = await borrower.browser.post(`/api/loan-applications/${serial}/guarantor`, {
        resident_id: await residentIdOf(t, borrower),
      });
      expect(self.status).toBe(400);
      expect(self.body.errors).toEqual({ resident_id: MESSAGES.guarantorNotSelf });

      const credit = await createApplication(borrower, 'credit');
      const wrongType = await borrower.browser.post(`/api/loan-applications/${credit}/guarantor`, { resident_id: residentId() });
      expect(wrongType.status).toBe(400);
      expect(wrongType.body.errors).toEqual({ app_type: MESSAGES.invalidOption });

      const others = await stranger.browser.post(`/api/loan-applications/${serial}/guarantor`, { resident_id: residentId() });
      expect(others.status).toBe(404);
    });
  });
});
