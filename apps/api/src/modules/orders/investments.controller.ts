import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import {
  INVESTMENT_ROW_TYPES,
  INVESTMENT_STATUSES,
  LENDER_INVESTMENT_ORDER_FIELDS,
  LENDER_INVESTMENT_TABS,
  SORT_DIRECTIONS,
  investmentListQuerySchema,
} from '@lendbridge/domain';
import type { InvestmentListQuery } from '@lendbridge/domain';
import type { AuthUser } from '../../common/auth-user.js';
import { CurrentUser, RequireMemberLevel } from '../../common/decorators.js';
import { zodPipe } from '../../common/zod.pipe.js';
import { InvestmentsService } from './investments.service.js';

/** The lender's investments (spec 2, 7): full members, their own investments only. */
@ApiTags('investments')
@Controller('v1/investments')
@RequireMemberLevel('full')
export class InvestmentsController {
  constructor(private readonly investments: InvestmentsService) {}

  @Get()
  @ApiQuery({ name: 'tab', required: false, enum: LENDER_INVESTMENT_TABS })
  @ApiQuery({ name: 'page', required: false })
  @ApiQuery({ name: 'order_by', required: false, enum: LENDER_INVESTMENT_ORDER_FIELDS })
  @ApiQuery({ name: 'order_dir', required: false, enum: SORT_DIRECTIONS })
  @ApiQuery({ name: 'filters[app_type]', required: false, enum: INVESTMENT_ROW_TYPES })
  @ApiQuery({ name: 'filters[status]', required: false, enum: INVESTMENT_STATUSES })
  @ApiOperation({
    summary:
      'My investments by tab (all, waiting, active, closed), newest first by default, 15 a page: {data: [{serial, loan_serial, type, amount, ' +
      'apr, period, status, status_label, created_at, link}], meta: {pagination}}; a refused value: 400 on its name',
  })
  async list(@CurrentUser() user: AuthUser, @Query(zodPipe(investmentListQuerySchema)) query: InvestmentListQuery) {
    return this.investments.list(user.id, query);
  }

  @Get(':serial')
  @ApiParam({ name: 'serial', description: 'Investment serial' })
  @ApiOperation({ summary: 'One of my investments with its order and loan; not mine: 404' })
  async detail(@CurrentUser() user: AuthUser, @Param('serial') serial: string) {
    return { data: await this.investments.detail(user.id, serial) };
  }
}
