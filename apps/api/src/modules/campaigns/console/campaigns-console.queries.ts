import type { EntityManager } from 'typeorm';
import { z } from 'zod';
import {
  CAMPAIGN_AUDIT_TARGETS,
  CAMPAIGN_CASHBACK_KINDS,
  CAMPAIGN_KINDS,
  CAMPAIGN_STATES,
  MESSAGES,
  PRIZE_REWARDS,
  PROMO_CODE_KINDS,
  parseIsoDate,
  taipeiDayStart,
  shiftIsoDate,
} from '@lendbridge/domain';
import type {
  CampaignCashbackKind,
  CampaignState,
  ConsoleCampaignAuditRow,
  ConsoleCampaignRow,
  ConsoleCashbackRow,
  ConsoleCashbackTotal,
  ConsolePrizeRow,
  ConsolePromoCodeRow,
  ConsolePromoCodeUseRow,
  ConsoleSpinRow,
  PromoCodeKind,
} from '@lendbridge/domain';
import { listFilter, presentPage, selectListPage, simpleRestList } from '../../../common/simple-rest.js';
import type { ListPage, ListQuery } from '../../../common/simple-rest.js';
import { SqlConditions, containsPattern, escapeLike } from '../../../common/sql.js';
import { BUSINESS_NOW_SQL } from '../../ledger/ledger.service.js';
import {
  presentAudit,
  presentCampaign,
  presentCashback,
  presentPrize,
  presentPromoCode,
  presentPromoCodeUse,
  presentSpin,
} from './campaigns-console.presenter.js';
import type { CampaignRow, PrizeRow } from '../campaign-rows.js';

/**
 * The campaigns console's lists (ra-data-simple-rest) and the rows its writes read back: campaigns
 * with their state at the business clock's instant, prizes, promo codes and their uses, spins,
 * the cashback the marketing budget paid (ledger transfers) and the audit trail of the console.
 */

/** A Taipei date 'YYYY-MM-DD' of a list's filter. */
const dateFilter = () =>
  listFilter.text().refine((value) => value === undefined || parseIsoDate(value) !== null, { error: MESSAGES.invalidFormat });

/** A campaign as CAMPAIGN_SELECT reads it: the row the services read, with its state, prize count and dates. */
export interface CampaignDbRow extends CampaignRow {
  state: CampaignState;
  prize_count: number;
  created_at: Date;
  updated_at: Date;
}

const CAMPAIGN_SELECT = `
  SELECT c.id, c.key, c.kind, c.title, c.description, c.starts_at, c.ends_at, c.audience, c.budget, c.spent, c.enabled,
         c.settings, c.created_at, c.updated_at,
         CASE WHEN NOT c.enabled THEN 'disabled' WHEN clock.now < c.starts_at THEN 'upcoming' WHEN clock.now < c.ends_at THEN 'live' ELSE 'ended' END AS state,
         (SELECT count(*)::int FROM campaign_prizes p WHERE p.campaign_id = c.id) AS prize_count
    FROM campaigns c
   CROSS JOIN (SELECT ${BUSINESS_NOW_SQL} AS now) clock`;

/** The campaigns: a search of key or title, kind, on or off, state, and ids. */
export const CAMPAIGN_LIST = simpleRestList({
  resource: 'campaigns',
  filter: z.object({
    q: listFilter.text(),
    kind: listFilter.oneOf(CAMPAIGN_KINDS),
    enabled: listFilter.flag(),
    state: listFilter.oneOf(CAMPAIGN_STATES),
    id: listFilter.ids(),
  }),
  sortable: {
    id: 'c.id',
    key: 'c.key',
    kind: 'c.kind',
    title: 'c.title',
    starts_at: 'c.starts_at',
    ends_at: 'c.ends_at',
    budget: 'c.budget',
    spent: 'c.spent',
    enabled: 'c.enabled',
    updated_at: 'c.updated_at',
  },
});

const STATE_CONDITIONS: Readonly<Record<CampaignState, string>> = {
  disabled: 'NOT c.enabled',
  upcoming: 'c.enabled AND clock.now < c.starts_at',
  live: 'c.enabled AND c.starts_at <= clock.now AND clock.now < c.ends_at',
  ended: 'c.enabled AND c.ends_at <= clock.now',
};

