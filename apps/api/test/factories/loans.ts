import { expect } from '@jest/globals';
import { EXAMPLE_CREDIT_APPLICATION, EXAMPLE_CREDIT_PROFILE } from '@lendbridge/domain';
import type { Member } from './members.js';
import { uploadImage } from './members.js';

export const CREDIT_APPLICATION = EXAMPLE_CREDIT_APPLICATION;
export const CREDIT_PROFILE = EXAMPLE_CREDIT_PROFILE;

export async function createApplication(member: Member, appType?: string): Promise<string> {
  const response = await member.browser.post('/api/loan-applications', appType ? { app_type: appType } : {});
  expect(response.status).toBe(201);
  return response.body.data.application.serial as string;
}

export async function creditAttachments(member: Member) {
  return {
    income_certification: [await uploadImage(member, 'image')],
    bank_account_statements: [await uploadImage(member, 'image')],
    business_card: [await uploadImage(member, 'image')],
  };
}

/** A credit application filled in completely (profile fields may be added) and submitted; returns its serial. */
export async function submittedCreditApplication(member: Member, profile: Record<string, unknown> = {}): Promise<string> {
  const serial = await createApplication(member);
  const saved = await member.browser.put(`/api/loan-applications/${serial}`, {
    app_type: 'credit',
    application: CREDIT_APPLICATION,
    profile: { ...CREDIT_PROFILE, ...profile },
  });
  expect({ status: saved.status, errors: saved.body.errors }).toEqual({ status: 200, errors: undefined });
  const attached = await member.browser.post(`/api/loan-applications/${serial}/attachments`, {
    attachments: await creditAttachments(member),
  });
  expect({ status: attached.status, errors: attached.body.errors }).toEqual({ status: 200, errors: undefined });
  const submitted = await member.browser.post(`/api/loan-applications/${serial}/submit`, { app_type: 'credit' });
  expect({ status: submitted.status, errors: submitted.body.errors }).toEqual({ status: 200, errors: undefined });
  return serial;
}
