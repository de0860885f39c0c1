import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import { PROMO_CODE_KIND_LABELS, discountedLenderFee, promoCodeSummary } from '@lendbridge/domain';
import type { PromoCodeKind, PromoVerifyAnswer, PROMO_TEXTS } from '@lendbridge/domain';
import { CampaignRewardsService } from '../campaign-rewards.service.js';
import { promoRefused } from '../campaigns.errors.js';

/** A promo code as the checks read it. */
interface PromoCodeRow {
  id: number;
  code: string;
  kind: PromoCodeKind;
  discount_percent: number | null;
  cashback_amount: number | null;
  campaign_id: number | null;
  campaign_title: string | null;
  owner_id: number | null;
  expires_at: Date;
  max_uses: number;
  uses: number;
  min_order_amount: number;
  enabled: boolean;
  used_by_member: boolean;
  budget_left: number | null;
}

/** What an order is, for its code: the member, its total, how it is paid, when. */
export interface PromoOrder {
  readonly userId: number;
  readonly total: number;
  readonly paymentMethod: 'balance' | 'deposit';
  readonly at: Date;
}

/** The code applied to an order: what its investments and its payment need. */
export interface AppliedPromo {
  readonly useId: number;
  readonly kind: PromoCodeKind;
  readonly discountPercent: number | null;
}

const CODE_COLUMNS = `p.id, p.code, p.kind, p.discount_percent, p.cashback_amount, p.campaign_id, c.title AS campaign_title, p.owner_id,
  p.expires_at, p.max_uses, p.uses, p.min_order_amount, p.enabled,
  EXISTS (SELECT 1 FROM promo_code_uses u WHERE u.promo_code_id = p.id AND u.user_id = $2) AS used_by_member,
  (c.budget - c.spent) AS budget_left`;

/** Why a code cannot go on this order, or null when it can. */
function refusalOf(row: PromoCodeRow | undefined, order: PromoOrder): keyof typeof PROMO_TEXTS | null {
  if (row === undefined || !row.enabled || row.expires_at.getTime() <= order.at.getTime()) return 'invalid';
  if (row.owner_id !== null && row.owner_id !== order.userId) return 'notYours';
  if (row.used_by_member) return 'used';
  if (row.uses >= row.max_uses) return 'exhausted';
  if (order.total < row.min_order_amount) return 'belowMinimum';
  if (row.kind === 'cashback' && order.paymentMethod !== 'balance') return 'cashbackNeedsBalance';
  if (row.kind === 'cashback' && (row.budget_left ?? 0) < (row.cashback_amount ?? 0)) return 'exhausted';
  return null;
}

/**
 * Promo codes: a fee discount lowers the lender fee of the order's investments (and so every
 * later repayment's fee); cashback is paid from its campaign's budget when the order is paid by
 * the balance. Each member uses a code once, and a code is used at most max_uses times: the
 * order's transaction locks the code's row while it checks and counts the use.
 */
