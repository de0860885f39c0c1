import { Body, Controller, Get, HttpCode, Param, Post, Put, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { CAMPAIGN_TEXTS, agreePolicySchema, drawSchema, storySchema, zodIssuesToFieldErrors } from '@lendbridge/domain';
import type { AgreePolicyInput, DrawInput, Story } from '@lendbridge/domain';
import { AppError } from '../../../common/app-error.js';
import type { AuthUser } from '../../../common/auth-user.js';
import { CurrentUser, Public, RequireMemberLevel } from '../../../common/decorators.js';
import { ValidBody } from '../../../common/zod.pipe.js';
import { ActivitiesService } from './activities.service.js';
import { DrawsService } from './draws.service.js';
import { ApiExample } from '../../../common/openapi.js';

/** The story form: every field checked at once; any failure answers 你有欄位未完成 with each field's message. */
const storyOf = (body: unknown): Story => {
  const result = storySchema.safeParse(body ?? {});
  if (!result.success) throw AppError.validation(zodIssuesToFieldErrors(result.error), CAMPAIGN_TEXTS.storyIncompleteTitle);
  return result.data;
};

/** The story form of members (basic data given). */
@ApiTags('activities')
@Controller('activities')
@RequireMemberLevel('member')
export class StoriesController {
  constructor(private readonly activities: ActivitiesService) {}

  @Post('story')
  @ApiOperation({ summary: 'Sends the story form (storySchema): {data: {id}}; a second story replaces the first' })
  async story(@CurrentUser() user: AuthUser, @Body() body: unknown) {
    return { data: await this.activities.saveStory(user, storyOf(body)) };
  }
}

/**
 * A campaign's public status, the reward draws, the click-dollar check-in and chance, the
 * joint-promotion agreement, and the embedded frame's token.
 */
@ApiTags('activities')
@Controller('activities/:key')
export class ActivitiesController {
  constructor(
    private readonly activities: ActivitiesService,
    private readonly draws: DrawsService,
  ) {}

  @Get()
  @Public()
  @ApiOperation({ summary: "A campaign's status: {data: {key, kind, title, description, starts_at, ends_at, state: upcoming|live|ended, prizes: [{name, min_invested}]}}" })
  @ApiExample({
    data: {
      key: 'mid-autumn-2022',
      kind: 'draw',
      title: '2022 中秋抽獎',
      description: '',
      starts_at: '2026-11-21T16:00:00.000Z',
      ends_at: '2027-01-27T16:00:00.000Z',
      state: 'live',
      prizes: [
        { name: '回饋金 NT$ 88', min_invested: null },
        { name: '回饋金 NT$ 199', min_invested: 50000 },
      ],
    },
  })
  async status(@Param('key') key: string) {
    return { data: await this.activities.status(key) };
  }

  @Get('check')
  @ApiOperation({ summary: 'Whether the member may draw today: {data: {can_draw, isDrawed}}; 404 CAMPAIGN_NOT_STARTED before the start' })
  async check(@CurrentUser() user: AuthUser, @Param('key') key: string) {
    return { data: await this.draws.check(user, key) };
  }

  @Post('draw')
  @HttpCode(200)
  @ApiOperation({ summary: "The day's draw {source?}: {data: {code, reward, amount, expire_date, promo_code, message}}; 409 DRAW_USED the same business day" })
  async draw(@CurrentUser() user: AuthUser, @Param('key') key: string, @ValidBody(drawSchema) input: DrawInput) {
    return { data: await this.draws.draw(user, key, input) };
  }

  @Put('check-in')
  @Public()
  @ApiOperation({ summary: "The click-dollar check-in: {data: {status: 'NOT_LOGIN' | 'SUCCESS'}}; 409 CHECK_IN_SEEN the same business day" })
  @ApiExample({ data: { status: 'SUCCESS' } }, "A member's first check-in of the business day; a visitor gets NOT_LOGIN")
  async checkIn(@Req() request: Request, @Param('key') key: string) {
    return { data: await this.activities.checkIn(request.authUser, key) };
  }

  @Get('see-percent')
  @Public()
  @ApiOperation({ summary: "The member's chance in the click-dollar draw: {data: 'INVALID' | probability 0..1}" })
  @ApiExample({ data: 0.0125 }, "A member who checked in on 5 of the campaign's days; a visitor gets INVALID")
  async seePercent(@Req() request: Request, @Param('key') key: string) {
    return { data: await this.activities.seePercent(request.authUser, key) };
  }

  @Post('agree-policy')
  @HttpCode(200)
  @ApiOperation({ summary: "Accepts the campaign's terms {agree_policy: {privacy_policy: true, transaction_policy: true}}: {data: {isQualified, isWaitingAgree}}" })
  async agree(@CurrentUser() user: AuthUser, @Param('key') key: string, @ValidBody(agreePolicySchema) _input: AgreePolicyInput) {
    return { data: await this.activities.agree(user, key) };
  }

  @Get('check-qualified')
  @RequireMemberLevel('member')
  @ApiOperation({ summary: "The joint-promotion flow: {data: {isQualified, isWaitingAgree}}" })
  async qualified(@CurrentUser() user: AuthUser, @Param('key') key: string) {
    return { data: await this.activities.qualified(user, key) };
  }

  @Get('token')
  @RequireMemberLevel('member')
  @ApiOperation({ summary: "A short-lived HS256 token for the campaign's embedded frame: {data: {token, expires_at, iframe_url}}" })
  async token(@CurrentUser() user: AuthUser, @Param('key') key: string) {
    return { data: await this.activities.token(user, key) };
  }
}
