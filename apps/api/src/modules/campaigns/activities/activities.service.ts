import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CAMPAIGN_TOKEN_TTL_SECONDS, CHECK_IN_DEFAULT_WINNERS, SEE_PERCENT_INVALID, UPLOAD_TYPES, activityState, campaignLive, checkInChance } from '@lendbridge/domain';
import type { ActivityStatusAnswer, CampaignTokenAnswer, CheckInAnswer, QualifiedAnswer, SeePercentAnswer, Story } from '@lendbridge/domain';
import type { AuthUser } from '../../../common/auth-user.js';
import { CAMPAIGN_TOKEN_KEY } from '../../../config/config.module.js';
import { BusinessClock } from '../../repayment/business-clock.js';
import { UploadsService } from '../../uploads/uploads.service.js';
import type { CampaignRow } from '../campaign-rows.js';
import { assertAudience, assertLive, campaignForMember, findCampaign, holdsAudience } from './activity-campaigns.js';
import { campaignNotFound, checkInSeen } from './activities.errors.js';
import { checkInCounts, hasAgreed, insertCheckIn, publicPrizesOf, recordAgreement, saveStory } from './activities.queries.js';
import { signCampaignToken } from './campaign-token.js';

/** The upload types a story's photo may have been sent as: the image-only ones (JPG/PNG up to 8 MB). */
const PHOTO_TYPES = Object.entries(UPLOAD_TYPES)
  .filter(([, rule]) => rule.imageOnly)
  .map(([type]) => type);

/** A frame address a campaign may embed: a path of this site, or an https page. */
const isFrameUrl = (value: unknown): value is string =>
  typeof value === 'string' && ((value.startsWith('/') && !value.startsWith('//')) || /^https:\/\/[^\s/]+(\/\S*)?$/.test(value));

/** A number of winners a campaign may set, else the default. */
const winnersOf = (campaign: CampaignRow): number => {
  const winners = campaign.settings.winners;
  return typeof winners === 'number' && Number.isSafeInteger(winners) && winners > 0 ? winners : CHECK_IN_DEFAULT_WINNERS;
};

const toLiveRow = (campaign: CampaignRow) => ({ enabled: campaign.enabled, starts_at: campaign.starts_at.toISOString(), ends_at: campaign.ends_at.toISOString() });

/**
 * The smaller activities: a campaign's public status, the click-dollar check-in and the member's
 * chance in its draw, the story form, the joint-promotion agreement and qualification, and the
 * embedded campaign frame's token.
 */
@Injectable()
export class ActivitiesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: BusinessClock,
    private readonly uploads: UploadsService,
    @Inject(CAMPAIGN_TOKEN_KEY) private readonly tokenKey: string,
  ) {}

  /** A switched-on campaign's window and state at the business instant, with its prizes (names and tiers). */
  async status(key: string): Promise<ActivityStatusAnswer> {
    const at = await this.clock.instant();
    const manager = this.dataSource.manager;
    const campaign = await findCampaign(manager, key);
    return {
      key: campaign.key,
      kind: campaign.kind,
      title: campaign.title,
      description: campaign.description,
      starts_at: campaign.starts_at.toISOString(),
      ends_at: campaign.ends_at.toISOString(),
      state: activityState(toLiveRow(campaign), at),
      prizes: await publicPrizesOf(manager, campaign.id),
    };
  }

  /** The click-dollar check-in: a visitor is told to sign in; a member checks in once per business day. */
  async checkIn(user: AuthUser | undefined, key: string): Promise<CheckInAnswer> {
    const at = await this.clock.instant();
    const today = await this.clock.today();
    const manager = this.dataSource.manager;
    const campaign = await findCampaign(manager, key, ['check_in']);
    if (!user) return { status: 'NOT_LOGIN' };
    assertAudience(user, campaign.audience);
    assertLive(campaign, at);
    if (!(await insertCheckIn(manager, { campaignId: campaign.id, userId: user.id, businessDate: today, at }))) throw checkInSeen();
    return { status: 'SUCCESS' };
  }

  /** The member's chance in the live click-dollar draw (checkInChance), or INVALID for a visitor, a campaign not live, no check-in. */
  async seePercent(user: AuthUser | undefined, key: string): Promise<SeePercentAnswer> {
    const at = await this.clock.instant();
    const manager = this.dataSource.manager;
    const campaign = await findCampaign(manager, key, ['check_in']);
    if (!user) return SEE_PERCENT_INVALID;
    assertAudience(user, campaign.audience);
    if (!campaignLive(toLiveRow(campaign), at)) return SEE_PERCENT_INVALID;
    const { mine, all } = await checkInCounts(manager, campaign.id, user.id);
    return mine === 0 ? SEE_PERCENT_INVALID : checkInChance(mine, all, winnersOf(campaign));
  }

  /** Keeps the member's story (a second one replaces the first); the photo must be the member's own image upload. */
  async saveStory(user: AuthUser, story: Story): Promise<{ id: number }> {
    await this.uploads.assertOwned(user.id, [story.personal_photo], PHOTO_TYPES, 'personal_photo');
    const at = await this.clock.instant();
    return { id: await saveStory(this.dataSource.manager, user.id, story, at) };
  }

  /** The joint-promotion flow: whether the member is of the live campaign's audience and has accepted its terms. */
  async qualified(user: AuthUser, key: string): Promise<QualifiedAnswer> {
    const at = await this.clock.instant();
    const manager = this.dataSource.manager;
    const campaign = await findCampaign(manager, key);
    assertLive(campaign, at);
    if (!holdsAudience(user, campaign.audience)) return { isQualified: false, isWaitingAgree: false };
    const agreed = await hasAgreed(manager, campaign.id, user.id);
    return { isQualified: agreed, isWaitingAgree: !agreed };
  }

  /** Records the member's acceptance of the live campaign's terms (both ticks, checked by the schema). */
  async agree(user: AuthUser, key: string): Promise<QualifiedAnswer> {
    const at = await this.clock.instant();
    const campaign = await campaignForMember(this.dataSource.manager, key, undefined, user, at);
    await recordAgreement(this.dataSource.manager, campaign.id, user.id, at);
    return { isQualified: true, isWaitingAgree: false };
  }

  /**
   * A short-lived token for the live campaign's embedded frame (settings.iframe_url), naming the
   * member and the campaign. Its lifetime counts on the real clock (`now`), which the partner who
   * checks it shares, not on the business clock the demo moves.
   */
  async token(user: AuthUser, key: string, now: Date = new Date()): Promise<CampaignTokenAnswer> {
    const at = await this.clock.instant();
    const campaign = await campaignForMember(this.dataSource.manager, key, undefined, user, at);
    const iframeUrl = campaign.settings.iframe_url;
    if (!isFrameUrl(iframeUrl)) throw campaignNotFound();
    const signed = signCampaignToken(this.tokenKey, { memberSerial: user.memberSerial, campaignKey: campaign.key, at: now, ttlSeconds: CAMPAIGN_TOKEN_TTL_SECONDS });
    return { token: signed.token, expires_at: new Date(signed.claims.exp * 1000).toISOString(), iframe_url: iframeUrl };
  }
}
