import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { LedgerService } from '../src/modules/ledger/ledger.service.js';
import {
  DAY_MS,
  EXAMPLE_CREDIT_APPLICATION,
  FUNDING_PERIOD_DAYS,
  LOAN_APPLICATION_STATUSES,
  LOAN_APP_TYPES,
  LOAN_MARKET_STATUS_OPEN,
  MARKET_SOURCES,
  MARKET_TABS,
  MID_AUTUMN_2021_BONUSES,
  MID_AUTUMN_2022_BONUSES,
  NEW_YEAR_2018_CASHBACK_TIERS,
  SEASONAL_CAMPAIGN_KEYS,
  REFERRAL_REWARD_AMOUNT,
  STAFF_ROLES,
  shiftIsoDate,
  taipeiToday,
} from '@lendbridge/domain';
import type { MarketLoanDetail } from '@lendbridge/domain';
import { DEMO_PASSWORD, seedDemo } from '../src/database/seed/demo.js';
import { seedMarketDemo } from '../src/database/seed/market-demo.js';
import { DEMO_PROMO_CODES } from '../src/database/seed/promo-codes-demo.js';
import { DEMO_CHARITIES } from '../src/database/seed/charities-demo.js';
import { BusinessClock } from '../src/modules/repayment/business-clock.js';
import { Browser, createTestApp } from './create-test-app.js';
import type { TestApp } from './create-test-app.js';
import { colourSpread, decodePng } from './factories/png.js';

