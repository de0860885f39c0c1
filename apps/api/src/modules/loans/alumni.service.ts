import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import { MESSAGES } from '@lendbridge/domain';
import type { AlumniVerifyInput } from '@lendbridge/domain';
import { AppError } from '../../common/app-error.js';
import type { AuthUser } from '../../common/auth-user.js';
import { findAlumniRecord, markAlumniRecordUsed } from './alumni.queries.js';

export interface AlumniVerifyResult {
  valid: boolean;
  is_used: boolean;
}

/**
 * The NTU alumni program records (alumni_records). A record matching the student id, college and
 * department is valid. Checking it only reads; it becomes used when an ntu application is
 * submitted with it, and a used record cannot be named by another application.
 */
@Injectable()
export class AlumniService {
  constructor(private readonly dataSource: DataSource) {}

  async verify(input: AlumniVerifyInput): Promise<AlumniVerifyResult> {
    const row = await findAlumniRecord(this.dataSource.manager, input);
    return row ? { valid: true, is_used: row.used_by !== null } : { valid: false, is_used: false };
  }

  /**
   * Marks the record used by the member, inside the submit's transaction (the row lock makes a
   * second submit with the same record wait, then find it used). Refuses an unknown record and
   * one already used, with the message on `field`.
   */
  async useForApplication(manager: EntityManager, user: AuthUser, input: AlumniVerifyInput, field: string): Promise<void> {
    const row = await findAlumniRecord(manager, input, true);
    if (!row) throw AppError.field(field, MESSAGES.alumniNotFound, 'ALUMNI_NOT_FOUND');
    if (row.used_by !== null) {
      const message = Number(row.used_by) === Number(user.id) ? MESSAGES.alumniAlreadyApplied : MESSAGES.alumniUsed;
      throw AppError.field(field, message, 'ALUMNI_USED');
    }
    await markAlumniRecordUsed(manager, row.id, user.id);
  }
}
