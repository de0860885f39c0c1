import { Controller, Get, HttpCode, Param, Post, Put, Query, Req, Res, StreamableFile, applyDecorators } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import {
  MARKET_DEFAULT_TAB,
  MARKET_ORDER_FIELDS,
  MARKET_SOURCES,
  MARKET_TABS,
  MESSAGES,
  PAWN_PROJECT_VIEWS,
  SENDBACK_MAX_LENGTH,
  SORT_DIRECTIONS,
  isMarketTab,
  marketMessageSchema,
  marketQuestionSchema,
  marketReadSchema,
  marketReplySchema,
  maxLength,
} from '@lendbridge/domain';
import type { MarketMessageInput, MarketQuestionInput, MarketReadInput, MarketReplyInput, MarketTab } from '@lendbridge/domain';
import { AppError } from '../../common/app-error.js';
import type { AuthUser } from '../../common/auth-user.js';
import { CurrentUser, Public } from '../../common/decorators.js';
import { ValidBody } from '../../common/zod.pipe.js';
import { UploadsService } from '../uploads/uploads.service.js';
import { MarketTalkService } from './market-talk.service.js';
import { LOAN_DETAIL_EXAMPLE, LOAN_QUESTIONS_EXAMPLE, MARKET_LIST_EXAMPLE } from './market.examples.js';
import { MarketService } from './market.service.js';
import { ApiExample, ApiPicture } from '../../common/openapi.js';

const LIST_DESCRIPTION =
  'filters[name]=value: quick filters period, ranks (A/B/C/S), source, loan_application_type_group; ' +
  'advanced (full members): serial_like, amount_min/max_ten_thousand, apr_min/max, period_min/max, rank_min/max, ' +
  'purposes, borrower_serial_like, gender, age_min/max, marriage_status, children_count_min/max, current_cities, ' +
  'education_level, school_name_like, school_dept_name_like, company_income_min/max_ten_thousand, company_seniority, ' +
  'company_types, current_house_type, car_count_min, house_count_min, status. Lists are comma-separated.';

/** Gallery images never change under their id, so browsers and proxies may keep them a day. */
const GALLERY_CACHE_SECONDS = 86_400;

const viewer = (request: Request): AuthUser | undefined => request.authUser;

const rawQuery = (request: Request): Record<string, unknown> => request.query as Record<string, unknown>;

/** The tab of a list path: its last segment. */
const tabOf = (request: Request): MarketTab => {
  const tab = request.path.split('/').pop();
  if (!isMarketTab(tab)) throw AppError.notFound();
  return tab;
};

const questionIdOf = (id: string): number => {
  if (!/^\d{1,15}$/.test(id)) throw AppError.notFound();
  return Number(id);
};

const ListQueries = () =>
  applyDecorators(
    ApiQuery({ name: 'source', required: false, description: 'Anything else is the complex market', schema: { type: 'string', enum: [...MARKET_SOURCES], example: MARKET_SOURCES[0] } }),
    ApiQuery({ name: 'page', required: false, example: 1 }),
    ApiQuery({ name: 'order_by', required: false, schema: { type: 'string', enum: [...MARKET_ORDER_FIELDS], example: MARKET_ORDER_FIELDS[0] } }),
    ApiQuery({ name: 'order_dir', required: false, schema: { type: 'string', enum: [...SORT_DIRECTIONS], example: 'desc' } }),
    ApiQuery({ name: 'pawn_tab', required: false, description: 'pawn-project only', schema: { type: 'string', enum: [...PAWN_PROJECT_VIEWS], example: PAWN_PROJECT_VIEWS[0] } }),
    ApiQuery({ name: 'filters', required: false, description: LIST_DESCRIPTION, example: { ranks: 'A,B' } }),
    ApiExample(MARKET_LIST_EXAMPLE),
  );

/**
 * The marketplace. Lists, the loan detail and its questions are open to visitors; the summary,
 * read markers, asking, replying and messaging need a signed-in member; the advanced filter a
 * full member.
 */
@ApiTags('market-place')
@Controller('market-place')
export class MarketController {
  constructor(
    private readonly market: MarketService,
    private readonly talk: MarketTalkService,
    private readonly uploads: UploadsService,
  ) {}

