/**
 * Campaigns (spec 002 sections 2, 4 and 9; 001 section 9): what kinds there are, who may take
 * part, what a prize gives, and the roulette's rules and timings.
 */

/** roulette (tickets spent on a wheel), missions (tasks claimed for tickets), flip cards (Christmas missions for full members), a reward draw once per business day, the click-dollar check-in, cashback tiers by cumulative investment, and the referral programme whose budget pays the referral rewards. */
export const CAMPAIGN_KINDS = ['roulette', 'missions', 'flip_cards', 'draw', 'check_in', 'cashback_tiers', 'referral'] as const;
export type CampaignKind = (typeof CAMPAIGN_KINDS)[number];

/** Who may take part: anyone signed in, members (basic data given), or full (trading) members. */
export const CAMPAIGN_AUDIENCES = ['everyone', 'members', 'full_members'] as const;
export type CampaignAudience = (typeof CAMPAIGN_AUDIENCES)[number];

/** The roulette gift types of the spec (fail, reality, bonus, firstTrial). */
export const PRIZE_TYPES = ['fail', 'reality', 'bonus', 'firstTrial'] as const;
export type PrizeType = (typeof PRIZE_TYPES)[number];

/** What a prize gives: nothing, a fee-discount code, cashback to the balance, goods handed out by staff, or extra spins. */
export const PRIZE_REWARDS = ['nothing', 'fee_discount', 'cashback', 'goods', 'extra_spin'] as const;
export type PrizeReward = (typeof PRIZE_REWARDS)[number];

/** A promo code lowers the lender fee of an order's investments, or pays cashback when the order is paid. */
export const PROMO_CODE_KINDS = ['fee_discount', 'cashback'] as const;
export type PromoCodeKind = (typeof PROMO_CODE_KINDS)[number];

/** Chances are weights in basis points: 10000 is certain. */
export const PRIZE_CHANCE_SCALE = 10_000;

/** A roulette ticket per NT$100,000 invested in the campaign window. */
export const ROULETTE_TICKET_AMOUNT = 100_000;
/** And one per 10 members invited (registered through the member's link) in the window. */
export const ROULETTE_INVITES_PER_TICKET = 10;
/** And one for the first investment of the window. */
export const ROULETTE_FIRST_INVESTMENT_TICKETS = 1;

/** The wheel: 6 s of spin, 3600° of extra rotation, 4° kept from each slice's edge, the dialog 500 ms after the stop. */
export const ROULETTE_RUN_MS = 6_000;
export const ROULETTE_EXTRA_DEGREES = 3_600;
export const ROULETTE_SAFETY_DEGREES = 4;
export const ROULETTE_RESULT_DELAY_MS = 500;
/** Slices below 10 percent of the wheel carry no label. */
export const ROULETTE_PIE_LABEL_THRESHOLD = 0.1;

/** A visitor's single roulette trial is remembered for a year. */
export const ROULETTE_TRIAL_COOKIE = 'lnb_roulette_trial';
export const ROULETTE_TRIAL_COOKIE_DAYS = 365;

/** The spec's prize amounts: cashback 100, 300, 500; fee discounts 1 to 50 percent. */
export const CASHBACK_PRIZE_AMOUNTS = [100, 300, 500] as const;
export const FEE_DISCOUNT_PERCENTS = [1, 5, 10, 15, 20, 30, 40, 50] as const;

/** The 2018 new-year cashback tiers: 88, 388, 688 and 1688 at a cumulative investment of 100k, 300k, 500k and 1,000k. */
export const NEW_YEAR_2018_CASHBACK_TIERS = [
  { min_invested: 100_000, amount: 88 },
  { min_invested: 300_000, amount: 388 },
  { min_invested: 500_000, amount: 688 },
  { min_invested: 1_000_000, amount: 1_688 },
] as const;

/** The mid-autumn reward-draw bonus tiers of 2021 and 2022. */
export const MID_AUTUMN_2021_BONUSES = [88, 199, 1_314, 1_888] as const;
export const MID_AUTUMN_2022_BONUSES = [88, 199, 999, 1_314, 1_888] as const;
/** The 2021 draw's fee discounts: 80 percent for A or B rated loans, 50 percent for A and B. */
export const MID_AUTUMN_2021_FEE_DISCOUNTS = [80, 50] as const;

/** A prize's fee-discount code can be used for this many days after the spin. */
export const PRIZE_CODE_VALID_DAYS = 30;
/** The code a prize makes: its prefix, and the random letters after it. */
export const PRIZE_CODE_PREFIX = 'LB';
export const PRIZE_CODE_RANDOM_LENGTH = 10;

