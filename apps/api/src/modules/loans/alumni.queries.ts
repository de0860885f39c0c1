import type { EntityManager } from 'typeorm';
import type { AlumniVerifyInput } from '@lendbridge/domain';

/** An NTU alumni program record, and the member whose submitted application used it. */
export interface AlumniRecordRow {
  id: number;
  used_by: number | null;
}

/** The record matching the student id (in any case), college and department; FOR UPDATE inside a transaction that will use it. */
export async function findAlumniRecord(manager: EntityManager, input: AlumniVerifyInput, lock = false): Promise<AlumniRecordRow | null> {
  const rows = (await manager.query(
    `SELECT id, used_by FROM alumni_records
      WHERE upper(student_id) = upper($1) AND academic = $2 AND department = $3${lock ? ' FOR UPDATE' : ''}`,
    [input.student_id, input.academic, input.department],
  )) as AlumniRecordRow[];
  return rows[0] ?? null;
}

export async function markAlumniRecordUsed(manager: EntityManager, recordId: number, userId: number): Promise<void> {
  await manager.query(`UPDATE alumni_records SET used_by = $2, used_at = clock_timestamp() WHERE id = $1`, [recordId, userId]);
}
