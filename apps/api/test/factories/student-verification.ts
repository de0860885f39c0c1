import { expect } from '@jest/globals';
import request from 'supertest';
import { DataSource } from 'typeorm';
import type { TestApp } from '../create-test-app.js';
import type { Member } from './members.js';

export const SCHOOL_EMAIL = '111703002@nccu.edu.tw';

/** A card the local ID-card check accepts: a past issue date, a known site, 換發. */
export function idCardRequest(personId: string, overrides: Record<string, unknown> = {}) {
  return { personId, applyCode: '3', applyYyymmdd: '1080712', issueSiteId: '63000', ...overrides };
}

export const ALUMNUS = { student_id: 'B03901001', academic: '電機資訊學院', department: '電機工程學系' };
export const OTHER_ALUMNUS = { student_id: 'B04902032', academic: '電機資訊學院', department: '資訊工程學系' };

export function alumniQuery(values: Record<string, string>): string {
  return `/api/alumni/verify?${new URLSearchParams(values).toString()}`;
}

/** The token of the latest school e-mail verification link sent to `email`. */
export async function latestSchoolEmailToken(t: TestApp, email: string): Promise<string> {
  const rows: { body: string }[] = await t.app
    .get(DataSource)
    .query(
      `SELECT body FROM outbox_messages WHERE kind = 'school_email_verification' AND recipient = $1 ORDER BY id DESC LIMIT 1`,
      [email],
    );
  const match = /token=([A-Za-z0-9_-]+)/.exec(rows[0]?.body ?? '');
  if (!match) throw new Error(`no verification link was sent to ${email}`);
  return match[1];
}

/** Moves the draft's last e-mail back in time, past the resend cooldown. */
export async function passSchoolEmailCooldown(t: TestApp, serial: string): Promise<void> {
  await t.app.get(DataSource).query(
    `UPDATE student_email_verifications SET created_at = created_at - interval '61 seconds'
      WHERE application_id = (SELECT id FROM loan_applications WHERE serial = $1)`,
    [serial],
  );
}

/** Sends the school e-mail link of a student draft and follows it, as the student does from the mail. */
export async function verifySchoolEmail(t: TestApp, member: Member, serial: string, email: string): Promise<void> {
  const sent = await member.browser.post(`/api/loan-applications/${serial}/school-email`, { email });
  expect(sent.status).toBe(200);
  const token = await latestSchoolEmailToken(t, email);
  const followed = await request(t.http).get(`/api/school-email/verify?token=${token}`);
  expect(followed.status).toBe(302);
}
