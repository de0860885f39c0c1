import { Controller, Get, Injectable, Query } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import { MESSAGES, alumniVerifySchema } from '@lendbridge/domain';
import type { AlumniVerifyInput } from '@lendbridge/domain';
import { AppError } from '../../common/app-error.js';
import type { AuthUser } from '../../common/auth-user.js';
import { zodPipe } from '../../common/zod.pipe.js';

export interface AlumniVerifyResult {
  valid: boolean;
  is_used: boolean;
}

interface AlumniRecordRow {
  id: number;
  used_by: number | null;
}

const MATCHING_RECORD = `SELECT id, used_by FROM alumni_records
  WHERE upper(student_id) = upper($1) AND academic = $2 AND department = $3`;

/**
 * The NTU alumni program records (alumni_records). A record matching the student id, college and
 * department is valid. Checking it only reads; it becomes used when an ntu application is
 * submitted with it, and a used record cannot be named by another application.
 */
@Injectable()
export class AlumniService {
  constructor(private readonly dataSource: DataSource) {}

  async verify(input: AlumniVerifyInput): Promise<AlumniVerifyResult> {
    const rows: AlumniRecordRow[] = await this.dataSource.query(MATCHING_RECORD, [
      input.student_id,
      input.academic,
      input.department,
    ]);
    const row = rows[0];
    return row ? { valid: true, is_used: row.used_by !== null } : { valid: false, is_used: false };
  }

  /**
   * Marks the record used by the member, inside the submit's transaction (the row lock makes a
   * second submit with the same record wait, then find it used). Refuses an unknown record and
   * one already used, with the message on `field`.
   */
  async useForApplication(manager: EntityManager, user: AuthUser, input: AlumniVerifyInput, field: string): Promise<void> {
    const rows: AlumniRecordRow[] = await manager.query(`${MATCHING_RECORD} FOR UPDATE`, [
      input.student_id,
      input.academic,
      input.department,
    ]);
    const row = rows[0];
    if (!row) throw AppError.field(field, MESSAGES.alumniNotFound, 'ALUMNI_NOT_FOUND');
    if (row.used_by !== null) {
      const message = Number(row.used_by) === Number(user.id) ? MESSAGES.alumniAlreadyApplied : MESSAGES.alumniUsed;
      throw AppError.field(field, message, 'ALUMNI_USED');
    }
    await manager.query(`UPDATE alumni_records SET used_by = $2, used_at = clock_timestamp() WHERE id = $1`, [row.id, user.id]);
  }
}

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