describe('demo data', () => {
  let t: TestApp;
  let printed: { email: string }[];

  beforeAll(async () => {
    t = await createTestApp();
    printed = await seedDemo(t.app);
  }, 300_000);

  afterAll(async () => {
    await t.close();
  });

  it('creates an account for every staff role, each able to sign in', async () => {
    const rows: { email: string; roles: string[] }[] = await t.app.get(DataSource).query(`SELECT email, roles FROM users ORDER BY id`);
    for (const role of STAFF_ROLES) expect(rows.some((row) => row.roles.includes(role))).toBe(true);
    expect(printed.map((account) => account.email)).toEqual(rows.map((row) => row.email));
    const login = await new Browser(t.http).post('/api/auth/login', { email: 'admin@lendbridge.tw', password: DEMO_PASSWORD });
    expect(login.status).toBe(200);
    expect(login.body.data.roles).toContain('admin');
  });

  it('holds applications of every type and in every status, and loans awaiting confirmation and listed', async () => {
    const dataSource = t.app.get(DataSource);
    const types: { app_type: string }[] = await dataSource.query(`SELECT DISTINCT app_type FROM loan_applications`);
    expect(types.map((row) => row.app_type).sort()).toEqual([...LOAN_APP_TYPES].sort());
    const statuses: { status: string }[] = await dataSource.query(`SELECT DISTINCT status FROM loan_applications`);
    expect(statuses.map((row) => row.status).sort()).toEqual([...LOAN_APPLICATION_STATUSES].sort());
    const loans: { status: string }[] = await dataSource.query(`SELECT DISTINCT status FROM loans ORDER BY status`);
    expect(loans.map((row) => row.status)).toEqual(['cleared', 'finished', 'matching', 'overdue', 'rate_confirming', 'repaying']);
  });

  it('gives sales@ applicant@, who named their code on a submitted application, and no other member', async () => {
    const sales = new Browser(t.http);
    expect((await sales.post('/api/auth/login', { email: 'sales@lendbridge.tw', password: DEMO_PASSWORD })).status).toBe(200);
    const members = await sales.get('/api/console/members');
    expect(members.status).toBe(200);
    expect(members.body.map((row: { email: string }) => row.email)).toEqual(['applicant@lendbridge.tw']);
    expect(members.headers['content-range']).toBe('members 0-0/1');
    const applications = await sales.get('/api/console/loan-applications');
    expect(applications.body.map((row: { status: string }) => row.status)).toEqual(['submitted']);
  });

  it('lists loans in every market tab and source, with read markers and an answered question', async () => {
    const dataSource = t.app.get(DataSource);
    const listed: { market_tab: string; source: string }[] = await dataSource.query(
      `SELECT DISTINCT market_tab, source FROM loans WHERE status = 'matching' AND market_status = $1 AND invested_amount = 0`,
      [LOAN_MARKET_STATUS_OPEN],
    );
    for (const tab of MARKET_TABS) {
      expect(listed.filter((row) => row.market_tab === tab).map((row) => row.source).sort()).toEqual([...MARKET_SOURCES].sort());
    }
    const browser = new Browser(t.http);
    for (const tab of MARKET_TABS) {
      const page = await browser.get(`/api/market-place/${tab}`);
      expect({ tab, status: page.status }).toEqual({ tab, status: 200 });
      expect(page.body.meta.pagination.total).toBeGreaterThanOrEqual(MARKET_SOURCES.length);
    }
    const pending = await browser.get('/api/market-place/pawn-project?pawn_tab=pending');
    expect(pending.body.data.length).toBeGreaterThanOrEqual(1);
    const [{ reads }] = await dataSource.query(`SELECT count(*)::int AS reads FROM market_reads`);
    expect(reads).toBeGreaterThan(0);
    const [{ answered }] = await dataSource.query(`SELECT count(*)::int AS answered FROM loan_questions WHERE replied_at IS NOT NULL`);
    expect(answered).toBeGreaterThan(0);
    const [{ statements }] = await dataSource.query(`SELECT count(*)::int AS statements FROM loan_financial_statements`);
    expect(statements).toBeGreaterThan(0);
    const marketRows = `SELECT (SELECT count(*) FROM loans) AS loans, (SELECT count(*) FROM market_reads) AS reads,
                              (SELECT count(*) FROM loan_questions) AS questions`;
    const before = await dataSource.query(marketRows);
    expect(await seedMarketDemo(t.app, DEMO_PASSWORD)).toEqual([]);
    expect(await dataSource.query(marketRows)).toEqual(before);
  });

  it('describes every listed loan in its own words, for its type: the farmer loans name their crop and place', async () => {
    const browser = new Browser(t.http);
    const listed: { serial: string; app_type: string }[] = await t.app
      .get(DataSource)
      .query(`SELECT serial, app_type FROM loans WHERE status = 'matching' ORDER BY id`);
    const details = [];
    for (const loan of listed) {
      const detail = await browser.get(`/api/market-place/loan/${loan.serial}`);
      expect({ serial: loan.serial, status: detail.status }).toEqual({ serial: loan.serial, status: 200 });
      details.push({ ...loan, description: detail.body.data.description as string, farmer: detail.body.data.farmer as { place_of_origin: string } | null });
    }
    const descriptions = details.map((detail) => detail.description);
    expect(new Set(descriptions).size).toBe(descriptions.length);
    expect(descriptions).not.toContain(EXAMPLE_CREDIT_APPLICATION.description);
    const farmers = details.filter((detail) => detail.app_type === 'farmer');
    expect(farmers.length).toBeGreaterThanOrEqual(3);
    for (const farmer of farmers) expect(farmer.description).toMatch(/稻|米|芒果|果園|農/);
    for (const farmer of farmers.filter((detail) => detail.farmer)) expect(farmer.description).toContain(farmer.farmer?.place_of_origin.slice(3));
    const [rice, mango] = farmers;
    expect(rice.description).toMatch(/西螺.*稻|稻.*西螺/);
    expect(mango.description).toMatch(/枋山.*芒果|芒果.*枋山/);
    for (const sme of details.filter((detail) => detail.app_type === 'sme')) expect(sme.description).toMatch(/店|廠|公司|工作室/);
    for (const student of details.filter((detail) => detail.app_type === 'student')) expect(student.description).toMatch(/學/);
  });

  it("shows the farmer loans' gallery as pictures, not flat placeholders", async () => {
    const browser = new Browser(t.http);
    const farmers: { serial: string }[] = await t.app
      .get(DataSource)
      .query(`SELECT l.serial FROM loans l WHERE EXISTS (SELECT 1 FROM loan_gallery_images g WHERE g.loan_id = l.id) ORDER BY l.id`);
    expect(farmers.length).toBeGreaterThanOrEqual(2);
    let images = 0;
    for (const { serial } of farmers) {
      const detail = await browser.get(`/api/market-place/loan/${serial}`);
      for (const image of detail.body.data.farmer.gallery as { url: string; caption: string }[]) {
        const file = await browser.get(image.url).buffer(true).parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => done(null, Buffer.concat(chunks)));
        });
        expect({ caption: image.caption, status: file.status, type: file.headers['content-type'] }).toEqual({
          caption: image.caption,
          status: 200,
          type: 'image/png',
        });
        const picture = decodePng(file.body as Buffer);
        expect(picture.width * picture.height).toBeGreaterThanOrEqual(100_000);
        const spread = colourSpread(picture);
        expect({ caption: image.caption, colourful: spread.colours >= 64, flat: spread.commonest > 0.5 }).toEqual({
          caption: image.caption,
          colourful: true,
          flat: false,
        });
        images += 1;
      }
    }
    expect(images).toBeGreaterThanOrEqual(5);
  });

  it("dates borrower@'s loan in repayment on its own days: listed, funded (滿標) just before its disbursement, its deadline after", async () => {
    const [loan] = (await t.app.get(DataSource).query(
      `SELECT l.serial, l.created_at, l.rate_confirmed_at, l.funded_at, l.funding_deadline, l.disbursed_at, la.submitted_at, la.decided_at,
              (SELECT max(o.created_at) FROM investments i JOIN orders o ON o.id = i.order_id WHERE i.loan_id = l.id) AS ordered_at
         FROM loans l JOIN loan_applications la ON la.id = l.application_id JOIN users u ON u.id = l.borrower_id
        WHERE u.email_normalized = 'borrower@lendbridge.tw' AND l.status = 'repaying'`,
    )) as Record<'created_at' | 'rate_confirmed_at' | 'funded_at' | 'funding_deadline' | 'disbursed_at' | 'submitted_at' | 'decided_at' | 'ordered_at', Date>[];
    const at = (key: keyof typeof loan) => loan[key].getTime();
    expect(at('submitted_at')).toBeLessThan(at('decided_at'));
    expect(at('decided_at')).toBeLessThan(at('rate_confirmed_at'));
    expect(at('rate_confirmed_at')).toBeLessThanOrEqual(at('ordered_at'));
    expect(at('ordered_at')).toBeLessThanOrEqual(at('funded_at'));
    expect(at('funded_at')).toBeLessThan(at('disbursed_at'));
    expect(at('disbursed_at') - at('funded_at')).toBeLessThanOrEqual(7 * DAY_MS);
    expect(at('funding_deadline') - at('rate_confirmed_at')).toBe(FUNDING_PERIOD_DAYS * DAY_MS);
    expect(at('funding_deadline')).toBeGreaterThan(at('funded_at'));
    expect(at('created_at')).toBeLessThanOrEqual(at('rate_confirmed_at'));
  });

  it('keeps the history of the demo on the days it happened, in the order it happened', async () => {
    const dataSource = t.app.get(DataSource);
    const today = await t.app.get(BusinessClock).today();
    const days = async (sql: string): Promise<string[]> =>
      ((await dataSource.query(sql)) as { at: Date }[]).map((row) => taipeiToday(row.at));
    const spread = {
      transfers: new Set(await days(`SELECT created_at AS at FROM ledger_transfers`)).size >= 30,
      listings: new Set(await days(`SELECT rate_confirmed_at AS at FROM loans WHERE rate_confirmed_at IS NOT NULL`)).size >= 5,
      fundings: new Set(await days(`SELECT funded_at AS at FROM loans WHERE funded_at IS NOT NULL`)).size >= 5,
      applications: new Set(await days(`SELECT submitted_at AS at FROM loan_applications WHERE submitted_at IS NOT NULL`)).size >= 5,
      orders: new Set(await days(`SELECT created_at AS at FROM orders`)).size >= 5,
      deposits: new Set(await days(`SELECT created_at AS at FROM deposits`)).size >= 5,
      inbox: new Set(await days(`SELECT created_at AS at FROM inbox_messages`)).size >= 5,
    };
    expect(spread).toEqual({ transfers: true, listings: true, fundings: true, applications: true, orders: true, deposits: true, inbox: true });

    // Each disbursement's money moves on the day of the disbursement, after the orders that filled the loan;
    // a pawnshop funds and disburses its pawn at once, without a borrower fee.
    const disbursed = (await dataSource.query(
      `SELECT l.serial, l.disbursed_at, l.funded_at, EXISTS (SELECT 1 FROM pawn_cases c WHERE c.loan_id = l.id) AS pawnshop,
              (SELECT array_agg(DISTINCT t.created_at) FROM ledger_transfers t WHERE t.reference = 'loan:' || l.serial AND t.kind = 'borrower_fee') AS fee_at,
              (SELECT max(o.created_at) FROM investments i JOIN orders o ON o.id = i.order_id WHERE i.loan_id = l.id) AS ordered_at
         FROM loans l WHERE l.disbursed_at IS NOT NULL ORDER BY l.id`,
    )) as { serial: string; disbursed_at: Date; funded_at: Date; pawnshop: boolean; fee_at: Date[] | null; ordered_at: Date }[];
    expect(disbursed.length).toBeGreaterThanOrEqual(5);
    expect(disbursed.filter((loan) => loan.pawnshop).length).toBe(2);
    for (const loan of disbursed) {
      expect({ serial: loan.serial, fee_at: loan.fee_at?.map((at) => at.getTime()) ?? null }).toEqual({
        serial: loan.serial,
        fee_at: loan.pawnshop ? null : [loan.disbursed_at.getTime()],
      });
      const funded = loan.pawnshop ? loan.funded_at.getTime() === loan.disbursed_at.getTime() : loan.funded_at < loan.disbursed_at;
      expect({ serial: loan.serial, ordered_before: loan.ordered_at <= loan.funded_at && funded }).toEqual({
        serial: loan.serial,
        ordered_before: true,
      });
    }
    const past = disbursed.filter((loan) => taipeiToday(loan.disbursed_at) < today);
    expect(past.length).toBe(disbursed.length);

    // borrower@'s instalments are collected on their due dates.
    const rows = (await dataSource.query(
      `SELECT to_char(r.due_date, 'YYYY-MM-DD') AS due,
              (SELECT array_agg(DISTINCT t.created_at) FROM ledger_transfers t WHERE t.reference = 'loan:' || l.serial AND t.kind = 'repayment_collect'
                  AND t.created_at >= r.due_date::timestamp AT TIME ZONE 'Asia/Taipei'
                  AND t.created_at < (r.due_date + 1)::timestamp AT TIME ZONE 'Asia/Taipei') AS collected_at
         FROM loan_repayments r JOIN loans l ON l.id = r.loan_id JOIN users u ON u.id = l.borrower_id
        WHERE u.email_normalized = 'borrower@lendbridge.tw' AND r.status = 'paid' ORDER BY r.period`,
    )) as { due: string; collected_at: Date[] | null }[];
    expect(rows.length).toBeGreaterThanOrEqual(3);
    for (const row of rows) expect({ due: row.due, collected: row.collected_at?.length ?? 0 }).toEqual({ due: row.due, collected: 1 });

    // An order, its investments and a listed loan carry in their serial the day they were made.
    const misdated = (await dataSource.query(
      `SELECT serial FROM orders WHERE substr(serial, 2, 6) <> to_char(created_at AT TIME ZONE 'Asia/Taipei', 'YYMMDD')
       UNION ALL SELECT serial FROM investments WHERE substr(serial, 2, 6) <> to_char(created_at AT TIME ZONE 'Asia/Taipei', 'YYMMDD')
       UNION ALL SELECT serial FROM loan_applications WHERE substr(serial, 2, 6) <> to_char(created_at AT TIME ZONE 'Asia/Taipei', 'YYMMDD')`,
    )) as { serial: string }[];
    expect(misdated).toEqual([]);

    // Members joined before anything they did: registered, verified and bound their bank before their first application, order or deposit.
    const early = (await dataSource.query(
      `SELECT u.email FROM users u
        WHERE GREATEST(u.created_at, (SELECT max(p.created_at) FROM member_profiles p WHERE p.user_id = u.id),
                       (SELECT max(b.created_at) FROM member_banks b WHERE b.user_id = u.id))
              > LEAST((SELECT min(a.created_at) FROM loan_applications a WHERE a.user_id = u.id),
                      (SELECT min(o.created_at) FROM orders o WHERE o.user_id = u.id),
                      (SELECT min(d.created_at) FROM deposits d WHERE d.user_id = u.id))`,
    )) as { email: string }[];
    expect(early).toEqual([]);

    // Every member's statement reads in time order: money moved later was written later.
    const backwards = (await dataSource.query(
      `SELECT a.user_id, count(*)::int AS rows
         FROM ledger_accounts a
         JOIN LATERAL (
           SELECT t.created_at < lag(t.created_at) OVER (ORDER BY t.id) AS earlier
             FROM ledger_transfers t WHERE t.debit_account_id = a.id OR t.credit_account_id = a.id
         ) m ON m.earlier
        WHERE a.user_id IS NOT NULL GROUP BY a.user_id`,
    )) as { user_id: number; rows: number }[];
    expect(backwards).toEqual([]);
  });

  it('tells the robo story: transfers, parts of loans repaying, a finished sale, a vip sale in progress, and an open resale offer', async () => {
    const dataSource = t.app.get(DataSource);
    const idOf = async (email: string): Promise<number> =>
      ((await dataSource.query(`SELECT id FROM users WHERE email_normalized = $1`, [email])) as { id: number }[])[0]?.id ?? 0;
    const saver = await idOf('robo.saver@lendbridge.tw');
    const vip = await idOf('vip.lender@lendbridge.tw');
    const partner = await idOf('robo.partner@lendbridge.tw');
    const accounts = (await dataSource.query(`SELECT product, amount FROM robo_investments WHERE user_id = ANY ($1) ORDER BY created_at`, [[saver, vip]])) as {
      product: string;
      amount: number;
    }[];
    expect(accounts).toEqual([
      { product: 'stable', amount: 4_000 },
      { product: 'vip', amount: 10_000 },
      { product: 'stable', amount: 1_500 },
    ]);
    const parts = (await dataSource.query(
      `SELECT i.user_id, i.robo_product, i.amount, i.status FROM investments i WHERE i.robo_product IS NOT NULL AND i.user_id = ANY ($1) ORDER BY i.id`,
      [[saver, vip]],
    )) as { user_id: number; robo_product: string; amount: number; status: string }[];
    expect(parts.filter((part) => part.user_id === saver).map((part) => [part.amount, part.status])).toEqual(Array.from({ length: 4 }, () => [1_000, 'active']));
    expect(parts.filter((part) => part.user_id === vip).map((part) => [part.amount, part.status])).toEqual(Array.from({ length: 2 }, () => [5_000, 'active']));
    const paid = (await dataSource.query(
      `SELECT count(*)::int AS paid FROM investment_repayments r JOIN investments i ON i.id = r.investment_id WHERE i.user_id = $1 AND r.status = 'paid'`,
      [saver],
    )) as { paid: number }[];
    expect(paid[0]?.paid).toBeGreaterThanOrEqual(4);
    const sales = (await dataSource.query(`SELECT user_id, product, target_amount, status, proceeds FROM robo_sales ORDER BY id`)) as unknown[];
    expect(sales).toEqual([
      { user_id: saver, product: 'stable', target_amount: 1_000, status: 'sold', proceeds: 970 },
      { user_id: vip, product: 'vip', target_amount: 5_000, status: 'selling', proceeds: null },
    ]);
    expect(await t.app.get(LedgerService).balances(partner)).toEqual({ cash: 30_000, locked: 0 });
    expect(((await t.app.get(LedgerService).balances(saver)).cash)).toBeGreaterThanOrEqual(100_000);
    const offers = (await dataSource.query(`SELECT count(*)::int AS open FROM resale_offers WHERE status = 'open'`)) as { open: number }[];
    expect(offers[0]?.open).toBe(1);
  });

  it('runs the seasonal campaigns live with their tiers and missions, each budget set aside through the ledger as the last transfer', async () => {
    const dataSource = t.app.get(DataSource);
    const at = await t.app.get(BusinessClock).instant();
    const campaigns = (await dataSource.query(
      `SELECT c.key, c.kind, c.budget, c.starts_at <= $1 AND c.ends_at > $1 AS live,
              (SELECT count(*)::int FROM campaign_missions m WHERE m.campaign_id = c.id) AS missions,
              (SELECT array_agg(p.cashback_amount::int ORDER BY p.position) FILTER (WHERE p.reward = 'cashback') FROM campaign_prizes p WHERE p.campaign_id = c.id) AS bonuses,
              (SELECT array_agg(p.min_invested::int ORDER BY p.position) FILTER (WHERE p.reward = 'cashback') FROM campaign_prizes p WHERE p.campaign_id = c.id) AS tiers
         FROM campaigns c WHERE c.key = ANY ($2) ORDER BY c.key`,
      [at, Object.values(SEASONAL_CAMPAIGN_KEYS)],
    )) as { key: string; kind: string; budget: number; live: boolean; missions: number; bonuses: number[] | null; tiers: (number | null)[] | null }[];
    expect(campaigns.map((row) => [row.key, row.kind, row.live, row.missions])).toEqual([
      ['christmas-2019', 'flip_cards', true, 2],
      ['click-dollar', 'check_in', true, 0],
      ['mid-autumn-2021', 'draw', true, 0],
      ['mid-autumn-2022', 'draw', true, 0],
      ['new-year-2018', 'cashback_tiers', true, 0],
      ['new-year-2020', 'missions', true, 4],
    ]);
    const byKey = new Map(campaigns.map((row) => [row.key, row]));
    expect(byKey.get('mid-autumn-2021')?.bonuses).toEqual([...MID_AUTUMN_2021_BONUSES]);
    expect(byKey.get('mid-autumn-2022')?.bonuses).toEqual([...MID_AUTUMN_2022_BONUSES]);
    expect(byKey.get('mid-autumn-2022')?.tiers).toEqual([null, 50_000, 100_000, 300_000, 500_000]);
    expect(byKey.get('new-year-2018')?.tiers).toEqual(NEW_YEAR_2018_CASHBACK_TIERS.map((tier) => tier.min_invested));
    const funding = (await dataSource.query(
      `SELECT t.amount, t.id = (SELECT max(id) FROM ledger_transfers) OR t.created_at >= (SELECT max(created_at) FROM ledger_transfers WHERE kind <> 'marketing_funding') AS last
         FROM ledger_transfers t JOIN campaigns c ON t.reference = 'campaign:' || c.id
        WHERE t.kind = 'marketing_funding' AND c.key = ANY ($1) ORDER BY t.id`,
      [Object.values(SEASONAL_CAMPAIGN_KEYS)],
    )) as { amount: number; last: boolean }[];
    expect(funding.reduce((sum, row) => sum + row.amount, 0)).toBe(campaigns.reduce((sum, row) => sum + row.budget, 0));
    expect(funding.every((row) => row.last)).toBe(true);
  });

  it('runs the new-year roulette with its prizes, its funded budget and earlier winners who invested in its window', async () => {
    const dataSource = t.app.get(DataSource);
    const roulette = new Browser(t.http);
    const gifts = await roulette.get('/api/roulette/gifts');
    expect(gifts.body.data.campaign.key).toBe('newyear-roulette');
    expect(gifts.body.data.gifts).toHaveLength(11);
    expect(gifts.body.data.gifts.reduce((sum: number, gift: { chance: number }) => sum + gift.chance, 0)).toBe(100);
    const [budget] = (await dataSource.query(
      `SELECT c.budget, (SELECT sum(t.amount)::bigint FROM ledger_transfers t WHERE t.kind = 'marketing_funding' AND t.reference = 'campaign-budget:' || c.id) AS funded
         FROM campaigns c WHERE c.key = 'newyear-roulette'`,
    )) as { budget: number; funded: number }[];
    expect(budget.funded).toBe(budget.budget);
    const winners = (await dataSource.query(
      `SELECT s.created_at >= (SELECT min(i.paid_at) FROM investments i WHERE i.user_id = s.user_id AND i.order_id IS NOT NULL AND i.paid_at >= c.starts_at) AS after_order
         FROM campaign_spins s JOIN campaigns c ON c.id = s.campaign_id WHERE c.key = 'newyear-roulette'`,
    )) as { after_order: boolean }[];
    expect(winners.length).toBeGreaterThan(0);
    expect(winners.every((row) => row.after_order)).toBe(true);
    expect((await roulette.get('/api/roulette/results')).body.data.length).toBe(winners.length);
    const lender = new Browser(t.http);
    expect((await lender.post('/api/auth/login', { email: 'roulette.lender@lendbridge.tw', password: DEMO_PASSWORD })).status).toBe(200);
    expect((await lender.get('/api/roulette/overview')).body.data).toEqual({ available: 0, amountForTicket: 100_000, invitesForTicket: 10, hasCompletedOrder: false });
    const [lenderRow] = (await dataSource.query(`SELECT id FROM users WHERE email_normalized = 'roulette.lender@lendbridge.tw'`)) as { id: number }[];
    expect(await t.app.get(LedgerService).balances(lenderRow.id)).toEqual({ cash: 130_000, locked: 0 });
  });

  it('tells the referral story: a live referral campaign whose show girls carry demo links, and lender@ who referred three members, rewarded once', async () => {
    const lender = new Browser(t.http);
    expect((await lender.post('/api/auth/login', { email: 'lender@lendbridge.tw', password: DEMO_PASSWORD })).status).toBe(200);
    const overview = await lender.get('/api/mgm/overview');
    expect(overview.body.data).toMatchObject({ referredCount: 3, investedCount: 1, borrowedCount: 0 });
    const referrals = await lender.get('/api/mgm/referrals');
    expect(referrals.body.data.map((row: { reward_paid: boolean }) => row.reward_paid).sort()).toEqual([false, false, true]);
    expect((await lender.get('/api/mgm/invitations')).body.total).toBe(2);
    const rewards = (await t.app
      .get(DataSource)
      .query(`SELECT t.amount FROM ledger_transfers t WHERE t.kind = 'referral_reward'`)) as { amount: number }[];
    expect(rewards).toEqual([{ amount: REFERRAL_REWARD_AMOUNT }]);
    const showGirls = await new Browser(t.http).get('/api/mgm/show-girls');
    expect(showGirls.body.data).toHaveLength(4);
  });

  it('offers the public promo codes the admin made in the console today, in its audit trail', async () => {
    const dataSource = t.app.get(DataSource);
    const today = await t.app.get(BusinessClock).today();
    const codes = (await dataSource.query(
      `SELECT pc.code, pc.kind, pc.discount_percent, pc.uses, pc.enabled, pc.owner_id, pc.expires_at, u.email_normalized AS created_by,
              (SELECT count(*)::int FROM audit_logs l WHERE l.target_type = 'promo_code' AND l.target_id = pc.id::text AND l.action = 'promo_code.created' AND l.actor_id = pc.created_by) AS audited
         FROM promo_codes pc JOIN users u ON u.id = pc.created_by WHERE pc.code = ANY ($1) ORDER BY pc.id`,
      [DEMO_PROMO_CODES.map((demo) => demo.code)],
    )) as { code: string; kind: string; discount_percent: number; uses: number; enabled: boolean; owner_id: number | null; expires_at: Date; created_by: string; audited: number }[];
    expect(codes.map(({ expires_at: expiresAt, ...code }) => ({ ...code, expires: taipeiToday(expiresAt) }))).toEqual(
      DEMO_PROMO_CODES.map((demo) => ({
        code: demo.code,
        kind: 'fee_discount',
        discount_percent: demo.discount_percent,
        uses: 0,
        enabled: true,
        owner_id: null,
        created_by: 'admin@lendbridge.tw',
        audited: 1,
        expires: shiftIsoDate(today, 60),
      })),
    );
  });

  it('offers the charities the admin keeps in the console for the donation of a produce e-invoice', async () => {
    const listed = await new Browser(t.http).get('/api/charities');
    expect(listed.status).toBe(200);
    expect((listed.body.data as { name: string; donation_code: string }[]).map(({ name, donation_code }) => ({ name, donation_code }))).toEqual(
      DEMO_CHARITIES.map(({ name, donation_code }) => ({ name, donation_code })),
    );
    const audited = (await t.app
      .get(DataSource)
      .query(`SELECT count(*)::int AS n FROM audit_logs WHERE target_type = 'charity' AND action = 'charity.created'`)) as { n: number }[];
    expect(audited[0].n).toBe(DEMO_CHARITIES.length);
  });

  it('tells the crowdfunding story: the rice box, the film and the alumni dinner, and the card order of lender@ with deliveries in several states', async () => {
    const dataSource = t.app.get(DataSource);
    const projects = (await dataSource.query(`SELECT title, kind FROM crowdfunding_projects ORDER BY id`)) as { title: string; kind: string }[];
    expect(projects.map((row) => row.kind)).toEqual(['standard', 'standard', 'alumni_dinner']);
    const orders = (await dataSource.query(
      `SELECT o.status, o.payment_by, o.created_at, c.card_masked, p.title,
              array_agg(d.status ORDER BY d.period_no) AS deliveries
         FROM crowdfunding_orders o JOIN users u ON u.id = o.user_id JOIN crowdfunding_projects p ON p.id = o.project_id
         JOIN card_payments c ON c.order_id = o.id JOIN crowdfunding_deliveries d ON d.order_id = o.id
        WHERE u.email_normalized = 'lender@lendbridge.tw' GROUP BY o.id, c.card_masked, p.title`,
    )) as { status: string; payment_by: number; created_at: Date; card_masked: string; title: string; deliveries: string[] }[];
    expect(orders).toEqual([
      expect.objectContaining({ status: 'paid', payment_by: 0, card_masked: '411111******1111', title: '花蓮有機米月月配', deliveries: ['received', 'shipped', 'preparing'] }),
    ]);
    const first = orders[0];
    const day = (await dataSource.query(`SELECT now() - $1::timestamptz > interval '30 days' AS past`, [first?.created_at])) as { past: boolean }[];
    expect(day[0]?.past).toBe(true);
    const rice = (await dataSource.query(`SELECT serial, contents FROM crowdfunding_projects WHERE title = '花蓮有機米月月配'`)) as {
      serial: string;
      contents: { type: string; content: string }[];
    }[];
    const pictures = rice[0]?.contents.filter((block) => block.type === 'image') ?? [];
    expect(pictures).toHaveLength(2);
    const image = await new Browser(t.http).get(`/api/v1/crowdfundings/${rice[0]?.serial ?? ''}/images/${pictures[0]?.content ?? ''}`);
    expect(image.status).toBe(200);
    expect(Number(image.headers['content-length'])).toBeGreaterThan(5_000);
    const roster = (await dataSource.query(`SELECT count(*)::int AS n FROM alumni_roster`)) as { n: number }[];
    expect(roster[0]?.n).toBeGreaterThanOrEqual(3);
  });

  it("lists farmer@'s farms on the funding market: usage adding up to each loan, drawn pictures, likes on past days, today's backers", async () => {
    const visitor = new Browser(t.http);
    const projects = (await visitor.get('/api/funding/projects')).body.data as {
      serial: string;
      expected_amount: number;
      target_amount: number;
      images: string[];
      likes: number;
      open: boolean;
      days_left: number;
    }[];
    expect(projects.length).toBeGreaterThanOrEqual(3);
    expect(projects.every((project) => project.open && project.days_left > 0 && project.images.length > 0 && project.likes >= 2)).toBe(true);
    expect((await visitor.get('/api/funding/promotions')).body.data.length).toBeGreaterThanOrEqual(2);
    for (const card of projects) {
      const detail = (await visitor.get(`/api/funding/project/${card.serial}`)).body.data as {
        usage_distribution: { amount: number }[];
        mentor_comment: string;
        backers: { name: string | null }[];
      };
      expect(detail.usage_distribution.reduce((sum, row) => sum + row.amount, 0)).toBe(card.expected_amount);
      expect(detail.mentor_comment.length).toBeGreaterThan(10);
      expect(detail.backers.length).toBeGreaterThanOrEqual(1);
    }
    const picture = await visitor
      .get(projects[0].images[0])
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(colourSpread(decodePng(picture.body as Buffer)).colours).toBeGreaterThanOrEqual(64);
    const dataSource = t.app.get(DataSource);
    const [likes] = (await dataSource.query(
      `SELECT count(*)::int AS total, count(*) FILTER (WHERE k.created_at > p.created_at AND k.created_at <= now())::int AS after
         FROM funding_project_likes k JOIN funding_projects p ON p.id = k.project_id`,
    )) as { total: number; after: number }[];
    expect(likes.after).toBe(likes.total);
    const [{ anonymous }] = (await dataSource.query(`SELECT count(*)::int AS anonymous FROM funding_order_choices WHERE anonymous`)) as { anonymous: number }[];
    expect(anonymous).toBe(1);
  });

  it('gives the farmer loans’ borrower a farm of a month of hourly readings, drawn camera pictures and GACP records on past days, linked from the loan', async () => {
    const dataSource = t.app.get(DataSource);
    const today = await t.app.get(BusinessClock).today();
    const [farm] = (await dataSource.query(
      `SELECT f.no, f.page_key, u.email,
              (SELECT count(*)::int FROM farm_readings r JOIN farm_fields ff ON ff.id = r.field_id WHERE ff.farm_id = f.id) AS readings,
              (SELECT count(DISTINCT r.measured_at)::int FROM farm_readings r JOIN farm_fields ff ON ff.id = r.field_id WHERE ff.farm_id = f.id) AS hours,
              (SELECT count(*)::int FROM farm_images i JOIN farm_fields ff ON ff.id = i.field_id WHERE ff.farm_id = f.id) AS images,
              (SELECT min(g.work_date)::text FROM farm_gacp_records g JOIN farm_fields ff ON ff.id = g.field_id WHERE ff.farm_id = f.id) AS first_record,
              (SELECT max(g.work_date)::text FROM farm_gacp_records g JOIN farm_fields ff ON ff.id = g.field_id WHERE ff.farm_id = f.id) AS last_record
         FROM farms f JOIN users u ON u.id = f.owner_id WHERE f.no = 'F0001'`,
    )) as { no: string; page_key: string; email: string; readings: number; hours: number; images: number; first_record: string; last_record: string }[];
    expect(farm.email).toBe('farmer@lendbridge.tw');
    expect(farm.hours).toBeGreaterThan(29 * 24);
    expect(farm.readings).toBe(farm.hours * 9);
    expect(farm.images).toBeGreaterThan(100);
    expect(farm.first_record < shiftIsoDate(today, -90) && farm.last_record < today).toBe(true);
    // The pictures change with the hour: a noon picture is brighter than a midnight one.
    const browser = new Browser(t.http);
    const pictures = (await browser.get(`/api/farm-traceability/F0001/ipcam_picture?key=${farm.page_key}&start_date=${shiftIsoDate(today, -1)}&interval=1`)).body.data as {
      url: string;
      taken_at: string;
    }[];
    const brightness = async (url: string) => {
      const png = decodePng((await browser.get(url).buffer(true)).body as Buffer);
      let sum = 0;
      for (let index = 0; index < png.rgba.length; index += 4) sum += png.rgba[index] + png.rgba[index + 1] + png.rgba[index + 2];
      return sum / (png.rgba.length / 4);
    };
    const noon = pictures.find((picture) => picture.taken_at.endsWith('T04:00:00.000Z'));
    const midnight = pictures.find((picture) => picture.taken_at.endsWith('T16:00:00.000Z'));
    expect(noon && midnight).toBeTruthy();
    expect(await brightness(noon?.url ?? '')).toBeGreaterThan(await brightness(midnight?.url ?? ''));
    const farmerLoans = (await dataSource.query(
      `SELECT l.serial, p.place_of_origin FROM loans l JOIN users u ON u.id = l.borrower_id JOIN loan_farmer_profiles p ON p.loan_id = l.id
        WHERE u.email_normalized = 'farmer@lendbridge.tw' ORDER BY l.id`,
    )) as { serial: string; place_of_origin: string }[];
    const links = await Promise.all(
      farmerLoans.map(async (loan) => [loan.place_of_origin, ((await browser.get(`/api/market-place/loan/${loan.serial}`)).body.data as MarketLoanDetail).farmer?.farm ?? null]),
    );
    // The rice loan of Xiluo links to its farm; the mangoes of Fangshan grow elsewhere.
    expect(links).toEqual([
      ['雲林縣西螺鎮', { no: 'F0001', name: '西螺稻香農場', key: farm.page_key }],
      ['屏東縣枋山鄉', null],
    ]);
  });

  it('changes nothing when run again', async () => {
    const dataSource = t.app.get(DataSource);
    const count = async () =>
      (await dataSource.query(
        `SELECT (SELECT count(*) FROM users) AS users, (SELECT count(*) FROM loan_applications) AS applications, (SELECT count(*) FROM promo_codes) AS promo_codes, (SELECT count(*) FROM charities) AS charities,
                (SELECT count(*) FROM campaigns) AS campaigns, (SELECT count(*) FROM ledger_transfers WHERE kind = 'marketing_funding') AS fundings`,
      )) as unknown[];
    const before = await count();
    expect(await seedDemo(t.app)).toEqual([]);
    expect(await count()).toEqual(before);
  });
});