/** The referral reward (member-get-member): 100 cashback to the referrer. */
export const REFERRAL_REWARD_AMOUNT = 100;

/** The activity overview is asked again every 4 s until every group has data. */
export const CAMPAIGN_OVERVIEW_POLL_MS = 4_000;
/** The side ad is closed for a day, and hidden at 768 px or narrower. */
export const SIDE_AD_COOKIE_DAYS = 1;
export const SIDE_AD_MAX_HIDDEN_WIDTH = 768;

/** The results table of the roulette shows this many winners a page. */
export const ROULETTE_RESULTS_PAGE_SIZE = 10;

/** Lengths the console forms and the tables share. */
export const CAMPAIGN_KEY_MAX_LENGTH = 40;
export const CAMPAIGN_TITLE_MAX_LENGTH = 100;
export const CAMPAIGN_DESCRIPTION_MAX_LENGTH = 2_000;
export const PRIZE_NAME_MAX_LENGTH = 60;
export const PROMO_CODE_MIN_LENGTH = 4;
export const PROMO_CODE_PATTERN = /^[A-Z0-9]+$/;

/** The roulette's pages: the public landing page and the member's page. */
export const ROULETTE_LANDING_PATH = '/roulette';
export const LUCKY_ROULETTE_PATH = '/account/lucky-roulette';
/** Where the no-ticket prompt sends the member: the invitation page and the marketplace. */
export const MGM_ACTIVITY_PATH = '/activity/mgm';
/** The kinds whose members spend tickets (the roulette's spins, the missions' activity spin): the ones staff may grant tickets of. */
export const CAMPAIGN_TICKET_KINDS = ['roulette', 'missions'] as const satisfies readonly CampaignKind[];

/** A campaign's key, as its pages and the public API name it: lower-case letters, digits and hyphens, starting with a letter or digit. */
export const CAMPAIGN_KEY_PATTERN = /^[a-z0-9][a-z0-9-]*$/;
/** The most a campaign's cashback budget may be: NT$100,000,000. */
export const CAMPAIGN_BUDGET_MAX = 100_000_000;
/** A link or an image address in a campaign's settings, at most this long. */
export const CAMPAIGN_SETTING_URL_MAX_LENGTH = 300;

/** A prize's limits in the console: stock, extra spins, cashback, the tier's cumulative investment and its place on the wheel. */
export const PRIZE_STOCK_MAX = 1_000_000;
export const PRIZE_EXTRA_SPINS_MAX = 10;
export const PRIZE_CASHBACK_MAX = 100_000;
export const PRIZE_MIN_INVESTED_MAX = 100_000_000;
export const PRIZE_POSITION_MAX = 1_000;
/** A fee discount is 1 to 100 percent of the lender fee. */
export const DISCOUNT_PERCENT_MIN = 1;
export const DISCOUNT_PERCENT_MAX = 100;

/** A promo code's limits in the console: its uses, its cashback and the smallest order it takes. */
export const PROMO_CODE_MAX_USES_MAX = 1_000_000;
export const PROMO_CODE_CASHBACK_MAX = 100_000;
export const PROMO_CODE_MIN_ORDER_MAX = 100_000_000;

/** Staff grant at most this many tickets at once, with a reason of at most this many characters. */
export const STAFF_TICKET_GRANT_MAX = 100;
export const TICKET_GRANT_REASON_MAX_LENGTH = 200;

/** The audit trail of the campaigns console: the targets its writes record. */
export const CAMPAIGN_AUDIT_TARGETS = ['campaign', 'campaign_prize', 'promo_code'] as const;
export type CampaignAuditTarget = (typeof CAMPAIGN_AUDIT_TARGETS)[number];

/** What the campaigns console's writes record (audit_logs.action). */
export const CAMPAIGN_AUDIT_ACTIONS = [
  'campaign.created',
  'campaign.updated',
  'campaign.tickets_granted',
  'campaign_prize.created',
  'campaign_prize.updated',
  'promo_code.created',
  'promo_code.updated',
] as const;
export type CampaignAuditAction = (typeof CAMPAIGN_AUDIT_ACTIONS)[number];

/** Where a campaign stands at an instant: off, not yet started, running, or over. */
export const CAMPAIGN_STATES = ['disabled', 'upcoming', 'live', 'ended'] as const;
export type CampaignState = (typeof CAMPAIGN_STATES)[number];

/** The ledger transfers that pay campaigns' cashback from the marketing budget. */
export const CAMPAIGN_CASHBACK_KINDS = ['campaign_reward', 'referral_reward'] as const;
export type CampaignCashbackKind = (typeof CAMPAIGN_CASHBACK_KINDS)[number];
