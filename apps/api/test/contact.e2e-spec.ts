import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type { Response } from 'supertest';
import { DataSource } from 'typeorm';
import { CONTACT_DESCRIPTION_MAX_LENGTH, CONTACT_FILE_MAX_BYTES, CONTACT_RATE_LIMIT, CONTACT_TEXTS, MESSAGES, fileLengthMax, requiredField } from '@lendbridge/domain';
import { AJAX, Browser, createTestApp } from './create-test-app.js';
import type { TestApp } from './create-test-app.js';
import { signUp, signUpAs } from './factories/members.js';
import type { Member } from './factories/members.js';

const CONSOLE = '/api/console/contact-messages';

/** A 1×1 RGB PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR42mP4z8AAAAMBAQD3A0FDAAAAAElFTkSuQmCC', 'base64');
const PDF = Buffer.from(
  ['%PDF-1.4', '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj', '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj', 'trailer << /Root 1 0 R >>', '%%EOF'].join('\n'),
);
/** The start of an ELF executable: refused whatever its name says. */
const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]), Buffer.alloc(120, 0)]);

const FORM = { name: '林雅婷', email: 'yating.lin@example.com', category: 'repayment', description: '請問提前還款是否需要手續費？' };

interface Attachment {
  bytes: Buffer;
  filename: string;
}

/** The contact form as multipart, from a browser with its CSRF token. */
async function sendForm(browser: Browser, fields: Record<string, string>, files: Attachment[] = []): Promise<Response> {
  if (!browser.csrfToken) await browser.refreshCsrf();
  let call = browser.agent.post('/api/contact').set(AJAX).set('X-CSRF-Token', browser.csrfToken);
  for (const [key, value] of Object.entries(fields)) call = call.field(key, value);
  for (const file of files) call = call.attach('files', file.bytes, { filename: file.filename, contentType: 'application/pdf' });
  return call;
}

function binary(call: request.Test): request.Test {
  return call.buffer(true).parse((response, callback) => {
    const chunks: Buffer[] = [];
    response.on('data', (chunk: Buffer) => chunks.push(chunk));
    response.on('end', () => callback(null, Buffer.concat(chunks)));
  });
}

