import { Controller, Get, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { referralInvitationsSchema, referralListQuerySchema } from '@lendbridge/domain';
import type {
  ReferralInvitationRow,
  ReferralInvitationsInput,
  ReferralInviteAnswer,
  ReferralListQuery,
  ReferralOverview,
  ReferralPage,
  ReferredMemberRow,
  ShowGirl,
} from '@lendbridge/domain';
import type { AuthUser } from '../../../common/auth-user.js';
import { CurrentUser, Public, RequireMemberLevel } from '../../../common/decorators.js';
import { ValidBody, zodPipe } from '../../../common/zod.pipe.js';
import { BusinessClock } from '../../repayment/business-clock.js';
import { ReferralService } from './referral.service.js';
import { ApiExample } from '../../../common/openapi.js';

/**
 * Referral (member-get-member, spec 002): the member's link and counts, their invitations and the
 * members they referred (signed in; only the member's own), the show-girl page's characters (open).
 */
@ApiTags('campaigns')
@Controller('mgm')
export class ReferralController {
  constructor(
    private readonly referral: ReferralService,
    private readonly clock: BusinessClock,
  ) {}

  @Get('overview')
  @ApiOperation({ summary: 'My referral link and counts: {data: {mgmSerial, link, referredCount, investedCount, borrowedCount}}' })
  async overview(@CurrentUser() user: AuthUser): Promise<{ data: ReferralOverview }> {
    return { data: await this.referral.overview(user) };
  }

  @Get('invitations')
  @ApiOperation({ summary: 'My invitations, newest first, 15 a page: {data: [{id, name, phone, email, created_at}], total, from, to, current_page, last_page, per_page}' })
  @ApiQuery({ name: 'page', required: false })
  invitations(@CurrentUser() user: AuthUser, @Query(zodPipe(referralListQuerySchema)) query: ReferralListQuery): Promise<ReferralPage<ReferralInvitationRow>> {
    return this.referral.invitations(user.id, query.page);
  }

  @Post('invitations')
  @RequireMemberLevel('member')
  @ApiOperation({
    summary:
      'Invite people {invitations: [{name, phone?, email}]} (1 to 20; the same e-mail twice keeps the first): one e-mail each with my link; ' +
      '201 {data: {invited, skipped}} (skipped: addresses I invited before); my own address 400; past 50 in 24 hours 429 INVITATIONS_LIMIT',
  })
  async invite(@CurrentUser() user: AuthUser, @ValidBody(referralInvitationsSchema) input: ReferralInvitationsInput): Promise<{ data: ReferralInviteAnswer }> {
    return { data: await this.referral.invite(user, input, await this.clock.instant()) };
  }

  @Get('referrals')
  @ApiOperation({
    summary: 'The members who registered through my link, newest first, 15 a page, masked: {data: [{name, email, joined_at, invested, borrowed, reward_paid}], total, …}',
  })
  @ApiQuery({ name: 'page', required: false })
  referrals(@CurrentUser() user: AuthUser, @Query(zodPipe(referralListQuerySchema)) query: ReferralListQuery): Promise<ReferralPage<ReferredMemberRow>> {
    return this.referral.referrals(user.id, query.page);
  }

  @Public()
  @Get('show-girls')
  @ApiOperation({ summary: 'The show-girl page characters of the live referral campaign: {data: [{name, from, title, suffix, detail, imageType, mgmSerial}]}' })
  @ApiExample({
    data: [
      {
        name: '小晴',
        from: '臺北',
        title: '理財新手村村長',
        suffix: '姊姊',
        detail: '剛出社會的時候，我也不知道錢該放哪裡。在信橋，小額也能出借，還能看到每一筆錢幫助了誰。一起來試試吧！',
        imageType: 'sunny',
        mgmSerial: 'M00000211',
      },
    ],
  })
  async showGirls(): Promise<{ data: ShowGirl[] }> {
    return { data: await this.referral.showGirls(await this.clock.instant()) };
  }
}
