import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ACCOUNT_RECENT_WINDOW_DAYS, shiftIsoDate, taipeiToday } from '@lendbridge/domain';
import { createTestApp } from './create-test-app.js';
import type { TestApp } from './create-test-app.js';
import { PASSWORD } from './factories/members.js';
import type { Member } from './factories/members.js';
import { adminOf, depositTo, expectLedgerReconciled, postIdempotent, verifiedMember } from './factories/ledger.js';
import type { Lender } from './factories/ledger.js';

/** Further than the default 90-day window: a statement dated on the real calendar falls outside it. */
const DAYS_FORWARD = 120;

const dayOf = (row: { created_at: string }): string => taipeiToday(new Date(row.created_at));

describe('statements on the business clock', () => {
  let t: TestApp;
  let admin: Member;
  let member: Lender;
  let businessDate: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminOf(t);
    member = await verifiedMember(t);
    const moved = await admin.browser.put('/api/console/clock', { days_forward: DAYS_FORWARD });
    expect(moved.status).toBe(200);
    businessDate = moved.body.data.today as string;
  }, 60_000);

  afterAll(async () => {
    await expectLedgerReconciled(t);
    await t.close();
  });

  it('dates deposits made after the clock moved on the business date, inside the default window it answers', async () => {
    await depositTo(t, member, 5_000);
    const recorded = await postIdempotent(admin, '/api/console/deposits', { member_serial: member.memberSerial, amount: 700, note: '臨櫃存款' });
    expect(recorded.status).toBe(201);

    const list = await member.browser.get('/api/account/transactions');
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({
      total: 2,
      start_date: shiftIsoDate(businessDate, -ACCOUNT_RECENT_WINDOW_DAYS),
      end_date: businessDate,
    });
    expect(list.body.data.map(dayOf)).toEqual([businessDate, businessDate]);
    const overview = (await member.browser.get('/api/account/overview')).body.data;
    expect(overview.recent_preview.map((entry: { date: string }) => entry.date)).toEqual([businessDate, businessDate]);
  });

  it('lists a withdrawal and its payout on the business date, and offers the business month as a statement', async () => {
    const requested = await postIdempotent(member, '/api/account/withdraw', { amount: 1_000, password: PASSWORD });
    expect(requested.status).toBe(200);
    const paid = await admin.browser.post('/api/console/withdrawals/payout', { ids: [requested.body.data.id], reason: '已匯款' });
    expect(paid.status).toBe(200);

    const withdraws = await member.browser.get('/api/account/withdraws');
    expect(withdraws.status).toBe(200);
    expect(withdraws.body).toMatchObject({
      total: 1,
      start_date: shiftIsoDate(businessDate, -ACCOUNT_RECENT_WINDOW_DAYS),
      end_date: businessDate,
    });
    expect(withdraws.body.data.map(dayOf)).toEqual([businessDate]);

    const statement = await member.browser.get('/api/account/transactions');
    expect(statement.body.data.map(dayOf).every((day: string) => day === businessDate)).toBe(true);
    expect(statement.body.total).toBeGreaterThanOrEqual(4);

    const month = businessDate.slice(0, 7);
    const download = await member.browser.get(`/api/account/statements/${month}.xls`);
    expect(download.status).toBe(200);
    expect(download.text).toContain('儲值入帳');
  });
});
