import { QueryFailedError } from 'typeorm';
import {
  CAMPAIGN_CONSOLE_ERRORS as E,
  MESSAGES,
  budgetBelowSpentText,
  maxUsesBelowUsesText,
  stockBelowAwardedText,
} from '@lendbridge/domain';
import { AppError } from '../../../common/app-error.js';

export const campaignKeyTaken = (): AppError => AppError.conflict('CAMPAIGN_KEY_TAKEN', E.keyTaken, { key: E.keyTaken });
export const promoCodeTaken = (): AppError => AppError.conflict('PROMO_CODE_TAKEN', E.codeTaken, { code: E.codeTaken });
export const campaignUnknown = (field = 'campaign_id'): AppError => AppError.field(field, E.campaignUnknown);
export const memberUnknown = (field: 'user_id' | 'member_serial'): AppError => AppError.field(field, E.memberUnknown);
export const ticketsNotForKind = (): AppError => AppError.field('campaign_id', E.ticketsNotForKind);
export const budgetBelowSpent = (spent: number): AppError => AppError.field('budget', budgetBelowSpentText(spent));
export const stockBelowAwarded = (awarded: number): AppError => AppError.field('stock', stockBelowAwardedText(awarded));
export const maxUsesBelowUses = (uses: number): AppError => AppError.field('max_uses', maxUsesBelowUsesText(uses));

/**
 * The field and message of each constraint of the campaigns tables a write could still meet
 * (the schemas and the checks under the row locks come first): a CHECK, a unique key or a
 * reference is answered on its field, never as a 500.
 */
const CONSTRAINT_FIELDS: Readonly<Record<string, readonly [field: string, message: string, status?: 409]>> = {
  campaigns_key_key: ['key', E.keyTaken, 409],
  campaigns_kind_check: ['kind', MESSAGES.invalidOption],
  campaigns_audience_check: ['audience', MESSAGES.invalidOption],
  campaigns_window_check: ['ends_at', E.windowOrder],
  campaigns_budget_check: ['budget', E.budgetBelowSpent],
  campaign_prizes_campaign_id_fkey: ['campaign_id', E.campaignUnknown],
  campaign_prizes_type_check: ['type', MESSAGES.invalidOption],
  campaign_prizes_reward_check: ['reward', MESSAGES.invalidOption],
  campaign_prizes_chance_check: ['chance', E.chanceRange],
  campaign_prizes_stock_check: ['stock', E.stockBelowAwarded],
  campaign_prizes_awarded_check: ['stock', E.stockBelowAwarded],
  campaign_prizes_discount_check: ['discount_percent', MESSAGES.invalidFormat],
  campaign_prizes_cashback_check: ['cashback_amount', MESSAGES.invalidFormat],
  campaign_prizes_extra_check: ['extra_spins', MESSAGES.invalidFormat],
  campaign_prizes_tier_check: ['min_invested', MESSAGES.invalidFormat],
  promo_codes_code_key: ['code', E.codeTaken, 409],
  promo_codes_code_check: ['code', E.codeFormat],
  promo_codes_kind_check: ['kind', MESSAGES.invalidOption],
  promo_codes_discount_check: ['discount_percent', MESSAGES.invalidFormat],
  promo_codes_cashback_check: ['cashback_amount', MESSAGES.invalidFormat],
  promo_codes_cashback_campaign_check: ['campaign_id', E.cashbackNeedsCampaign],
  promo_codes_campaign_id_fkey: ['campaign_id', E.campaignUnknown],
  promo_codes_uses_check: ['max_uses', E.maxUsesBelowUses],
  promo_codes_minimum_check: ['min_order_amount', MESSAGES.invalidFormat],
};

/** A PostgreSQL refusal by one of the constraints above, as the field error it means; anything else as it was. */
export function constraintRefusal(error: unknown): unknown {
  if (!(error instanceof QueryFailedError)) return error;
  const constraint = (error.driverError as { constraint?: string } | undefined)?.constraint;
  const known = constraint === undefined ? undefined : CONSTRAINT_FIELDS[constraint];
  if (known === undefined) return error;
  const [field, message, status] = known;
  return status === 409 ? AppError.conflict('CONSTRAINT_CONFLICT', message, { [field]: message }) : AppError.field(field, message);
}
