import { CAMPAIGN_TEXTS, MESSAGES, PROMO_TEXTS } from '@lendbridge/domain';
import type { CampaignAudience } from '@lendbridge/domain';
import { AppError } from '../../common/app-error.js';

/** No campaign of the kind is live now (not started, over, or switched off). */
export const campaignNotLive = (): AppError => new AppError(404, 'CAMPAIGN_NOT_LIVE', CAMPAIGN_TEXTS.notLive);

/** The campaign is for members or full members, and the person is not one yet. */
export const outsideAudience = (audience: CampaignAudience): AppError =>
  audience === 'full_members'
    ? AppError.forbidden(CAMPAIGN_TEXTS.notFullMember, 'NOT_MEMBER_FULL')
    : AppError.forbidden(MESSAGES.notMember, 'NOT_MEMBER');

export const noTickets = (): AppError => AppError.conflict('NO_TICKETS', CAMPAIGN_TEXTS.noTickets);

export const noPrizes = (): AppError => AppError.conflict('NO_PRIZES', CAMPAIGN_TEXTS.noPrizes);

export const trialUsed = (): AppError => AppError.conflict('TRIAL_USED', CAMPAIGN_TEXTS.trialUsed);

const PROMO_REFUSAL_CODES: Readonly<Record<keyof typeof PROMO_TEXTS, string>> = {
  invalid: 'PROMO_CODE_INVALID',
  used: 'PROMO_CODE_USED',
  exhausted: 'PROMO_CODE_EXHAUSTED',
  notYours: 'PROMO_CODE_NOT_YOURS',
  belowMinimum: 'PROMO_CODE_BELOW_MINIMUM',
  cashbackNeedsBalance: 'PROMO_CODE_NEEDS_BALANCE',
};

/** A promo code refused on the promo_code field, with why. */
export const promoRefused = (reason: keyof typeof PROMO_TEXTS): AppError =>
  AppError.field('promo_code', PROMO_TEXTS[reason], PROMO_REFUSAL_CODES[reason]);
