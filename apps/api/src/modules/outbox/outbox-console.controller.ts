import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import type { ConsoleOutboxMessage } from '@lendbridge/domain';
import { AppError } from '../../common/app-error.js';
import { Roles } from '../../common/decorators.js';
import { SimpleRestQuery, sendListPage } from '../../common/simple-rest.js';
import type { ListQuery } from '../../common/simple-rest.js';
import { OUTBOX_LIST, findOutboxRow, listOutbox } from './outbox.queries.js';

/** 通知紀錄: every e-mail and text message the platform sent or stored (admin only). */
@ApiTags('console')
@Roles('admin')
@Controller('console/outbox')
export class OutboxConsoleController {
  constructor(private readonly dataSource: DataSource) {}

  @Get()
  @ApiOperation({ summary: 'List messages, newest first (sort, range, filter: q = recipient or subject, channel, kind, status, user_id, id)' })
  async list(
    @SimpleRestQuery(OUTBOX_LIST) query: ListQuery<typeof OUTBOX_LIST>,
    @Res({ passthrough: true }) res: Response,
  ): Promise<ConsoleOutboxMessage[]> {
    return sendListPage(res, OUTBOX_LIST, await listOutbox(this.dataSource.manager, query));
  }

  @Get(':id')
  @ApiOperation({ summary: 'One message' })
  async show(@Param('id') id: string): Promise<ConsoleOutboxMessage> {
    if (!/^\d{1,15}$/.test(id)) throw AppError.notFound();
    const row = await findOutboxRow(this.dataSource.manager, Number(id));
    if (!row) throw AppError.notFound();
    return row;
  }
}
