import {
  CAMPAIGN_AUDIENCE_LABELS,
  CAMPAIGN_AUDIT_ACTION_LABELS,
  CAMPAIGN_AUDIT_TARGET_LABELS,
  CAMPAIGN_CASHBACK_KIND_LABELS,
  CAMPAIGN_KIND_LABELS,
  CAMPAIGN_STATE_LABELS,
  PRIZE_REWARD_LABELS,
  PRIZE_TYPE_LABELS,
  PROMO_CODE_KIND_LABELS,
  chancePercent,
} from '@lendbridge/domain';
import type {
  CampaignSettings,
  ConsoleCampaignAuditRow,
  ConsoleCampaignRow,
  ConsoleCashbackRow,
  ConsolePrizeRow,
  ConsolePromoCodeRow,
  ConsolePromoCodeUseRow,
  ConsoleSpinRow,
} from '@lendbridge/domain';
import type {
  AuditDbRow,
  CampaignDbRow,
  CashbackDbRow,
  PrizeDbRow,
  PromoCodeDbRow,
  PromoCodeUseDbRow,
  SpinDbRow,
} from './campaigns-console.queries.js';

const labelOf = (labels: Readonly<Record<string, string>>, key: string): string => labels[key] ?? key;

export function presentCampaign(row: CampaignDbRow): ConsoleCampaignRow {
  return {
    id: row.id,
    key: row.key,
    kind: row.kind,
    kind_label: CAMPAIGN_KIND_LABELS[row.kind],
    title: row.title,
    description: row.description,
    starts_at: row.starts_at.toISOString(),
    ends_at: row.ends_at.toISOString(),
    audience: row.audience,
    audience_label: CAMPAIGN_AUDIENCE_LABELS[row.audience],
    budget: row.budget,
    spent: row.spent,
    remaining: row.budget - row.spent,
    enabled: row.enabled,
    state: row.state,
    state_label: CAMPAIGN_STATE_LABELS[row.state],
    settings: row.settings as CampaignSettings,
    prize_count: row.prize_count,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export function presentPrize(row: PrizeDbRow): ConsolePrizeRow {
  return {
    ...row,
    type_label: PRIZE_TYPE_LABELS[row.type],
    reward_label: PRIZE_REWARD_LABELS[row.reward],
    chance_percent: chancePercent(row.chance),
    left: row.stock === null ? null : row.stock - row.awarded,
  };
}

export function presentPromoCode(row: PromoCodeDbRow): ConsolePromoCodeRow {
  return {
    ...row,
    kind_label: PROMO_CODE_KIND_LABELS[row.kind],
    expires_at: row.expires_at.toISOString(),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export function presentPromoCodeUse(row: PromoCodeUseDbRow): ConsolePromoCodeUseRow {
  return {
    ...row,
    cashback_paid_at: row.cashback_paid_at === null ? null : row.cashback_paid_at.toISOString(),
    created_at: row.created_at.toISOString(),
  };
}

export function presentSpin(row: SpinDbRow): ConsoleSpinRow {
  return { ...row, created_at: row.created_at.toISOString() };
}

export function presentCashback(row: CashbackDbRow): ConsoleCashbackRow {
  return { ...row, kind_label: CAMPAIGN_CASHBACK_KIND_LABELS[row.kind], created_at: row.created_at.toISOString() };
}

export function presentAudit(row: AuditDbRow): ConsoleCampaignAuditRow {
  return {
    ...row,
    action_label: labelOf(CAMPAIGN_AUDIT_ACTION_LABELS, row.action),
    target_type_label: labelOf(CAMPAIGN_AUDIT_TARGET_LABELS, row.target_type),
    created_at: row.created_at.toISOString(),
  };
}