export async function listCampaigns(manager: EntityManager, query: ListQuery<typeof CAMPAIGN_LIST>): Promise<ListPage<ConsoleCampaignRow>> {
  const { q, kind, enabled, state, id } = query.filter;
  const conditions = new SqlConditions();
  if (q) conditions.add((p) => `(c.key ILIKE ${p} OR c.title ILIKE ${p})`, containsPattern(q));
  if (kind) conditions.add((p) => `c.kind = ${p}`, kind);
  if (enabled !== undefined) conditions.add((p) => `c.enabled = ${p}`, enabled);
  if (state) conditions.addFixed(STATE_CONDITIONS[state]);
  if (id) conditions.add((p) => `c.id = ANY (${p}::bigint[])`, id);
  const page = await selectListPage<CampaignDbRow, typeof CAMPAIGN_LIST>(manager, CAMPAIGN_LIST, query, CAMPAIGN_SELECT, conditions);
  return presentPage(page, presentCampaign);
}

export async function findCampaign(manager: EntityManager, id: number): Promise<ConsoleCampaignRow | null> {
  const rows: CampaignDbRow[] = await manager.query(`${CAMPAIGN_SELECT} WHERE c.id = $1`, [id]);
  return rows[0] ? presentCampaign(rows[0]) : null;
}

/** A prize as PRIZE_SELECT reads it: the row the draws read, with its campaign's title. */
export interface PrizeDbRow extends PrizeRow {
  campaign_title: string;
}

const PRIZE_SELECT = `
  SELECT p.id, p.campaign_id, c.title AS campaign_title, p.name, p.type, p.reward, p.chance, p.stock, p.awarded,
         p.discount_percent, p.cashback_amount, p.extra_spins, p.min_invested, p.position
    FROM campaign_prizes p
    JOIN campaigns c ON c.id = p.campaign_id`;

/** The prizes: of a campaign, by what they give, and ids; in wheel order unless asked otherwise. */
export const PRIZE_LIST = simpleRestList({
  resource: 'campaign-prizes',
  filter: z.object({
    campaign_id: listFilter.id(),
    reward: listFilter.oneOf(PRIZE_REWARDS),
    id: listFilter.ids(),
  }),
  sortable: {
    id: 'p.id',
    position: 'p.position',
    name: 'p.name',
    chance: 'p.chance',
    awarded: 'p.awarded',
  },
  defaultSort: { field: 'position', order: 'ASC' },
  tieBreaker: { column: 'p.id', order: 'ASC' },
});

export async function listPrizes(manager: EntityManager, query: ListQuery<typeof PRIZE_LIST>): Promise<ListPage<ConsolePrizeRow>> {
  const { campaign_id: campaignId, reward, id } = query.filter;
  const conditions = new SqlConditions();
  if (campaignId !== undefined) conditions.add((p) => `p.campaign_id = ${p}`, campaignId);
  if (reward) conditions.add((p) => `p.reward = ${p}`, reward);
  if (id) conditions.add((p) => `p.id = ANY (${p}::bigint[])`, id);
  const page = await selectListPage<PrizeDbRow, typeof PRIZE_LIST>(manager, PRIZE_LIST, query, PRIZE_SELECT, conditions);
  return presentPage(page, presentPrize);
}

export async function findPrize(manager: EntityManager, id: number): Promise<ConsolePrizeRow | null> {
  const rows: PrizeDbRow[] = await manager.query(`${PRIZE_SELECT} WHERE p.id = $1`, [id]);
  return rows[0] ? presentPrize(rows[0]) : null;
}

/** A promo code as PROMO_CODE_SELECT reads it. */
export interface PromoCodeDbRow {
  id: number;
  code: string;
  kind: PromoCodeKind;
  discount_percent: number | null;
  cashback_amount: number | null;
  campaign_id: number | null;
  campaign_title: string | null;
  owner_id: number | null;
  owner_serial: string | null;
  expires_at: Date;
  max_uses: number;
  uses: number;
  min_order_amount: number;
  enabled: boolean;
  created_by_email: string | null;
  created_at: Date;
  updated_at: Date;
}

const PROMO_CODE_SELECT = `
  SELECT pc.id, pc.code, pc.kind, pc.discount_percent, pc.cashback_amount, pc.campaign_id, c.title AS campaign_title,
         pc.owner_id, o.member_serial AS owner_serial, pc.expires_at, pc.max_uses, pc.uses, pc.min_order_amount, pc.enabled,
         s.email AS created_by_email, pc.created_at, pc.updated_at
    FROM promo_codes pc
    LEFT JOIN campaigns c ON c.id = pc.campaign_id
    LEFT JOIN users o ON o.id = pc.owner_id
    LEFT JOIN users s ON s.id = pc.created_by`;

