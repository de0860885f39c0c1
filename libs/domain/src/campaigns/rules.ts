import { Decimal } from 'decimal.js';
import {
  PRIZE_CHANCE_SCALE,
  ROULETTE_FIRST_INVESTMENT_TICKETS,
  ROULETTE_INVITES_PER_TICKET,
  ROULETTE_SAFETY_DEGREES,
  ROULETTE_TICKET_AMOUNT,
} from './constants.js';

/** What a member did in a roulette campaign's window, and the tickets given to them beyond it. */
export interface TicketFacts {
  /** NT$ invested by paid manual orders in the window. */
  readonly invested: number;
  /** Members who registered through the member's link in the window. */
  readonly invites: number;
  /** Tickets given by prizes (再抽一次), claimed missions or staff. */
  readonly granted: number;
  /** Tickets already spent. */
  readonly spent: number;
}

/** The roulette overview (available, amountForTicket, invitesForTicket, hasCompletedOrder). */
export interface RouletteTickets {
  readonly earned: number;
  readonly available: number;
  readonly amountForTicket: number;
  readonly invitesForTicket: number;
  readonly hasCompletedOrder: boolean;
}

/**
 * Tickets (spec 001 section 9, 002 section 9): one per full NT$100,000 invested in the window, one
 * for the window's first investment, one per 10 invitations, plus those granted; what is still
 * needed for the next ticket by investing or inviting.
 */
export const rouletteTickets = (facts: TicketFacts): RouletteTickets => {
  const hasCompletedOrder = facts.invested > 0;
  const earned =
    Math.floor(facts.invested / ROULETTE_TICKET_AMOUNT) +
    (hasCompletedOrder ? ROULETTE_FIRST_INVESTMENT_TICKETS : 0) +
    Math.floor(facts.invites / ROULETTE_INVITES_PER_TICKET) +
    facts.granted;
  return {
    earned,
    available: Math.max(0, earned - facts.spent),
    amountForTicket: ROULETTE_TICKET_AMOUNT - (facts.invested % ROULETTE_TICKET_AMOUNT),
    invitesForTicket: ROULETTE_INVITES_PER_TICKET - (facts.invites % ROULETTE_INVITES_PER_TICKET),
    hasCompletedOrder,
  };
};

/** A prize as the draw sees it: its weight, and how many are left (null: no limit). */
export interface DrawablePrize {
  readonly id: number;
  readonly chance: number;
  readonly left: number | null;
}

/**
 * The prize a uniform number in [0, 1) lands on, by the chances of the prizes that are left
 * (the chances of those out of stock are shared by the rest); null when none is left.
 */
export const pickPrize = <P extends DrawablePrize>(prizes: readonly P[], uniform: number): P | null => {
  const open = prizes.filter((prize) => prize.chance > 0 && (prize.left === null || prize.left > 0));
  const total = open.reduce((sum, prize) => sum + prize.chance, 0);
  if (total === 0) return null;
  let point = Math.min(Math.max(uniform, 0), 1 - Number.EPSILON) * total;
  for (const prize of open) {
    if (point < prize.chance) return prize;
    point -= prize.chance;
  }
  return open[open.length - 1] ?? null;
};

/** A chance in basis points as the wheel's percent: 1250 → 12.5. */
export const chancePercent = (chance: number): number => (chance * 100) / PRIZE_CHANCE_SCALE;

/** The lender fee percent after a discount of so many percent: 1.00 less 10 percent is 0.90 (two decimals, rounded down). */
export const discountedLenderFee = (feePercent: string, discountPercent: number): string =>
  new Decimal(feePercent)
    .times(100 - discountPercent)
    .dividedBy(100)
    .toDecimalPlaces(2, Decimal.ROUND_DOWN)
    .toFixed(2);

/** A wheel slice: where it starts and how wide it is, in degrees clockwise from the pointer. */
export interface WheelSlice {
  readonly start: number;
  readonly sweep: number;
}

/** The wheel's slices, one per prize in order, each as wide as its share of the chances (equal when all are 0). */
export const wheelSlices = (chances: readonly number[]): WheelSlice[] => {
  const total = chances.reduce((sum, chance) => sum + chance, 0);
  let start = 0;
  return chances.map((chance) => {
    const sweep = total === 0 ? 360 / chances.length : (chance / total) * 360;
    const slice = { start, sweep };
    start += sweep;
    return slice;
  });
};

/**
 * The angle the wheel stops at for a slice: somewhere inside it, kept ROULETTE_SAFETY_DEGREES from
 * its edges (the middle for a slice too narrow for that), placed by a uniform number in [0, 1).
 */
export const stopAngle = (slice: WheelSlice, uniform: number): number => {
  const room = slice.sweep - 2 * ROULETTE_SAFETY_DEGREES;
  if (room <= 0) return slice.start + slice.sweep / 2;
  return slice.start + ROULETTE_SAFETY_DEGREES + uniform * room;
};

/** The slice an angle (degrees clockwise from the pointer, any turn) falls in. */
export const sliceAt = (slices: readonly WheelSlice[], angle: number): number => {
  const within = ((angle % 360) + 360) % 360;
  const index = slices.findIndex((slice) => within >= slice.start && within < slice.start + slice.sweep);
  return index === -1 ? slices.length - 1 : index;
};

/** Whether a campaign is live at an instant: on, started, not yet ended. */
export const campaignLive = (campaign: { readonly enabled: boolean; readonly starts_at: string; readonly ends_at: string }, at: Date): boolean =>
  campaign.enabled && new Date(campaign.starts_at).getTime() <= at.getTime() && at.getTime() < new Date(campaign.ends_at).getTime();

/** The cashback tier reached by a cumulative investment: the largest whose threshold it meets, or null. */
export const tierReached = <T extends { readonly min_invested: number }>(tiers: readonly T[], invested: number): T | null =>
  [...tiers].sort((a, b) => b.min_invested - a.min_invested).find((tier) => invested >= tier.min_invested) ?? null;

/** What the audience of a campaign asks of a signed-in person. */
export interface CampaignEntrant {
  readonly isMember: boolean;
  readonly isMemberFull: boolean;
}

/** Whether a signed-in person may take part in a campaign for this audience. */
export const audienceAdmits = (audience: 'everyone' | 'members' | 'full_members', entrant: CampaignEntrant): boolean =>
  audience === 'everyone' || (audience === 'members' ? entrant.isMember : entrant.isMemberFull);
