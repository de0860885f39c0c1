import { Controller, Get, HttpCode, Post, Query, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ROULETTE_TRIAL_COOKIE, ROULETTE_TRIAL_COOKIE_DAYS, emptyActionSchema, pageQuerySchema } from '@lendbridge/domain';
import type { EmptyActionInput, PageQuery } from '@lendbridge/domain';
import type { AuthUser } from '../../../common/auth-user.js';
import { CurrentUser, Public } from '../../../common/decorators.js';
import { ValidBody, zodPipe } from '../../../common/zod.pipe.js';
import { Idempotent } from '../../ledger/idempotency.js';
import { trialUsed } from '../campaigns.errors.js';
import { RouletteService } from './roulette.service.js';
import { ApiExample } from '../../../common/openapi.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether the request carries the cookie of a trial already made. */
const hasTrialCookie = (req: Request): boolean =>
  (req.headers.cookie ?? '').split(';').some((part) => part.trim().startsWith(`${ROULETTE_TRIAL_COOKIE}=`));

/** The live roulette: its wheel and rewards for anyone, the member's tickets and spins, a visitor's single trial, the winners. */
@ApiTags('campaigns')
@Controller('roulette')
export class RouletteController {
  constructor(private readonly roulette: RouletteService) {}

  @Get('gifts')
  @Public()
  @ApiOperation({ summary: 'The live roulette and its wheel: {data: {campaign: {key, title, starts_at, ends_at}, gifts: [{id, chance (percent), text, prize, type}]}}; 404 CAMPAIGN_NOT_LIVE' })
  @ApiExample({
    data: {
      campaign: { key: 'newyear-roulette', title: '新春幸運輪盤', starts_at: '2026-01-20T16:00:00.000Z', ends_at: '2026-02-28T15:59:59.000Z' },
      gifts: [
        { id: 1, chance: 4, text: '新手禮：服務費 8 折優惠碼', prize: 'fee_discount', type: 'firstTrial' },
        { id: 2, chance: 23, text: '服務費 9 折優惠碼', prize: 'fee_discount', type: 'bonus' },
        { id: 3, chance: 3, text: '百貨禮券 500 元', prize: 'goods', type: 'reality' },
      ],
    },
  })
  async gifts() {
    return { data: await this.roulette.wheel() };
  }

  @Get('rewards')
  @Public()
  @ApiOperation({ summary: 'The rewards list of the live roulette: {data: {rewards: string[]}}; 404 CAMPAIGN_NOT_LIVE' })
  @ApiExample({ data: { rewards: ['新手禮：服務費 8 折優惠碼', '服務費 9 折優惠碼', '百貨禮券 500 元', '電影票一張'] } })
  async rewards() {
    return { data: { rewards: await this.roulette.rewardNames() } };
  }

  @Get('overview')
  @ApiOperation({ summary: "The member's tickets: {data: {available, amountForTicket, invitesForTicket, hasCompletedOrder}}; 404 CAMPAIGN_NOT_LIVE" })
  async overview(@CurrentUser() user: AuthUser) {
    return { data: await this.roulette.overview(user.id) };
  }

  @Post('spin')
  @HttpCode(200)
  @Idempotent()
  @ApiOperation({
    summary:
      'Spends a ticket (Idempotency-Key required): {data: {result: {rewardName, promoCode, giftId, cashback}}}; 409 NO_TICKETS 您目前沒有抽獎卷哦, 409 NO_PRIZES 似乎沒有獎品可以抽了, 403 for a member outside the audience',
  })
  async spin(@CurrentUser() user: AuthUser, @ValidBody(emptyActionSchema) _input: EmptyActionInput) {
    return { data: await this.roulette.spin(user) };
  }

  @Post('trial')
  @HttpCode(200)
  @Public()
  @ApiOperation({ summary: "A visitor's single trial (nothing is given): {data: {result}}; sets the one-year trial cookie; 409 TRIAL_USED when it is present" })
  @ApiExample({ data: { result: { rewardName: '電影票一張', promoCode: null, giftId: 4, cashback: null } } })
  async trial(@Req() req: Request, @Res({ passthrough: true }) res: Response, @ValidBody(emptyActionSchema, {}) _input: EmptyActionInput) {
    if (hasTrialCookie(req)) throw trialUsed();
    const answer = await this.roulette.trial();
    res.cookie(ROULETTE_TRIAL_COOKIE, '1', { maxAge: ROULETTE_TRIAL_COOKIE_DAYS * DAY_MS, sameSite: 'lax', path: '/' });
    return { data: answer };
  }

  @Get('results')
  @Public()
  @ApiOperation({ summary: 'The winners, newest first: {data: [{lastName, gender, memberSerial (masked), reward, updatedAt}], meta: {pagination: {total, count, per_page, current_page, total_pages}}}' })
  @ApiQuery({ name: 'page', required: false, example: 1 })
  @ApiExample({
    data: [
      { lastName: '陳', gender: 'female', memberSerial: 'M0000****', reward: '百貨禮券 500 元', updatedAt: '2026-11-27T06:12:44.000Z' },
      { lastName: '林', gender: 'male', memberSerial: 'M0000****', reward: '咖啡兌換券', updatedAt: '2026-11-26T13:40:05.000Z' },
    ],
    meta: { pagination: { total: 2, count: 2, per_page: 10, current_page: 1, total_pages: 1 } },
  })
  async results(@Query(zodPipe(pageQuerySchema)) { page }: PageQuery) {
    return this.roulette.results(page);
  }
}
