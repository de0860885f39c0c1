import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { Public } from '../../common/decorators.js';
import { pingDatabase } from './health.queries.js';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly dataSource: DataSource) {}

  @Public()
  @Get()
  @ApiOkResponse({ description: 'The API and its database answer', schema: { example: { status: 'ok', database: 'ok' } } })
  async check(): Promise<{ status: 'ok'; database: 'ok' }> {
    await pingDatabase(this.dataSource.manager);
    return { status: 'ok', database: 'ok' };
  }
}
