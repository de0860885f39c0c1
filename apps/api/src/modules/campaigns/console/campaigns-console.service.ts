import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import { CAMPAIGN_TICKET_KINDS, campaignBudgetDescription, ticketsGrantedText } from '@lendbridge/domain';
import type {
  CampaignAuditAction,
  CampaignFormInput,
  CampaignKind,
  ConsoleCampaignRow,
  ConsolePrizeRow,
  ConsolePromoCodeRow,
  ConsoleTicketGrantAnswer,
  PrizeCreateInput,
  PrizeUpdateInput,
  PromoCodeFormInput,
  TicketGrantInput,
} from '@lendbridge/domain';
import { AppError } from '../../../common/app-error.js';
import { recordAudit } from '../../audit/audit.js';
import { LedgerService } from '../../ledger/ledger.service.js';
import { PLATFORM } from '../../ledger/ledger-accounts.js';
import { BusinessClock } from '../../repayment/business-clock.js';
import { CampaignRewardsService } from '../campaign-rewards.service.js';
import {
  budgetBelowSpent,
  campaignKeyTaken,
  campaignUnknown,
  constraintRefusal,
  maxUsesBelowUses,
  memberUnknown,
  promoCodeTaken,
  stockBelowAwarded,
  ticketsNotForKind,
} from './campaigns-console.errors.js';
import { findCampaign, findPrize, findPromoCode } from './campaigns-console.queries.js';
import type { PrizeRow } from '../campaign-rows.js';

type Fields = Record<string, unknown>;

/** A value as the audit trail and the comparison of a change read it: instants as ISO text, objects with sorted keys. */
function comparable(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(comparable);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, comparable((value as Fields)[key])]),
    );
  }
  return value;
}

/** The fields a write changes, before and after (null when it changes nothing). */
export function changedFields(before: Fields, after: Fields): { before: Fields; after: Fields } | null {
  const was: Fields = {};
  const is: Fields = {};
  for (const key of Object.keys(after)) {
    const old = comparable(before[key]);
    const next = comparable(after[key]);
    if (JSON.stringify(old) !== JSON.stringify(next)) {
      was[key] = old;
      is[key] = next;
    }
  }
  return Object.keys(is).length === 0 ? null : { before: was, after: is };
}

type StoredCampaign = {
  key: string;
  kind: CampaignKind;
  title: string;
  description: string;
  starts_at: Date;
  ends_at: Date;
  audience: string;
  budget: number;
  spent: number;
  enabled: boolean;
  settings: Fields;
};

type StoredPrize = Omit<PrizeRow, 'id'>;

type StoredPromoCode = {
  code: string;
  kind: string;
  discount_percent: number | null;
  cashback_amount: number | null;
  campaign_id: number | null;
  expires_at: Date;
  max_uses: number;
  uses: number;
  min_order_amount: number;
  enabled: boolean;
};

const campaignValues = (input: CampaignFormInput): unknown[] => [
  input.key,
  input.kind,
  input.title,
  input.description,
  input.starts_at,
  input.ends_at,
  input.audience,
  input.budget,
  input.enabled,
  JSON.stringify(input.settings),
];

const prizeValues = (input: PrizeUpdateInput): unknown[] => [
  input.name,
  input.type,
  input.reward,
  input.chance,
  input.stock,
  input.discount_percent,
  input.cashback_amount,
  input.extra_spins,
  input.min_invested,
  input.position,
];

const promoCodeValues = (input: PromoCodeFormInput): unknown[] => [
  input.code,
  input.kind,
  input.discount_percent,
  input.cashback_amount,
  input.campaign_id,
  input.expires_at,
  input.max_uses,
  input.min_order_amount,
  input.enabled,
];

/**
 * The campaigns console's writes, each in one transaction with its audit row (the fields it
 * changed, before and after). A campaign's budget is money set aside: creating a campaign with a
 * budget, or raising it, moves the difference from the company's bank account to the marketing
 * account (marketing_funding); lowering it, never below what the campaign already paid, moves it
 * back (marketing_refund); so the marketing account always holds the campaigns' budgets less
 * what they spent. The campaign's row lock is taken first, as the cashback payments take it.
 */
