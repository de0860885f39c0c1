import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import {
  CAMPAIGN_CONSOLE_ERRORS as E,
  MESSAGES,
  budgetBelowSpentText,
  maxUsesBelowUsesText,
  stockBelowAwardedText,
  ticketsGrantedText,
} from '@lendbridge/domain';
import type {
  ConsoleCampaignAuditRow,
  ConsoleCampaignRow,
  ConsoleCashbackRow,
  ConsolePrizeRow,
  ConsolePromoCodeRow,
  ConsolePromoCodeUseRow,
  ConsoleSpinRow,
  Role,
} from '@lendbridge/domain';
import { BusinessClock } from '../src/modules/repayment/business-clock.js';
import { Browser, createTestApp } from './create-test-app.js';
import type { TestApp } from './create-test-app.js';
import {
  AUDIT,
  CAMPAIGNS,
  CASHBACK,
  PRIZES,
  PROMO_CODES,
  PROMO_CODE_USES,
  SPINS,
  TICKETS,
  awardPrize,
  campaignBody,
  createCampaign,
  marketingBooks,
  payCashback,
  prizeBody,
  promoCodeBody,
  recordSpin,
  uniqueSuffix,
} from './factories/campaigns-console.js';
import { adminOf, expectLedgerReconciled, postIdempotent } from './factories/ledger.js';
import { signUp, signUpAs } from './factories/members.js';
import type { Member } from './factories/members.js';
import { investor, marketLoan, placeOrder } from './factories/orders.js';

const OTHER_STAFF: readonly Role[] = ['appraiser', 'pawnshop_operator', 'shop_seller'];

const list = (member: Member, path: string, params: Record<string, unknown> = {}) => {
  const query = new URLSearchParams(Object.entries(params).map(([key, value]): [string, string] => [key, JSON.stringify(value)]));
  return member.browser.get(`${path}?${query.toString()}`);
};

