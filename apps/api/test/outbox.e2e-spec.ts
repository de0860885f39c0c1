import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import type { AddressInfo, Server, Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { MESSAGES } from '@lendbridge/domain';
import type { ConsoleOutboxMessage } from '@lendbridge/domain';
import { createApp } from '../src/app.js';
import { loadEnv } from '../src/config/env.js';
import { OUTBOX_MAX_ATTEMPTS, OutboxService } from '../src/modules/outbox/outbox.service.js';
import type { NewOutboxMessage } from '../src/modules/outbox/outbox.service.js';
import { createTestApp } from './create-test-app.js';
import type { TestApp } from './create-test-app.js';
import { grantRoles, signUp } from './factories/members.js';
import type { Member } from './factories/members.js';

interface ReceivedMail {
  to: string;
  data: string;
}

/** Just enough of an SMTP server for nodemailer: accepts everything except recipients containing "reject". */
class FakeSmtpServer {
  readonly received: ReceivedMail[] = [];
  private readonly sockets = new Set<Socket>();
  private readonly server: Server = createServer((socket) => this.serve(socket));

  get url(): string {
    return `smtp://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  start(): Promise<void> {
    return new Promise((resolve) => this.server.listen(0, '127.0.0.1', resolve));
  }

  stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private serve(socket: Socket): void {
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
    socket.on('error', () => undefined);
    socket.setEncoding('utf8');
    const reply = (line: string) => socket.write(`${line}\r\n`);
    let buffer = '';
    let inData = false;
    let data = '';
    let to = '';
    reply('220 fake.smtp ESMTP');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            this.received.push({ to, data });
            data = '';
            reply('250 2.0.0 queued');
          } else {
            data += `${line}\n`;
          }
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'RCPT') {
          to = line.slice(line.indexOf(':') + 1).trim().replace(/^<|>$/g, '');
          reply(to.includes('reject') ? '550 5.1.1 mailbox unavailable' : '250 2.1.5 ok');
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 end data with <CR><LF>.<CR><LF>');
        } else if (verb === 'QUIT') {
          reply('221 2.0.0 bye');
          socket.end();
        } else {
          reply('250 fake.smtp');
        }
      }
    });
  }
}

/** The outbox id a delivered mail carries in its X-LendBridge-Outbox-Id header. */
function outboxIdOf(mail: ReceivedMail): number | undefined {
  const match = /^x-lendbridge-outbox-id:\s*(\d+)$/im.exec(mail.data);
  return match ? Number(match[1]) : undefined;
}

function listPath(params: { sort?: unknown; range?: unknown; filter?: unknown }): string {
  const query = Object.entries(params)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}=${encodeURIComponent(JSON.stringify(value))}`)
    .join('&');
  return `/api/console/outbox${query ? `?${query}` : ''}`;
}

describe('outbox', () => {
  describe('console (stored delivery)', () => {
    let t: TestApp;
    let db: DataSource;
    let outbox: OutboxService;
    let admin: Member;
    let member: Member;
    const tag = randomBytes(4).toString('hex');
    const ids: number[] = [];

    const seed: NewOutboxMessage[] = [
      { channel: 'email', recipient: `alice-${tag}@example.com`, subject: `Welcome ${tag}`, body: 'hello', kind: 'school_email_verification' },
      { channel: 'sms', recipient: '0911000001', subject: `Code ${tag}`, body: 'code 111111', kind: 'verification_code' },
      { channel: 'email', recipient: `bob-${tag}@example.com`, subject: `Reset ${tag}`, body: 'reset', kind: 'password_reset' },
      { channel: 'sms', recipient: '0911000002', subject: `Code ${tag}`, body: 'code 222222', kind: 'verification_code' },
      { channel: 'email', recipient: `carol-${tag}@example.com`, subject: `100%_off ${tag}`, body: 'promo', kind: 'school_email_verification' },
    ];

    beforeAll(async () => {
      t = await createTestApp();
      db = t.app.get(DataSource);
      outbox = t.app.get(OutboxService);
      admin = await signUp(t);
      await grantRoles(t, admin.id, ['admin']);
      member = await signUp(t);
      // The seeded rows are to be the member's only messages: leave out the welcome e-mail of the registration.
      await db.query(`DELETE FROM outbox_messages WHERE user_id = $1`, [member.id]);
      for (const message of seed) ids.push(await outbox.enqueue({ ...message, userId: member.id }));
      await outbox.drain();
    });

    afterAll(async () => {
      await t.close();
    });

    it('answers 401 to a visitor and 403 to a member without the admin role', async () => {
      expect((await request(t.http).get('/api/console/outbox')).status).toBe(401);
      expect((await request(t.http).get(`/api/console/outbox/${ids[0]}`)).status).toBe(401);
      const list = await member.browser.get('/api/console/outbox');
      expect(list.status).toBe(403);
      expect(list.body).toMatchObject({ code: 'FORBIDDEN', message: MESSAGES.forbidden });
      expect((await member.browser.get(`/api/console/outbox/${ids[0]}`)).status).toBe(403);
      const sales = await signUp(t);
      await grantRoles(t, sales.id, ['sales']);
      expect((await sales.browser.get('/api/console/outbox')).status).toBe(403);
    });

    it('stores every message when no SMTP server is configured', async () => {
      const rows: { status: string; attempts: number; sent_at: Date | null; last_error: string | null }[] = await db.query(
        'SELECT status, attempts, sent_at, last_error FROM outbox_messages WHERE id = ANY($1::bigint[])',
        [ids],
      );
      expect(rows).toHaveLength(seed.length);
      for (const row of rows) {
        expect(row).toMatchObject({ status: 'stored', attempts: 1, last_error: null });
        expect(row.sent_at).toBeInstanceOf(Date);
      }
    });

    it('lists newest first by default with Content-Range', async () => {
      const response = await admin.browser.get(listPath({ filter: { user_id: member.id } }));
      expect(response.status).toBe(200);
      expect(response.headers['content-range']).toBe(`outbox 0-4/5`);
      expect(response.headers['access-control-expose-headers']).toContain('Content-Range');
      expect((response.body as ConsoleOutboxMessage[]).map((row) => row.id)).toEqual([...ids].reverse());
      expect(Object.keys(response.body[0]).sort()).toEqual(
        [
          'attempts',
          'body',
          'channel',
          'created_at',
          'id',
          'kind',
          'last_error',
          'recipient',
          'sent_at',
          'status',
          'subject',
          'user_id',
        ].sort(),
      );
    });

    it('sorts by id, channel, status and created_at', async () => {
      const filter = { user_id: member.id };
      const ascending = await admin.browser.get(listPath({ sort: ['id', 'ASC'], filter }));
      expect((ascending.body as ConsoleOutboxMessage[]).map((row) => row.id)).toEqual(ids);

      const byChannel = await admin.browser.get(listPath({ sort: ['channel', 'ASC'], filter }));
      expect((byChannel.body as ConsoleOutboxMessage[]).map((row) => row.channel)).toEqual(['email', 'email', 'email', 'sms', 'sms']);
      expect((byChannel.body as ConsoleOutboxMessage[]).map((row) => row.id)).toEqual([ids[0], ids[2], ids[4], ids[1], ids[3]]);

      const byCreated = await admin.browser.get(listPath({ sort: ['created_at', 'desc'], filter }));
      expect(byCreated.status).toBe(200);
      expect(byCreated.body).toHaveLength(5);

      const byStatus = await admin.browser.get(listPath({ sort: ['status', 'ASC'], filter }));
      expect(byStatus.status).toBe(200);

      const bad = await admin.browser.get(listPath({ sort: ['body', 'ASC'] }));
      expect(bad.status).toBe(400);
      expect(bad.body.errors).toHaveProperty('sort');
    });

    it('paginates by range', async () => {
      const filter = { user_id: member.id };
      const first = await admin.browser.get(listPath({ sort: ['id', 'ASC'], range: [0, 1], filter }));
      expect(first.headers['content-range']).toBe('outbox 0-1/5');
      expect((first.body as ConsoleOutboxMessage[]).map((row) => row.id)).toEqual(ids.slice(0, 2));
      const last = await admin.browser.get(listPath({ sort: ['id', 'ASC'], range: [4, 9], filter }));
      expect(last.headers['content-range']).toBe('outbox 4-4/5');
      expect((last.body as ConsoleOutboxMessage[]).map((row) => row.id)).toEqual([ids[4]]);
      const beyond = await admin.browser.get(listPath({ range: [10, 19], filter }));
      expect(beyond.body).toEqual([]);
      expect(beyond.headers['content-range']).toBe('outbox 10-10/5');
      expect((await admin.browser.get(listPath({ range: [5, 1] }))).status).toBe(400);
    });

    it('filters by text, channel, kind, status and ids', async () => {
      const idsOf = async (filter: Record<string, unknown>) =>
        ((await admin.browser.get(listPath({ sort: ['id', 'ASC'], filter }))).body as ConsoleOutboxMessage[]).map((row) => row.id);

      expect(await idsOf({ q: `bob-${tag}` })).toEqual([ids[2]]);
      expect(await idsOf({ q: `ALICE-${tag}` })).toEqual([ids[0]]);
      expect(await idsOf({ q: `Code ${tag}` })).toEqual([ids[1], ids[3]]);
      expect(await idsOf({ q: `100%_off ${tag}` })).toEqual([ids[4]]);
      expect(await idsOf({ q: `%${tag}`, user_id: member.id })).toEqual([]);
      expect(await idsOf({ channel: 'sms', user_id: member.id })).toEqual([ids[1], ids[3]]);
      expect(await idsOf({ kind: 'school_email_verification', user_id: member.id })).toEqual([ids[0], ids[4]]);
      expect(await idsOf({ kind: 'school_email_verification', channel: 'sms', user_id: member.id })).toEqual([]);
      expect(await idsOf({ status: 'stored', user_id: member.id })).toEqual(ids);
      expect(await idsOf({ status: 'failed', user_id: member.id })).toEqual([]);
      expect(await idsOf({ id: [ids[3], ids[0]] })).toEqual([ids[0], ids[3]]);
      expect(await idsOf({ id: [] })).toEqual([]);
      expect((await admin.browser.get(listPath({ filter: { user_id: 'x' } }))).status).toBe(400);
      expect((await admin.browser.get('/api/console/outbox?filter=%7Bnot-json')).status).toBe(400);
    });

    it('shows one message and answers 404 for an unknown one', async () => {
      const one = await admin.browser.get(`/api/console/outbox/${ids[1]}`);
      expect(one.status).toBe(200);
      expect(one.body).toMatchObject({
        id: ids[1],
        channel: 'sms',
        recipient: '0911000001',
        subject: `Code ${tag}`,
        body: 'code 111111',
        kind: 'verification_code',
        status: 'stored',
        attempts: 1,
        last_error: null,
        user_id: member.id,
      });
      expect(typeof one.body.created_at).toBe('string');
      expect(typeof one.body.sent_at).toBe('string');
      expect((await admin.browser.get('/api/console/outbox/999999999')).status).toBe(404);
      expect((await admin.browser.get('/api/console/outbox/abc')).status).toBe(404);
    });

    it('writes a message inside the caller transaction', async () => {
      const message: NewOutboxMessage = {
        channel: 'email',
        recipient: `tx-${tag}@example.com`,
        subject: 'tx',
        body: 'tx',
        kind: 'verification_code',
      };
      await expect(
        db.transaction(async (manager) => {
          await outbox.enqueue(message, manager);
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      const none: unknown[] = await db.query('SELECT id FROM outbox_messages WHERE recipient = $1', [message.recipient]);
      expect(none).toHaveLength(0);

      const id = await db.transaction((manager) => outbox.enqueue(message, manager));
      const pending: { status: string }[] = await db.query('SELECT status FROM outbox_messages WHERE id = $1', [id]);
      expect(pending[0].status).toBe('pending');
      await outbox.drain();
      const stored: { status: string }[] = await db.query('SELECT status FROM outbox_messages WHERE id = $1', [id]);
      expect(stored[0].status).toBe('stored');
    });
  });

  describe('SMTP delivery', () => {
    const smtp = new FakeSmtpServer();
    let t: TestApp;
    let db: DataSource;
    let outbox: OutboxService;
    let second: NestExpressApplication | undefined;

    interface Delivery {
      status: string;
      attempts: number;
      last_error: string | null;
      sent_at: Date | null;
    }

    async function statusOf(id: number): Promise<Delivery> {
      const rows: Delivery[] = await db.query(
        'SELECT status, attempts, last_error, sent_at FROM outbox_messages WHERE id = $1',
        [id],
      );
      return rows[0];
    }

    beforeAll(async () => {
      await smtp.start();
      t = await createTestApp({ SMTP_URL: smtp.url });
      db = t.app.get(DataSource);
      outbox = t.app.get(OutboxService);
    });

    afterAll(async () => {
      await second?.close();
      await t.close();
      await smtp.stop();
    });

    it('sends e-mail through the SMTP server and still stores text messages', async () => {
      const mailId = await outbox.enqueue({
        channel: 'email',
        recipient: 'dora@example.com',
        subject: 'Your code',
        body: 'code 123456',
        kind: 'verification_code',
      });
      const smsId = await outbox.enqueue({
        channel: 'sms',
        recipient: '0911000003',
        subject: '',
        body: 'code 654321',
        kind: 'verification_code',
      });
      await outbox.drain();

      expect(await statusOf(mailId)).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
      expect((await statusOf(mailId)).sent_at).toBeInstanceOf(Date);
      expect(await statusOf(smsId)).toMatchObject({ status: 'stored', attempts: 1 });

      const mail = smtp.received.find((received) => outboxIdOf(received) === mailId);
      expect(mail?.to).toBe('dora@example.com');
      expect(mail?.data).toContain('Subject: Your code');
      expect(mail?.data).toContain('code 123456');
      expect(smtp.received.some((received) => received.data.includes('654321'))).toBe(false);
    });

    it('keeps the error of a failed delivery, retries later, and gives up after five attempts', async () => {
      const id = await outbox.enqueue({
        channel: 'email',
        recipient: 'reject@example.com',
        subject: 'No',
        body: 'no',
        kind: 'verification_code',
      });
      await outbox.drain();
      const afterOne = await statusOf(id);
      expect(afterOne.status).toBe('pending');
      expect(afterOne.attempts).toBe(1);
      expect(afterOne.last_error).toContain('550');

      await outbox.drain();
      expect((await statusOf(id)).attempts).toBe(1);

      for (let round = 0; round < OUTBOX_MAX_ATTEMPTS * 2 && (await statusOf(id)).status === 'pending'; round += 1) {
        await db.query(`UPDATE outbox_messages SET created_at = created_at - interval '1 hour' WHERE id = $1`, [id]);
        await outbox.drain();
      }
      const failed = await statusOf(id);
      expect(failed).toMatchObject({ status: 'failed', attempts: OUTBOX_MAX_ATTEMPTS, sent_at: null });
      expect(failed.last_error).toContain('550');
      await outbox.drain();
      expect((await statusOf(id)).attempts).toBe(OUTBOX_MAX_ATTEMPTS);
    });

    it('never sends a message twice when two API processes drain one database', async () => {
      const env = loadEnv({ NODE_ENV: 'test', SEED_DEMO: 'false', LOG_LEVEL: 'silent', SMTP_URL: smtp.url });
      second = await createApp({ env, databaseUrl: t.databaseUrl, sessionSecret: randomBytes(32).toString('hex') });
      await second.init();
      const other = second.get(OutboxService);

      const ids = await db.transaction(async (manager) => {
        const created: number[] = [];
        for (let index = 0; index < 30; index += 1) {
          created.push(
            await outbox.enqueue(
              {
                channel: 'email',
                recipient: `bulk-${index}@example.com`,
                subject: `Bulk ${index}`,
                body: `bulk ${index}`,
                kind: 'verification_code',
              },
              manager,
            ),
          );
        }
        return created;
      });
      await Promise.all([outbox.drain(), other.drain(), outbox.drain(), other.drain()]);

      const rows: { status: string; attempts: number }[] = await db.query(
        'SELECT status, attempts FROM outbox_messages WHERE id = ANY($1::bigint[])',
        [ids],
      );
      expect(rows).toHaveLength(ids.length);
      expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
      for (const id of ids) {
        const copies = smtp.received.filter((received) => outboxIdOf(received) === id);
        expect(copies).toHaveLength(1);
      }
    });
  });
});
