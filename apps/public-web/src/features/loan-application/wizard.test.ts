import { describe, expect, it } from 'vitest';
import {
  FIELD_LABELS,
  GENERAL_CONTACT_COUNT,
  GUARANTOR_FIXED_VALUES,
  LOAN_APP_TYPES,
  LOAN_STEP_TITLES,
  LOAN_TYPE_RULES,
  MESSAGES,
  STUDENT_CONTACT_COUNT,
  contactsRequired,
  fileLengthMin,
  requiredField,
} from '@lendbridge/domain';
import type { StoredRealtyCollateral } from './loanApplication.api';
import { ALUMNI_RECORD, COMPLETE_PROFILE, STUDENT_PROFILE, completeDraft, draft, guarantorDraft, studentDraft, uploadId } from './testDrafts';
import {
  ALUMNI_FIELDS,
  APPLICATION_TEXT_FIELDS,
  CREDIT_STEPS,
  EMPTY_VALUES,
  PROFILE_TEXT_FIELDS,
  SCHOOL_DOCUMENT_FIELDS,
  WIZARD_APP_TYPES,
  backPosition,
  changedFields,
  draftPatch,
  emptyValues,
  isFastApplyChosen,
  nextPosition,
  stepErrors,
  stepOfField,
  stepsOf,
  submissionErrors,
  valuesFromDraft,
  wizardAppType,
} from './wizard';

const COUNT = CREDIT_STEPS.length;

describe('form fields from the step schemas', () => {
  it('holds the application text fields of the steps, in step order', () => {
    expect(APPLICATION_TEXT_FIELDS).toEqual([
      'purpose', 'description', 'repayment_plan', 'marketing_code', 'alliance_code',
      'amount_ten_thousand', 'period', 'prefer_principal_repayment_option', 'value_date_type', 'value_date',
      'receipt_processing', 'jcic_return', 'doc_note',
    ]);
  });

  it('holds every profile text field of the school, financial, company and contact steps once', () => {
    expect(PROFILE_TEXT_FIELDS).toEqual([
      'school_name', 'school_dept_name', 'education_level', 'school_grade', 'gpa_point', 'gpa_point_method', 'school_email',
      'school_graduation_year', 'credit_card_count', 'house_count', 'car_count', 'monthly_income',
      'company_main_type', 'company_type', 'company_name', 'company_main_title', 'company_title', 'company_phone',
      'company_seniority', 'ex_company_name', 'ex_company_seniority', 'company_salary_pay_way', 'company_income', 'company_description',
      'contact_line', 'contact_skype', 'available_time',
    ]);
  });

  it('takes the school papers and the alumni record from their schemas', () => {
    expect(SCHOOL_DOCUMENT_FIELDS).toEqual(['school_transcript', 'school_tuition']);
    expect(ALUMNI_FIELDS).toEqual(['student_id', 'academic', 'department']);
  });
});

describe('wizard moves', () => {
  it('goes to step+1 without a remembered step', () => {
    expect(nextPosition({ step: 0, remembered: null }, COUNT)).toEqual({ step: 1, remembered: null });
  });

  it('goes back to step-1 and remembers the current step', () => {
    expect(backPosition({ step: 3, remembered: null })).toEqual({ step: 2, remembered: 3 });
  });

  it('goes back to a given step, then Next returns to the remembered one', () => {
    const back = backPosition({ step: 4, remembered: null }, 1);
    expect(back).toEqual({ step: 1, remembered: 4 });
    expect(nextPosition(back, COUNT)).toEqual({ step: 4, remembered: null });
  });

  it('never moves past the last step or before the first', () => {
    expect(nextPosition({ step: COUNT - 1, remembered: null }, COUNT).step).toBe(COUNT - 1);
    expect(backPosition({ step: 0, remembered: null }).step).toBe(0);
  });
});