/** The promo codes: a search of the code, kind, on or off, the campaign, a member's own (prize codes) or public, and ids. */
export const PROMO_CODE_LIST = simpleRestList({
  resource: 'promo-codes',
  filter: z.object({
    q: listFilter.text(),
    kind: listFilter.oneOf(PROMO_CODE_KINDS),
    enabled: listFilter.flag(),
    campaign_id: listFilter.id(),
    owned: listFilter.flag(),
    id: listFilter.ids(),
  }),
  sortable: {
    id: 'pc.id',
    code: 'pc.code',
    expires_at: 'pc.expires_at',
    uses: 'pc.uses',
    max_uses: 'pc.max_uses',
    created_at: 'pc.created_at',
  },
});

export async function listPromoCodes(manager: EntityManager, query: ListQuery<typeof PROMO_CODE_LIST>): Promise<ListPage<ConsolePromoCodeRow>> {
  const { q, kind, enabled, campaign_id: campaignId, owned, id } = query.filter;
  const conditions = new SqlConditions();
  if (q) conditions.add((p) => `pc.code LIKE (${p} || '%')`, escapeLike(q.toUpperCase()));
  if (kind) conditions.add((p) => `pc.kind = ${p}`, kind);
  if (enabled !== undefined) conditions.add((p) => `pc.enabled = ${p}`, enabled);
  if (campaignId !== undefined) conditions.add((p) => `pc.campaign_id = ${p}`, campaignId);
  if (owned !== undefined) conditions.addFixed(owned ? 'pc.owner_id IS NOT NULL' : 'pc.owner_id IS NULL');
  if (id) conditions.add((p) => `pc.id = ANY (${p}::bigint[])`, id);
  const page = await selectListPage<PromoCodeDbRow, typeof PROMO_CODE_LIST>(manager, PROMO_CODE_LIST, query, PROMO_CODE_SELECT, conditions);
  return presentPage(page, presentPromoCode);
}

export async function findPromoCode(manager: EntityManager, id: number): Promise<ConsolePromoCodeRow | null> {
  const rows: PromoCodeDbRow[] = await manager.query(`${PROMO_CODE_SELECT} WHERE pc.id = $1`, [id]);
  return rows[0] ? presentPromoCode(rows[0]) : null;
}

/** A promo code's use as PROMO_CODE_USE_SELECT reads it. */
export interface PromoCodeUseDbRow {
  id: number;
  promo_code_id: number;
  code: string;
  user_id: number;
  member_serial: string;
  order_id: number;
  order_serial: string;
  discount_percent: number | null;
  cashback_amount: number | null;
  cashback_paid_at: Date | null;
  created_at: Date;
}

const PROMO_CODE_USE_SELECT = `
  SELECT pu.id, pu.promo_code_id, pc.code, pu.user_id, u.member_serial, pu.order_id, o.serial AS order_serial,
         pu.discount_percent, pu.cashback_amount, pu.cashback_paid_at, pu.created_at
    FROM promo_code_uses pu
    JOIN promo_codes pc ON pc.id = pu.promo_code_id
    JOIN users u ON u.id = pu.user_id
    JOIN orders o ON o.id = pu.order_id`;

/** The uses of promo codes: of a code, of a member, a search of code, member serial or order serial, and ids. */
export const PROMO_CODE_USE_LIST = simpleRestList({
  resource: 'promo-code-uses',
  filter: z.object({
    promo_code_id: listFilter.id(),
    user_id: listFilter.id(),
    q: listFilter.text(),
    id: listFilter.ids(),
  }),
  sortable: {
    id: 'pu.id',
    created_at: 'pu.created_at',
    code: 'pc.code',
  },
});

export async function listPromoCodeUses(
  manager: EntityManager,
  query: ListQuery<typeof PROMO_CODE_USE_LIST>,
): Promise<ListPage<ConsolePromoCodeUseRow>> {
  const { promo_code_id: promoCodeId, user_id: userId, q, id } = query.filter;
  const conditions = new SqlConditions();
  if (promoCodeId !== undefined) conditions.add((p) => `pu.promo_code_id = ${p}`, promoCodeId);
  if (userId !== undefined) conditions.add((p) => `pu.user_id = ${p}`, userId);
  if (q) conditions.add((p) => `(pc.code ILIKE ${p} OR u.member_serial ILIKE ${p} OR o.serial ILIKE ${p})`, containsPattern(q));
  if (id) conditions.add((p) => `pu.id = ANY (${p}::bigint[])`, id);
  const page = await selectListPage<PromoCodeUseDbRow, typeof PROMO_CODE_USE_LIST>(manager, PROMO_CODE_USE_LIST, query, PROMO_CODE_USE_SELECT, conditions);
  return presentPage(page, presentPromoCodeUse);
}