describe('the contact form and its console', () => {
  let t: TestApp;
  let db: DataSource;
  let admin: Member;
  let sales: Member;
  let member: Member;

  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.get(DataSource);
    admin = await signUpAs(t, ['admin']);
    sales = await signUpAs(t, ['sales']);
    member = await signUp(t);
  });

  beforeEach(async () => {
    await db.query(`DELETE FROM rate_limits WHERE key LIKE 'contact:%'`);
  });

  afterAll(async () => {
    await t.close();
  });

  describe('sending', () => {
    it('takes a visitor’s form with a PDF and a PNG, judged by their content', async () => {
      const response = await sendForm(new Browser(t.http), FORM, [
        { bytes: PDF, filename: '繳費證明.pdf' },
        { bytes: PNG, filename: 'screen.png' },
      ]);
      expect(response.status).toBe(201);
      const id = (response.body as { data: { id: number } }).data.id;
      const [row] = (await db.query(`SELECT name, email, category, status, user_id FROM contact_messages WHERE id = $1`, [id])) as Record<string, unknown>[];
      expect(row).toEqual({ name: FORM.name, email: FORM.email, category: 'repayment', status: 'open', user_id: null });
      const files = (await db.query(`SELECT original_name, mime_type FROM contact_message_files WHERE message_id = $1 ORDER BY original_name`, [id])) as Record<string, unknown>[];
      expect(files).toEqual([
        { original_name: 'screen.png', mime_type: 'image/png' },
        { original_name: '繳費證明.pdf', mime_type: 'application/pdf' },
      ]);
    });

    it('keeps the member’s id when a session sends it, and takes JSON without files', async () => {
      const response = await member.browser.post('/api/contact', { ...FORM, category: 'account' });
      expect(response.status).toBe(201);
      const [row] = (await db.query(`SELECT user_id::int AS user_id FROM contact_messages WHERE id = $1`, [(response.body as { data: { id: number } }).data.id])) as { user_id: number }[];
      expect(row.user_id).toBe(member.id);
    });

    it('refuses an executable named .pdf by its content, and keeps nothing of the form', async () => {
      const before = (await db.query(`SELECT count(*)::int AS n FROM contact_messages`)) as { n: number }[];
      const response = await sendForm(new Browser(t.http), FORM, [
        { bytes: PDF, filename: 'ok.pdf' },
        { bytes: ELF, filename: 'invoice.pdf' },
      ]);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ code: 'UPLOAD_BAD_FORMAT', errors: { files: MESSAGES.uploadBadFormat } });
      const after = (await db.query(`SELECT count(*)::int AS n FROM contact_messages`)) as { n: number }[];
      expect(after[0].n).toBe(before[0].n);
    });

    it('refuses a fourth file and a file over 10,240 KB', async () => {
      const four = await sendForm(new Browser(t.http), FORM, [1, 2, 3, 4].map((n) => ({ bytes: PNG, filename: `${n}.png` })));
      expect(four.status).toBe(400);
      expect(four.body).toMatchObject({ errors: { files: fileLengthMax(3) } });
      const big = await sendForm(new Browser(t.http), FORM, [{ bytes: Buffer.concat([PDF, Buffer.alloc(CONTACT_FILE_MAX_BYTES)]), filename: 'big.pdf' }]);
      expect(big.status).toBe(413);
      expect(big.body).toMatchObject({ code: 'FILE_TOO_LARGE', errors: { files: MESSAGES.fileTooLarge } });
    });

    it('applies every field rule', async () => {
      const visitor = new Browser(t.http);
      const cases: [Record<string, string>, string, string][] = [
        [{ ...FORM, name: '' }, 'name', requiredField('姓名')],
        [{ ...FORM, name: '林'.repeat(256) }, 'name', ''],
        [{ ...FORM, email: 'not-an-email' }, 'email', MESSAGES.email],
        [{ ...FORM, email: `${'a'.repeat(250)}@example.com` }, 'email', ''],
        [{ ...FORM, category: '' }, 'category', '請選擇問題類別'],
        [{ ...FORM, category: 'loans' }, 'category', MESSAGES.invalidOption],
        [{ ...FORM, description: '' }, 'description', ''],
        [{ ...FORM, description: '問'.repeat(CONTACT_DESCRIPTION_MAX_LENGTH + 1) }, 'description', ''],
        [{ ...FORM, description: '請回信到 amy@example.com' }, 'description', MESSAGES.noEmailInText],
        [{ ...FORM, description: '請打 0912345678 給我' }, 'description', MESSAGES.noPhoneInText],
      ];
      for (const [fields, field, message] of cases) {
        await db.query(`DELETE FROM rate_limits WHERE key LIKE 'contact:%'`);
        const response = await sendForm(visitor, fields);
        expect({ field, status: response.status }).toEqual({ field, status: 400 });
        const errors = (response.body as { errors: Record<string, string> }).errors;
        expect(errors[field]).toBeTruthy();
        if (message !== '') expect(errors[field]).toBe(message);
      }
    });

    it('refuses NUL characters, huge fields, deep JSON and unknown fields', async () => {
      const visitor = new Browser(t.http);
      expect((await sendForm(visitor, { ...FORM, name: '林\u0000' })).status).toBe(400);
      expect((await visitor.post('/api/contact', { ...FORM, description: '問題\u0000' })).status).toBe(400);
      const huge = await sendForm(visitor, { ...FORM, description: '問'.repeat(CONTACT_DESCRIPTION_MAX_LENGTH * 3) });
      expect(huge.status).toBe(400);
      await db.query(`DELETE FROM rate_limits WHERE key LIKE 'contact:%'`);
      let deep: Record<string, unknown> = { end: true };
      for (let level = 0; level < 200; level += 1) deep = { nested: deep };
      expect((await visitor.post('/api/contact', { ...FORM, description: deep })).status).toBe(400);
      expect((await visitor.post('/api/contact', { ...FORM, user_id: admin.id })).status).toBe(400);
    });

    it('limits how often one address sends the form', async () => {
      const visitor = new Browser(t.http);
      for (let n = 0; n < CONTACT_RATE_LIMIT; n += 1) expect((await visitor.post('/api/contact', FORM)).status).toBe(201);
      const refused = await visitor.post('/api/contact', FORM);
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ message: CONTACT_TEXTS.tooMany });
    });
  });

  describe('the console', () => {
    let messageId: number;
    let fileId: string;

    beforeAll(async () => {
      await db.query(`DELETE FROM rate_limits WHERE key LIKE 'contact:%'`);
      const response = await sendForm(new Browser(t.http), { ...FORM, email: 'answer.me@example.com' }, [{ bytes: PDF, filename: '合約.pdf' }]);
      messageId = (response.body as { data: { id: number } }).data.id;
    });

    it('answers 401 to a visitor and 403 to a member on every route', async () => {
      const visitor = new Browser(t.http);
      const routes = [`${CONSOLE}`, `${CONSOLE}/${messageId}`, `${CONSOLE}/${messageId}/files/00000000-0000-4000-8000-000000000000`];
      for (const path of routes) {
        expect((await visitor.get(path)).status).toBe(401);
        expect((await member.browser.get(path)).status).toBe(403);
      }
      expect((await visitor.post(`${CONSOLE}/${messageId}/answer`, { answer: '您好' })).status).toBe(401);
      expect((await member.browser.post(`${CONSOLE}/${messageId}/answer`, { answer: '您好' })).status).toBe(403);
    });

    it('lists by status in the simple-rest contract and shows the files', async () => {
      const list = await sales.browser.get(`${CONSOLE}?filter=${encodeURIComponent(JSON.stringify({ status: 'open' }))}&range=[0,99]&sort=["id","DESC"]`);
      expect(list.status).toBe(200);
      expect(list.headers['content-range']).toMatch(/^contact-messages 0-\d+\/\d+$/);
      const rows = list.body as { id: number; status: string }[];
      expect(rows.every((row) => row.status === 'open')).toBe(true);
      expect(rows.map((row) => row.id)).toContain(messageId);

      const shown = await sales.browser.get(`${CONSOLE}/${messageId}`);
      expect(shown.status).toBe(200);
      const files = (shown.body as { files: { id: string; original_name: string; url: string }[] }).files;
      expect(files).toHaveLength(1);
      expect(files[0].original_name).toBe('合約.pdf');
      fileId = files[0].id;

      const download = await binary(sales.browser.get(files[0].url));
      expect(download.status).toBe(200);
      expect(download.headers['content-type']).toBe('application/pdf');
      expect(download.headers['content-disposition']).toMatch(/^attachment;/);
      expect(Buffer.compare(download.body as Buffer, PDF)).toBe(0);
    });

    it('never gives a message’s file to another visitor or member, nor under another message', async () => {
      expect((await member.browser.get(`/api/uploads/${fileId}`)).status).toBe(404);
      expect((await member.browser.get(`${CONSOLE}/${messageId}/files/${fileId}`)).status).toBe(403);
      expect((await admin.browser.get(`${CONSOLE}/${messageId + 100_000}/files/${fileId}`)).status).toBe(404);
      expect((await admin.browser.get(`${CONSOLE}/${messageId}/files/..%2F..%2Fetc%2Fpasswd`)).status).toBe(404);
    });

    it('sends the answer to the sender through the outbox once, audited', async () => {
      expect((await sales.browser.post(`${CONSOLE}/${messageId}/answer`, { answer: '' })).status).toBe(400);
      expect((await sales.browser.post(`${CONSOLE}/${messageId}/answer`, { answer: '甲\u0000' })).status).toBe(400);
      const answered = await sales.browser.post(`${CONSOLE}/${messageId}/answer`, { answer: '您好，提前還款不收手續費。' });
      expect(answered.status).toBe(201);
      expect(answered.body).toMatchObject({ status: 'answered', answer: '您好，提前還款不收手續費。', answered_by: sales.id });
      const again = await admin.browser.post(`${CONSOLE}/${messageId}/answer`, { answer: '再次回覆' });
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({ code: 'CONTACT_ALREADY_ANSWERED', message: CONTACT_TEXTS.alreadyAnswered });

      const mails = (await db.query(`SELECT kind, subject, body FROM outbox_messages WHERE recipient = 'answer.me@example.com'`)) as { kind: string; subject: string; body: string }[];
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ kind: 'contact_answer', subject: CONTACT_TEXTS.answerSubject });
      expect(mails[0].body).toContain('您好，提前還款不收手續費。');
      const audits = (await db.query(`SELECT actor_id::int AS actor_id FROM audit_logs WHERE action = 'contact_message.answered' AND target_id = $1`, [String(messageId)])) as { actor_id: number }[];
      expect(audits).toEqual([{ actor_id: sales.id }]);

      const answeredList = await admin.browser.get(`${CONSOLE}?filter=${encodeURIComponent(JSON.stringify({ status: 'answered' }))}`);
      expect((answeredList.body as { id: number }[]).map((row) => row.id)).toEqual([messageId]);
    });
  });
});