describe('campaigns console', () => {
  let t: TestApp;
  let dataSource: DataSource;
  let admin: Member;
  let sales: Member;
  let member: Member;
  let memberSerial: string;

  const serialOf = async (userId: number): Promise<string> =>
    ((await dataSource.query(`SELECT member_serial FROM users WHERE id = $1`, [userId])) as { member_serial: string }[])[0].member_serial;

  const auditRows = (targetType: string, targetId: number): Promise<{ id: number; actor_id: number; action: string; data: Record<string, unknown> }[]> =>
    dataSource.query(`SELECT id, actor_id, action, data FROM audit_logs WHERE target_type = $1 AND target_id = $2 ORDER BY id`, [targetType, String(targetId)]);

  const budgetTransfers = (campaignId: number): Promise<{ kind: string; amount: number; reference: string; description: string }[]> =>
    dataSource.query(`SELECT kind, amount, reference, description FROM ledger_transfers WHERE reference LIKE $1 ORDER BY id`, [`campaign-budget:${campaignId}:%`]);

  beforeAll(async () => {
    t = await createTestApp();
    dataSource = t.app.get(DataSource);
    admin = await adminOf(t);
    sales = await signUpAs(t, ['sales']);
    member = await signUp(t);
    memberSerial = await serialOf(member.id);
  });

  afterAll(async () => {
    await expectLedgerReconciled(t);
    await t.close();
  });

  describe('access', () => {
    let campaign: ConsoleCampaignRow;
    let prize: ConsolePrizeRow;
    let code: ConsolePromoCodeRow;

    const reads = () => [
      CAMPAIGNS,
      `${CAMPAIGNS}/${campaign.id}`,
      PRIZES,
      `${PRIZES}/${prize.id}`,
      PROMO_CODES,
      `${PROMO_CODES}/${code.id}`,
      PROMO_CODE_USES,
      SPINS,
      CASHBACK,
      `${CASHBACK}/total`,
      AUDIT,
    ];
    const writes = (): { method: 'post' | 'put'; path: string; body: object }[] => [
      { method: 'post', path: CAMPAIGNS, body: campaignBody() },
      { method: 'put', path: `${CAMPAIGNS}/${campaign.id}`, body: campaignBody({ key: campaign.key }) },
      { method: 'post', path: PRIZES, body: prizeBody(campaign.id) },
      { method: 'put', path: `${PRIZES}/${prize.id}`, body: { ...prizeBody(campaign.id), campaign_id: undefined } },
      { method: 'post', path: PROMO_CODES, body: promoCodeBody() },
      { method: 'put', path: `${PROMO_CODES}/${code.id}`, body: promoCodeBody({ code: code.code }) },
      { method: 'post', path: TICKETS, body: { campaign_id: campaign.id, user_id: member.id, count: 1, reason: '客服補發' } },
    ];
    const write = (who: Member, route: { method: 'post' | 'put'; path: string; body: object }) =>
      route.path === TICKETS ? postIdempotent(who, route.path, route.body) : who.browser.send(route.method, route.path, route.body);

    beforeAll(async () => {
      campaign = await createCampaign(admin);
      prize = (await admin.browser.post(PRIZES, prizeBody(campaign.id))).body as ConsolePrizeRow;
      code = (await admin.browser.post(PROMO_CODES, promoCodeBody())).body as ConsolePromoCodeRow;
    });

    it('answers 401 to visitors on every route', async () => {
      const visitor = new Browser(t.http);
      for (const path of reads()) expect([path, (await visitor.get(path)).status]).toEqual([path, 401]);
      for (const route of writes()) expect([route.path, (await visitor.send(route.method, route.path, route.body)).status]).toEqual([route.path, 401]);
    });

    it('answers 403 to members and to staff of other roles on every route', async () => {
      const others = [member, ...(await Promise.all(OTHER_STAFF.map((role) => signUpAs(t, [role]))))];
      for (const other of others) {
        for (const path of reads()) expect([path, (await other.browser.get(path)).status]).toEqual([path, 403]);
        for (const route of writes()) expect([route.path, (await write(other, route)).status]).toEqual([route.path, 403]);
      }
    });

    it('lets sales read everything and change nothing', async () => {
      for (const path of reads()) expect([path, (await sales.browser.get(path)).status]).toEqual([path, 200]);
      for (const route of writes()) expect([route.path, (await write(sales, route)).status]).toEqual([route.path, 403]);
      const [{ count }] = (await dataSource.query(`SELECT count(*)::int AS count FROM campaign_tickets`)) as { count: number }[];
      expect(count).toBe(0);
    });
  });

  describe('campaigns', () => {
    it('creates a campaign, funds its budget from the bank and records who did it', async () => {
      const body = campaignBody({ key: ` Spring-${uniqueSuffix()} `, budget: 10_000, starts_at: '2026-01-20T00:00' });
      const created = await admin.browser.post(CAMPAIGNS, body);
      expect(created.status).toBe(201);
      const campaign = created.body as ConsoleCampaignRow;
      expect(campaign).toMatchObject({
        key: String(body.key).trim().toLowerCase(),
        kind: 'roulette',
        kind_label: '幸運輪盤',
        title: '新春幸運輪盤',
        starts_at: '2026-01-19T16:00:00.000Z',
        ends_at: '2026-02-19T16:00:00.000Z',
        audience_label: '會員',
        budget: 10_000,
        spent: 0,
        remaining: 10_000,
        enabled: true,
        settings: { ad_href: '/roulette' },
        prize_count: 0,
      });
      const [audit] = await auditRows('campaign', campaign.id);
      expect(audit).toMatchObject({ actor_id: admin.id, action: 'campaign.created', data: { after: { budget: 10_000, key: campaign.key } } });
      expect(await budgetTransfers(campaign.id)).toEqual([
        { kind: 'marketing_funding', amount: 10_000, reference: `campaign-budget:${campaign.id}:${audit.id}`, description: '新春幸運輪盤 預算撥入' },
      ]);
      const shown = await admin.browser.get(`${CAMPAIGNS}/${campaign.id}`);
      expect(shown.body).toEqual(campaign);
    });

    it('lists campaigns with filters, sort and the Content-Range header', async () => {
      const tag = uniqueSuffix();
      const draw = await createCampaign(admin, { key: `draw-${tag}`, kind: 'draw', title: `中秋抽獎 ${tag}`, starts_at: '2099-09-01T00:00:00+08:00', ends_at: '2099-10-01T00:00:00+08:00' });
      const live = await createCampaign(admin, { key: `live-${tag}`, title: `長期輪盤 ${tag}`, starts_at: '2001-01-01T00:00:00+08:00', ends_at: '2099-01-01T00:00:00+08:00' });
      const ended = await createCampaign(admin, { key: `old-${tag}`, title: `舊輪盤 ${tag}`, starts_at: '2001-01-01T00:00:00+08:00', ends_at: '2001-02-01T00:00:00+08:00' });
      const off = await createCampaign(admin, { key: `off-${tag}`, kind: 'draw', title: `停用抽獎 ${tag}`, enabled: false });
      const found = await list(admin, CAMPAIGNS, { filter: { q: tag }, sort: ['key', 'ASC'], range: [0, 9] });
      expect(found.status).toBe(200);
      expect((found.body as ConsoleCampaignRow[]).map((row) => [row.key, row.state, row.state_label])).toEqual([
        [draw.key, 'upcoming', '尚未開始'],
        [live.key, 'live', '進行中'],
        [off.key, 'disabled', '已停用'],
        [ended.key, 'ended', '已結束'],
      ]);
      expect(found.headers['content-range']).toBe('campaigns 0-3/4');
      for (const [state, campaign] of [['upcoming', draw], ['live', live], ['ended', ended], ['disabled', off]] as const) {
        const filtered = await list(admin, CAMPAIGNS, { filter: { q: tag, state } });
        expect([state, (filtered.body as ConsoleCampaignRow[]).map((row) => row.id)]).toEqual([state, [campaign.id]]);
      }
      const byKind = await list(admin, CAMPAIGNS, { filter: { kind: 'draw', enabled: true, q: tag } });
      expect((byKind.body as ConsoleCampaignRow[]).map((row) => row.id)).toEqual([draw.id]);
      const page = await list(admin, CAMPAIGNS, { filter: { q: tag }, sort: ['id', 'DESC'], range: [1, 2] });
      expect((page.body as ConsoleCampaignRow[]).map((row) => row.id)).toEqual([ended.id, live.id]);
      expect(page.headers['content-range']).toBe('campaigns 1-2/4');
      const byIds = await list(admin, CAMPAIGNS, { filter: { id: [live.id, off.id] }, sort: ['id', 'ASC'] });
      expect((byIds.body as ConsoleCampaignRow[]).map((row) => row.id)).toEqual([live.id, off.id]);
      const bad = await list(admin, CAMPAIGNS, { filter: { kind: 'lottery' }, sort: ['secret', 'ASC'] });
      expect(bad.status).toBe(400);
      expect(bad.body.errors).toEqual({ sort: MESSAGES.invalidFormat, 'filter.kind': MESSAGES.invalidFormat });
    });

    it('answers every CHECK-backed field with 400 and its Chinese message, writing nothing', async () => {
      const before = await marketingBooks(t);
      const refused = await admin.browser.post(
        CAMPAIGNS,
        campaignBody({ key: 'Not a key!', kind: 'lottery', audience: 'staff', budget: -5, title: '', ends_at: '2026-01-01T00:00:00+08:00' }),
      );
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toEqual({
        key: E.keyFormat,
        kind: MESSAGES.invalidOption,
        audience: MESSAGES.invalidOption,
        budget: MESSAGES.integer,
        title: '活動名稱為必填',
      });
      const window = await admin.browser.post(CAMPAIGNS, campaignBody({ ends_at: '2026-01-20T00:00:00+08:00' }));
      expect(window.status).toBe(400);
      expect(window.body.errors).toEqual({ ends_at: E.windowOrder });
      const settings = await admin.browser.post(CAMPAIGNS, campaignBody({ settings: { theme: 'red', ad_href: 'https://elsewhere.example' } }));
      expect(settings.body.errors).toEqual({ 'settings.theme': MESSAGES.unknownField, 'settings.ad_href': E.settingsPath });
      const extra = await admin.browser.post(CAMPAIGNS, campaignBody({ spent: 100 }));
      expect(extra.body.errors).toEqual({ spent: MESSAGES.unknownField });
      expect(await marketingBooks(t)).toEqual(before);
    });

    it('refuses a key another campaign has with 409 on the key', async () => {
      const first = await createCampaign(admin);
      const again = await admin.browser.post(CAMPAIGNS, campaignBody({ key: first.key }));
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({ code: 'CAMPAIGN_KEY_TAKEN', errors: { key: E.keyTaken } });
      const other = await createCampaign(admin);
      const renamed = await admin.browser.put(`${CAMPAIGNS}/${other.id}`, campaignBody({ key: first.key }));
      expect(renamed.status).toBe(409);
      expect(renamed.body.errors).toEqual({ key: E.keyTaken });
    });

    it('moves budget changes between the bank and the marketing account to the NT$, never below what was spent', async () => {
      const campaign = await createCampaign(admin, { budget: 5_000 });
      const body = campaignBody({ key: campaign.key, budget: 8_000 });
      const raised = await admin.browser.put(`${CAMPAIGNS}/${campaign.id}`, body);
      expect(raised.status).toBe(200);
      expect(raised.body).toMatchObject({ budget: 8_000, spent: 0, remaining: 8_000 });
      expect(await payCashback(t, campaign, member.id, 3_000)).toBe(true);
      expect(await payCashback(t, campaign, member.id, 6_000)).toBe(false);

      const below = await admin.browser.put(`${CAMPAIGNS}/${campaign.id}`, { ...body, budget: 2_999 });
      expect(below.status).toBe(400);
      expect(below.body.errors).toEqual({ budget: budgetBelowSpentText(3_000) });

      const lowered = await admin.browser.put(`${CAMPAIGNS}/${campaign.id}`, { ...body, budget: 3_500 });
      expect(lowered.status).toBe(200);
      expect(lowered.body).toMatchObject({ budget: 3_500, spent: 3_000, remaining: 500 });
      const exact = await admin.browser.put(`${CAMPAIGNS}/${campaign.id}`, { ...body, budget: 3_000 });
      expect(exact.body).toMatchObject({ budget: 3_000, remaining: 0 });
      const same = await admin.browser.put(`${CAMPAIGNS}/${campaign.id}`, { ...body, budget: 3_000 });
      expect(same.status).toBe(200);

      const audits = await auditRows('campaign', campaign.id);
      expect(audits.map((row) => [row.action, row.data.before, row.data.after])).toEqual([
        ['campaign.created', undefined, expect.objectContaining({ budget: 5_000 })],
        ['campaign.updated', { budget: 5_000 }, { budget: 8_000 }],
        ['campaign.updated', { budget: 8_000 }, { budget: 3_500 }],
        ['campaign.updated', { budget: 3_500 }, { budget: 3_000 }],
      ]);
      expect(await budgetTransfers(campaign.id)).toEqual([
        { kind: 'marketing_funding', amount: 5_000, reference: `campaign-budget:${campaign.id}:${audits[0].id}`, description: '新春幸運輪盤 預算撥入' },
        { kind: 'marketing_funding', amount: 3_000, reference: `campaign-budget:${campaign.id}:${audits[1].id}`, description: '新春幸運輪盤 預算撥入' },
        { kind: 'marketing_refund', amount: 4_500, reference: `campaign-budget:${campaign.id}:${audits[2].id}`, description: '新春幸運輪盤 預算退回' },
        { kind: 'marketing_refund', amount: 500, reference: `campaign-budget:${campaign.id}:${audits[3].id}`, description: '新春幸運輪盤 預算退回' },
      ]);
      const books = await marketingBooks(t);
      expect(books.balance).toBe(books.unspent);
      await expectLedgerReconciled(t);
    });

    it('keeps the marketing account at the budgets less what was spent through concurrent changes and payments', async () => {
      const campaign = await createCampaign(admin, { budget: 20_000 });
      const body = campaignBody({ key: campaign.key });
      const answers = await Promise.all([
        admin.browser.put(`${CAMPAIGNS}/${campaign.id}`, { ...body, budget: 25_000 }),
        payCashback(t, campaign, member.id, 500),
        payCashback(t, campaign, member.id, 700),
        admin.browser.put(`${CAMPAIGNS}/${campaign.id}`, { ...body, budget: 15_000 }),
        payCashback(t, campaign, member.id, 300),
      ]);
      expect(answers.filter((answer) => typeof answer === 'object').map((answer) => (answer as { status: number }).status)).toEqual([200, 200]);
      const books = await marketingBooks(t);
      expect(books.balance).toBe(books.unspent);
      const [{ spent }] = (await dataSource.query(`SELECT spent FROM campaigns WHERE id = $1`, [campaign.id])) as { spent: number }[];
      expect(spent).toBe(1_500);
    });

    it('records an update with only the fields it changed, and nothing for a change that changes nothing', async () => {
      const campaign = await createCampaign(admin);
      const body = campaignBody({ key: campaign.key });
      const changed = await admin.browser.put(`${CAMPAIGNS}/${campaign.id}`, {
        ...body,
        title: '元宵幸運輪盤',
        enabled: false,
        settings: { ad_href: '/roulette', redirect_path: '/market-place' },
      });
      expect(changed.status).toBe(200);
      expect(changed.body).toMatchObject({ title: '元宵幸運輪盤', enabled: false, state: 'disabled', settings: { ad_href: '/roulette', redirect_path: '/market-place' } });
      await admin.browser.put(`${CAMPAIGNS}/${campaign.id}`, { ...body, title: '元宵幸運輪盤', enabled: false, settings: { redirect_path: '/market-place', ad_href: '/roulette' } });
      const audits = await auditRows('campaign', campaign.id);
      expect(audits).toHaveLength(2);
      expect(audits[1].data).toEqual({
        before: { title: '新春幸運輪盤', enabled: true, settings: { ad_href: '/roulette' } },
        after: { title: '元宵幸運輪盤', enabled: false, settings: { ad_href: '/roulette', redirect_path: '/market-place' } },
      });
      expect((await admin.browser.put(`${CAMPAIGNS}/999999999`, body)).status).toBe(404);
      expect((await admin.browser.get(`${CAMPAIGNS}/999999999`)).status).toBe(404);
    });
  });

  describe('prizes', () => {
    let campaign: ConsoleCampaignRow;

    beforeAll(async () => {
      campaign = await createCampaign(admin, { budget: 1_000 });
    });

    it('adds prizes to a campaign and lists them in wheel order', async () => {
      const cashback = await admin.browser.post(PRIZES, prizeBody(campaign.id, { position: 2, discount_percent: 20 }));
      expect(cashback.status).toBe(201);
      expect(cashback.body).toMatchObject({
        campaign_id: campaign.id,
        campaign_title: '新春幸運輪盤',
        reward: 'cashback',
        reward_label: '回饋金',
        type_label: '回饋獎勵',
        chance: 1_000,
        chance_percent: 10,
        stock: 5,
        awarded: 0,
        left: 5,
        discount_percent: null,
        cashback_amount: 300,
      });
      const fail = await admin.browser.post(PRIZES, prizeBody(campaign.id, { name: '銘謝惠顧', type: 'fail', reward: 'nothing', chance: 9_000, stock: '', cashback_amount: null, position: 1 }));
      expect(fail.body).toMatchObject({ stock: null, left: null, cashback_amount: null });
      const found = await list(admin, PRIZES, { filter: { campaign_id: campaign.id } });
      expect((found.body as ConsolePrizeRow[]).map((prize) => prize.name)).toEqual(['銘謝惠顧', '回饋金 NT$ 300']);
      expect(found.headers['content-range']).toBe('campaign-prizes 0-1/2');
      expect((await admin.browser.get(`${CAMPAIGNS}/${campaign.id}`)).body.prize_count).toBe(2);
      const [audit] = await auditRows('campaign_prize', cashback.body.id);
      expect(audit).toMatchObject({ action: 'campaign_prize.created', data: { after: { campaign_id: campaign.id, chance: 1_000, cashback_amount: 300 } } });
    });

    it('answers the prize table CHECKs on their fields with 400', async () => {
      const chance = await admin.browser.post(PRIZES, prizeBody(campaign.id, { chance: 10_001 }));
      expect(chance.status).toBe(400);
      expect(chance.body.errors).toEqual({ chance: '中獎機率（萬分之）須介於 0 到 10000 之間' });
      const reward = await admin.browser.post(PRIZES, prizeBody(campaign.id, { reward: 'fee_discount', stock: -1 }));
      expect(reward.body.errors).toEqual({ stock: MESSAGES.integer, discount_percent: '服務費折扣 (%)為必填' });
      const discount = await admin.browser.post(PRIZES, prizeBody(campaign.id, { reward: 'fee_discount' }));
      expect(discount.body.errors).toEqual({ discount_percent: '服務費折扣 (%)為必填' });
      const tooMuch = await admin.browser.post(PRIZES, prizeBody(campaign.id, { reward: 'fee_discount', discount_percent: 101 }));
      expect(tooMuch.body.errors).toEqual({ discount_percent: '服務費折扣 (%)須介於 1 到 100 之間' });
      const spins = await admin.browser.post(PRIZES, prizeBody(campaign.id, { reward: 'extra_spin', extra_spins: 0 }));
      expect(spins.body.errors).toEqual({ extra_spins: '再抽次數須介於 1 到 10 之間' });
      const tier = await admin.browser.post(PRIZES, prizeBody(campaign.id, { min_invested: -100, type: 'jackpot' }));
      expect(tier.body.errors).toEqual({ min_invested: MESSAGES.integer, type: MESSAGES.invalidOption });
      const unknown = await admin.browser.post(PRIZES, prizeBody(999_999_999));
      expect(unknown.status).toBe(400);
      expect(unknown.body.errors).toEqual({ campaign_id: E.campaignUnknown });
    });

    it('changes a prize but never its stock below what was given', async () => {
      const created = (await admin.browser.post(PRIZES, prizeBody(campaign.id, { stock: 3 }))).body as ConsolePrizeRow;
      expect(await awardPrize(t, created.id)).toBe(true);
      expect(await awardPrize(t, created.id)).toBe(true);
      const { campaign_id: _campaign, ...edit } = prizeBody(campaign.id, { stock: 3 });
      const below = await admin.browser.put(`${PRIZES}/${created.id}`, { ...edit, stock: 1 });
      expect(below.status).toBe(400);
      expect(below.body.errors).toEqual({ stock: stockBelowAwardedText(2) });
      const changed = await admin.browser.put(`${PRIZES}/${created.id}`, { ...edit, stock: 2, reward: 'extra_spin', extra_spins: 1, cashback_amount: 300, chance: 500 });
      expect(changed.status).toBe(200);
      expect(changed.body).toMatchObject({ stock: 2, awarded: 2, left: 0, reward: 'extra_spin', extra_spins: 1, cashback_amount: null, chance: 500 });
      const moved = await admin.browser.put(`${PRIZES}/${created.id}`, { ...edit, campaign_id: 1 });
      expect(moved.body.errors).toEqual({ campaign_id: MESSAGES.unknownField });
      const audits = await auditRows('campaign_prize', created.id);
      expect(audits[1].data).toEqual({
        campaign_id: campaign.id,
        before: { reward: 'cashback', chance: 1_000, stock: 3, cashback_amount: 300, extra_spins: 0 },
        after: { reward: 'extra_spin', chance: 500, stock: 2, cashback_amount: null, extra_spins: 1 },
      });
    });
  });

  describe('promo codes', () => {
    it('creates a fee-discount code upper-cased, lists and changes it', async () => {
      const code = `newyear${uniqueSuffix()}`;
      const created = await admin.browser.post(PROMO_CODES, promoCodeBody({ code, cashback_amount: 50 }));
      expect(created.status).toBe(201);
      const row = created.body as ConsolePromoCodeRow;
      expect(row).toMatchObject({
        code: code.toUpperCase(),
        kind: 'fee_discount',
        kind_label: '服務費折扣',
        discount_percent: 10,
        cashback_amount: null,
        owner_id: null,
        expires_at: '2026-03-31T15:59:00.000Z',
        uses: 0,
        created_by_email: admin.email,
      });
      const found = await list(admin, PROMO_CODES, { filter: { q: code.slice(0, 10), owned: false } });
      expect((found.body as ConsolePromoCodeRow[]).map((item) => item.id)).toEqual([row.id]);
      const changed = await admin.browser.put(`${PROMO_CODES}/${row.id}`, promoCodeBody({ code, discount_percent: 15, enabled: false }));
      expect(changed.status).toBe(200);
      expect(changed.body).toMatchObject({ discount_percent: 15, enabled: false });
      const audits = await auditRows('promo_code', row.id);
      expect(audits.map((audit) => audit.action)).toEqual(['promo_code.created', 'promo_code.updated']);
      expect(audits[1].data).toEqual({ before: { discount_percent: 10, enabled: true }, after: { discount_percent: 15, enabled: false } });
    });

    it('takes a cashback code only with an amount and the campaign whose budget pays it', async () => {
      const campaign = await createCampaign(admin, { budget: 3_000 });
      const missing = await admin.browser.post(PROMO_CODES, promoCodeBody({ kind: 'cashback' }));
      expect(missing.status).toBe(400);
      expect(missing.body.errors).toEqual({ cashback_amount: '回饋金額為必填', campaign_id: E.cashbackNeedsCampaign });
      const unknown = await admin.browser.post(PROMO_CODES, promoCodeBody({ kind: 'cashback', cashback_amount: 200, campaign_id: 999_999_999 }));
      expect(unknown.status).toBe(400);
      expect(unknown.body.errors).toEqual({ campaign_id: E.campaignUnknown });
      const created = await admin.browser.post(PROMO_CODES, promoCodeBody({ kind: 'cashback', cashback_amount: 200, campaign_id: campaign.id }));
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ kind: 'cashback', discount_percent: null, cashback_amount: 200, campaign_id: campaign.id, campaign_title: '新春幸運輪盤' });
      const byCampaign = await list(admin, PROMO_CODES, { filter: { campaign_id: campaign.id } });
      expect((byCampaign.body as ConsolePromoCodeRow[]).map((item) => item.id)).toEqual([created.body.id]);
    });

    it('refuses codes of other characters or lengths, a taken code, and a use limit below the uses', async () => {
      const format = await admin.browser.post(PROMO_CODES, promoCodeBody({ code: 'NEW-YEAR', max_uses: 0 }));
      expect(format.status).toBe(400);
      expect(format.body.errors).toEqual({ code: E.codeFormat, max_uses: '使用上限須介於 1 到 1000000 之間' });
      const short = await admin.browser.post(PROMO_CODES, promoCodeBody({ code: 'AB1' }));
      expect(short.body.errors).toEqual({ code: '優惠碼長度須介於 4 到 30 個字之間' });
      const clock = await t.app.get(BusinessClock).instant();
      const body = promoCodeBody({ max_uses: 2, expires_at: new Date(clock.getTime() + 30 * 86_400_000).toISOString() });
      const created = (await admin.browser.post(PROMO_CODES, body)).body as ConsolePromoCodeRow;
      const taken = await admin.browser.post(PROMO_CODES, { ...body, code: String(body.code).toLowerCase() });
      expect(taken.status).toBe(409);
      expect(taken.body).toMatchObject({ code: 'PROMO_CODE_TAKEN', errors: { code: E.codeTaken } });

      const lender = await investor(t, 10_000);
      const other = await investor(t, 10_000);
      const loan = await marketLoan(t);
      const placedSerials: string[] = [];
      for (const buyer of [lender, other]) {
        const placed = await placeOrder(t, buyer, [{ serial: loan.serial, amount: 1_000 }], { extra: { promo_code: created.code } });
        expect(placed.status).toBe(201);
        placedSerials.push(placed.body.data.order.serial as string);
      }
      const orders = (await dataSource.query(`SELECT id, serial FROM orders WHERE serial = ANY ($1) ORDER BY id`, [placedSerials])) as { id: number; serial: string }[];
      const below = await admin.browser.put(`${PROMO_CODES}/${created.id}`, { ...body, max_uses: 1 });
      expect(below.status).toBe(400);
      expect(below.body.errors).toEqual({ max_uses: maxUsesBelowUsesText(2) });

      const uses = await list(admin, PROMO_CODE_USES, { filter: { promo_code_id: created.id }, sort: ['id', 'ASC'] });
      expect(uses.status).toBe(200);
      expect(uses.headers['content-range']).toBe('promo-code-uses 0-1/2');
      expect((uses.body as ConsolePromoCodeUseRow[]).map((use) => [use.code, use.member_serial, use.order_serial, use.discount_percent, use.cashback_amount])).toEqual([
        [created.code, lender.memberSerial, orders[0].serial, 10, null],
        [created.code, other.memberSerial, orders[1].serial, 10, null],
      ]);
      const byOrder = await list(admin, PROMO_CODE_USES, { filter: { q: orders[1].serial } });
      expect((byOrder.body as ConsolePromoCodeUseRow[]).map((use) => use.order_id)).toEqual([orders[1].id]);
      expect((await sales.browser.get(`${PROMO_CODES}/${created.id}`)).body.uses).toBe(2);
    });
  });

  describe('spins, cashback and the audit trail', () => {
    it('lists the spins and draws of a campaign, trials and members', async () => {
      const campaign = await createCampaign(admin);
      const first = await recordSpin(t, { campaignId: campaign.id, userId: member.id, rewardName: '回饋金 NT$ 100', businessDate: '2026-01-21', cashback: 100 });
      const trial = await recordSpin(t, { campaignId: campaign.id, userId: null, rewardName: '銘謝惠顧', businessDate: '2026-01-22' });
      const all = await list(admin, SPINS, { filter: { campaign_id: campaign.id }, sort: ['id', 'ASC'] });
      expect(all.headers['content-range']).toBe('campaign-spins 0-1/2');
      expect(all.body as ConsoleSpinRow[]).toEqual([
        expect.objectContaining({ id: first, campaign_title: '新春幸運輪盤', member_serial: memberSerial, reward_name: '回饋金 NT$ 100', cashback_amount: 100, business_date: '2026-01-21', trial: false }),
        expect.objectContaining({ id: trial, member_serial: null, user_id: null, business_date: '2026-01-22', trial: true }),
      ]);
      const trials = await list(admin, SPINS, { filter: { campaign_id: campaign.id, trial: true } });
      expect((trials.body as ConsoleSpinRow[]).map((spin) => spin.id)).toEqual([trial]);
      const dated = await list(admin, SPINS, { filter: { campaign_id: campaign.id, date_from: '2026-01-21', date_to: '2026-01-21', q: memberSerial } });
      expect((dated.body as ConsoleSpinRow[]).map((spin) => spin.id)).toEqual([first]);
      const bad = await list(admin, SPINS, { filter: { date_from: '2026-02-30' } });
      expect(bad.status).toBe(400);
      expect(bad.body.errors).toEqual({ 'filter.date_from': MESSAGES.invalidFormat });
    });

    it('lists the cashback the marketing budget paid, with its total under the same filter', async () => {
      const campaign = await createCampaign(admin, { title: '推薦好友', kind: 'referral', budget: 2_000 });
      const friend = await signUp(t);
      expect(await payCashback(t, campaign, friend.id, 100, 'referral_reward')).toBe(true);
      expect(await payCashback(t, campaign, friend.id, 300)).toBe(true);
      const friendOnly = { user_id: friend.id };
      const rows = await list(admin, CASHBACK, { filter: friendOnly, sort: ['amount', 'DESC'] });
      expect(rows.status).toBe(200);
      expect(rows.headers['content-range']).toBe('campaign-cashback 0-1/2');
      expect((rows.body as ConsoleCashbackRow[]).map((row) => [row.kind, row.kind_label, row.amount, row.member_serial, row.description])).toEqual([
        ['campaign_reward', '活動回饋', 300, await serialOf(friend.id), '推薦好友：回饋金 NT$ 300'],
        ['referral_reward', '推薦獎勵', 100, await serialOf(friend.id), '推薦好友：回饋金 NT$ 100'],
      ]);
      const total = await list(admin, `${CASHBACK}/total`, { filter: friendOnly });
      expect(total.body).toEqual({ data: { count: 2, amount: 400 } });
      const referral = await list(sales, `${CASHBACK}/total`, { filter: { ...friendOnly, kind: 'referral_reward' } });
      expect(referral.body).toEqual({ data: { count: 1, amount: 100 } });
      const everything = await list(admin, `${CASHBACK}/total`);
      const [{ paid }] = (await dataSource.query(
        `SELECT COALESCE(sum(amount), 0)::bigint AS paid FROM ledger_transfers WHERE kind IN ('campaign_reward', 'referral_reward')`,
      )) as { paid: number }[];
      expect(everything.body.data.amount).toBe(paid);
      const noBudgetMoves = await list(admin, CASHBACK, { filter: { q: 'campaign-budget' } });
      expect(noBudgetMoves.body).toEqual([]);
      const badTotal = await list(admin, `${CASHBACK}/total`, { filter: { kind: 'marketing_funding' } });
      expect(badTotal.status).toBe(400);
    });

    it('lists who changed which campaign, prize or promo code, and what', async () => {
      const campaign = await createCampaign(admin);
      await admin.browser.put(`${CAMPAIGNS}/${campaign.id}`, campaignBody({ key: campaign.key, title: '端午幸運輪盤' }));
      const trail = await list(sales, AUDIT, { filter: { target_type: 'campaign', target_id: String(campaign.id) }, sort: ['id', 'ASC'] });
      expect(trail.status).toBe(200);
      expect((trail.body as ConsoleCampaignAuditRow[]).map((row) => [row.action, row.action_label, row.actor_email, row.target_type_label, row.data.after])).toEqual([
        ['campaign.created', '建立活動', admin.email, '行銷活動', expect.objectContaining({ title: '新春幸運輪盤' })],
        ['campaign.updated', '修改活動', admin.email, '行銷活動', { title: '端午幸運輪盤' }],
      ]);
      const everyTarget = await list(admin, AUDIT, { range: [0, 499] });
      const targets = new Set((everyTarget.body as ConsoleCampaignAuditRow[]).map((row) => row.target_type));
      expect([...targets].sort()).toEqual(['campaign', 'campaign_prize', 'promo_code']);
      const byAction = await list(admin, AUDIT, { filter: { action: 'campaign.updated', actor_id: admin.id, target_id: String(campaign.id) } });
      expect((byAction.body as ConsoleCampaignAuditRow[]).map((row) => row.action)).toEqual(['campaign.updated']);
    });
  });

  describe('tickets granted by staff', () => {
    it('grants tickets of a roulette through the rewards service once per Idempotency-Key, recorded in the audit trail', async () => {
      const campaign = await createCampaign(admin);
      const key = randomUUID();
      const body = { campaign_id: campaign.id, member_serial: memberSerial.toLowerCase(), count: 3, reason: '客服補發' };
      const granted = await postIdempotent(admin, TICKETS, body, key);
      expect(granted.status).toBe(201);
      expect(granted.body).toMatchObject({
        campaign_id: campaign.id,
        user_id: member.id,
        member_serial: memberSerial,
        count: 3,
        message: ticketsGrantedText(3, memberSerial),
      });
      const replay = await postIdempotent(admin, TICKETS, body, key);
      expect(replay.body).toEqual(granted.body);
      expect(replay.headers['idempotent-replayed']).toBe('true');
      const tickets = (await dataSource.query(`SELECT user_id, count, source, reference FROM campaign_tickets WHERE campaign_id = $1`, [campaign.id])) as unknown[];
      const [audit] = (await auditRows('campaign', campaign.id)).filter((row) => row.action === 'campaign.tickets_granted');
      expect(tickets).toEqual([{ user_id: member.id, count: 3, source: 'staff', reference: `staff:${audit.id}` }]);
      expect(granted.body.reference).toBe(`staff:${audit.id}`);
      expect(audit.data).toEqual({ user_id: member.id, member_serial: memberSerial, count: 3, reason: '客服補發' });
      const byId = await postIdempotent(admin, TICKETS, { campaign_id: campaign.id, user_id: member.id, count: 1, reason: '活動補償' });
      expect(byId.status).toBe(201);
    });

    it('refuses an unknown member, a campaign without tickets, and a grant without a key or reason', async () => {
      const roulette = await createCampaign(admin);
      const draw = await createCampaign(admin, { kind: 'draw' });
      const unknown = await postIdempotent(admin, TICKETS, { campaign_id: roulette.id, member_serial: 'M99999999', count: 1, reason: '補發' });
      expect(unknown.status).toBe(400);
      expect(unknown.body.errors).toEqual({ member_serial: E.memberUnknown });
      const noTickets = await postIdempotent(admin, TICKETS, { campaign_id: draw.id, user_id: member.id, count: 1, reason: '補發' });
      expect(noTickets.body.errors).toEqual({ campaign_id: E.ticketsNotForKind });
      const noCampaign = await postIdempotent(admin, TICKETS, { campaign_id: 999_999_999, user_id: member.id, count: 1, reason: '補發' });
      expect(noCampaign.body.errors).toEqual({ campaign_id: E.campaignUnknown });
      const invalid = await postIdempotent(admin, TICKETS, { campaign_id: roulette.id, user_id: member.id, count: 101, reason: '' });
      expect(invalid.body.errors).toEqual({ count: '張數須介於 1 到 100 之間', reason: '發放原因為必填' });
      const withoutKey = await admin.browser.post(TICKETS, { campaign_id: roulette.id, user_id: member.id, count: 1, reason: '補發' });
      expect(withoutKey.status).toBe(400);
      expect(withoutKey.body.code).toBe('IDEMPOTENCY_KEY_REQUIRED');
      const [{ count }] = (await dataSource.query(`SELECT count(*)::int AS count FROM campaign_tickets WHERE campaign_id = ANY ($1)`, [[roulette.id, draw.id]])) as { count: number }[];
      expect(count).toBe(0);
    });
  });

  describe('hostile input', () => {
    it('refuses NUL characters, huge strings, deep JSON and prototype keys before or at the schema, writing nothing', async () => {
      const before = await marketingBooks(t);
      const nul = await admin.browser.post(CAMPAIGNS, campaignBody({ title: 'a\u0000b' }));
      expect(nul.status).toBe(400);
      expect(nul.body).toMatchObject({ code: 'INVALID_CHARACTER', errors: { title: MESSAGES.invalidCharacter } });
      const huge = await admin.browser.post(CAMPAIGNS, campaignBody({ title: '輪'.repeat(50_000), description: 'x'.repeat(100_000) }));
      expect(huge.status).toBe(400);
      expect(huge.body.errors).toEqual({ title: '活動名稱不能超過 100 個字', description: '活動說明不能超過 2000 個字' });
      const tooLarge = await admin.browser.post(CAMPAIGNS, campaignBody({ description: 'x'.repeat(2_000_000) }));
      expect(tooLarge.status).toBe(413);
      let deep: Record<string, unknown> = { ad_href: '/roulette' };
      for (let level = 0; level < 100; level += 1) deep = { a: deep };
      const nested = await admin.browser.post(CAMPAIGNS, campaignBody({ settings: deep }));
      expect(nested.status).toBe(400);
      expect(nested.body.code).toBe('REQUEST_TOO_DEEP');
      const proto = await admin.browser.agent
        .post(PROMO_CODES)
        .set('X-Requested-With', 'XMLHttpRequest')
        .set('X-CSRF-Token', admin.browser.csrfToken)
        .set('Content-Type', 'application/json')
        .send('{"__proto__":{"enabled":false},"code":"PROTO1"}');
      expect(proto.status).toBe(400);
      expect(proto.body.code).toBe('FORBIDDEN_FIELD');
      const numbers = await admin.browser.post(PRIZES, prizeBody(1, { chance: 1e308, stock: '9'.repeat(400), position: { $gt: 0 } }));
      expect(numbers.status).toBe(400);
      expect(Object.keys(numbers.body.errors).sort()).toEqual(['chance', 'position', 'stock']);
      const queryNul = await admin.browser.get(`${CAMPAIGNS}?filter=${encodeURIComponent(JSON.stringify({ q: 'a\u0000' }))}`);
      expect(queryNul.status).toBe(400);
      expect(queryNul.body).toMatchObject({ code: 'INVALID_CHARACTER', errors: { 'filter.q': MESSAGES.invalidCharacter } });
      const queryProto = await admin.browser.get(`${PROMO_CODES}?filter=${encodeURIComponent('{"__proto__":{"q":"A"}}')}`);
      expect(queryProto.body).toMatchObject({ code: 'FORBIDDEN_FIELD', errors: { 'filter.__proto__': MESSAGES.unknownField } });
      const badJson = await admin.browser.get(`${CAMPAIGNS}?filter=%7Bnot-json`);
      expect(badJson.status).toBe(400);
      expect(badJson.body.errors).toEqual({ filter: MESSAGES.invalidFormat });
      expect(await marketingBooks(t)).toEqual(before);
    });
  });
});