/** A spin as SPIN_SELECT reads it. */
export interface SpinDbRow {
  id: number;
  campaign_id: number;
  campaign_title: string;
  user_id: number | null;
  member_serial: string | null;
  prize_id: number | null;
  reward_name: string;
  promo_code_id: number | null;
  promo_code: string | null;
  cashback_amount: number | null;
  business_date: string;
  daily: boolean;
  trial: boolean;
  created_at: Date;
}

const SPIN_SELECT = `
  SELECT s.id, s.campaign_id, c.title AS campaign_title, s.user_id, u.member_serial, s.prize_id, s.reward_name,
         s.promo_code_id, pc.code AS promo_code, s.cashback_amount, to_char(s.business_date, 'YYYY-MM-DD') AS business_date,
         s.daily, s.trial, s.created_at
    FROM campaign_spins s
    JOIN campaigns c ON c.id = s.campaign_id
    LEFT JOIN users u ON u.id = s.user_id
    LEFT JOIN promo_codes pc ON pc.id = s.promo_code_id`;

/** The spins and draws: of a campaign, of a member, trials or not, a search of member serial, business dates, and ids. */
export const SPIN_LIST = simpleRestList({
  resource: 'campaign-spins',
  filter: z.object({
    campaign_id: listFilter.id(),
    user_id: listFilter.id(),
    trial: listFilter.flag(),
    q: listFilter.text(),
    date_from: dateFilter(),
    date_to: dateFilter(),
    id: listFilter.ids(),
  }),
  sortable: {
    id: 's.id',
    created_at: 's.created_at',
    business_date: 's.business_date',
    campaign_id: 's.campaign_id',
  },
});

export async function listSpins(manager: EntityManager, query: ListQuery<typeof SPIN_LIST>): Promise<ListPage<ConsoleSpinRow>> {
  const { campaign_id: campaignId, user_id: userId, trial, q, date_from: from, date_to: to, id } = query.filter;
  const conditions = new SqlConditions();
  if (campaignId !== undefined) conditions.add((p) => `s.campaign_id = ${p}`, campaignId);
  if (userId !== undefined) conditions.add((p) => `s.user_id = ${p}`, userId);
  if (trial !== undefined) conditions.add((p) => `s.trial = ${p}`, trial);
  if (q) conditions.add((p) => `u.member_serial ILIKE ${p}`, containsPattern(q));
  if (from) conditions.add((p) => `s.business_date >= ${p}::date`, from);
  if (to) conditions.add((p) => `s.business_date <= ${p}::date`, to);
  if (id) conditions.add((p) => `s.id = ANY (${p}::bigint[])`, id);
  const page = await selectListPage<SpinDbRow, typeof SPIN_LIST>(manager, SPIN_LIST, query, SPIN_SELECT, conditions);
  return presentPage(page, presentSpin);
}

/** Cashback paid from the marketing budget, as CASHBACK_FROM selects it. */
export interface CashbackDbRow {
  id: number;
  kind: CampaignCashbackKind;
  user_id: number;
  member_serial: string;
  amount: number;
  reference: string;
  description: string | null;
  created_at: Date;
}

/** The transfers out of the marketing account to members' cash (its index on debit_account_id finds them). */
const CASHBACK_FROM = `
    FROM ledger_transfers t
    JOIN ledger_accounts a ON a.id = t.credit_account_id
    JOIN users u ON u.id = a.user_id`;

const CASHBACK_SELECT = `SELECT t.id, t.kind, a.user_id, u.member_serial, t.amount, t.reference, t.description, t.created_at ${CASHBACK_FROM}`;

/** The cashback paid: its kind, a member, a search of member serial or reference, Taipei dates, and ids. */
export const CASHBACK_LIST = simpleRestList({
  resource: 'campaign-cashback',
  filter: z.object({
    kind: listFilter.oneOf(CAMPAIGN_CASHBACK_KINDS),
    user_id: listFilter.id(),
    q: listFilter.text(),
    date_from: dateFilter(),
    date_to: dateFilter(),
    id: listFilter.ids(),
  }),
  sortable: {
    id: 't.id',
    created_at: 't.created_at',
    amount: 't.amount',
  },
});

