import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { Public } from '../../common/decorators.js';
import { pingDatabase } from './health.queries.js';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly dataSource: DataSource) {}

  @Public()
  @Get()
  async check(): Promise<{ status: 'ok'; database: 'ok' }> {
    await pingDatabase(this.dataSource.manager);
    return { status: 'ok', database: 'ok' };
  }
}