  @Get('summary')
  @ApiOperation({ summary: 'Market summary of a view (tab, source, filters): {data:{count, amount, apr, lender_fee, …}, sendback}' })
  @ApiQuery({ name: 'tab', required: false, enum: MARKET_TABS })
  @ApiQuery({ name: 'sendback', required: false, description: 'Echoed back as is' })
  @ListQueries()
  async summary(@Req() request: Request, @Query('tab') tabText: unknown, @Query('sendback') sendback: unknown) {
    const tab = tabText === undefined || tabText === '' ? MARKET_DEFAULT_TAB : tabText;
    if (!isMarketTab(tab)) throw AppError.field('tab', MESSAGES.invalidOption);
    if (sendback !== undefined && (typeof sendback !== 'string' || [...sendback].length > SENDBACK_MAX_LENGTH)) {
      throw AppError.field('sendback', maxLength('sendback', SENDBACK_MAX_LENGTH));
    }
    const query = this.market.readQuery(rawQuery(request), tab, viewer(request));
    return { data: await this.market.summary(tab, query), sendback: sendback ?? null };
  }

  @Put('read')
  @ApiOperation({ summary: 'Mark a listed loan read {serial}: {data:{serial, is_read:true}}' })
  async read(@CurrentUser() user: AuthUser, @ValidBody(marketReadSchema) input: MarketReadInput) {
    await this.market.markRead(user.id, input.serial);
    return { data: { serial: input.serial, is_read: true } };
  }

  @Get('loan/:serial')
  @Public()
  @ApiOperation({ summary: 'Loan detail: the card, description, borrower facts (no personal data), collaterals, statements' })
  @ApiExample(LOAN_DETAIL_EXAMPLE)
  async detail(@Req() request: Request, @Param('serial') serial: string) {
    return { data: await this.market.detail(serial, viewer(request)?.id ?? null) };
  }

  @Get('gallery/:imageId')
  @Public()
  @ApiOperation({ summary: 'A gallery image of a loan the market shows (farmer detail); 404 otherwise' })
  @ApiPicture()
  async galleryImage(@Param('imageId') imageId: string, @Res({ passthrough: true }) res: Response): Promise<StreamableFile> {
    const upload = await this.uploads.findPublished(await this.market.galleryUploadId(imageId));
    const stream = await this.uploads.open(upload);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cache-Control', `public, max-age=${GALLERY_CACHE_SECONDS}`);
    return new StreamableFile(stream, { type: upload.mimeType, length: upload.sizeBytes });
  }

  @Get('loan/:serial/questions')
  @Public()
  @ApiOperation({ summary: 'Questions on a loan: answered ones for everyone, your own unanswered ones; meta {can_ask, can_reply}' })
  @ApiExample(LOAN_QUESTIONS_EXAMPLE, 'As a signed-in lender sees them: a visitor gets can_ask false')
  questions(@Req() request: Request, @Param('serial') serial: string) {
    return this.talk.questions(serial, viewer(request)?.id ?? null);
  }

  @Post('loan/:serial/questions')
  @ApiOperation({ summary: 'Ask the borrower {title} (not on your own loan; while the loan is open)' })
  async ask(@CurrentUser() user: AuthUser, @Param('serial') serial: string, @ValidBody(marketQuestionSchema) input: MarketQuestionInput) {
    return { data: await this.talk.ask(user.id, serial, input) };
  }

  @Post('loan/:serial/questions/:id/reply')
  @ApiOperation({ summary: "The borrower's answer {description}, once; it makes the question public" })
  async reply(
    @CurrentUser() user: AuthUser,
    @Param('serial') serial: string,
    @Param('id') id: string,
    @ValidBody(marketReplySchema) input: MarketReplyInput,
  ) {
    return { data: await this.talk.reply(user.id, serial, questionIdOf(id), input) };
  }

  @Post('loan/:serial/message')
  @HttpCode(201)
  @ApiOperation({ summary: "Message the loan's borrower {subject, content}: delivered to their inbox without your contact" })
  async message(@CurrentUser() user: AuthUser, @Param('serial') serial: string, @ValidBody(marketMessageSchema) input: MarketMessageInput) {
    await this.talk.message(user.id, serial, input);
    return { data: { sent: true } };
  }

  @Get([...MARKET_TABS])
  @Public()
  @ApiOperation({ summary: 'One page of a market tab: {data: loan cards, meta:{pagination:{total, count, per_page, current_page, total_pages}}}' })
  @ListQueries()
  async list(@Req() request: Request) {
    const tab = tabOf(request);
    const user = viewer(request);
    const query = this.market.readQuery(rawQuery(request), tab, user);
    return this.market.list(tab, query, user?.id ?? null);
  }
}
