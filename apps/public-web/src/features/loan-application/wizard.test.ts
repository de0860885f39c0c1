import { describe, expect, it } from 'vitest';
import { FIELD_LABELS, LOAN_STEP_TITLES, MESSAGES, requiredField } from '@lendbridge/domain';
import { completeDraft, draft } from './testDrafts';
import {
  CREDIT_STEPS,
  EMPTY_VALUES,
  backPosition,
  changedFields,
  draftPatch,
  nextPosition,
  stepErrors,
  stepOfField,
  submissionErrors,
  valuesFromDraft,
} from './wizard';

const COUNT = CREDIT_STEPS.length;

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
