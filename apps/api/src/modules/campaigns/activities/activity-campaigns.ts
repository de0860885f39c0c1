import type { EntityManager } from 'typeorm';
import type { CampaignAudience, CampaignKind } from '@lendbridge/domain';
import { assertMemberLevel } from '../../../common/access.guard.js';
import type { AuthUser } from '../../../common/auth-user.js';
import { campaignByKey } from '../campaign-rows.js';
import type { CampaignRow } from '../campaign-rows.js';
import { campaignEnded, campaignNotFound, campaignNotStarted } from './activities.errors.js';

/** A campaign key as the routes take it; anything else is no campaign. */
const CAMPAIGN_KEY = /^[a-z0-9-]{1,40}$/;

/** The member ladder level a campaign's audience needs (everyone: signed in only). */
const LEVEL_OF: Readonly<Record<CampaignAudience, 'member' | 'full' | null>> = {
  everyone: null,
  members: 'member',
  full_members: 'full',
};

/** Throws the ladder's 403 (NOT_MEMBER, NOT_MEMBER_FULL) when the member is not of the campaign's audience. */
export function assertAudience(user: AuthUser, audience: CampaignAudience): void {
  const level = LEVEL_OF[audience];
  if (level !== null) assertMemberLevel(user, level);
}

/** Whether the member is of the campaign's audience. */
export function holdsAudience(user: AuthUser, audience: CampaignAudience): boolean {
  try {
    assertAudience(user, audience);
    return true;
  } catch {
    return false;
  }
}

/** A switched-on campaign of the key (and of one of the kinds, when given), or 404 CAMPAIGN_NOT_FOUND. */
export async function findCampaign(manager: EntityManager, key: string, kinds?: readonly CampaignKind[]): Promise<CampaignRow> {
  const campaign = CAMPAIGN_KEY.test(key) ? await campaignByKey(manager, key) : null;
  if (!campaign || !campaign.enabled || (kinds !== undefined && !kinds.includes(campaign.kind))) throw campaignNotFound();
  return campaign;
}

/** 404 CAMPAIGN_NOT_STARTED before the window, CAMPAIGN_ENDED after it. */
export function assertLive(campaign: CampaignRow, at: Date): void {
  if (at.getTime() < campaign.starts_at.getTime()) throw campaignNotStarted();
  if (at.getTime() >= campaign.ends_at.getTime()) throw campaignEnded();
}

/**
 * The campaign a member acts in: found (404), the member of its audience (403 with the ladder's
 * code), live at the business instant (404 not started / ended).
 */
export async function campaignForMember(manager: EntityManager, key: string, kinds: readonly CampaignKind[] | undefined, user: AuthUser, at: Date): Promise<CampaignRow> {
  const campaign = await findCampaign(manager, key, kinds);
  assertAudience(user, campaign.audience);
  assertLive(campaign, at);
  return campaign;
}
