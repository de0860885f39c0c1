import { spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { createTestApp } from './create-test-app.js';
import type { TestApp } from './create-test-app.js';
import { expectLedgerReconciled, postIdempotent } from './factories/ledger.js';
import type { Lender } from './factories/ledger.js';
import { PASSWORD } from './factories/members.js';
import { ORDERS, expectInvestedMatches, investor, ledgerBalances, line, loanState, marketLoan, placeOrder } from './factories/orders.js';

const CLIENTS = 50;
/** The clients that order from a second OS process, over their own HTTP connections. */
const REMOTE = 25;
const CASH = 3_000;
const LOAN_AMOUNT = 60_000;
const LEFT = 20_000;

interface Outcome {
  status: number;
  body: { code?: string; data?: { investments?: { amount: number }[]; loans?: { amount: number }[] } };
}

/**
 * The second process: signs each of its members in (its own session and CSRF token), says
 * "ready", waits for "go" on stdin, then sends every order at once and prints the answers.
 */
const REMOTE_CLIENT = `
const { base, clients } = JSON.parse(process.env.RACE_INPUT);
const sessions = [];
for (const client of clients) {
  const cookies = new Map();
  const remember = (response) => {
    for (const header of response.headers.getSetCookie()) {
      const pair = header.split(';')[0];
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
  };
  const cookie = () => [...cookies].map(([name, value]) => name + '=' + value).join('; ');
  const csrf = await fetch(base + '/api/auth/csrf');
  remember(csrf);
  const token = (await csrf.json()).data.csrfToken;
  const login = await fetch(base + '/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', 'x-csrf-token': token, cookie: cookie() },
    body: JSON.stringify({ email: client.email, password: client.password }),
  });
  remember(login);
  const signedIn = await login.json();
  if (login.status !== 200) throw new Error('sign-in failed: ' + JSON.stringify(signedIn));
  sessions.push({ cookie: cookie(), token: signedIn.data.csrfToken, order: client.order });
}
process.stdout.write('ready\\n');
await new Promise((resolve) => process.stdin.once('data', resolve));
const outcomes = await Promise.all(sessions.map(async (session) => {
  const response = await fetch(base + '/api/v1/orders', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-requested-with': 'XMLHttpRequest',
      'x-csrf-token': session.token,
      'idempotency-key': crypto.randomUUID(),
      cookie: session.cookie,
    },
    body: JSON.stringify(session.order),
  });
  return { status: response.status, body: await response.json() };
}));
process.stdout.write(JSON.stringify(outcomes) + '\\n');
`;

describe('the last NT$1000s of a loan under a race of 50 clients', () => {
  let t: TestApp;
  let clients: Lender[];

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen(0, '127.0.0.1');
    clients = [];
    for (let start = 0; start < CLIENTS; start += 10) {
      clients.push(...(await Promise.all(Array.from({ length: Math.min(10, CLIENTS - start) }, () => investor(t, CASH)))));
    }
  }, 240_000);

  afterAll(async () => {
    await expectLedgerReconciled(t);
    await t.close();
  });

  it('sells exactly what is left, never more, from two processes at once', async () => {
    const loan = await marketLoan(t, { amount: LOAN_AMOUNT });
    const early = await investor(t, LOAN_AMOUNT);
    expect((await placeOrder(t, early, [{ serial: loan.serial, amount: LOAN_AMOUNT - LEFT }])).status).toBe(201);

    const amountOf = (index: number): number => (index % 5 === 0 ? 2_000 : 1_000);
    const bodyOf = async (index: number) => ({
      loans: [await line(t, loan.serial, amountOf(index))],
      payment_method: 'balance',
      contract_accepted: true,
    });
    const bodies = await Promise.all(clients.map((_, index) => bodyOf(index)));
    const { port } = t.http.address() as AddressInfo;

    const child = spawn(process.execPath, ['--input-type=module', '-e', REMOTE_CLIENT], {
      env: {
        ...process.env,
        RACE_INPUT: JSON.stringify({
          base: `http://127.0.0.1:${port}`,
          clients: clients.slice(0, REMOTE).map((client, index) => ({ email: client.email, password: PASSWORD, order: bodies[index] })),
        }),
      },
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    let outcomes: Outcome[];
    let remote: Outcome[];
    let local: Outcome[];
    try {
      const lines = createInterface({ input: child.stdout });
      const output: string[] = [];
      const ready = new Promise<void>((resolve, reject) => {
        lines.on('line', (text) => {
          if (text === 'ready') resolve();
          else output.push(text);
        });
        child.once('exit', (code) => reject(new Error(`The remote clients exited early (${String(code)})`)));
      });
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      await ready;

      child.stdin.end('go\n');
      local = await Promise.all(
        clients
          .slice(REMOTE)
          .map((client, index) =>
            postIdempotent(client, ORDERS, bodies[REMOTE + index]).then((response) => ({ status: response.status, body: response.body as Outcome['body'] })),
          ),
      );
      await exited;
      remote = JSON.parse(output.join('')) as Outcome[];
      outcomes = [...remote, ...local];
    } finally {
      if (child.exitCode === null) child.kill();
    }
    expect(outcomes).toHaveLength(CLIENTS);

    expect(outcomes.filter((outcome) => outcome.status !== 201 && outcome.status !== 409)).toEqual([]);
    for (const outcome of outcomes.filter((candidate) => candidate.status === 409)) expect(outcome.body.code).toBe('CART_CHANGED');
    const sold = outcomes
      .filter((outcome) => outcome.status === 201)
      .reduce((sum, outcome) => sum + (outcome.body.data?.investments ?? []).reduce((total, investment) => total + investment.amount, 0), 0);
    expect(sold).toBe(LEFT);
    expect([remote.length, local.length]).toEqual([REMOTE, CLIENTS - REMOTE]);

    const after = await loanState(t, loan.serial);
    expect(after).toMatchObject({ status: 'funded', invested_amount: LOAN_AMOUNT });
    expect(after.amount - after.invested_amount).toBe(0);
    await expectInvestedMatches(t, loan.serial);

    for (const [index, client] of clients.entries()) {
      const outcome = outcomes[index];
      const amount = outcome.status === 201 ? amountOf(index) : 0;
      expect({ index, ...(await ledgerBalances(t, client.id)) }).toEqual({ index, cash: CASH - amount, locked: amount });
    }
    const [{ negative }] = (await t.app
      .get(DataSource)
      .query(`SELECT count(*)::int AS negative FROM ledger_accounts WHERE kind <> 'bank' AND balance < 0`)) as { negative: number }[];
    expect(negative).toBe(0);
  }, 120_000);
});