type CashbackFilter = ListQuery<typeof CASHBACK_LIST>['filter'];

function cashbackConditions(filter: CashbackFilter): SqlConditions {
  const { kind, user_id: userId, q, date_from: from, date_to: to, id } = filter;
  const conditions = new SqlConditions();
  conditions.addFixed(`t.debit_account_id = (SELECT id FROM ledger_accounts WHERE kind = 'marketing' AND user_id IS NULL)`);
  conditions.add((p) => `t.kind = ANY (${p}::text[])`, kind ? [kind] : [...CAMPAIGN_CASHBACK_KINDS]);
  if (userId !== undefined) conditions.add((p) => `a.user_id = ${p}`, userId);
  if (q) conditions.add((p) => `(u.member_serial ILIKE ${p} OR t.reference ILIKE ${p})`, containsPattern(q));
  if (from) conditions.add((p) => `t.created_at >= ${p}`, taipeiDayStart(from));
  if (to) conditions.add((p) => `t.created_at < ${p}`, taipeiDayStart(shiftIsoDate(to, 1)));
  if (id) conditions.add((p) => `t.id = ANY (${p}::bigint[])`, id);
  return conditions;
}

export async function listCashback(manager: EntityManager, query: ListQuery<typeof CASHBACK_LIST>): Promise<ListPage<ConsoleCashbackRow>> {
  const page = await selectListPage<CashbackDbRow, typeof CASHBACK_LIST>(manager, CASHBACK_LIST, query, CASHBACK_SELECT, cashbackConditions(query.filter));
  return presentPage(page, presentCashback);
}

/** How many transfers the filter selects and their sum. */
export async function cashbackTotal(manager: EntityManager, filter: CashbackFilter): Promise<ConsoleCashbackTotal> {
  const conditions = cashbackConditions(filter);
  const rows: { count: number; amount: number }[] = await manager.query(
    `SELECT count(*)::bigint AS count, COALESCE(sum(t.amount), 0)::bigint AS amount ${CASHBACK_FROM} ${conditions.where}`,
    conditions.params,
  );
  return { count: rows[0]?.count ?? 0, amount: rows[0]?.amount ?? 0 };
}

/** An audit row as AUDIT_SELECT reads it. */
export interface AuditDbRow {
  id: number;
  action: string;
  actor_id: number | null;
  actor_email: string | null;
  target_type: string;
  target_id: string;
  data: Record<string, unknown>;
  created_at: Date;
}

const AUDIT_SELECT = `
  SELECT l.id, l.action, l.actor_id, u.email AS actor_email, l.target_type, l.target_id, l.data, l.created_at
    FROM audit_logs l
    LEFT JOIN users u ON u.id = l.actor_id`;

/** The audit trail of campaigns, prizes and promo codes: by target (and its id), by actor, by action, and ids. */
export const AUDIT_LIST = simpleRestList({
  resource: 'campaign-audit',
  filter: z.object({
    target_type: listFilter.oneOf(CAMPAIGN_AUDIT_TARGETS),
    target_id: listFilter.text(),
    actor_id: listFilter.id(),
    action: listFilter.text(),
    id: listFilter.ids(),
  }),
  sortable: {
    id: 'l.id',
    created_at: 'l.created_at',
    action: 'l.action',
  },
});

export async function listAudit(manager: EntityManager, query: ListQuery<typeof AUDIT_LIST>): Promise<ListPage<ConsoleCampaignAuditRow>> {
  const { target_type: targetType, target_id: targetId, actor_id: actorId, action, id } = query.filter;
  const conditions = new SqlConditions();
  conditions.add((p) => `l.target_type = ANY (${p}::text[])`, targetType ? [targetType] : [...CAMPAIGN_AUDIT_TARGETS]);
  conditions.add((p) => `split_part(l.action, '.', 1) = ANY (${p}::text[])`, [...CAMPAIGN_AUDIT_TARGETS]);
  if (targetId) conditions.add((p) => `l.target_id = ${p}`, targetId);
  if (actorId !== undefined) conditions.add((p) => `l.actor_id = ${p}`, actorId);
  if (action) conditions.add((p) => `l.action = ${p}`, action);
  if (id) conditions.add((p) => `l.id = ANY (${p}::bigint[])`, id);
  const page = await selectListPage<AuditDbRow, typeof AUDIT_LIST>(manager, AUDIT_LIST, query, AUDIT_SELECT, conditions);
  return presentPage(page, presentAudit);
}
