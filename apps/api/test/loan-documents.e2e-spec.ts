import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { DOCUMENTS_ADDED_EVENT, MESSAGES } from '@lendbridge/domain';
import type { ConsoleLoanApplicationEvent, LoanAttachmentFile } from '@lendbridge/domain';
import { Browser, createTestApp } from './create-test-app.js';
import type { TestApp } from './create-test-app.js';
import { BOUTIQUE_COLLATERAL, CAR_COLLATERAL } from './factories/loan-extras.js';
import { LOAN_TYPE_FIXTURES } from './factories/loan-types.js';
import { createApplication, submittedCreditApplication } from './factories/loans.js';
import { completeBasic, fullCorporateMember, fullMember, signUp, signUpAs, uploadImage } from './factories/members.js';
import type { Member } from './factories/members.js';
import { SCHOOL_EMAIL, verifySchoolEmail } from './factories/student-verification.js';

const CONSOLE = '/api/console/loan-applications';
const TERMS = { grade: 'C', amount: 200_000, period: 36, add_rate: '5.5', principal_repayment_type: 'equal_installment' };

const ok = (response: { status: number; body: { errors?: unknown } }, status = 200) =>
  expect({ status: response.status, errors: response.body.errors }).toEqual({ status, errors: undefined });

describe('documents added to a submitted application', () => {
  let t: TestApp;
  let borrower: Member;
  let admin: Member;
  let visitor: Browser;

  const attachmentsPath = (serial: string) => `/api/loan-applications/${serial}/attachments`;
  const addDocuments = (member: Member, serial: string, attachments: Record<string, string[]>) =>
    member.browser.post(attachmentsPath(serial), { attachments });
  const images = async (member: Member, count = 1) => {
    const ids: string[] = [];
    for (let index = 0; index < count; index += 1) ids.push(await uploadImage(member, 'image'));
    return ids;
  };
  const storedIds = async (member: Member, serial: string): Promise<Record<string, string[]>> => {
    const response = await member.browser.get(attachmentsPath(serial));
    expect(response.status).toBe(200);
    return Object.fromEntries(
      Object.entries(response.body.data as Record<string, LoanAttachmentFile[]>).map(([kind, files]) => [kind, files.map((file) => file.id)]),
    );
  };
  const idOf = async (serial: string): Promise<number> => {
    const [row] = (await t.app.get(DataSource).query(`SELECT id FROM loan_applications WHERE serial = $1`, [serial])) as {
      id: string;
    }[];
    return Number(row.id);
  };
  /** The history the reviewer reads in the console. */
  const history = async (serial: string) => {
    const response = await admin.browser.get(`${CONSOLE}/${await idOf(serial)}`);
    expect(response.status).toBe(200);
    return response.body.events as ConsoleLoanApplicationEvent[];
  };

  /** A complete application of a collateral type (realty or pawn) submitted with the given collaterals. */
  const submittedWithCollaterals = async (member: Member, appType: 'realty' | 'pawn_project', collaterals: object[]) => {
    const serial = await createApplication(member, appType);
    const path = `/api/loan-applications/${serial}`;
    ok(await member.browser.put(path, { app_type: appType, ...(await LOAN_TYPE_FIXTURES.realty.body(member)) }));
    for (const collateral of collaterals) ok(await member.browser.post(`${path}/collaterals`, collateral), 201);
    ok(await member.browser.post(`${path}/submit`, { app_type: appType }));
    return serial;
  };
  const submittedRealty = (member: Member) => submittedWithCollaterals(member, 'realty', LOAN_TYPE_FIXTURES.realty.collaterals ?? []);

  beforeAll(async () => {
    t = await createTestApp();
    borrower = await fullMember(t);
    admin = await signUpAs(t, ['admin']);
    visitor = new Browser(t.http);
    await visitor.refreshCsrf();
  });

  afterAll(async () => {
    await t.close();
  });

  it('answers 401 to visitors and 403 to a member who is not a full member', async () => {
    const serial = await submittedRealty(borrower);
    const anonymous = await visitor.post(attachmentsPath(serial), { attachments: { house_title: [] } });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toBe(MESSAGES.notLoggedIn);
    expect((await visitor.get(attachmentsPath(serial))).status).toBe(401);

    const member = await signUp(t);
    await completeBasic(member);
    const notFull = await member.browser.post(attachmentsPath(serial), { attachments: { house_title: [] } });
    expect(notFull.status).toBe(403);
    expect(notFull.body).toMatchObject({ code: 'NOT_MEMBER_FULL', message: MESSAGES.notMemberFull });
  });

  it('answers 404 to another member and refuses uploads that are not the borrower’s', async () => {
    const serial = await submittedRealty(borrower);
    const stranger = await fullMember(t);
    const strangersFiles = await images(stranger);
    const foreign = await addDocuments(stranger, serial, { house_title: strangersFiles });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe(MESSAGES.notEditable);
    expect((await stranger.browser.get(attachmentsPath(serial))).status).toBe(404);

    const notOwned = await addDocuments(borrower, serial, { house_title: strangersFiles });
    expect(notOwned.status).toBe(400);
    expect(await storedIds(borrower, serial)).toEqual({});
  });

  it('realty: adds title papers after submit, keeps what is there, and writes the history once per addition', async () => {
    const serial = await submittedRealty(borrower);
    const [deed, title, more] = await images(borrower, 3);
    const first = await addDocuments(borrower, serial, { house_title_deed: [deed], house_title: [title] });
    ok(first);
    expect(first.body.data.house_title_deed).toEqual([{ id: deed, path: deed, url: `/api/uploads/${deed}` }]);

    const second = await addDocuments(borrower, serial, { house_title: [title, more] });
    ok(second);
    expect(await storedIds(borrower, serial)).toEqual({ house_title_deed: [deed], house_title: [title, more] });

    ok(await addDocuments(borrower, serial, { house_title: [more] }));
    const shown = await borrower.browser.get(`/api/loan-applications/${serial}`);
    expect(shown.body.data.application.status).toBe('submitted');

    const events = await history(serial);
    const added = events.filter((event) => event.action === DOCUMENTS_ADDED_EVENT);
    expect(added).toEqual([
      expect.objectContaining({ from_status: 'submitted', to_status: 'submitted', data: { kinds: ['house_title_deed', 'house_title'] } }),
      expect.objectContaining({ data: { kinds: ['house_title'] } }),
    ]);
    expect(events.map((event) => event.action).slice(-3)).toEqual(['submitted', DOCUMENTS_ADDED_EVENT, DOCUMENTS_ADDED_EVENT]);
  });

  it('refuses, with a field error per kind, the kinds the type does not add after submit', async () => {
    const serial = await submittedRealty(borrower);
    const [deed, income, card] = await images(borrower, 3);
    const refused = await addDocuments(borrower, serial, {
      house_title_deed: [deed],
      income_certification: [income],
      health_card: [card],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('DOCUMENT_KIND_NOT_ALLOWED');
    expect(refused.body.errors).toEqual({
      'attachments.income_certification': MESSAGES.documentKindNotAllowed,
      'attachments.health_card': MESSAGES.documentKindNotAllowed,
    });
    expect(await storedIds(borrower, serial)).toEqual({});
    expect((await history(serial)).map((event) => event.action)).not.toContain(DOCUMENTS_ADDED_EVENT);

    const unknown = await addDocuments(borrower, serial, { student_card: [deed] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual({ 'attachments.student_card': MESSAGES.unknownField });
  });

  it('credit (fast apply): adds health card, statements and the credit report beside the documents submitted', async () => {
    const serial = await submittedCreditApplication(borrower);
    const before = await storedIds(borrower, serial);
    const [health, statement, report, businessCard] = await images(borrower, 4);
    ok(await addDocuments(borrower, serial, { health_card: [health], bank_account_statements: [statement], jcic_file: [report] }));
    expect(await storedIds(borrower, serial)).toEqual({
      ...before,
      health_card: [health],
      bank_account_statements: [...(before.bank_account_statements ?? []), statement],
      jcic_file: [report],
    });
    const refused = await addDocuments(borrower, serial, { business_card: [businessCard] });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ 'attachments.business_card': MESSAGES.documentKindNotAllowed });
  });

  it('keeps to the upload limit of a kind when adding', async () => {
    const serial = await submittedCreditApplication(borrower);
    const existing = (await storedIds(borrower, serial)).bank_account_statements ?? [];
    const room = 10 - existing.length;
    ok(await addDocuments(borrower, serial, { bank_account_statements: await images(borrower, room) }));
    const over = await addDocuments(borrower, serial, { bank_account_statements: await images(borrower, 1) });
    expect(over.status).toBe(400);
    expect(over.body.errors['attachments.bank_account_statements']).toMatch(/10/);
  });

  it('student: adds transcript, tuition bill and education certificate; not other kinds', async () => {
    const student = await fullMember(t);
    const fixture = LOAN_TYPE_FIXTURES.student;
    const serial = await createApplication(student, 'student');
    ok(await student.browser.put(`/api/loan-applications/${serial}`, { app_type: 'student', ...(await fixture.body(student)) }));
    await verifySchoolEmail(t, student, serial, SCHOOL_EMAIL);
    ok(await student.browser.post(`/api/loan-applications/${serial}/submit`, { app_type: 'student' }));

    const [transcript, tuition, certificate, health] = await images(student, 4);
    ok(await addDocuments(student, serial, { school_transcript: [transcript], school_tuition: [tuition], education_certificate: [certificate] }));
    expect(await storedIds(student, serial)).toEqual({
      school_transcript: [transcript],
      school_tuition: [tuition],
      education_certificate: [certificate],
    });
    const refused = await addDocuments(student, serial, { health_card: [health] });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ 'attachments.health_card': MESSAGES.documentKindNotAllowed });
  });

  it('pawn: adds the loan papers, and the vehicle title papers only when a vehicle is pawned', async () => {
    const watchOnly = await submittedWithCollaterals(borrower, 'pawn_project', [BOUTIQUE_COLLATERAL]);
    const [papers, vehicle, house] = await images(borrower, 3);
    ok(await addDocuments(borrower, watchOnly, { loan_related_information: [papers] }));
    const refused = await addDocuments(borrower, watchOnly, { vehicle_title: [vehicle], good_performance: [house] });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({
      'attachments.vehicle_title': MESSAGES.documentKindNotAllowed,
      'attachments.good_performance': MESSAGES.documentKindNotAllowed,
    });

    const withCar = await submittedWithCollaterals(borrower, 'pawn_project', [BOUTIQUE_COLLATERAL, CAR_COLLATERAL]);
    ok(await addDocuments(borrower, withCar, { vehicle_title_deed: [vehicle], vehicle_title: [vehicle] }));
    const noHouse = await addDocuments(borrower, withCar, { house_title_deed: [house] });
    expect(noHouse.status).toBe(400);
  });

  it('corporate: has no documents to add after submit', async () => {
    const company = await fullCorporateMember(t);
    const fixture = LOAN_TYPE_FIXTURES.corporate;
    const serial = await createApplication(company, 'corporate');
    ok(await company.browser.put(`/api/loan-applications/${serial}`, { app_type: 'corporate', ...(await fixture.body(company)) }));
    ok(await company.browser.post(`/api/loan-applications/${serial}/submit`, { app_type: 'corporate', ...fixture.submit }));
    const refused = await addDocuments(company, serial, { loan_related_information: await images(company) });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ 'attachments.loan_related_information': MESSAGES.documentKindNotAllowed });
  });

  it('still adds while the application is under review, and answers 409 once it is approved or rejected', async () => {
    const approvedSerial = await submittedCreditApplication(borrower);
    const approvedId = await idOf(approvedSerial);
    ok(await admin.browser.post(`${CONSOLE}/${approvedId}/start-review`));
    ok(await addDocuments(borrower, approvedSerial, { health_card: await images(borrower) }));
    const reviewing = (await history(approvedSerial)).filter((event) => event.action === DOCUMENTS_ADDED_EVENT);
    expect(reviewing).toEqual([expect.objectContaining({ from_status: 'reviewing', to_status: 'reviewing', data: { kinds: ['health_card'] } })]);

    ok(await admin.browser.post(`${CONSOLE}/${approvedId}/approve`, TERMS));
    const afterApproval = await addDocuments(borrower, approvedSerial, { health_card: await images(borrower) });
    expect(afterApproval.status).toBe(409);
    expect(afterApproval.body).toMatchObject({ code: 'NOT_EDITABLE', message: MESSAGES.notEditable });

    const rejectedSerial = await submittedCreditApplication(borrower);
    ok(await admin.browser.post(`${CONSOLE}/${await idOf(rejectedSerial)}/reject`, { reason: '收入證明不足' }));
    const afterRejection = await addDocuments(borrower, rejectedSerial, { jcic_file: await images(borrower) });
    expect(afterRejection.status).toBe(409);
    expect(afterRejection.body.message).toBe(MESSAGES.notEditable);
  });

  it('a draft still sets its documents kind by kind, any kind, without a history entry', async () => {
    const serial = await createApplication(borrower);
    const [first, second] = await images(borrower, 2);
    ok(await addDocuments(borrower, serial, { business_card: [first] }));
    ok(await addDocuments(borrower, serial, { business_card: [second] }));
    expect(await storedIds(borrower, serial)).toEqual({ business_card: [second] });
    const events = (await t.app.get(DataSource).query(`SELECT action FROM loan_application_events WHERE application_id = $1`, [
      await idOf(serial),
    ])) as { action: string }[];
    expect(events.map((event) => event.action)).toEqual(['created']);
  });
});