describe('step checks', () => {
  it('follows the credit steps of the domain', () => {
    expect(CREDIT_STEPS.map((step) => step.title)).toEqual(
      ['purpose', 'related_data', 'financial', 'company', 'contact', 'doc_note'].map(
        (id) => LOAN_STEP_TITLES[id as keyof typeof LOAN_STEP_TITLES],
      ),
    );
  });

  it('checks a data step on its schema, leaving its documents to the last step', () => {
    expect(stepErrors('purpose', EMPTY_VALUES)).toEqual({
      'application.purpose': requiredField(FIELD_LABELS.loan_purpose),
      'application.description': requiredField(FIELD_LABELS.loan_description),
    });
    const company = valuesFromDraft(completeDraft(4));
    expect(stepErrors('company', { ...company, attachments: EMPTY_VALUES.attachments })).toEqual({});
  });

  it('asks for the documents, title deeds and declarations on the last step', () => {
    const values = valuesFromDraft(completeDraft(6));
    const bare = {
      ...values,
      application: { ...values.application, no_tort: false },
      profile: { ...values.profile, house_count: '1' },
      attachments: { ...EMPTY_VALUES.attachments, income_certification: values.attachments.income_certification },
    };
    expect(stepErrors('doc_note', bare)).toEqual({
      'attachments.house_title_deed': expect.any(String) as string,
      'attachments.bank_account_statements': MESSAGES.minImages,
      'attachments.business_card': MESSAGES.minImages,
      'application.no_tort': MESSAGES.pleaseTick,
    });
    expect(stepErrors('doc_note', values)).toEqual({});
  });

  it('passes a complete application and places every field on its step', () => {
    expect(submissionErrors(valuesFromDraft(completeDraft(6)))).toEqual({});
    expect(stepOfField('application.purpose')).toBe(0);
    expect(stepOfField('profile.contacts.1.mobile')).toBe(4);
    expect(stepOfField('attachments.business_card')).toBe(5);
    expect(stepOfField('application.unknown')).toBeUndefined();
  });
});

describe('autosave patch', () => {
  it('sends only the changed fields, blank ones as cleared, and holds back invalid ones', () => {
    const saved = valuesFromDraft(draft({ application: { purpose: 'travel', description: '出國旅遊' } }));
    const values = {
      ...saved,
      application: { ...saved.application, description: '', amount_ten_thousand: 'abc', marketing_code: 'SPRING' },
    };
    const { patch, invalid } = draftPatch(changedFields(values, saved));
    expect(patch).toEqual({ app_type: 'credit', application: { description: '', marketing_code: 'SPRING' } });
    expect(Object.keys(invalid)).toEqual(['application.amount_ten_thousand']);
  });
});

describe('sales code', () => {
  it('reads the sales code the applicant names, places it on the contact step and sends its changes', () => {
    const saved = valuesFromDraft(draft({ profile: { assign_sales: { code: 'M00000009' } } }));
    expect(saved.profile.assign_sales).toEqual({ code: 'M00000009' });
    expect(stepOfField('profile.assign_sales.code')).toBe(4);
    const changed = { ...saved, profile: { ...saved.profile, assign_sales: { code: 'M00000010' } } };
    expect(draftPatch(changedFields(changed, saved)).patch).toEqual({ app_type: 'credit', profile: { assign_sales: { code: 'M00000010' } } });
    const cleared = { ...saved, profile: { ...saved.profile, assign_sales: { code: '' } } };
    expect(draftPatch(changedFields(cleared, saved)).patch).toEqual({ app_type: 'credit', profile: { assign_sales: null } });
  });
});

describe('application types', () => {
  it('fills in every type but corporate, each on the steps of its domain rule', () => {
    expect([...WIZARD_APP_TYPES].sort()).toEqual(LOAN_APP_TYPES.filter((type) => type !== 'corporate').sort());
    for (const type of WIZARD_APP_TYPES) expect(stepsOf(type)).toEqual(LOAN_TYPE_RULES[type].steps);
    expect(stepsOf('student').map((step) => step.id)).toEqual(['purpose', 'related_data', 'school', 'contact', 'doc_note']);
    expect(stepsOf('guarantor').map((step) => step.id)).toEqual(['financial', 'company', 'contact', 'doc_note']);
    expect(stepsOf('realty').map((step) => step.id)).toEqual(['purpose', 'related_data', 'collateral', 'contact', 'doc_note']);
    for (const type of ['sme', 'farmer', 'other', 'ntu'] as const) expect(stepsOf(type)).toEqual(CREDIT_STEPS);
    expect(wizardAppType('ntu')).toBe('ntu');
    expect(wizardAppType('corporate')).toBe('credit');
  });

  it('holds as many contact persons as the type asks for', () => {
    expect(emptyValues('student').profile.contacts).toHaveLength(STUDENT_CONTACT_COUNT);
    expect(emptyValues('farmer').profile.contacts).toHaveLength(GENERAL_CONTACT_COUNT);
    const stored = { contacts: COMPLETE_PROFILE.contacts };
    expect(valuesFromDraft(draft({ profile: stored, appType: 'student' })).profile.contacts).toEqual(COMPLETE_PROFILE.contacts.slice(0, 2));
    expect(valuesFromDraft(draft({ profile: stored, appType: 'sme' })).profile.contacts).toEqual(COMPLETE_PROFILE.contacts);
  });

  it('checks the contact step against the type’s contact count', () => {
    const student = valuesFromDraft(studentDraft(4));
    expect(stepErrors('contact', student, 'student')).toEqual({});
    const credit = valuesFromDraft(completeDraft(5));
    const twoContacts = { ...credit, profile: { ...credit.profile, contacts: credit.profile.contacts.slice(0, 2) } };
    expect(stepErrors('contact', twoContacts, 'credit')).toEqual({ 'profile.contacts': contactsRequired(GENERAL_CONTACT_COUNT) });
  });

  it('sends each type with its own app_type', () => {
    const saved = valuesFromDraft(draft({ appType: 'farmer' }));
    const values = { ...saved, application: { ...saved.application, marketing_code: 'FARM' } };
    expect(draftPatch(changedFields(values, saved), 'farmer').patch).toEqual({ app_type: 'farmer', application: { marketing_code: 'FARM' } });
  });
});

