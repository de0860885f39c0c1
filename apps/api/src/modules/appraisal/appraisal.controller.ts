import { Body, Controller, Get, HttpCode, Param, ParseIntPipe, Post, Res } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import type { AppraisalCommentAnswer, AppraisalItem } from '@lendbridge/domain';
import type { AuthUser } from '../../common/auth-user.js';
import { CurrentUser, Roles } from '../../common/decorators.js';
import { SimpleRestQuery, sendListPage } from '../../common/simple-rest.js';
import type { ListQuery } from '../../common/simple-rest.js';
import { APPRAISAL_LIST, listAppraisals } from './appraisal.queries.js';
import { AppraisalService } from './appraisal.service.js';

/** The appraiser marketplace in the console (ra-data-simple-rest): the items, one item, and its comment. */
@ApiTags('console')
@Roles('appraiser', 'admin')
@Controller('console/appraisals')
export class AppraisalController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly appraisals: AppraisalService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'List appraisal items, newest first (sort, range, filter: status = unappraised | appraised, source, q = serial, id)' })
  async list(
    @SimpleRestQuery(APPRAISAL_LIST) query: ListQuery<typeof APPRAISAL_LIST>,
    @Res({ passthrough: true }) res: Response,
  ): Promise<AppraisalItem[]> {
    return sendListPage(res, APPRAISAL_LIST, await listAppraisals(this.dataSource.manager, query));
  }

  @Get(':id')
  @ApiOperation({ summary: 'One item: the collateral, its images, and the appraisal once given' })
  show(@Param('id', ParseIntPipe) id: number): Promise<AppraisalItem> {
    return this.appraisals.item(id);
  }

  @Post(':id/comment')
  @HttpCode(200)
  @ApiOperation({ summary: 'Appraise an item {ten_thousand_value, comment}; an appraised item answers 409' })
  @ApiBody({ schema: { type: 'object', required: ['ten_thousand_value', 'comment'], properties: { ten_thousand_value: { type: 'integer' }, comment: { type: 'string' } } } })
  comment(@CurrentUser() actor: AuthUser, @Param('id', ParseIntPipe) id: number, @Body() body: unknown): Promise<AppraisalCommentAnswer> {
    return this.appraisals.comment(actor.id, id, body);
  }
}
