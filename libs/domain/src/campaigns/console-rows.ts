import type {
  CampaignAudience,
  CampaignCashbackKind,
  CampaignKind,
  CampaignState,
  PrizeReward,
  PrizeType,
  PromoCodeKind,
} from './constants.js';
import type { CampaignSettings } from './console-schemas.js';

/** A campaign as the console lists and edits it (GET /api/console/campaigns). */
export interface ConsoleCampaignRow {
  readonly id: number;
  readonly key: string;
  readonly kind: CampaignKind;
  readonly kind_label: string;
  readonly title: string;
  readonly description: string;
  readonly starts_at: string;
  readonly ends_at: string;
  readonly audience: CampaignAudience;
  readonly audience_label: string;
  /** The cashback budget set aside in the marketing account, and what it has paid. */
  readonly budget: number;
  readonly spent: number;
  readonly remaining: number;
  readonly enabled: boolean;
  /** Off, not yet started, running or over, at the business clock's instant. */
  readonly state: CampaignState;
  readonly state_label: string;
  readonly settings: CampaignSettings;
  readonly prize_count: number;
  readonly created_at: string;
  readonly updated_at: string;
}

/** A prize of a campaign (GET /api/console/campaign-prizes). */
export interface ConsolePrizeRow {
  readonly id: number;
  readonly campaign_id: number;
  readonly campaign_title: string;
  readonly name: string;
  readonly type: PrizeType;
  readonly type_label: string;
  readonly reward: PrizeReward;
  readonly reward_label: string;
  /** Basis points, and the same as a percent of certainty. */
  readonly chance: number;
  readonly chance_percent: number;
  /** null: no limit. */
  readonly stock: number | null;
  readonly awarded: number;
  readonly left: number | null;
  readonly discount_percent: number | null;
  readonly cashback_amount: number | null;
  readonly extra_spins: number;
  readonly min_invested: number | null;
  readonly position: number;
}

/** A promo code (GET /api/console/promo-codes). */
export interface ConsolePromoCodeRow {
  readonly id: number;
  readonly code: string;
  readonly kind: PromoCodeKind;
  readonly kind_label: string;
  readonly discount_percent: number | null;
  readonly cashback_amount: number | null;
  readonly campaign_id: number | null;
  readonly campaign_title: string | null;
  /** The member a prize's code belongs to; null for a public code. */
  readonly owner_id: number | null;
  readonly owner_serial: string | null;
  readonly expires_at: string;
  readonly max_uses: number;
  readonly uses: number;
  readonly min_order_amount: number;
  readonly enabled: boolean;
  readonly created_by_email: string | null;
  readonly created_at: string;
  readonly updated_at: string;
}

/** A promo code used by an order (GET /api/console/promo-code-uses). */
export interface ConsolePromoCodeUseRow {
  readonly id: number;
  readonly promo_code_id: number;
  readonly code: string;
  readonly user_id: number;
  readonly member_serial: string;
  readonly order_id: number;
  readonly order_serial: string;
  readonly discount_percent: number | null;
  readonly cashback_amount: number | null;
  readonly cashback_paid_at: string | null;
  readonly created_at: string;
}

/** A spin or draw (GET /api/console/campaign-spins); a visitor's trial has no member. */
export interface ConsoleSpinRow {
  readonly id: number;
  readonly campaign_id: number;
  readonly campaign_title: string;
  readonly user_id: number | null;
  readonly member_serial: string | null;
  readonly prize_id: number | null;
  readonly reward_name: string;
  readonly promo_code_id: number | null;
  readonly promo_code: string | null;
  readonly cashback_amount: number | null;
  readonly business_date: string;
  readonly daily: boolean;
  readonly trial: boolean;
  readonly created_at: string;
}

/** Cashback paid from the marketing budget: a ledger transfer (GET /api/console/campaign-cashback). */
export interface ConsoleCashbackRow {
  readonly id: number;
  readonly kind: CampaignCashbackKind;
  readonly kind_label: string;
  readonly user_id: number;
  readonly member_serial: string;
  readonly amount: number;
  readonly reference: string;
  readonly description: string | null;
  readonly created_at: string;
}

/** The count and sum of the cashback a filter selects (GET /api/console/campaign-cashback/total). */
export interface ConsoleCashbackTotal {
  readonly count: number;
  readonly amount: number;
}

/** A change of the campaigns console (GET /api/console/campaign-audit). */
export interface ConsoleCampaignAuditRow {
  readonly id: number;
  readonly action: string;
  readonly action_label: string;
  readonly actor_id: number | null;
  readonly actor_email: string | null;
  readonly target_type: string;
  readonly target_type_label: string;
  readonly target_id: string;
  readonly data: Record<string, unknown>;
  readonly created_at: string;
}

/** What a staff grant of tickets answers (POST /api/console/campaign-tickets). */
export interface ConsoleTicketGrantAnswer {
  readonly id: number;
  readonly campaign_id: number;
  readonly user_id: number;
  readonly member_serial: string;
  readonly count: number;
  readonly reference: string;
  readonly message: string;
}