@Injectable()
export class PromoCodesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly rewards: CampaignRewardsService,
  ) {}

  /**
   * The code with the member's use of it and its budget left. Locked, the row is taken first and
   * read by a second statement, whose snapshot sees the uses committed while it waited.
   */
  private async read(manager: EntityManager, code: string, userId: number, lock: boolean): Promise<PromoCodeRow | undefined> {
    if (lock) await manager.query(`SELECT id FROM promo_codes WHERE code = $1 FOR UPDATE`, [code]);
    const rows: PromoCodeRow[] = await manager.query(
      `SELECT ${CODE_COLUMNS} FROM promo_codes p LEFT JOIN campaigns c ON c.id = p.campaign_id WHERE p.code = $1`,
      [code, userId],
    );
    return rows[0];
  }

  /** GET promo verification: what the code would give this order, or 400 on promo_code with why not. */
  async verify(order: PromoOrder, code: string): Promise<PromoVerifyAnswer> {
    const row = await this.read(this.dataSource.manager, code, order.userId, false);
    const refusal = refusalOf(row, order);
    if (refusal !== null || row === undefined) throw promoRefused(refusal ?? 'invalid');
    return {
      promo_code: row.code,
      kind: row.kind,
      discount_percent: row.discount_percent,
      cashback_amount: row.cashback_amount,
      expires_at: row.expires_at.toISOString(),
      summary: promoCodeSummary(row.kind, row.discount_percent, row.cashback_amount),
    };
  }

  /**
   * Applies a code to an order in the order's transaction: the code's row locked, checked again,
   * its use recorded (once per member, within max_uses), and for cashback the money paid from the
   * campaign's budget (the order is paid by the balance in the same transaction).
   */
  async apply(manager: EntityManager, code: string, orderId: number, order: PromoOrder): Promise<AppliedPromo> {
    const row = await this.read(manager, code, order.userId, true);
    const refusal = refusalOf(row, order);
    if (refusal !== null || row === undefined) throw promoRefused(refusal ?? 'invalid');
    await manager.query(`UPDATE promo_codes SET uses = uses + 1, updated_at = $2 WHERE id = $1`, [row.id, order.at]);
    const [use] = (await manager.query(
      `INSERT INTO promo_code_uses (promo_code_id, user_id, order_id, discount_percent, cashback_amount, created_at)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [row.id, order.userId, orderId, row.discount_percent, row.cashback_amount, order.at],
    )) as { id: number }[];
    if (row.kind === 'cashback') await this.payCashback(manager, row, use.id, order);
    return { useId: use.id, kind: row.kind, discountPercent: row.discount_percent };
  }

  private async payCashback(manager: EntityManager, row: PromoCodeRow, useId: number, order: PromoOrder): Promise<void> {
    const paid = await this.rewards.payCashback(manager, {
      campaign: { id: row.campaign_id ?? 0, title: row.campaign_title ?? PROMO_CODE_KIND_LABELS.cashback },
      userId: order.userId,
      amount: row.cashback_amount ?? 0,
      rewardName: `${PROMO_CODE_KIND_LABELS.cashback} ${row.code}`,
      reference: `promo-use:${useId}`,
      at: order.at,
    });
    if (!paid) throw promoRefused('exhausted');
    await manager.query(`UPDATE promo_code_uses SET cashback_paid_at = $2 WHERE id = $1`, [useId, order.at]);
  }

  /** Lowers the lender fee of an order's investments by the applied discount, keeping the fee before it. */
  async discountInvestments(manager: EntityManager, applied: AppliedPromo, investmentIds: readonly number[]): Promise<void> {
    if (applied.kind !== 'fee_discount' || applied.discountPercent === null) return;
    const rows: { id: number; lender_fee: string }[] = await manager.query(
      `SELECT id, lender_fee::text AS lender_fee FROM investments WHERE id = ANY ($1::bigint[])`,
      [investmentIds],
    );
    for (const row of rows) {
      await manager.query(
        `UPDATE investments SET lender_fee_before_promo = lender_fee, lender_fee = $2, promo_code_use_id = $3 WHERE id = $1`,
        [row.id, discountedLenderFee(row.lender_fee, applied.discountPercent), applied.useId],
      );
    }
  }

  /**
   * An order that lapsed unpaid gives its code back: the use is removed, the code's count lowered,
   * and its investments keep the fee they had before the discount.
   */
  async releaseForOrder(manager: EntityManager, orderId: number): Promise<void> {
    const uses: { id: number; promo_code_id: number }[] = await manager.query(
      `SELECT id, promo_code_id FROM promo_code_uses WHERE order_id = $1 AND cashback_paid_at IS NULL`,
      [orderId],
    );
    for (const use of uses) {
      await manager.query(
        `UPDATE investments SET lender_fee = lender_fee_before_promo, lender_fee_before_promo = NULL, promo_code_use_id = NULL WHERE promo_code_use_id = $1`,
        [use.id],
      );
      await manager.query(`DELETE FROM promo_code_uses WHERE id = $1`, [use.id]);
      await manager.query(`UPDATE promo_codes SET uses = uses - 1 WHERE id = $1`, [use.promo_code_id]);
    }
  }
}
