import { Controller, Get, HttpCode, Param, ParseIntPipe, Post, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { LEGAL_COLLECTION_STATUSES, legalCollectionAdvanceSchema } from '@lendbridge/domain';
import type { LegalCollectionAdvanceInput } from '@lendbridge/domain';
import { AppError } from '../../common/app-error.js';
import type { AuthUser } from '../../common/auth-user.js';
import { CurrentUser, Roles } from '../../common/decorators.js';
import { SqlConditions, escapeLike, idsFilter, parseSimpleRestQuery, setContentRange, stringFilter } from '../../common/simple-rest.js';
import { ValidBody } from '../../common/zod.pipe.js';
import { Idempotent } from '../ledger/idempotency.js';
import { REQUEST_SELECT, presentConsoleRow } from './legal-collection.presenter.js';
import type { RequestDbRow } from './legal-collection.presenter.js';
import { LegalCollectionService } from './legal-collection.service.js';

const SORTABLE = {
  id: 'r.id',
  created_at: 'r.created_at',
  updated_at: 'r.updated_at',
  status: 'r.status',
  court_fee: 'r.court_fee',
  case_count: 'r.case_count',
} as const;

const badFilter = (): AppError => AppError.field('filter', 'filter 格式不正確');

/** Legal collection requests for admins (ra-data-simple-rest): list, one request, and advancing it a stage. */
@ApiTags('console')
@Roles('admin')
@Controller('console/legal-collections')
export class LegalCollectionConsoleController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly legalCollection: LegalCollectionService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'List requests, newest first (sort, range, filter: status, user_id, q = member serial or name, id)' })
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    const { sort, range, filter } = parseSimpleRestQuery(query, Object.keys(SORTABLE), { field: 'id', order: 'DESC' });
    const conditions = new SqlConditions();
    const status = stringFilter(filter, 'status');
    if (status) {
      if (!(LEGAL_COLLECTION_STATUSES as readonly string[]).includes(status)) throw badFilter();
      conditions.add((p) => `r.status = ${p}`, status);
    }
    if (filter.user_id !== undefined) {
      const userId = Number(filter.user_id);
      if (!Number.isSafeInteger(userId)) throw badFilter();
      conditions.add((p) => `r.user_id = ${p}`, userId);
    }
    const q = stringFilter(filter, 'q');
    if (q) conditions.add((p) => `(u.member_serial ILIKE ${p} OR (p.lastname || p.firstname) ILIKE ${p})`, `%${escapeLike(q)}%`);
    const ids = idsFilter(filter);
    if (ids) conditions.add((p) => `r.id = ANY(${p}::bigint[])`, ids);
    const page = conditions.page(range);
    const rows: RequestDbRow[] = await this.dataSource.query(
      `${REQUEST_SELECT} ${conditions.where}
       ORDER BY ${SORTABLE[sort.field as keyof typeof SORTABLE]} ${sort.order}, r.id ${sort.order}
       ${page.sql}`,
      page.params,
    );
    const counted: { total: number }[] = await this.dataSource.query(
      `SELECT count(*)::bigint AS total FROM (${REQUEST_SELECT} ${conditions.where}) counted`,
      conditions.params,
    );
    setContentRange(res, 'legal-collections', range.start, rows.length, counted[0].total);
    return rows.map(presentConsoleRow);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One request with its activities and cases' })
  show(@Param('id', ParseIntPipe) id: number) {
    return this.legalCollection.consoleDetail(id);
  }

  @Post(':id/advance')
  @HttpCode(200)
  @Idempotent()
  @ApiOperation({
    summary:
      'Move a request to its next stage {note} (an activity and an inbox notice to the lender); entering processing pays the held ' +
      'court fee to the court; finished and cancelled requests: 409. Answers the request',
  })
  advance(
    @CurrentUser() actor: AuthUser,
    @Param('id', ParseIntPipe) id: number,
    @ValidBody(legalCollectionAdvanceSchema) input: LegalCollectionAdvanceInput,
  ) {
    return this.legalCollection.advance(actor.id, id, input.note);
  }
}