describe('student flow', () => {
  it('asks for a .edu e-mail and a student card on the school step, with its papers', () => {
    const values = valuesFromDraft(studentDraft(3));
    expect(stepErrors('school', values, 'student')).toEqual({});
    const bare = { ...values, profile: { ...values.profile, school_email: 'daming@gmail.com', student_card: [] } };
    expect(stepErrors('school', bare, 'student')).toEqual({
      'profile.school_email': MESSAGES.schoolEmail,
      'profile.student_card': MESSAGES.minImages,
    });
    expect(stepOfField('profile.school_email', 'student')).toBe(2);
    expect(stepOfField('attachments.school_transcript', 'student')).toBe(2);
    expect(stepOfField('profile.contacts.1.mobile', 'student')).toBe(3);
  });

  it('passes a complete student application and reads the stored card and papers as upload ids', () => {
    const data = studentDraft(5);
    const values = valuesFromDraft({ ...data, attachments: { school_transcript: [{ id: uploadId(5), path: uploadId(5), url: '/x' }] } });
    expect(values.profile.student_card).toEqual(STUDENT_PROFILE.student_card);
    expect(values.attachments.school_transcript).toEqual([uploadId(5)]);
    expect(submissionErrors(values, 'student')).toEqual({});
    expect(submissionErrors({ ...values, profile: { ...values.profile, school_name: '' } }, 'student')).toEqual({
      'profile.school_name': requiredField(FIELD_LABELS.school_name),
    });
  });

  it('clears the student card when its last image is removed', () => {
    const saved = valuesFromDraft(studentDraft(3));
    const values = { ...saved, profile: { ...saved.profile, student_card: [] } };
    expect(draftPatch(changedFields(values, saved), 'student').patch).toEqual({ app_type: 'student', profile: { student_card: null } });
  });
});

describe('guarantor flow', () => {
  it('never sends the values the guarantor purpose forces', () => {
    const saved = valuesFromDraft(guarantorDraft(1));
    expect(saved.application.amount_ten_thousand).toBe(String(GUARANTOR_FIXED_VALUES.amount_ten_thousand));
    const values = {
      ...saved,
      application: { ...saved.application, amount_ten_thousand: '50', period: '36', description: '改寫', agree_transfer: true },
      profile: { ...saved.profile, credit_card_count: '1' },
    };
    const { patch, invalid } = draftPatch(changedFields(values, saved), 'guarantor');
    expect(patch).toEqual({ app_type: 'guarantor', profile: { credit_card_count: '1' } });
    expect(invalid).toEqual({});
  });

  it('asks for the employer documents on its last step', () => {
    const values = valuesFromDraft(guarantorDraft(4, COMPLETE_PROFILE));
    expect(Object.keys(stepErrors('doc_note', values, 'guarantor')).sort()).toEqual(
      [
        'application.jcic_return',
        'application.no_tort',
        'application.third_party_auth',
        'application.usage_auth',
        'attachments.bank_account_statements',
        'attachments.business_card',
        'attachments.income_certification',
      ].sort(),
    );
  });
});

describe('realty flow', () => {
  const HOUSE: StoredRealtyCollateral = {
    id: '33333333-3333-4333-8333-333333333333',
    type: 'house',
    details: { realty_address: { city: '臺北市', district: '中正區', address: '重慶南路一段 122 號' }, house_age: 12, house_type: 'apartment', expect_value_10k: 900 },
    parking_space: true,
  };

  it('needs a collateral, and checks the stored ones without their ids', () => {
    const values = valuesFromDraft(completeDraft(5));
    expect(submissionErrors(values, 'realty')).toEqual({ collaterals: requiredField(FIELD_LABELS.collaterals) });
    expect(submissionErrors(values, 'realty', [HOUSE])).toEqual({});
    expect(stepOfField('collaterals', 'realty')).toBe(2);
  });
});

