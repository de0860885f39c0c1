import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { MESSAGES } from '@lendbridge/domain';
import { Browser, createTestApp } from './create-test-app.js';
import type { TestApp } from './create-test-app.js';
import { LOAN_TYPE_FIXTURES } from './factories/loan-types.js';
import { createApplication } from './factories/loans.js';
import { fullMember, residentId, residentIdOnFile, signUp } from './factories/members.js';
import type { Member } from './factories/members.js';
import {
  ALUMNUS,
  OTHER_ALUMNUS,
  SCHOOL_EMAIL,
  alumniQuery,
  idCardRequest,
  latestSchoolEmailToken,
  passSchoolEmailCooldown,
} from './factories/student-verification.js';

describe('student verification', () => {
  let t: TestApp;
  let student: Member;
  let stranger: Member;
  let visitor: Browser;

  beforeAll(async () => {
    t = await createTestApp();
    student = await fullMember(t);
    stranger = await fullMember(t);
    visitor = new Browser(t.http);
    await visitor.refreshCsrf();
  });

  afterAll(async () => {
    await t.close();
  });

  describe('school e-mail', () => {
    const sendPath = (serial: string) => `/api/loan-applications/${serial}/school-email`;
    const checkPath = (serial: string) => `/api/loan-applications/${serial}/school-email/check-verified`;

    it('answers 401 to visitors and 404 to another member', async () => {
      const serial = await createApplication(student, 'student');
      for (const response of [await visitor.post(sendPath(serial), { email: SCHOOL_EMAIL }), await visitor.get(checkPath(serial))]) {
        expect(response.status).toBe(401);
        expect(response.body.message).toBe(MESSAGES.notLoggedIn);
      }
      for (const response of [
        await stranger.browser.post(sendPath(serial), { email: SCHOOL_EMAIL }),
        await stranger.browser.get(checkPath(serial)),
      ]) {
        expect(response.status).toBe(404);
        expect(response.body.message).toBe(MESSAGES.notEditable);
      }
    });

    it('needs a full member', async () => {
      const member = await signUp(t);
      const serial = await createApplication(student, 'student');
      const response = await member.browser.post(sendPath(serial), { email: SCHOOL_EMAIL });
      expect(response.status).toBe(403);
    });

    it('refuses an address without .edu and a draft of another type', async () => {
      const serial = await createApplication(student, 'student');
      const wrong = await student.browser.post(sendPath(serial), { email: 'amy@gmail.com' });
      expect(wrong.status).toBe(400);
      expect(wrong.body.errors.email).toBe(MESSAGES.schoolEmail);
      const credit = await createApplication(student, 'credit');
      const notStudent = await student.browser.post(sendPath(credit), { email: SCHOOL_EMAIL });
      expect(notStudent.status).toBe(400);
      expect(notStudent.body).toMatchObject({ code: 'NOT_STUDENT_APPLICATION', message: MESSAGES.notStudentApplication });
    });

    it('sends a link, keeps the 60 s cooldown, and the link verifies the draft without a session', async () => {
      const serial = await createApplication(student, 'student');
      const before = await student.browser.get(checkPath(serial));
      expect(before.body.data).toEqual({ verify: false, email: null });

      const sent = await student.browser.post(sendPath(serial), { email: SCHOOL_EMAIL.toUpperCase() });
      expect(sent.status).toBe(200);
      expect(sent.body.data).toEqual({ sent: true, email: SCHOOL_EMAIL, cooldown: 60 });
      const again = await student.browser.post(sendPath(serial), { email: SCHOOL_EMAIL });
      expect(again.status).toBe(429);
      expect(again.body.code).toBe('CODE_COOLDOWN');

      const pending = await student.browser.get(checkPath(serial));
      expect(pending.body.data).toEqual({ verify: false, email: SCHOOL_EMAIL });

      const token = await latestSchoolEmailToken(t, SCHOOL_EMAIL);
      const opened = await request(t.http).get(`/api/school-email/verify?token=${token}`);
      expect(opened.status).toBe(302);
      expect(opened.headers.location).toBe(`/loan-application/${serial}`);
      const verified = await student.browser.get(checkPath(serial));
      expect(verified.body.data).toEqual({ verify: true, email: SCHOOL_EMAIL });
      const twice = await request(t.http).get(`/api/school-email/verify?token=${token}`);
      expect(twice.status).toBe(302);
    });

    it('voids the earlier link when a new e-mail is sent, and refuses unknown links', async () => {
      const serial = await createApplication(student, 'student');
      expect((await student.browser.post(sendPath(serial), { email: 's1@ntu.edu.tw' })).status).toBe(200);
      const first = await latestSchoolEmailToken(t, 's1@ntu.edu.tw');
      await passSchoolEmailCooldown(t, serial);
      expect((await student.browser.post(sendPath(serial), { email: 's2@ntu.edu.tw' })).status).toBe(200);
      const old = await request(t.http).get(`/api/school-email/verify?token=${first}`);
      expect(old.status).toBe(400);
      expect(old.body.message).toBe(MESSAGES.schoolEmailLinkInvalid);
      expect((await request(t.http).get('/api/school-email/verify?token=nope')).status).toBe(400);
      expect((await request(t.http).get('/api/school-email/verify')).status).toBe(400);
      const state = await student.browser.get(checkPath(serial));
      expect(state.body.data).toEqual({ verify: false, email: 's2@ntu.edu.tw' });
    });
  });

  describe('ID card', () => {
    it('answers 401 to visitors', async () => {
      const id = residentId();
      for (const response of [await visitor.get(`/api/id-card/check/${id}`), await visitor.post('/api/id-card/verify', idCardRequest(id))]) {
        expect(response.status).toBe(401);
        expect(response.body.message).toBe(MESSAGES.notLoggedIn);
      }
    });

    it('answers 403 to a member who is not a full member yet', async () => {
      const member = await signUp(t);
      const id = residentId();
      for (const response of [await member.browser.get(`/api/id-card/check/${id}`), await member.browser.post('/api/id-card/verify', idCardRequest(id))]) {
        expect(response.status).toBe(403);
      }
    });

    it('verifies the member’s own card, after which the check answers 200 for that member only', async () => {
      const member = await fullMember(t);
      const id = await residentIdOnFile(t, member);
      const unchecked = await member.browser.get(`/api/id-card/check/${id}`);
      expect(unchecked.status).toBe(400);
      expect(unchecked.body.message).toBe(MESSAGES.idCardNotVerified);
      const verified = await member.browser.post('/api/id-card/verify', idCardRequest(id));
      expect(verified.status).toBe(200);
      expect(verified.body.data).toEqual({ verified: true });
      const checked = await member.browser.get(`/api/id-card/check/${id.toLowerCase()}`);
      expect(checked.status).toBe(200);
      expect(checked.body.data).toEqual({ verified: true });
      const other = await stranger.browser.get(`/api/id-card/check/${id}`);
      expect(other.status).toBe(400);
      expect(other.body.message).toBe(MESSAGES.idCardNotOwn);
    });

    it('refuses to verify or check another member’s resident ID, even with valid issue data', async () => {
      const owner = await fullMember(t);
      const othersId = await residentIdOnFile(t, owner);
      const verify = await stranger.browser.post('/api/id-card/verify', idCardRequest(othersId));
      expect(verify.status).toBe(400);
      expect(verify.body).toMatchObject({ code: 'ID_CARD_NOT_OWN', message: MESSAGES.idCardNotOwn, errors: { personId: MESSAGES.idCardNotOwn } });
      const check = await stranger.browser.get(`/api/id-card/check/${othersId}`);
      expect(check.status).toBe(400);
      expect(check.body.message).toBe(MESSAGES.idCardNotOwn);
      const unknown = await stranger.browser.post('/api/id-card/verify', idCardRequest(residentId()));
      expect(unknown.status).toBe(400);
      expect(unknown.body.message).toBe(MESSAGES.idCardNotOwn);
      expect((await owner.browser.get(`/api/id-card/check/${othersId}`)).body.message).toBe(MESSAGES.idCardNotVerified);
    });

    it('takes the masked ID the profile shows, or none, as the one on file', async () => {
      const member = await fullMember(t);
      const id = await residentIdOnFile(t, member);
      const profile = await member.browser.get('/api/member/profile');
      const masked: string = profile.body.data.resident_id;
      expect(masked).toBe(`${id.slice(0, 3)}****${id.slice(-3)}`);
      expect((await member.browser.get(`/api/id-card/check/${encodeURIComponent(masked)}`)).body.message).toBe(MESSAGES.idCardNotVerified);
      const verified = await member.browser.post('/api/id-card/verify', idCardRequest(masked));
      expect(verified.status).toBe(200);
      expect((await member.browser.get(`/api/id-card/check/${encodeURIComponent(masked)}`)).status).toBe(200);
      expect((await member.browser.get(`/api/id-card/check/${id}`)).status).toBe(200);

      const other = await fullMember(t);
      const { personId: _none, ...withoutId } = idCardRequest('');
      expect((await other.browser.post('/api/id-card/verify', withoutId)).status).toBe(200);
      expect((await other.browser.get(`/api/id-card/check/${await residentIdOnFile(t, other)}`)).status).toBe(200);
      const wrongMask = await other.browser.post('/api/id-card/verify', idCardRequest(masked));
      expect(wrongMask.status).toBe(400);
      expect(wrongMask.body.message).toBe(MESSAGES.idCardNotOwn);
    });

    it('refuses with the reason: unknown site, a wrong issue date, an unknown apply reason', async () => {
      const id = await residentIdOnFile(t, student);
      const cases: [Record<string, unknown>, string][] = [
        [{ issueSiteId: '99999' }, MESSAGES.idCardSiteUnknown],
        [{ applyYyymmdd: '1991231' }, MESSAGES.idCardIssueDate],
        [{ applyYyymmdd: '0901231' }, MESSAGES.idCardIssueDate],
        [{ applyYyymmdd: '1080230' }, MESSAGES.idCardIssueDate],
        [{ applyCode: '7' }, MESSAGES.idCardReasonUnknown],
      ];
      for (const [overrides, message] of cases) {
        const response = await student.browser.post('/api/id-card/verify', idCardRequest(id, overrides));
        expect({ overrides, status: response.status, code: response.body.code, message: response.body.message }).toEqual({
          overrides,
          status: 400,
          code: 'ID_CARD_NOT_VERIFIED',
          message,
        });
      }
      expect((await student.browser.get(`/api/id-card/check/${id}`)).status).toBe(400);
    });

    it('validates the request fields with their paths', async () => {
      const response = await student.browser.post('/api/id-card/verify', {
        personId: 'A123456788',
        applyCode: '',
        applyYyymmdd: '10807',
        issueSiteId: '63000',
        extra: 1,
      });
      expect(response.status).toBe(400);
      expect(response.body.errors).toMatchObject({
        personId: MESSAGES.identityNumber,
        applyCode: expect.any(String),
        applyYyymmdd: expect.any(String),
        extra: MESSAGES.unknownField,
      });
    });
  });

  describe('alumni', () => {
    /** A complete ntu draft with its documents, naming the given alumni record (none: no alumni block). */
    const ntuDraft = async (member: Member, alumni?: Record<string, string>): Promise<string> => {
      const fixture = LOAN_TYPE_FIXTURES.ntu;
      const serial = await createApplication(member, 'ntu');
      const { alumni: _fixtureAlumni, ...body } = await fixture.body(member);
      const saved = await member.browser.put(`/api/loan-applications/${serial}`, {
        app_type: 'ntu',
        ...body,
        ...(alumni ? { alumni } : {}),
      });
      expect({ status: saved.status, errors: saved.body.errors }).toEqual({ status: 200, errors: undefined });
      const attached = await member.browser.post(`/api/loan-applications/${serial}/attachments`, {
        attachments: await fixture.attachments?.(member),
      });
      expect(attached.status).toBe(200);
      return serial;
    };
    const submitNtu = (member: Member, serial: string) =>
      member.browser.post(`/api/loan-applications/${serial}/submit`, { app_type: 'ntu' });

    it('answers 401 to visitors', async () => {
      const response = await visitor.get(alumniQuery(ALUMNUS));
      expect(response.status).toBe(401);
    });

    it('only reads: a matching record stays unused however often members check it', async () => {
      const first = await student.browser.get(alumniQuery(ALUMNUS));
      expect(first.status).toBe(200);
      expect(first.body.data).toEqual({ valid: true, is_used: false });
      const other = await stranger.browser.get(alumniQuery({ ...ALUMNUS, student_id: ALUMNUS.student_id.toLowerCase() }));
      expect(other.body.data).toEqual({ valid: true, is_used: false });
      const [row] = (await t.app.get(DataSource).query(`SELECT used_by FROM alumni_records WHERE student_id = $1`, [
        ALUMNUS.student_id,
      ])) as { used_by: number | null }[];
      expect(row.used_by).toBeNull();
    });

    it('is not valid when the triple does not match', async () => {
      const response = await stranger.browser.get(alumniQuery({ ...OTHER_ALUMNUS, department: '電機工程學系' }));
      expect(response.status).toBe(200);
      expect(response.body.data).toEqual({ valid: false, is_used: false });
    });

    it('needs all three fields', async () => {
      const response = await student.browser.get(alumniQuery({ student_id: 'B03901001' }));
      expect(response.status).toBe(400);
      expect(Object.keys(response.body.errors).sort()).toEqual(['academic', 'department']);
    });

    it('keeps the alumni block of an ntu draft, checks its fields, and refuses it on other types', async () => {
      const serial = await createApplication(student, 'ntu');
      const path = `/api/loan-applications/${serial}`;
      expect((await student.browser.put(path, { app_type: 'ntu', alumni: { student_id: 'B03901001' } })).status).toBe(200);
      expect((await student.browser.put(path, { app_type: 'ntu', alumni: { academic: '電機資訊學院' } })).status).toBe(200);
      expect((await student.browser.get(path)).body.data.alumni).toEqual({ student_id: 'B03901001', academic: '電機資訊學院' });
      expect((await student.browser.put(path, { app_type: 'ntu', alumni: { academic: '' } })).status).toBe(200);
      const shown = await student.browser.get(path);
      expect(shown.body.data.alumni).toEqual({ student_id: 'B03901001' });
      expect(shown.body.data.profile).not.toHaveProperty('alumni');

      const tooLong = await student.browser.put(path, { app_type: 'ntu', alumni: { student_id: 'B'.repeat(21), extra: 'x' } });
      expect(tooLong.status).toBe(400);
      expect(Object.keys(tooLong.body.errors).sort()).toEqual(['alumni.extra', 'alumni.student_id']);
      expect(tooLong.body.errors['alumni.extra']).toBe(MESSAGES.unknownField);

      const credit = await createApplication(student, 'credit');
      const refused = await student.browser.put(`/api/loan-applications/${credit}`, { app_type: 'credit', alumni: ALUMNUS });
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toEqual({ alumni: MESSAGES.unknownField });
      expect((await student.browser.get(`/api/loan-applications/${credit}`)).body.data).not.toHaveProperty('alumni');
    });

    it('needs the alumni record at submit, on its paths, and a record that exists', async () => {
      const missing = await ntuDraft(student);
      const refused = await submitNtu(student, missing);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(MESSAGES.inputErrorText);
      expect(refused.body.errors).toEqual({
        'alumni.student_id': expect.stringMatching(/為必填$/),
        'alumni.academic': expect.stringMatching(/為必填$/),
        'alumni.department': expect.stringMatching(/為必填$/),
      });

      const unknown = await ntuDraft(student, { ...ALUMNUS, department: '資訊工程學系' });
      const notFound = await submitNtu(student, unknown);
      expect(notFound.status).toBe(400);
      expect(notFound.body).toMatchObject({ code: 'ALUMNI_NOT_FOUND', errors: { 'alumni.student_id': MESSAGES.alumniNotFound } });
      expect((await student.browser.get(`/api/loan-applications/${unknown}`)).body.data.application.status).toBe('prepare');
    });

    it('marks the record used when an ntu application is submitted with it; a second submit with it is refused', async () => {
      const serial = await ntuDraft(student, { ...ALUMNUS, student_id: ALUMNUS.student_id.toLowerCase() });
      expect((await student.browser.get(alumniQuery(ALUMNUS))).body.data).toEqual({ valid: true, is_used: false });
      const submitted = await submitNtu(student, serial);
      expect({ status: submitted.status, errors: submitted.body.errors }).toEqual({ status: 200, errors: undefined });
      const [row] = (await t.app.get(DataSource).query(`SELECT used_by, used_at FROM alumni_records WHERE student_id = $1`, [
        ALUMNUS.student_id,
      ])) as { used_by: string | null; used_at: Date | null }[];
      expect(Number(row.used_by)).toBe(student.id);
      expect(row.used_at).not.toBeNull();
      for (const member of [student, stranger]) {
        expect((await member.browser.get(alumniQuery(ALUMNUS))).body.data).toEqual({ valid: true, is_used: true });
      }

      const strangers = await ntuDraft(stranger, ALUMNUS);
      const byStranger = await submitNtu(stranger, strangers);
      expect(byStranger.status).toBe(400);
      expect(byStranger.body).toMatchObject({ code: 'ALUMNI_USED', errors: { 'alumni.student_id': MESSAGES.alumniUsed } });
      const again = await ntuDraft(student, ALUMNUS);
      const bySameMember = await submitNtu(student, again);
      expect(bySameMember.status).toBe(400);
      expect(bySameMember.body).toMatchObject({ code: 'ALUMNI_USED', errors: { 'alumni.student_id': MESSAGES.alumniAlreadyApplied } });
      for (const [member, refusedSerial] of [[stranger, strangers], [student, again]] as const) {
        expect((await member.browser.get(`/api/loan-applications/${refusedSerial}`)).body.data.application.status).toBe('prepare');
      }
    });

    it('lets exactly one of two simultaneous submits with the same record through', async () => {
      const first = await ntuDraft(student, OTHER_ALUMNUS);
      const second = await ntuDraft(stranger, OTHER_ALUMNUS);
      const answers = await Promise.all([submitNtu(student, first), submitNtu(stranger, second)]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
      expect(answers.find((answer) => answer.status === 400)?.body.code).toBe('ALUMNI_USED');
    });
  });
});
