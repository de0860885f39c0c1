import { Controller, Get, HttpCode, Param, Post, Query, Req, Res, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { emptyActionSchema, fundingAnonymousSchema, fundingFillQuerySchema, fundingPlaceOrderSchema } from '@lendbridge/domain';
import type { EmptyActionInput, FundingAnonymousInput, FundingFillQuery, FundingPlaceOrderInput } from '@lendbridge/domain';
import type { AuthUser } from '../../common/auth-user.js';
import { CurrentUser, Public, RequireMemberLevel } from '../../common/decorators.js';
import { ValidBody, zodPipe } from '../../common/zod.pipe.js';
import { Idempotent } from '../ledger/idempotency.js';
import { BusinessClock } from '../repayment/business-clock.js';
import { UploadsService } from '../uploads/uploads.service.js';
import { FundingService } from './funding.service.js';
import { ApiExample, ApiPicture } from '../../common/openapi.js';
import { FUNDING_CARDS_EXAMPLE, FUNDING_PROJECT_EXAMPLE } from './funding.examples.js';

const IMAGE_CACHE_SECONDS = 86_400;

const CARD =
  '{serial, title, primary_loan_serial, expected_amount (the loan amount), target_amount (invested so far), precent, target_date, days_left, ' +
  'number_of_lenders, credit_level, apr, period, images [url], user {member_serial, name}, likes, liked, open}';

const viewerId = (request: Request): number | null => request.authUser?.id ?? null;

/**
 * The funding marketplace (spec 001 sections 2, 7): projects, their pictures and the viewer's
 * attributes for anyone; likes and orders for members. The ladder of the invest step (login →
 * member → full member) answers 401 UNAUTHENTICATED, 403 NOT_MEMBER, 403 NOT_MEMBER_FULL with the
 * spec's messages.
 */
@ApiTags('funding')
@Controller('funding')
export class FundingController {
  constructor(
    private readonly funding: FundingService,
    private readonly uploads: UploadsService,
    private readonly clock: BusinessClock,
  ) {}

  @Get('promotions')
  @Public()
  @ApiOperation({ summary: `The promotions carousel: {data: [${CARD}]} in the console's order` })
  @ApiExample(FUNDING_CARDS_EXAMPLE)
  async promotions(@Req() request: Request) {
    return { data: await this.funding.promotions(viewerId(request), await this.clock.instant()) };
  }

  @Get('projects')
  @Public()
  @ApiOperation({ summary: `The popular list: {data: [${CARD}]}, projects taking orders first, then the console's popularity order and likes` })
  @ApiExample(FUNDING_CARDS_EXAMPLE)
  async projects(@Req() request: Request) {
    return { data: await this.funding.popular(viewerId(request), await this.clock.instant()) };
  }

  @Get('project/:serial')
  @Public()
  @ApiParam({ name: 'serial', description: 'Project serial (F…)' })
  @ApiOperation({
    summary:
      `One project: {data: ${CARD} + {detail, usage_distribution [{description, amount}], interest, personal_credit, company_credit, ` +
      'mentor_comment, video_ids, amount_investable, loan_updated_at, backers [{name (null: anonymous), amount, invested_at}]}}; 404 FUNDING_PROJECT_NOT_FOUND',
  })
  @ApiExample(FUNDING_PROJECT_EXAMPLE)
  async project(@Req() request: Request, @Param('serial') serial: string) {
    return { data: await this.funding.project(viewerId(request), serial, await this.clock.instant()) };
  }

  @Get('attributes')
  @Public()
  @ApiOperation({ summary: 'The viewer for the project page: {data: {logged_in, is_member, is_member_full, member_serial, balance}} (nulls for a visitor)' })
  @ApiOkResponse({
    description: 'A signed-in full member with NT$ 85,000 to invest; a visitor gets false and nulls',
    schema: { example: { data: { logged_in: true, is_member: true, is_member_full: true, member_serial: 'M00000128', balance: 85000 } } },
  })
  async attributes(@Req() request: Request) {
    return { data: await this.funding.attributes(request.authUser) };
  }

  @Get('images/:imageId')
  @Public()
  @ApiParam({ name: 'imageId', description: 'Picture id of a project the market shows' })
  @ApiOperation({ summary: "A project's picture (PNG or JPEG); 404 otherwise" })
  @ApiPicture()
  async image(@Param('imageId') imageId: string, @Res({ passthrough: true }) res: Response): Promise<StreamableFile> {
    const upload = await this.uploads.findPublished(await this.funding.imageUploadId(imageId));
    const stream = await this.uploads.open(upload);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cache-Control', `public, max-age=${IMAGE_CACHE_SECONDS}`);
    return new StreamableFile(stream, { type: upload.mimeType, length: upload.sizeBytes });
  }

  @Get('fill')
  @RequireMemberLevel('full')
  @ApiOperation({
    summary:
      'The fill page for ?serial=&amount=: {data: {order: {payment_method: balance|kgi_web_atm, amount}, project: {serial, title, target_amount, ' +
      'expected_amount, precent, target_date, days_left}, loan: {serial, updated_at}, balance}}; amount rules: 400 請填入正確金額 / ' +
      '投資金額不足 (請投資至少 $1000元！); more than it takes: 409 FUNDING_PROJECT_CLOSED; own project: 400 OWN_LOAN',
  })
  async fill(@CurrentUser() user: AuthUser, @Query(zodPipe(fundingFillQuerySchema)) query: FundingFillQuery) {
    return { data: await this.funding.fill(user.id, query, await this.clock.instant()) };
  }

  @Post('like/:serial')
  @HttpCode(200)
  @ApiParam({ name: 'serial', description: 'Project serial (F…)' })
  @ApiOperation({ summary: 'Toggle my like of a project: {data: {serial, liked, likes}}; visitors 401; unknown project 404' })
  async like(@CurrentUser() user: AuthUser, @Param('serial') serial: string, @ValidBody(emptyActionSchema) _input: EmptyActionInput) {
    return { data: await this.funding.toggleLike(user.id, serial, await this.clock.instant()) };
  }

  @Post('place-order')
  @Idempotent()
  @RequireMemberLevel('full')
  @ApiOperation({
    summary:
      'Order a project {assignData: {<primary loan serial>: amount}, updated_at (the loan updated_at the contract was accepted at), ' +
      'contract_accepted} through the order engine (Idempotency-Key required): paid from the balance when it covers the amount, else a ' +
      'deposit order. 201 {data: {order: {serial, status, payment_method, total_amount, arrive_at, created_at}, project: {serial, title}, anonymous}}; ' +
      '409 CART_CHANGED 目前無法下單 with errors[assignData.<serial>]; 400 CONTRACT_NOT_ACCEPTED 您尚未同意合約',
  })
  async placeOrder(@CurrentUser() user: AuthUser, @ValidBody(fundingPlaceOrderSchema) input: FundingPlaceOrderInput) {
    return { data: await this.funding.placeOrder(user.id, input, await this.clock.instant()) };
  }

  @Get('orders/:serial')
  @ApiParam({ name: 'serial', description: 'Order serial' })
  @ApiOperation({ summary: 'My funding order for the order-complete page: {data: {order, project, anonymous}}; not mine or not a funding order: 404' })
  async order(@CurrentUser() user: AuthUser, @Param('serial') serial: string) {
    return { data: await this.funding.order(user.id, serial) };
  }

  @Post('orders/:serial/anonymous')
  @HttpCode(200)
  @ApiParam({ name: 'serial', description: 'Order serial' })
  @ApiOperation({ summary: "Hide (true) or show my name on the project's backer list {anonymous}: {data: {order, project, anonymous}}; not my order: 404" })
  async anonymous(@CurrentUser() user: AuthUser, @Param('serial') serial: string, @ValidBody(fundingAnonymousSchema) input: FundingAnonymousInput) {
    return { data: await this.funding.setAnonymous(user.id, serial, input, await this.clock.instant()) };
  }
}
