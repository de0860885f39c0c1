import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { alumniVerifySchema } from '@lendbridge/domain';
import type { AlumniVerifyInput } from '@lendbridge/domain';
import { zodPipe } from '../../common/zod.pipe.js';
import { AlumniService } from './alumni.service.js';

@ApiTags('loan applications')
@Controller('alumni')
export class AlumniController {
  constructor(private readonly alumni: AlumniService) {}

  @Get('verify')
  @ApiOperation({ summary: 'Check an NTU alumni record: valid, and already used by a submitted ntu application' })
  @ApiQuery({ name: 'student_id', required: true, type: String })
  @ApiQuery({ name: 'academic', required: true, type: String })
  @ApiQuery({ name: 'department', required: true, type: String })
  async verify(@Query(zodPipe(alumniVerifySchema)) input: AlumniVerifyInput) {
    return { data: await this.alumni.verify(input) };
  }
}