describe('ntu alumni record', () => {
  it('reads the stored record, requires it on the purpose step and sends its changes only for ntu', () => {
    const base = draft({ application: { purpose: 'startup', description: '購置生財器具' }, appType: 'ntu' });
    expect(valuesFromDraft({ ...base, alumni: ALUMNI_RECORD }).alumni).toEqual(ALUMNI_RECORD);
    const empty = valuesFromDraft(base);
    expect(stepErrors('purpose', empty, 'ntu')).toEqual({
      'alumni.student_id': requiredField(FIELD_LABELS.student_id),
      'alumni.academic': requiredField(FIELD_LABELS.academic),
      'alumni.department': requiredField(FIELD_LABELS.department),
    });
    expect(stepErrors('purpose', empty, 'credit')).toEqual({});
    const filled = { ...empty, alumni: ALUMNI_RECORD };
    expect(stepErrors('purpose', filled, 'ntu')).toEqual({});
    expect(draftPatch(changedFields(filled, empty), 'ntu').patch).toEqual({ app_type: 'ntu', alumni: ALUMNI_RECORD });
    expect(draftPatch(changedFields(filled, empty), 'credit').patch).toEqual({ app_type: 'credit' });
  });
});

describe('fast apply', () => {
  const complete = valuesFromDraft(completeDraft(6));
  const ticked = { ...complete, application: { ...complete.application, fast_apply: true } };
  const FAST_APPLY_ERRORS = {
    'attachments.health_card': MESSAGES.minImages,
    'attachments.jcic_file': fileLengthMin(1),
  };

  it('reads the stored box and documents, and counts only for the general flow', () => {
    const stored = valuesFromDraft(
      draft({ application: { fast_apply: true }, attachments: { health_card: [{ id: uploadId(6), path: uploadId(6), url: '/x' }] } }),
    );
    expect(stored.application.fast_apply).toBe(true);
    expect(stored.attachments.health_card).toEqual([uploadId(6)]);
    expect(complete.application.fast_apply).toBe(false);
    expect(isFastApplyChosen(ticked)).toBe(true);
    expect(isFastApplyChosen(complete)).toBe(false);
    expect(isFastApplyChosen(ticked, 'ntu')).toBe(true);
    expect(isFastApplyChosen(ticked, 'student')).toBe(false);
  });

  it('asks for the fast-apply documents on the last step and at submit only when ticked', () => {
    expect(stepErrors('doc_note', complete)).toEqual({});
    expect(submissionErrors(complete)).toEqual({});
    expect(stepErrors('doc_note', ticked)).toEqual(FAST_APPLY_ERRORS);
    expect(submissionErrors(ticked)).toEqual(FAST_APPLY_ERRORS);
    expect(stepOfField('attachments.health_card')).toBe(5);
    expect(stepOfField('attachments.jcic_file')).toBe(5);
    expect(stepOfField('application.fast_apply')).toBe(5);
  });

  it('needs the credit report only when it is uploaded, and the statements with the health card', () => {
    const byMail = { ...ticked, application: { ...ticked.application, jcic_return: 'mail' } };
    expect(stepErrors('doc_note', byMail)).toEqual({ 'attachments.health_card': MESSAGES.minImages });
    const uploaded = {
      ...ticked,
      attachments: { ...ticked.attachments, bank_account_statements: [], health_card: [uploadId(7)], jcic_file: [uploadId(8)] },
    };
    expect(stepErrors('doc_note', uploaded)).toEqual({ 'attachments.bank_account_statements': MESSAGES.minImages });
    expect(submissionErrors(uploaded)).toEqual({ 'attachments.bank_account_statements': MESSAGES.minImages });
    const all = { ...uploaded, attachments: { ...uploaded.attachments, bank_account_statements: [uploadId(2)] } };
    expect(stepErrors('doc_note', all)).toEqual({});
    expect(submissionErrors(all)).toEqual({});
  });

  it('autosaves the box like the other flags, for the general flow only', () => {
    expect(draftPatch(changedFields(ticked, complete)).patch).toEqual({ app_type: 'credit', application: { fast_apply: true } });
    expect(draftPatch(changedFields(complete, ticked), 'sme').patch).toEqual({ app_type: 'sme', application: { fast_apply: false } });
    const student = valuesFromDraft(studentDraft(5));
    const studentTicked = { ...student, application: { ...student.application, fast_apply: true } };
    const { patch, invalid } = draftPatch(changedFields(studentTicked, student), 'student');
    expect(patch).toEqual({ app_type: 'student' });
    expect(invalid).toEqual({});
    expect(stepErrors('doc_note', studentTicked, 'student')).toEqual({});
  });
});
