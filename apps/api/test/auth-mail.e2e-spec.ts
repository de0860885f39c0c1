import { createServer } from 'node:net';
import type { AddressInfo, Server, Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import type { ConsoleOutboxMessage } from '@lendbridge/domain';
import { Browser, createTestApp } from './create-test-app.js';
import type { TestApp } from './create-test-app.js';
import { registerBody, signUp, uniqueEmail } from './factories/members.js';

type OutboxRecord = Pick<ConsoleOutboxMessage, 'kind' | 'attempts' | 'status'>;

/**
 * The answers that could tell a stranger whether an address has an account, with a mail server that
 * accepts connections and never greets: an answer that waited for the delivery would wait for it.
 */
describe('answers that do not tell which e-mails have accounts', () => {
  let t: TestApp;
  let mailServer: Server;
  const connections = new Set<Socket>();

  const outboxOf = (email: string): Promise<OutboxRecord[]> =>
    t.app
      .get(DataSource)
      .query(`SELECT kind, attempts, status FROM outbox_messages WHERE recipient = $1 ORDER BY id`, [email]);

  beforeAll(async () => {
    mailServer = createServer((socket) => {
      connections.add(socket);
      socket.on('close', () => connections.delete(socket));
    });
    await new Promise<void>((resolve) => mailServer.listen(0, '127.0.0.1', resolve));
    const { port } = mailServer.address() as AddressInfo;
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
  });

  afterAll(async () => {
    for (const socket of connections) socket.destroy();
    await new Promise<void>((resolve) => mailServer.close(() => resolve()));
    await t.close();
  });

  it('forgot password: known and unknown e-mails get the same answer, one e-mail each, and neither waits for the mail server', async () => {
    const member = await signUp(t);
    const unknownEmail = uniqueEmail();
    const known = await new Browser(t.http).post('/api/auth/password/forgot', { email: member.email });
    const knownMail = (await outboxOf(member.email)).filter((row) => row.kind === 'password_reset');
    const unknown = await new Browser(t.http).post('/api/auth/password/forgot', { email: unknownEmail });
    const unknownMail = await outboxOf(unknownEmail);

    expect(known.status).toBe(200);
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(knownMail).toEqual([{ kind: 'password_reset', attempts: 0, status: 'pending' }]);
    expect(unknownMail).toEqual([{ kind: 'password_reset_no_account', attempts: 0, status: 'pending' }]);
  });

  it('registration: a registered and a new e-mail get the same answer, one e-mail each, and neither waits for the mail server', async () => {
    const member = await signUp(t);
    const newEmail = uniqueEmail();
    const taken = await new Browser(t.http).post('/api/auth/register', registerBody({ email: member.email }));
    const takenMail = (await outboxOf(member.email)).filter((row) => row.kind === 'registration_attempt');
    const fresh = await new Browser(t.http).post('/api/auth/register', registerBody({ email: newEmail }));
    const freshMail = await outboxOf(newEmail);

    expect(taken.status).toBe(201);
    expect(fresh.status).toBe(taken.status);
    expect(fresh.body).toEqual(taken.body);
    expect(takenMail).toEqual([{ kind: 'registration_attempt', attempts: 0, status: 'pending' }]);
    expect(freshMail).toEqual([{ kind: 'registration_confirm', attempts: 0, status: 'pending' }]);
  });
});
