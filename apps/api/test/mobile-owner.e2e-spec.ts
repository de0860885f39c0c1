import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { MESSAGES } from '@lendbridge/domain';
import { Browser, createTestApp } from './create-test-app.js';
import type { TestApp } from './create-test-app.js';
import { registerBody, registrationToken, signUp, uniqueMobile } from './factories/members.js';

describe('one mobile number per account', () => {
  let t: TestApp;
  let db: DataSource;

  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.get(DataSource);
  });

  afterAll(async () => {
    await t.close();
  });

  const accountsWith = async (mobile: string): Promise<number> => {
    const [row] = (await db.query(`SELECT count(*)::int AS count FROM users WHERE mobile = $1`, [mobile])) as { count: number }[];
    return row.count;
  };

  it('refuses to register a mobile another account already has, on the mobile field in Chinese', async () => {
    const mobile = uniqueMobile();
    await signUp(t, { mobile });

    const response = await new Browser(t.http).post('/api/auth/register', registerBody({ mobile }));
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ code: 'MOBILE_TAKEN', message: MESSAGES.mobileTaken, errors: { mobile: MESSAGES.mobileTaken } });
    expect(await accountsWith(mobile)).toBe(1);

    const other = await new Browser(t.http).post('/api/auth/register', registerBody({ mobile: uniqueMobile() }));
    expect(other.status).toBe(201);
  });

  it('creates only one of two accounts finished at once with the same mobile', async () => {
    const mobile = uniqueMobile();
    const bodies = [registerBody({ mobile }), registerBody({ mobile })];
    const browsers = bodies.map(() => new Browser(t.http));
    for (const [index, body] of bodies.entries()) expect((await browsers[index].post('/api/auth/register', body)).status).toBe(201);
    const tokens = await Promise.all(bodies.map((body) => registrationToken(t, body.email)));
    const answers = await Promise.all(
      bodies.map((body, index) => browsers[index].post('/api/auth/register/confirm', { token: tokens[index], password: body.password })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body.errors).toEqual({ mobile: MESSAGES.mobileTaken });
    expect(await accountsWith(mobile)).toBe(1);
  });

  it('refuses to change the profile mobile to a number another account registered with, verified or not', async () => {
    const owner = uniqueMobile();
    await signUp(t, { mobile: owner });
    const member = await signUp(t);

    const send = await member.browser.post('/api/verify/mobile', { mobile: owner });
    expect(send.status).toBe(409);
    expect(send.body).toMatchObject({ code: 'MOBILE_TAKEN', errors: { mobile: MESSAGES.mobileTaken } });
    const confirm = await member.browser.post('/api/verify/mobile-code', { mobile: owner, code: '123456' });
    expect(confirm.status).toBe(409);
    expect(confirm.body.errors).toEqual({ mobile: MESSAGES.mobileTaken });
    expect(await accountsWith(owner)).toBe(1);
  });

  it('keeps the numbers unique in the database as well', async () => {
    const mobile = uniqueMobile();
    const first = await signUp(t, { mobile });
    const second = await signUp(t);
    await expect(db.query(`UPDATE users SET mobile = $2 WHERE id = $1`, [second.id, mobile])).rejects.toMatchObject({
      code: '23505',
    });
    expect(first.id).not.toBe(second.id);
  });
});
