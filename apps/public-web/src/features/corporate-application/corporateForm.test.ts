import { afterEach, describe, expect, it } from 'vitest';
import {
  EXAMPLE_ADDRESS,
  LOAN_AGREEMENT_COOKIE_NAME,
  LOAN_TYPE_RULES,
  MESSAGES,
  requiredField,
  FIELD_LABELS,
} from '@lendbridge/domain';
import { clearAgreementCookie, readAgreementCookie, writeAgreementCookie } from './agreementCookie';
import {
  agreementValues,
  corporateChanges,
  corporatePatch,
  corporateValuesFromDraft,
  hasChanges,
  markSent,
  stepOfField,
  submissionInput,
} from './corporateForm';
import { CORPORATE_SERIAL, completeCorporateDraft, corporateDraft } from './testCorporateDrafts';

const EMPTY = corporateValuesFromDraft(corporateDraft());

describe('corporate form values', () => {
  it('reads a stored draft: numbers as text, cleared (null) fields as empty', () => {
    const values = corporateValuesFromDraft(
      corporateDraft({
        application: { amount_ten_thousand: 500, period: 24, marketing_code: null },
        corporate_profile: { tax_id: '04595257', registered_address: EXAMPLE_ADDRESS, current_address: null },
      }),
      ['agree_personal_data'],
    );
    expect(values.application).toMatchObject({ amount_ten_thousand: '500', period: '24', marketing_code: '' });
    expect(values.corporate_profile.registered_address).toEqual(EXAMPLE_ADDRESS);
    expect(values.corporate_profile.current_address).toEqual({ zip_code: '', city: '', district: '', address: '' });
    expect(values.agreement).toEqual({ agree_application_terms: false, agree_personal_data: true, agree_blacklist_policy: false });
  });

  it('passes the submit check when complete, and names the missing field otherwise', () => {
    const complete = corporateValuesFromDraft(completeCorporateDraft(), Object.keys(agreementValues()));
    expect(LOAN_TYPE_RULES.corporate.submitSchema.safeParse(submissionInput(complete)).success).toBe(true);
    const missing = { ...complete, corporate_profile: { ...complete.corporate_profile, contact_name: '  ' } };
    const result = LOAN_TYPE_RULES.corporate.submitSchema.safeParse(submissionInput(missing));
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['corporate_profile.contact_name', requiredField(FIELD_LABELS.contact_name)],
    ]);
  });

  it('places the agreement on the preview and every other field on the form step', () => {
    expect(stepOfField('agreement.agree_blacklist_policy')).toBe(1);
    expect(stepOfField('corporate_profile.registered_address')).toBe(0);
  });
});

describe('corporate autosave patch', () => {
  it('sends only the changed fields, parsed, with a blank address as cleared', () => {
    const saved = corporateValuesFromDraft(completeCorporateDraft());
    const values = structuredClone(saved);
    values.application.period = '36';
    values.profile.current_address = { zip_code: '', city: '', district: '', address: '' };
    values.corporate_profile.current_address = { ...EXAMPLE_ADDRESS, address: '' };
    values.agreement.agree_application_terms = true;
    const { patch, invalid } = corporatePatch(corporateChanges(values, saved));
    expect(invalid).toEqual({});
    expect(patch).toEqual({
      app_type: 'corporate',
      application: { period: 36 },
      profile: { current_address: null },
      corporate_profile: { current_address: { zip_code: '100', city: '臺北市', district: '中正區' } },
    });
  });

  it('holds back changed fields failing their own rule and reports their messages', () => {
    const values = structuredClone(EMPTY);
    values.corporate_profile.tax_id = '12345678';
    values.corporate_profile.contact_mobile = '0812';
    values.application.purpose = 'guarantor';
    values.application.description = '請來電 0912345678';
    values.corporate_profile.company_name = '信橋貿易股份有限公司';
    const { patch, sent, invalid } = corporatePatch(corporateChanges(values, EMPTY));
    expect(invalid).toEqual({
      'corporate_profile.tax_id': MESSAGES.taxId,
      'corporate_profile.contact_mobile': MESSAGES.mobile,
      'application.description': MESSAGES.noPhoneInText,
      'application.purpose': MESSAGES.invalidOption,
    });
    expect(patch).toEqual({ app_type: 'corporate', corporate_profile: { company_name: '信橋貿易股份有限公司' } });
    const next = markSent(EMPTY, values, sent);
    expect(next.corporate_profile.company_name).toBe('信橋貿易股份有限公司');
    expect(next.corporate_profile.tax_id).toBe('');
    expect(hasChanges(corporateChanges(values, next))).toBe(true);
  });

  it('has nothing to send when only the agreement changed', () => {
    const values = structuredClone(EMPTY);
    values.agreement.agree_blacklist_policy = true;
    expect(hasChanges(corporateChanges(values, EMPTY))).toBe(false);
    expect(corporatePatch(corporateChanges(values, EMPTY)).patch).toBeNull();
  });
});

describe('agreement cookie', () => {
  afterEach(() => clearAgreementCookie());

  it('keeps the ticked agreements of one draft, and clears when none is ticked', () => {
    writeAgreementCookie(CORPORATE_SERIAL, ['agree_application_terms']);
    expect(readAgreementCookie(CORPORATE_SERIAL)).toEqual(['agree_application_terms']);
    expect(readAgreementCookie('LA20269999')).toEqual([]);
    writeAgreementCookie(CORPORATE_SERIAL, []);
    expect(document.cookie).not.toContain(LOAN_AGREEMENT_COOKIE_NAME);
  });

  it('ignores a cookie it cannot read and items it does not know', () => {
    document.cookie = `${LOAN_AGREEMENT_COOKIE_NAME}=not-json; Path=/`;
    expect(readAgreementCookie(CORPORATE_SERIAL)).toEqual([]);
    document.cookie = `${LOAN_AGREEMENT_COOKIE_NAME}=${encodeURIComponent(
      JSON.stringify({ serial: CORPORATE_SERIAL, ticked: ['agree_blacklist_policy', 'agree_everything'] }),
    )}; Path=/`;
    expect(readAgreementCookie(CORPORATE_SERIAL)).toEqual(['agree_blacklist_policy']);
  });
});
