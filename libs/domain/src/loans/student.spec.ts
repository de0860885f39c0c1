import { describe, expect, it } from 'vitest';
import { zodIssuesToFieldErrors } from '../schemas/field-errors.js';
import { checkIdCardRecord, idCardVerifyRequestOf, idCardVerifyRequestSchema, schoolEmailVerificationSchema } from './student.js';

const errorsOf = (result: ReturnType<typeof schoolEmailVerificationSchema.safeParse>) =>
  result.success ? {} : zodIssuesToFieldErrors(result.error);

describe('schoolEmailVerificationSchema', () => {
  it('needs a .edu address, lower-cased', () => {
    expect(schoolEmailVerificationSchema.parse({ email: 'B12@NTU.EDU.TW' })).toEqual({ email: 'b12@ntu.edu.tw' });
    expect(errorsOf(schoolEmailVerificationSchema.safeParse({ email: 'amy@gmail.com' }))).toEqual({ email: '這不是學校Email哦' });
  });
});

describe('ID-card check', () => {
  const today = new Date('2024-06-01T00:00:00Z');
  const request = { personId: 'A123456789', applyCode: '3', applyYyymmdd: '1080712', issueSiteId: '63000' };

  it('builds the request from the widget form', () => {
    expect(
      idCardVerifyRequestOf({
        resident_id: 'A123456789',
        issue_year: '108',
        issue_month: '07',
        issue_day: '12',
        issue_site: '63000',
        apply_reason: '3',
      }),
    ).toEqual(request);
    expect(idCardVerifyRequestSchema.parse(request)).toEqual(request);
  });

  it('takes the ID on file masked as the profile shows it, or no ID at all', () => {
    expect(idCardVerifyRequestSchema.parse({ ...request, personId: 'e22****785' })).toEqual({ ...request, personId: 'E22****785' });
    const { personId: _omitted, ...withoutId } = request;
    expect(idCardVerifyRequestSchema.parse(withoutId)).toEqual(withoutId);
    expect(idCardVerifyRequestSchema.safeParse({ ...request, personId: 'E22**785' }).success).toBe(false);
  });

  it('verifies a valid card and refuses with the reason otherwise', () => {
    expect(checkIdCardRecord(request, today)).toEqual({ verified: true });
    expect(checkIdCardRecord({ ...request, applyYyymmdd: '1130602' }, today)).toEqual({ verified: false, message: '發證日期不正確' });
    expect(checkIdCardRecord({ ...request, issueSiteId: '99999' }, today)).toEqual({ verified: false, message: '查無此發證地點' });
    expect(checkIdCardRecord({ ...request, applyCode: '9' }, today)).toEqual({ verified: false, message: '領補換類別不正確' });
  });
});
