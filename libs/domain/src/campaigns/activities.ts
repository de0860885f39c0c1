import { Decimal } from 'decimal.js';
import { shiftIsoDate, taipeiDayStart, taipeiToday } from '../dates/business-date.js';

/**
 * The activities around the campaigns (spec 002 sections 2, 3, 4 and 9): missions of the new-year
 * activity, the Christmas flip cards, the reward draws, the click-dollar check-in, the story form,
 * the joint-promotion agreement, the embedded campaign frame, the side ad and the sourced modals.
 */

/**
 * What completes a mission, each counted from real records: a paid manual investment, a transfer
 * to robo investing, a member registered through the member's link, a credit-try result.
 */
export const MISSION_RULES = ['invest', 'robo_transfer', 'invite', 'credit_check'] as const;
export type MissionRule = (typeof MISSION_RULES)[number];

/** Where each mission's 前往 button leads (the spec's redirect targets). */
export const MISSION_TARGETS: Readonly<Record<MissionRule, string>> = {
  invest: '/market-place',
  robo_transfer: '/account/robo-transaction',
  invite: '/activity/mgm',
  credit_check: '/my-credit',
};

export const MISSION_KEY_MAX_LENGTH = 40;
export const MISSION_MESSAGE_MAX_LENGTH = 500;
export const MISSION_NOTICE_MAX_LENGTH = 500;

/** A mission's message: the first line is its title, the rest its body. */
export const missionMessageParts = (message: string): { title: string; body: string } => {
  const [title = '', ...rest] = message.split('\n');
  return { title: title.trim(), body: rest.join('\n').trim() };
};

/** The placeholders of a flip card's content, replaced by what completed it. */
export const FLIP_CARD_PLACEHOLDERS = { property: '{property}', serial: '{serial}' } as const;

/**
 * A flip card's content as shown: {property} and {serial} replaced by the record that completed
 * the mission (an amount, a credit level; an investment's serial), or by the given blank before.
 */
export const flipCardContent = (content: string, facts: { property: string | null; serial: string | null }, blank = '—'): string =>
  content.replaceAll(FLIP_CARD_PLACEHOLDERS.property, facts.property ?? blank).replaceAll(FLIP_CARD_PLACEHOLDERS.serial, facts.serial ?? blank);

/** The new-year draw sends the path it was opened from; at most this long. */
export const DRAW_SOURCE_MAX_LENGTH = 200;

/** The click-dollar campaign's draw: how many members win it unless the campaign sets `winners`. */
export const CHECK_IN_DEFAULT_WINNERS = 10;

/** See-percent's answer when there is nothing to tell: a visitor, no live campaign, no check-in yet. */
export const SEE_PERCENT_INVALID = 'INVALID';

/** A chance above this (10 percent) gets the whisper message. */
export const SEE_PERCENT_WHISPER_ABOVE = 0.1;

/**
 * The member's chance in the click-dollar draw: each day checked in is one entry, `winners` entries
 * are drawn without repeating a member, so the chance is at most 1 and about winners × mine / all;
 * this keeps that share (4 decimals, rounded half up), 1 when the member holds every entry.
 */
export const checkInChance = (mine: number, all: number, winners: number): number => {
  if (mine <= 0 || all <= 0 || winners <= 0) return 0;
  if (mine >= all) return 1;
  const share = new Decimal(winners).times(mine).dividedBy(all);
  return Decimal.min(share, 1).toDecimalPlaces(4, Decimal.ROUND_HALF_UP).toNumber();
};

/** The embedded campaign frame's token lives 5 minutes. */
export const CAMPAIGN_TOKEN_TTL_SECONDS = 300;
/** The issuer of that token, and the type of the message that carries it into the frame. */
export const CAMPAIGN_TOKEN_ISSUER = 'lendbridge';
export const CAMPAIGN_TOKEN_MESSAGE_TYPE = 'lendbridge:campaign-token';
/** The type of the frame's message asking for a fresh token (the first one lives CAMPAIGN_TOKEN_TTL_SECONDS). */
export const CAMPAIGN_TOKEN_REQUEST_TYPE = 'lendbridge:campaign-token-request';

/** Where the story form returns to; the inbox unless the page was opened with one of the others. */
export const STORY_RETURN_TARGETS = ['/inbox', '/account/borrower', '/account/lender'] as const;
export type StoryReturnTarget = (typeof STORY_RETURN_TARGETS)[number];

export const storyReturnTarget = (next: string | null | undefined): StoryReturnTarget =>
  STORY_RETURN_TARGETS.find((target) => target === next) ?? '/inbox';

/** The query parameter that marks a visit brought by a partner (the side ad stays hidden then). */
export const LNB_SOURCE_PARAM = 'lnb_source';

/** A side ad or a campaign modal (spec 002 section 3: imgSrc, href, showBefore, showWithActivity, modalId, showCountdown). */
export interface CampaignAd {
  readonly imgSrc: string;
  readonly href: string;
  /** The last date (YYYY-MM-DD) it shows on, or null. */
  readonly showBefore: string | null;
  /** The campaign key it shows with, while that campaign is live; or null. */
  readonly showWithActivity: string | null;
  readonly modalId: string;
  /** Whether it counts down the days to the end of its activity. */
  readonly showCountdown: boolean;
  readonly title: string;
}

export const SIDE_AD_COOKIE_PREFIX = 'lnb_side_ad_';
export const CAMPAIGN_MODAL_COOKIE_PREFIX = 'lnb_modal_';

/** A modal campaign of a source: shown to visits brought by that lnb_source (any source when null). */
export interface SourcedModal extends CampaignAd {
  readonly source: string | null;
}

/** Whether an ad or modal shows on a business date, given whether its activity is live (null: not asked). */
export const adShows = (ad: Pick<CampaignAd, 'showBefore' | 'showWithActivity'>, today: string, activityLive: boolean | null): boolean => {
  if (ad.showBefore !== null && today > ad.showBefore) return false;
  if (ad.showWithActivity !== null) return activityLive === true;
  return true;
};

const SECONDS_PER_DAY = 86_400;

/** The side ad's cookie lasts a day. */
export const sideAdCookieSeconds = (days: number): number => days * SECONDS_PER_DAY;

/** Seconds from an instant to the end of its Taipei day: how long a campaign modal's cookie lasts (at least 1). */
export const secondsToEndOfTaipeiDay = (now: Date): number => {
  const next = taipeiDayStart(shiftIsoDate(taipeiToday(now), 1));
  return Math.max(1, Math.ceil((next.getTime() - now.getTime()) / 1000));
};

/** The state of a campaign at an instant, as the public status answers it. */
export type ActivityState = 'upcoming' | 'live' | 'ended';

export const activityState = (campaign: { readonly starts_at: string; readonly ends_at: string }, at: Date): ActivityState => {
  if (at.getTime() < new Date(campaign.starts_at).getTime()) return 'upcoming';
  return at.getTime() < new Date(campaign.ends_at).getTime() ? 'live' : 'ended';
};
