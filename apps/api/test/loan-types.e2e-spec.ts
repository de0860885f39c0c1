import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EXAMPLE_CREDIT_APPLICATION, EXAMPLE_CREDIT_PROFILE, MESSAGES, fileLengthMin } from '@lendbridge/domain';
import { createTestApp } from './create-test-app.js';
import type { TestApp } from './create-test-app.js';
import { LOAN_TYPE_FIXTURES, withoutField } from './factories/loan-types.js';
import type { TestedLoanType } from './factories/loan-types.js';
import { createApplication, creditAttachments } from './factories/loans.js';
import { SCHOOL_EMAIL, passSchoolEmailCooldown, verifySchoolEmail } from './factories/student-verification.js';
import { fullCorporateMember, fullMember, uploadImage } from './factories/members.js';
import type { Member } from './factories/members.js';

const TYPES = Object.keys(LOAN_TYPE_FIXTURES) as TestedLoanType[];

describe('loan applications of every type', () => {
  let t: TestApp;
  let borrower: Member;
  let company: Member;

  beforeAll(async () => {
    t = await createTestApp();
    borrower = await fullMember(t);
    company = await fullCorporateMember(t);
  });

  afterAll(async () => {
    await t.close();
  });

  it.each(TYPES)('%s: creates, saves a complete form, refuses a missing field on its path, then submits', async (appType) => {
    const applicant = appType === 'corporate' ? company : borrower;
    const fixture = LOAN_TYPE_FIXTURES[appType];
    const serial = await createApplication(applicant, appType);
    const path = `/api/loan-applications/${serial}`;
    const created = await applicant.browser.get(path);
    expect(created.body.data.application).toMatchObject({ serial, status: 'prepare', app_type: appType });

    const body = await fixture.body(applicant);
    const { block, field } = fixture.missing;
    const partial = await applicant.browser.put(path, { app_type: appType, ...withoutField(body, block, field) });
    expect({ status: partial.status, errors: partial.body.errors }).toEqual({ status: 200, errors: undefined });
    if (fixture.attachments) {
      const attached = await applicant.browser.post(`${path}/attachments`, { attachments: await fixture.attachments(applicant) });
      expect({ status: attached.status, errors: attached.body.errors }).toEqual({ status: 200, errors: undefined });
    }
    for (const collateral of fixture.collaterals ?? []) {
      const added = await applicant.browser.post(`${path}/collaterals`, collateral);
      expect({ status: added.status, errors: added.body.errors }).toEqual({ status: 201, errors: undefined });
    }

    const refused = await applicant.browser.post(`${path}/submit`, { app_type: appType, ...fixture.submit });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(MESSAGES.inputErrorText);
    expect(refused.body.errors).toEqual({ [fixture.missing.path]: expect.any(String) });

    const completed = await applicant.browser.put(path, { app_type: appType, [block]: { [field]: body[block][field] } });
    expect({ status: completed.status, errors: completed.body.errors }).toEqual({ status: 200, errors: undefined });
    if (appType === 'student') await verifySchoolEmail(t, applicant, serial, SCHOOL_EMAIL);
    const submitted = await applicant.browser.post(`${path}/submit`, { app_type: appType, ...fixture.submit });
    expect({ status: submitted.status, errors: submitted.body.errors }).toEqual({ status: 200, errors: undefined });
    expect(submitted.body.data.application.serial).toBe(serial);
    const shown = await applicant.browser.get(path);
    expect(shown.body.data.application.status).toBe('submitted');
  });

  it('student: the school e-mail on the form must be verified before submit', async () => {
    const fixture = LOAN_TYPE_FIXTURES.student;
    const serial = await createApplication(borrower, 'student');
    const path = `/api/loan-applications/${serial}`;
    expect((await borrower.browser.put(path, { app_type: 'student', ...(await fixture.body(borrower)) })).status).toBe(200);
    const unverified = await borrower.browser.post(`${path}/submit`, { app_type: 'student' });
    expect(unverified.status).toBe(400);
    expect(unverified.body).toMatchObject({
      code: 'SCHOOL_EMAIL_NOT_VERIFIED',
      errors: { 'profile.school_email': MESSAGES.schoolEmailNotVerified },
    });
    await verifySchoolEmail(t, borrower, serial, 'other.student@nccu.edu.tw');
    expect((await borrower.browser.post(`${path}/submit`, { app_type: 'student' })).status).toBe(400);
    await passSchoolEmailCooldown(t, serial);
    await verifySchoolEmail(t, borrower, serial, SCHOOL_EMAIL);
    expect((await borrower.browser.post(`${path}/submit`, { app_type: 'student' })).status).toBe(200);
  });

  it('corporate: the agreement is required at submit, item by item', async () => {
    const fixture = LOAN_TYPE_FIXTURES.corporate;
    const serial = await createApplication(company, 'corporate');
    const path = `/api/loan-applications/${serial}`;
    expect((await company.browser.put(path, { app_type: 'corporate', ...(await fixture.body(company)) })).status).toBe(200);
    const refused = await company.browser.post(`${path}/submit`, {
      app_type: 'corporate',
      agreement: { agree_application_terms: true, agree_personal_data: true },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ 'agreement.agree_blacklist_policy': MESSAGES.pleaseTick });
  });

  it('opens the corporate form for company accounts only, and the other types for persons only', async () => {
    const personRefused = await borrower.browser.post('/api/loan-applications', { app_type: 'corporate' });
    expect(personRefused.status).toBe(400);
    expect(personRefused.body).toMatchObject({ code: 'APP_TYPE_NOT_ALLOWED', errors: { app_type: MESSAGES.loanAppTypeNotAllowed } });
    const companyRefused = await company.browser.post('/api/loan-applications', { app_type: 'credit' });
    expect(companyRefused.status).toBe(400);
    expect(companyRefused.body.code).toBe('APP_TYPE_NOT_ALLOWED');
    const companyDefault = await company.browser.post('/api/loan-applications', {});
    expect(companyDefault.status).toBe(400);
    expect((await company.browser.post('/api/loan-applications', { app_type: 'corporate' })).status).toBe(201);
  });

  it('realty: a collateral is required at submit', async () => {
    const fixture = LOAN_TYPE_FIXTURES.realty;
    const serial = await createApplication(borrower, 'realty');
    const path = `/api/loan-applications/${serial}`;
    expect((await borrower.browser.put(path, { app_type: 'realty', ...(await fixture.body(borrower)) })).status).toBe(200);
    const refused = await borrower.browser.post(`${path}/submit`, { app_type: 'realty' });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ collaterals: expect.any(String) });
  });

  describe('fast apply', () => {
    it('credit: refuses submit without the fast-apply documents on their paths, then accepts them once uploaded', async () => {
      const serial = await createApplication(borrower, 'credit');
      const path = `/api/loan-applications/${serial}`;
      const saved = await borrower.browser.put(path, {
        app_type: 'credit',
        application: { ...EXAMPLE_CREDIT_APPLICATION, fast_apply: true },
        profile: { ...EXAMPLE_CREDIT_PROFILE },
      });
      expect({ status: saved.status, errors: saved.body.errors }).toEqual({ status: 200, errors: undefined });
      expect((await borrower.browser.get(path)).body.data.application.fast_apply).toBe(true);
      const { bank_account_statements: _statements, ...companyPapers } = await creditAttachments(borrower);
      const attached = await borrower.browser.post(`${path}/attachments`, { attachments: companyPapers });
      expect({ status: attached.status, errors: attached.body.errors }).toEqual({ status: 200, errors: undefined });

      const refused = await borrower.browser.post(`${path}/submit`, { app_type: 'credit' });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(MESSAGES.inputErrorText);
      expect(refused.body.errors).toEqual({
        'attachments.health_card': MESSAGES.minImages,
        'attachments.bank_account_statements': MESSAGES.minImages,
        'attachments.jcic_file': fileLengthMin(1),
      });
      expect((await borrower.browser.get(path)).body.data.application.status).toBe('prepare');

      const uploaded = await borrower.browser.post(`${path}/attachments`, {
        attachments: {
          health_card: [await uploadImage(borrower, 'image')],
          bank_account_statements: [await uploadImage(borrower, 'image')],
          jcic_file: [await uploadImage(borrower, 'document')],
        },
      });
      expect({ status: uploaded.status, errors: uploaded.body.errors }).toEqual({ status: 200, errors: undefined });
      const submitted = await borrower.browser.post(`${path}/submit`, { app_type: 'credit' });
      expect({ status: submitted.status, errors: submitted.body.errors }).toEqual({ status: 200, errors: undefined });
      expect((await borrower.browser.get(path)).body.data.application.status).toBe('submitted');
    });

    it('sme: the credit report is not needed when it comes by mail; unticking drops the fast-apply documents', async () => {
      const serial = await createApplication(borrower, 'sme');
      const path = `/api/loan-applications/${serial}`;
      const saved = await borrower.browser.put(path, {
        app_type: 'sme',
        application: { ...EXAMPLE_CREDIT_APPLICATION, jcic_return: 'mail', fast_apply: true },
        profile: { ...EXAMPLE_CREDIT_PROFILE },
      });
      expect({ status: saved.status, errors: saved.body.errors }).toEqual({ status: 200, errors: undefined });
      const attached = await borrower.browser.post(`${path}/attachments`, { attachments: await creditAttachments(borrower) });
      expect(attached.status).toBe(200);
      const refused = await borrower.browser.post(`${path}/submit`, { app_type: 'sme' });
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toEqual({ 'attachments.health_card': MESSAGES.minImages });

      const unticked = await borrower.browser.put(path, { app_type: 'sme', application: { fast_apply: false } });
      expect({ status: unticked.status, errors: unticked.body.errors }).toEqual({ status: 200, errors: undefined });
      const submitted = await borrower.browser.post(`${path}/submit`, { app_type: 'sme' });
      expect({ status: submitted.status, errors: submitted.body.errors }).toEqual({ status: 200, errors: undefined });
    });

    it.each(['student', 'realty'] as const)('%s: refuses application.fast_apply as an unknown field', async (appType) => {
      const serial = await createApplication(borrower, appType);
      const path = `/api/loan-applications/${serial}`;
      const refused = await borrower.browser.put(path, {
        app_type: appType,
        application: { receipt_processing: 'donate', fast_apply: true },
      });
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toEqual({ 'application.fast_apply': MESSAGES.unknownField });
      const shown = await borrower.browser.get(path);
      expect(shown.body.data.application).not.toHaveProperty('fast_apply');
      expect(shown.body.data.application).not.toHaveProperty('receipt_processing');
    });
  });

  it('answers 404 to another member on every step of a typed draft', async () => {
    const stranger = await fullMember(t);
    const serial = await createApplication(borrower, 'sme');
    for (const response of [
      await stranger.browser.get(`/api/loan-applications/${serial}`),
      await stranger.browser.put(`/api/loan-applications/${serial}`, { app_type: 'sme', application: { period: 24 } }),
      await stranger.browser.post(`/api/loan-applications/${serial}/submit`, { app_type: 'sme' }),
    ]) {
      expect(response.status).toBe(404);
    }
  });
});
