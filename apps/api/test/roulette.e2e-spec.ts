import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { CAMPAIGN_TEXTS, ROULETTE_TICKET_AMOUNT, ROULETTE_TRIAL_COOKIE } from '@lendbridge/domain';
import { PrizeRandom } from '../src/modules/campaigns/prize-random.js';
import { RouletteService } from '../src/modules/campaigns/roulette/roulette.service.js';
import { AJAX, Browser, createTestApp } from './create-test-app.js';
import type { TestApp } from './create-test-app.js';
import { grantTickets, marketingBalance, seedCampaign, seededUniform } from './factories/campaigns.js';
import type { CampaignSpec } from './factories/campaigns.js';
import { postIdempotent } from './factories/ledger.js';
import { signUp } from './factories/members.js';
import type { Member } from './factories/members.js';
import { investor, ledgerBalances, marketLoan, placeOrder } from './factories/orders.js';

const SPIN = '/api/roulette/spin';
const OVERVIEW = '/api/roulette/overview';

/** The chi-square value above which 5 degrees of freedom happen by chance less than once in a thousand. */
const CHI_SQUARE_5_DF_P001 = 20.515;

const spin = (member: Member, key: string = randomUUID()) => postIdempotent(member, SPIN, {}, key);

describe('the roulette', () => {
  let t: TestApp;
  let dataSource: DataSource;

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen(0, '127.0.0.1');
    dataSource = t.app.get(DataSource);
  });

  afterAll(async () => {
    await t.close();
  });

  /** A roulette open to everyone signed in (the members here are registered only), unless told. */
  const roulette = (spec: CampaignSpec) => seedCampaign(t, { audience: 'everyone', ...spec });

  const spinsOf = async (campaignId: number): Promise<{ prize_id: number; user_id: number | null; trial: boolean }[]> =>
    dataSource.query(`SELECT prize_id, user_id, trial FROM campaign_spins WHERE campaign_id = $1`, [campaignId]);

  it('answers 404 CAMPAIGN_NOT_LIVE while no roulette runs, and a finished one is not live', async () => {
    const visitor = new Browser(t.http);
    expect((await visitor.get('/api/roulette/gifts')).body).toMatchObject({ code: 'CAMPAIGN_NOT_LIVE', message: CAMPAIGN_TEXTS.notLive });
    await roulette({ startsInDays: -20, endsInDays: -1, prizes: [{ name: '銘謝惠顧', chance: 10_000 }] });
    expect((await visitor.get('/api/roulette/rewards')).status).toBe(404);
  });

  it('needs a signed-in member for the overview and the spin, and the CSRF and ajax headers for the spin', async () => {
    const campaign = await roulette({ prizes: [{ name: '銘謝惠顧', chance: 10_000 }] });
    const visitor = new Browser(t.http);
    expect((await visitor.get(OVERVIEW)).status).toBe(401);
    expect((await visitor.post(SPIN, {})).status).toBe(401);
    const member = await signUp(t);
    await grantTickets(t, campaign.id, member.id, 1);
    const noCsrf = await member.browser.agent.post(SPIN).set(AJAX).set('Idempotency-Key', randomUUID()).send({});
    expect(noCsrf.status).toBe(403);
    expect((await member.browser.post(SPIN, {})).body.code).toBe('IDEMPOTENCY_KEY_REQUIRED');
    expect((await spinsOf(campaign.id)).length).toBe(0);
  });

  it('admits only the audience of the campaign', async () => {
    const campaign = await roulette({ audience: 'full_members', prizes: [{ name: '銘謝惠顧', chance: 10_000 }] });
    const member = await signUp(t);
    await grantTickets(t, campaign.id, member.id, 1);
    const refused = await spin(member);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'NOT_MEMBER_FULL', message: CAMPAIGN_TEXTS.notFullMember });
  });

  it('earns a ticket per NT$100,000 invested in the window and one for the first investment', async () => {
    await roulette({ prizes: [{ name: '銘謝惠顧', chance: 10_000 }] });
    const lender = await investor(t, 150_000);
    expect((await lender.browser.get(OVERVIEW)).body.data).toEqual({
      available: 0,
      amountForTicket: ROULETTE_TICKET_AMOUNT,
      invitesForTicket: 10,
      hasCompletedOrder: false,
    });
    const first = await marketLoan(t, { amount: 100_000 });
    expect((await placeOrder(t, lender, [{ serial: first.serial, amount: 100_000 }])).status).toBe(201);
    expect((await lender.browser.get(OVERVIEW)).body.data).toEqual({ available: 2, amountForTicket: 100_000, invitesForTicket: 10, hasCompletedOrder: true });
    const second = await marketLoan(t, { amount: 50_000 });
    expect((await placeOrder(t, lender, [{ serial: second.serial, amount: 50_000 }])).status).toBe(201);
    expect((await lender.browser.get(OVERVIEW)).body.data).toMatchObject({ available: 2, amountForTicket: 50_000 });
  });

  it('lands 10,000 seeded spins within a chi-square tolerance of the configured chances', async () => {
    const chances = [4_000, 2_500, 1_500, 1_000, 700, 300];
    const campaign = await roulette({ prizes: chances.map((chance, index) => ({ name: `獎項${index + 1}`, chance, reward: 'goods' })) });
    const random = t.app.get(PrizeRandom);
    const uniform = jest.spyOn(random, 'uniform').mockImplementation(seededUniform(20_261_128));
    const service = t.app.get(RouletteService);
    const spinners = await Promise.all(Array.from({ length: 8 }, () => signUp(t)));
    const perSpinner = 1_250;
    for (const spinner of spinners) await grantTickets(t, campaign.id, spinner.id, perSpinner);
    await Promise.all(
      spinners.map(async (spinner) => {
        for (let index = 0; index < perSpinner; index += 1) await service.spin({ id: spinner.id, isMember: false, isMemberFull: false });
      }),
    );
    uniform.mockRestore();

    const counts: { prize_id: number; count: number }[] = await dataSource.query(
      `SELECT prize_id, count(*)::int AS count FROM campaign_spins WHERE campaign_id = $1 GROUP BY prize_id`,
      [campaign.id],
    );
    const total = counts.reduce((sum, row) => sum + row.count, 0);
    expect(total).toBe(10_000);
    const chiSquare = campaign.prizes.reduce((sum, prize) => {
      const expected = (total * prize.chance) / 10_000;
      const observed = counts.find((row) => row.prize_id === prize.id)?.count ?? 0;
      return sum + (observed - expected) ** 2 / expected;
    }, 0);
    expect(chiSquare).toBeLessThan(CHI_SQUARE_5_DF_P001);
  }, 300_000);

  it('never spends a ticket twice under 50 concurrent spins of one member', async () => {
    const campaign = await roulette({ prizes: [{ name: '銘謝惠顧', chance: 10_000 }] });
    const member = await signUp(t);
    await grantTickets(t, campaign.id, member.id, 30);
    const answers = await Promise.all(Array.from({ length: 50 }, () => spin(member)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(30);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(refused).toHaveLength(20);
    for (const answer of refused) expect(answer.body).toMatchObject({ code: 'NO_TICKETS', message: CAMPAIGN_TEXTS.noTickets });
    expect(await spinsOf(campaign.id)).toHaveLength(30);
    expect((await member.browser.get(OVERVIEW)).body.data.available).toBe(0);
  });

  it('never takes a stock below zero under 50 concurrent spins of ten members', async () => {
    const campaign = await roulette({
      prizes: [
        { name: '百貨禮券', chance: 9_000, reward: 'goods', stock: 5 },
        { name: '銘謝惠顧', chance: 1_000 },
      ],
    });
    const members = await Promise.all(Array.from({ length: 10 }, () => signUp(t)));
    for (const member of members) await grantTickets(t, campaign.id, member.id, 5);
    const answers = await Promise.all(members.flatMap((member) => Array.from({ length: 5 }, () => spin(member))));
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 50 }, () => 200));
    const [limited, open] = campaign.prizes;
    const spins = await spinsOf(campaign.id);
    expect(spins.filter((row) => row.prize_id === limited.id)).toHaveLength(5);
    expect(spins.filter((row) => row.prize_id === open.id)).toHaveLength(45);
    const [stock] = (await dataSource.query(`SELECT stock, awarded FROM campaign_prizes WHERE id = $1`, [limited.id])) as { stock: number; awarded: number }[];
    expect(stock).toEqual({ stock: 5, awarded: 5 });
  });

  it('answers NO_PRIZES without spending the ticket when nothing is left', async () => {
    const campaign = await roulette({ prizes: [{ name: '電影票', chance: 10_000, reward: 'goods', stock: 1 }] });
    const member = await signUp(t);
    await grantTickets(t, campaign.id, member.id, 2);
    expect((await spin(member)).body.data.result.rewardName).toBe('電影票');
    const empty = await spin(member);
    expect(empty.status).toBe(409);
    expect(empty.body).toMatchObject({ code: 'NO_PRIZES', message: CAMPAIGN_TEXTS.noPrizes });
    expect((await member.browser.get(OVERVIEW)).body.data.available).toBe(1);
  });

  it('pays cashback from the budget, ledger-exact and once per Idempotency-Key, and draws again once the budget cannot pay it', async () => {
    const campaign = await roulette({
      budget: 500,
      prizes: [
        { name: '回饋金 300 元', chance: 9_000, reward: 'cashback', cashback_amount: 300, stock: 5 },
        { name: '銘謝惠顧', chance: 1_000 },
      ],
    });
    const uniform = jest.spyOn(t.app.get(PrizeRandom), 'uniform').mockReturnValue(0.1);
    const member = await signUp(t);
    await grantTickets(t, campaign.id, member.id, 2);
    const marketingBefore = await marketingBalance(t);
    const key = randomUUID();
    const first = await spin(member, key);
    expect(first.body.data.result).toMatchObject({ rewardName: '回饋金 300 元', cashback: 300, promoCode: null });
    const replay = await spin(member, key);
    expect(replay.body).toEqual(first.body);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(await ledgerBalances(t, member.id)).toEqual({ cash: 300, locked: 0 });
    expect(await marketingBalance(t)).toBe(marketingBefore - 300);

    const second = await spin(member);
    expect(second.body.data.result).toMatchObject({ rewardName: '銘謝惠顧', cashback: null });
    uniform.mockRestore();
    expect(await ledgerBalances(t, member.id)).toEqual({ cash: 300, locked: 0 });
    const [row] = (await dataSource.query(`SELECT budget, spent FROM campaigns WHERE id = $1`, [campaign.id])) as { budget: number; spent: number }[];
    expect(row).toEqual({ budget: 500, spent: 300 });
    const [stock] = (await dataSource.query(`SELECT awarded FROM campaign_prizes WHERE id = $1`, [campaign.prizes[0].id])) as { awarded: number }[];
    expect(stock.awarded).toBe(1);
    const transfers = await dataSource.query(
      `SELECT t.kind, t.amount, t.description FROM ledger_transfers t JOIN campaign_spins s ON t.reference = 'spin:' || s.id WHERE s.campaign_id = $1`,
      [campaign.id],
    );
    expect(transfers).toEqual([{ kind: 'campaign_reward', amount: 300, description: `${campaign.title}：回饋金 300 元` }]);
  });

  it("gives a fee-discount prize as a code of the winner's own, and an extra spin as a ticket", async () => {
    const campaign = await roulette({
      prizes: [
        { name: '服務費 5 折', chance: 5_000, reward: 'fee_discount', discount_percent: 50 },
        { name: '再抽一次', chance: 5_000, reward: 'extra_spin', extra_spins: 1 },
      ],
    });
    const uniform = jest.spyOn(t.app.get(PrizeRandom), 'uniform').mockReturnValueOnce(0.2).mockReturnValueOnce(0.7);
    const member = await signUp(t);
    await grantTickets(t, campaign.id, member.id, 2);
    const discount = await spin(member);
    expect(discount.body.data.result.promoCode).toMatch(/^LB[A-Z0-9]{10}$/);
    const code = discount.body.data.result.promoCode as string;
    const [owned] = (await dataSource.query(`SELECT owner_id, discount_percent, max_uses FROM promo_codes WHERE code = $1`, [code])) as object[];
    expect(owned).toEqual({ owner_id: member.id, discount_percent: 50, max_uses: 1 });
    expect((await spin(member)).body.data.result.rewardName).toBe('再抽一次');
    uniform.mockRestore();
    expect((await member.browser.get(OVERVIEW)).body.data.available).toBe(1);
  });

  it("gives a member's first spin the campaign's first-spin prize, and later spins draw by chance", async () => {
    const campaign = await roulette({
      prizes: [
        { name: '咖啡券', chance: 9_900, reward: 'goods' },
        { name: '新手禮', chance: 100, reward: 'fee_discount', discount_percent: 20, type: 'firstTrial' },
      ],
    });
    const uniform = jest.spyOn(t.app.get(PrizeRandom), 'uniform').mockReturnValue(0.5);
    const member = await signUp(t);
    await grantTickets(t, campaign.id, member.id, 2);
    const first = await spin(member);
    expect(first.body.data.result).toMatchObject({ rewardName: '新手禮', giftId: campaign.prizes[1].id });
    expect(first.body.data.result.promoCode).toMatch(/^LB/);
    expect((await spin(member)).body.data.result.rewardName).toBe('咖啡券');
    uniform.mockRestore();
  });

  it("gives a visitor one trial, remembered by a year's cookie, that takes no stock", async () => {
    const campaign = await roulette({ prizes: [{ name: '咖啡券', chance: 10_000, reward: 'goods', stock: 3 }] });
    const trial = await request(t.http).post('/api/roulette/trial').set(AJAX).set('X-CSRF-Token', await new Browser(t.http).refreshCsrf());
    expect(trial.status).toBe(403);

    const visitor = new Browser(t.http);
    const first = await visitor.post('/api/roulette/trial', {});
    expect(first.status).toBe(200);
    expect(first.body.data.result).toMatchObject({ rewardName: '咖啡券', promoCode: null, giftId: campaign.prizes[0].id });
    const cookie = (first.headers['set-cookie'] as unknown as string[]).find((header) => header.startsWith(`${ROULETTE_TRIAL_COOKIE}=`));
    expect(cookie).toMatch(/Max-Age=31536000/);
    const again = await visitor.post('/api/roulette/trial', {});
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('TRIAL_USED');
    const [stock] = (await dataSource.query(`SELECT awarded FROM campaign_prizes WHERE id = $1`, [campaign.prizes[0].id])) as { awarded: number }[];
    expect(stock.awarded).toBe(0);
  });

  it('lists the winners of prizes worth something, newest first, with masked member serials', async () => {
    const campaign = await roulette({
      prizes: [
        { name: '燒肉券', chance: 5_000, reward: 'goods' },
        { name: '銘謝惠顧', chance: 5_000 },
      ],
    });
    const uniform = jest.spyOn(t.app.get(PrizeRandom), 'uniform').mockReturnValueOnce(0.1).mockReturnValueOnce(0.9);
    const member = await signUp(t);
    await grantTickets(t, campaign.id, member.id, 2);
    await spin(member);
    await spin(member);
    uniform.mockRestore();
    const results = await new Browser(t.http).get('/api/roulette/results');
    expect(results.status).toBe(200);
    expect(results.body.meta.pagination).toEqual({ total: 1, count: 1, per_page: 10, current_page: 1, total_pages: 1 });
    expect(results.body.data[0]).toMatchObject({ reward: '燒肉券' });
    expect(results.body.data[0].memberSerial).toMatch(/\*+$/);
    expect((await new Browser(t.http).get('/api/roulette/results?page=0')).status).toBe(400);
    const gifts = await new Browser(t.http).get('/api/roulette/gifts');
    expect(gifts.body.data.gifts).toEqual([
      { id: campaign.prizes[0].id, chance: 50, text: '燒肉券', prize: 'goods', type: 'reality' },
      { id: campaign.prizes[1].id, chance: 50, text: '銘謝惠顧', prize: 'nothing', type: 'fail' },
    ]);
    expect((await new Browser(t.http).get('/api/roulette/rewards')).body.data).toEqual({ rewards: ['燒肉券'] });
  });
});
