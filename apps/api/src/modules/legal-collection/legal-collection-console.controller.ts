import { Controller, Get, HttpCode, Param, ParseIntPipe, Post, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { legalCollectionAdvanceSchema } from '@lendbridge/domain';
import type { ConsoleLegalCollectionRow, LegalCollectionAdvanceInput } from '@lendbridge/domain';
import type { AuthUser } from '../../common/auth-user.js';
import { CurrentUser, Roles } from '../../common/decorators.js';
import { SimpleRestQuery, sendListPage } from '../../common/simple-rest.js';
import type { ListQuery } from '../../common/simple-rest.js';
import { ValidBody } from '../../common/zod.pipe.js';
import { Idempotent } from '../ledger/idempotency.js';
import { LEGAL_COLLECTION_LIST, listLegalCollections } from './legal-collection.queries.js';
import { LegalCollectionService } from './legal-collection.service.js';

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
  async list(
    @SimpleRestQuery(LEGAL_COLLECTION_LIST) query: ListQuery<typeof LEGAL_COLLECTION_LIST>,
    @Res({ passthrough: true }) res: Response,
  ): Promise<ConsoleLegalCollectionRow[]> {
    return sendListPage(res, LEGAL_COLLECTION_LIST, await listLegalCollections(this.dataSource.manager, query));
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
