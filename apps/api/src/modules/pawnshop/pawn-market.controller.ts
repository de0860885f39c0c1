import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { MESSAGES, PAWN_PROJECT_DEFAULT_VIEW, PAWN_PROJECT_VIEWS } from '@lendbridge/domain';
import type { MarketPawnCaseListAnswer, PawnProjectView } from '@lendbridge/domain';
import { AppError } from '../../common/app-error.js';
import { Public } from '../../common/decorators.js';
import { PawnshopService } from './pawnshop.service.js';
import { ApiExample } from '../../common/openapi.js';
import { PAWN_CASES_EXAMPLE } from '../market/market.examples.js';

const PAGE_MAX = 10_000;

/** The pawn-project market's cases before they have loans: open to visitors like the market's lists. */
@ApiTags('market-place')
@Controller('market-place/pawn-cases')
export class PawnMarketController {
  constructor(private readonly pawnshop: PawnshopService) {}

  @Get()
  @Public()
  @ApiQuery({ name: 'pawn_tab', required: false, schema: { type: 'string', enum: [...PAWN_PROJECT_VIEWS], example: 'locked' } })
  @ApiQuery({ name: 'page', required: false, example: 1 })
  @ApiExample(PAWN_CASES_EXAMPLE)
  @ApiOperation({
    summary:
      'The cases of a pawn-project view without a loan yet (pending: waiting for a pawnshop or the borrower’s answer; locked: agreed, ' +
      'waiting for the investment; backed: none, its cases are listed as loans): {data, total, page}',
  })
  list(@Query('pawn_tab') pawnTab: unknown, @Query('page') pageText: unknown): Promise<MarketPawnCaseListAnswer> {
    const view = pawnTab === undefined || pawnTab === '' ? PAWN_PROJECT_DEFAULT_VIEW : pawnTab;
    if (typeof view !== 'string' || !(PAWN_PROJECT_VIEWS as readonly string[]).includes(view)) throw AppError.field('pawn_tab', MESSAGES.invalidOption);
    const page = pageText === undefined || pageText === '' ? 1 : Number(pageText);
    if (typeof pageText === 'object' || !Number.isSafeInteger(page) || page < 1 || page > PAGE_MAX) throw AppError.field('page', MESSAGES.invalidFormat);
    return this.pawnshop.marketCases(view as PawnProjectView, page);
  }
}
