import { Controller, Get, Injectable, Query } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { alumniVerifySchema } from '@lendbridge/domain';
import type { AlumniVerifyInput } from '@lendbridge/domain';
import type { AuthUser } from '../../common/auth-user.js';
import { CurrentUser } from '../../common/decorators.js';
import { zodPipe } from '../../common/zod.pipe.js';

export interface AlumniVerifyResult {
  valid: boolean;
  is_used: boolean;
}

/**
 * The NTU alumni program check against alumni_records. A record matching the student id,
 * college and department is valid; the first member it is verified for uses it, and it answers
 * is_used to every other member.
 */
@Injectable()
export class AlumniService {
  constructor(private readonly dataSource: DataSource) {}

  verify(user: AuthUser, input: AlumniVerifyInput): Promise<AlumniVerifyResult> {
    return this.dataSource.transaction(async (manager) => {
      const rows: { id: number; used_by: number | null }[] = await manager.query(
        `SELECT id, used_by FROM alumni_records
          WHERE upper(student_id) = upper($1) AND academic = $2 AND department = $3
          FOR UPDATE`,
        [input.student_id, input.academic, input.department],
      );
      const row = rows[0];
      if (!row) return { valid: false, is_used: false };
      if (row.used_by === null) {
        await manager.query(`UPDATE alumni_records SET used_by = $2, used_at = clock_timestamp() WHERE id = $1`, [
          row.id,
          user.id,
        ]);
        return { valid: true, is_used: false };
      }
      return { valid: true, is_used: row.used_by !== user.id };
    });
  }
}

@ApiTags('loan applications')
@Controller('alumni')
export class AlumniController {
  constructor(private readonly alumni: AlumniService) {}

  @Get('verify')
  @ApiOperation({ summary: 'Check an NTU alumni record: valid, and used by another member' })
  @ApiQuery({ name: 'student_id', required: true, type: String })
  @ApiQuery({ name: 'academic', required: true, type: String })
  @ApiQuery({ name: 'department', required: true, type: String })
  async verify(@CurrentUser() user: AuthUser, @Query(zodPipe(alumniVerifySchema)) input: AlumniVerifyInput) {
    return { data: await this.alumni.verify(user, input) };
  }
}