@Injectable()
export class CampaignsConsoleService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly ledger: LedgerService,
    private readonly rewards: CampaignRewardsService,
    private readonly clock: BusinessClock,
  ) {}

  async createCampaign(actorId: number, input: CampaignFormInput): Promise<ConsoleCampaignRow> {
    return this.write(async (manager) => {
      const rows: { id: number }[] = await manager.query(
        `INSERT INTO campaigns (key, kind, title, description, starts_at, ends_at, audience, budget, enabled, settings)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
         ON CONFLICT (key) DO NOTHING RETURNING id`,
        campaignValues(input),
      );
      const id = rows[0]?.id;
      if (id === undefined) throw campaignKeyTaken();
      const auditId = await this.audit(manager, actorId, 'campaign.created', 'campaign', id, { after: comparable(input) });
      await this.moveBudget(manager, { id, title: input.title }, 0, input.budget, auditId);
      return this.found(await findCampaign(manager, id));
    });
  }

  async updateCampaign(actorId: number, id: number, input: CampaignFormInput): Promise<ConsoleCampaignRow> {
    return this.write(async (manager) => {
      const rows: StoredCampaign[] = await manager.query(
        `SELECT key, kind, title, description, starts_at, ends_at, audience, budget, spent, enabled, settings FROM campaigns WHERE id = $1 FOR UPDATE`,
        [id],
      );
      const stored = rows[0];
      if (!stored) throw AppError.notFound();
      if (input.budget < stored.spent) throw budgetBelowSpent(stored.spent);
      if (input.key !== stored.key) {
        const taken: unknown[] = await manager.query(`SELECT 1 FROM campaigns WHERE key = $1 AND id <> $2`, [input.key, id]);
        if (taken.length > 0) throw campaignKeyTaken();
      }
      const { spent: _spent, ...before } = stored;
      const change = changedFields(before, input);
      if (change === null) return this.found(await findCampaign(manager, id));
      await manager.query(
        `UPDATE campaigns SET key = $2, kind = $3, title = $4, description = $5, starts_at = $6, ends_at = $7, audience = $8,
                budget = $9, enabled = $10, settings = $11, updated_at = now()
          WHERE id = $1`,
        [id, ...campaignValues(input)],
      );
      const auditId = await this.audit(manager, actorId, 'campaign.updated', 'campaign', id, change);
      await this.moveBudget(manager, { id, title: input.title }, stored.budget, input.budget, auditId);
      return this.found(await findCampaign(manager, id));
    });
  }

  async createPrize(actorId: number, input: PrizeCreateInput): Promise<ConsolePrizeRow> {
    return this.write(async (manager) => {
      const campaigns: unknown[] = await manager.query(`SELECT 1 FROM campaigns WHERE id = $1`, [input.campaign_id]);
      if (campaigns.length === 0) throw campaignUnknown();
      const rows: { id: number }[] = await manager.query(
        `INSERT INTO campaign_prizes (campaign_id, name, type, reward, chance, stock, discount_percent, cashback_amount, extra_spins, min_invested, position)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
        [input.campaign_id, ...prizeValues(input)],
      );
      const id = rows[0].id;
      await this.audit(manager, actorId, 'campaign_prize.created', 'campaign_prize', id, { after: comparable(input) });
      return this.found(await findPrize(manager, id));
    });
  }

  async updatePrize(actorId: number, id: number, input: PrizeUpdateInput): Promise<ConsolePrizeRow> {
    return this.write(async (manager) => {
      const rows: StoredPrize[] = await manager.query(
        `SELECT campaign_id, name, type, reward, chance, stock, awarded, discount_percent, cashback_amount, extra_spins, min_invested, position
           FROM campaign_prizes WHERE id = $1 FOR UPDATE`,
        [id],
      );
      const stored = rows[0];
      if (!stored) throw AppError.notFound();
      if (input.stock !== null && input.stock < stored.awarded) throw stockBelowAwarded(stored.awarded);
      const change = changedFields(stored, input);
      if (change === null) return this.found(await findPrize(manager, id));
      await manager.query(
        `UPDATE campaign_prizes SET name = $2, type = $3, reward = $4, chance = $5, stock = $6, discount_percent = $7,
                cashback_amount = $8, extra_spins = $9, min_invested = $10, position = $11
          WHERE id = $1`,
        [id, ...prizeValues(input)],
      );
      await this.audit(manager, actorId, 'campaign_prize.updated', 'campaign_prize', id, { campaign_id: stored.campaign_id, ...change });
      return this.found(await findPrize(manager, id));
    });
  }

  async createPromoCode(actorId: number, input: PromoCodeFormInput): Promise<ConsolePromoCodeRow> {
    return this.write(async (manager) => {
      await this.requireCampaign(manager, input.campaign_id);
      const rows: { id: number }[] = await manager.query(
        `INSERT INTO promo_codes (code, kind, discount_percent, cashback_amount, campaign_id, expires_at, max_uses, min_order_amount, enabled, created_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
         ON CONFLICT (code) DO NOTHING RETURNING id`,
        [...promoCodeValues(input), actorId],
      );
      const id = rows[0]?.id;
      if (id === undefined) throw promoCodeTaken();
      await this.audit(manager, actorId, 'promo_code.created', 'promo_code', id, { after: comparable(input) });
      return this.found(await findPromoCode(manager, id));
    });
  }

  async updatePromoCode(actorId: number, id: number, input: PromoCodeFormInput): Promise<ConsolePromoCodeRow> {
    return this.write(async (manager) => {
      const rows: StoredPromoCode[] = await manager.query(
        `SELECT code, kind, discount_percent, cashback_amount, campaign_id, expires_at, max_uses, uses, min_order_amount, enabled
           FROM promo_codes WHERE id = $1 FOR UPDATE`,
        [id],
      );
      const stored = rows[0];
      if (!stored) throw AppError.notFound();
      if (input.max_uses < stored.uses) throw maxUsesBelowUses(stored.uses);
      if (input.campaign_id !== stored.campaign_id) await this.requireCampaign(manager, input.campaign_id);
      if (input.code !== stored.code) {
        const taken: unknown[] = await manager.query(`SELECT 1 FROM promo_codes WHERE code = $1 AND id <> $2`, [input.code, id]);
        if (taken.length > 0) throw promoCodeTaken();
      }
      const change = changedFields(stored, input);
      if (change === null) return this.found(await findPromoCode(manager, id));
      await manager.query(
        `UPDATE promo_codes SET code = $2, kind = $3, discount_percent = $4, cashback_amount = $5, campaign_id = $6, expires_at = $7,
                max_uses = $8, min_order_amount = $9, enabled = $10, updated_at = now()
          WHERE id = $1`,
        [id, ...promoCodeValues(input)],
      );
      await this.audit(manager, actorId, 'promo_code.updated', 'promo_code', id, change);
      return this.found(await findPromoCode(manager, id));
    });
  }

  /**
   * Gives a member tickets of a roulette or missions campaign (source 'staff'), referenced by the
   * grant's audit row: `staff:<audit id>`.
   */
  async grantTickets(actorId: number, input: TicketGrantInput): Promise<ConsoleTicketGrantAnswer> {
    const at = await this.clock.instant();
    return this.write(async (manager) => {
      const campaigns: { kind: CampaignKind }[] = await manager.query(`SELECT kind FROM campaigns WHERE id = $1`, [input.campaign_id]);
      const campaign = campaigns[0];
      if (!campaign) throw campaignUnknown();
      if (!(CAMPAIGN_TICKET_KINDS as readonly string[]).includes(campaign.kind)) throw ticketsNotForKind();
      const members: { id: number; member_serial: string }[] =
        input.user_id === null
          ? await manager.query(`SELECT id, member_serial FROM users WHERE upper(member_serial) = $1`, [input.member_serial])
          : await manager.query(`SELECT id, member_serial FROM users WHERE id = $1`, [input.user_id]);
      const member = members[0];
      if (!member) throw memberUnknown(input.user_id === null ? 'member_serial' : 'user_id');
      const auditId = await this.audit(manager, actorId, 'campaign.tickets_granted', 'campaign', input.campaign_id, {
        user_id: member.id,
        member_serial: member.member_serial,
        count: input.count,
        reason: input.reason,
      });
      const reference = `staff:${auditId}`;
      await this.rewards.grantTickets(manager, { campaignId: input.campaign_id, userId: member.id, count: input.count, source: 'staff', reference, at });
      const tickets: { id: number }[] = await manager.query(`SELECT id FROM campaign_tickets WHERE campaign_id = $1 AND reference = $2`, [
        input.campaign_id,
        reference,
      ]);
      return {
        id: tickets[0].id,
        campaign_id: input.campaign_id,
        user_id: member.id,
        member_serial: member.member_serial,
        count: input.count,
        reference,
        message: ticketsGrantedText(input.count, member.member_serial),
      };
    });
  }

  /** Runs a write in a transaction; a constraint it still meets is answered on its field. */
  private async write<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    try {
      return await this.dataSource.transaction(work);
    } catch (error) {
      throw constraintRefusal(error);
    }
  }

  private found<T>(row: T | null): T {
    if (row === null) throw AppError.notFound();
    return row;
  }

  private async requireCampaign(manager: EntityManager, campaignId: number | null): Promise<void> {
    if (campaignId === null) return;
    const rows: unknown[] = await manager.query(`SELECT 1 FROM campaigns WHERE id = $1`, [campaignId]);
    if (rows.length === 0) throw campaignUnknown();
  }

  private audit(manager: EntityManager, actorId: number, action: CampaignAuditAction, targetType: string, targetId: number, data: Fields): Promise<number> {
    return recordAudit(manager, { actorId, action, targetType, targetId, data });
  }

  /** Moves the difference between a campaign's old and new budget between the bank and the marketing account. */
  private async moveBudget(manager: EntityManager, campaign: { id: number; title: string }, from: number, to: number, auditId: number): Promise<void> {
    const difference = to - from;
    if (difference === 0) return;
    const reference = `campaign-budget:${campaign.id}:${auditId}`;
    if (difference > 0) {
      await this.ledger.transfer(manager, {
        from: PLATFORM.bank,
        to: PLATFORM.marketing,
        amount: difference,
        kind: 'marketing_funding',
        reference,
        description: campaignBudgetDescription(campaign.title, 'funding'),
      });
    } else {
      await this.ledger.transfer(manager, {
        from: PLATFORM.marketing,
        to: PLATFORM.bank,
        amount: -difference,
        kind: 'marketing_refund',
        reference,
        description: campaignBudgetDescription(campaign.title, 'refund'),
      });
    }
  }
}
