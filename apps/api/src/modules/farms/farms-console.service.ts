import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import type { ConsoleFarmKeyAnswer, ConsoleFarmRow, FarmFormInput } from '@lendbridge/domain';
import { AppError } from '../../common/app-error.js';
import { returnedRows } from '../../common/sql.js';
import { recordAudit } from '../audit/audit.js';
import { newFarmKey, newPageKey } from './farm-keys.js';
import { consoleFarmNotFound, farmFieldHasData, farmLoanNotOwners, farmLoanTaken, farmNoTaken, farmOwnerUnknown } from './farms.errors.js';
import { findConsoleFarm } from './farms-console.queries.js';

/**
 * The console's writes on farms, each in one transaction with its audit row: a farm with its
 * fields, and its ingestion key (issued or rotated: the new key is answered once and only its
 * SHA-256 is kept; revoked). The audit trail names a key by its first characters, never the key.
 */
@Injectable()
export class FarmsConsoleService {
  constructor(private readonly dataSource: DataSource) {}

  async create(actorId: number, input: FarmFormInput): Promise<ConsoleFarmRow> {
    return this.dataSource.transaction(async (manager) => {
      const ownerId = await this.owner(manager, input.owner_serial);
      const rows = (await manager.query(
        `INSERT INTO farms (no, name, owner_id, location, description, page_key) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (no) DO NOTHING RETURNING id`,
        [input.no, input.name, ownerId, input.location, input.description ?? null, newPageKey()],
      )) as { id: number }[];
      const id = rows[0]?.id;
      if (id === undefined) throw farmNoTaken();
      for (const field of input.fields) {
        await manager.query(`INSERT INTO farm_fields (farm_id, code, name) VALUES ($1, $2, $3)`, [id, field.code, field.name]);
      }
      await this.tieLoans(manager, id, ownerId, input.loan_serials);
      await recordAudit(manager, { actorId, action: 'farm.created', targetType: 'farm', targetId: id, data: { after: input } });
      return this.found(manager, id);
    });
  }

  /** Changes a farm; a field that has readings, pictures or records cannot be removed. */
  async update(actorId: number, id: number, input: FarmFormInput): Promise<ConsoleFarmRow> {
    return this.dataSource.transaction(async (manager) => {
      const before = await findConsoleFarm(manager, id);
      if (!before) throw consoleFarmNotFound();
      await manager.query(`SELECT 1 FROM farms WHERE id = $1 FOR UPDATE`, [id]);
      const ownerId = await this.owner(manager, input.owner_serial);
      if (input.no !== before.no) {
        const taken = (await manager.query(`SELECT 1 FROM farms WHERE no = $1 AND id <> $2`, [input.no, id])) as unknown[];
        if (taken.length > 0) throw farmNoTaken();
      }
      const fields = (await manager.query(
        `SELECT ff.id, ff.code,
                EXISTS (SELECT 1 FROM farm_readings r WHERE r.field_id = ff.id)
                OR EXISTS (SELECT 1 FROM farm_images i WHERE i.field_id = ff.id)
                OR EXISTS (SELECT 1 FROM farm_gacp_records g WHERE g.field_id = ff.id) AS has_data
           FROM farm_fields ff WHERE ff.farm_id = $1`,
        [id],
      )) as { id: number; code: string; has_data: boolean }[];
      for (const field of fields) {
        if (input.fields.some((kept) => kept.code === field.code)) continue;
        if (field.has_data) throw farmFieldHasData(before.fields.findIndex((shown) => shown.code === field.code));
        await manager.query(`DELETE FROM farm_fields WHERE id = $1`, [field.id]);
      }
      for (const field of input.fields) {
        await manager.query(
          `INSERT INTO farm_fields (farm_id, code, name) VALUES ($1, $2, $3) ON CONFLICT (farm_id, code) DO UPDATE SET name = EXCLUDED.name`,
          [id, field.code, field.name],
        );
      }
      await this.tieLoans(manager, id, ownerId, input.loan_serials);
      await manager.query(
        `UPDATE farms SET no = $2, name = $3, owner_id = $4, location = $5, description = $6, updated_at = now() WHERE id = $1`,
        [id, input.no, input.name, ownerId, input.location, input.description ?? null],
      );
      const { no, name, owner_serial: ownerSerial, location, description, loan_serials: loanSerials, fields: shownFields } = before;
      await recordAudit(manager, {
        actorId,
        action: 'farm.updated',
        targetType: 'farm',
        targetId: id,
        data: { before: { no, name, owner_serial: ownerSerial, location, description, loan_serials: loanSerials, fields: shownFields }, after: input },
      });
      return this.found(manager, id);
    });
  }

  /** Issues the farm's ingestion key, revoking the one before (rotation): the answer is the only time the key is shown. */
  async issueKey(actorId: number, farmId: number): Promise<ConsoleFarmKeyAnswer> {
    return this.dataSource.transaction(async (manager) => {
      const farms = (await manager.query(`SELECT id FROM farms WHERE id = $1 FOR UPDATE`, [farmId])) as unknown[];
      if (farms.length === 0) throw consoleFarmNotFound();
      const revoked = returnedRows<{ key_prefix: string }>(
        await manager.query(`UPDATE farm_ingestion_keys SET revoked_at = now() WHERE farm_id = $1 AND revoked_at IS NULL RETURNING key_prefix`, [farmId]),
      );
      const key = newFarmKey();
      const rows = (await manager.query(
        `INSERT INTO farm_ingestion_keys (farm_id, key_hash, key_prefix, created_by) VALUES ($1, $2, $3, $4) RETURNING id`,
        [farmId, key.hash, key.prefix, actorId],
      )) as { id: number }[];
      await recordAudit(manager, {
        actorId,
        action: revoked.length > 0 ? 'farm.key_rotated' : 'farm.key_issued',
        targetType: 'farm',
        targetId: farmId,
        data: { key_prefix: key.prefix },
      });
      return { id: rows[0].id, key: key.key, key_prefix: key.prefix };
    });
  }

  /** Revokes the farm's active key: its devices are refused from now on. */
  async revokeKey(actorId: number, farmId: number): Promise<ConsoleFarmRow> {
    return this.dataSource.transaction(async (manager) => {
      const farms = (await manager.query(`SELECT id FROM farms WHERE id = $1 FOR UPDATE`, [farmId])) as unknown[];
      if (farms.length === 0) throw consoleFarmNotFound();
      await manager.query(`UPDATE farm_ingestion_keys SET revoked_at = now() WHERE farm_id = $1 AND revoked_at IS NULL`, [farmId]);
      await recordAudit(manager, { actorId, action: 'farm.key_revoked', targetType: 'farm', targetId: farmId, data: {} });
      return this.found(manager, farmId);
    });
  }

  /**
   * Ties the farm to these farmer loans of its owner (and to no other): a serial that is not a
   * farmer loan of the owner is 400, a loan tied to another farm 409.
   */
  private async tieLoans(manager: EntityManager, farmId: number, ownerId: number, serials: readonly string[]): Promise<void> {
    const unique = [...new Set(serials)];
    const loans = (await manager.query(`SELECT id FROM loans WHERE serial = ANY ($1) AND borrower_id = $2 AND app_type = 'farmer'`, [
      unique,
      ownerId,
    ])) as { id: number }[];
    if (loans.length !== unique.length) throw farmLoanNotOwners();
    await manager.query(`DELETE FROM farm_loans WHERE farm_id = $1`, [farmId]);
    if (loans.length === 0) return;
    const tied = (await manager.query(
      `INSERT INTO farm_loans (farm_id, loan_id) SELECT $1, unnest($2::bigint[]) ON CONFLICT (loan_id) DO NOTHING RETURNING loan_id`,
      [farmId, loans.map((loan) => loan.id)],
    )) as unknown[];
    if (tied.length !== loans.length) throw farmLoanTaken();
  }

  private async owner(manager: EntityManager, memberSerial: string): Promise<number> {
    const rows = (await manager.query(`SELECT id FROM users WHERE member_serial = $1`, [memberSerial])) as { id: number }[];
    if (!rows[0]) throw farmOwnerUnknown();
    return rows[0].id;
  }

  private async found(manager: EntityManager, id: number): Promise<ConsoleFarmRow> {
    const row = await findConsoleFarm(manager, id);
    if (!row) throw AppError.notFound();
    return row;
  }
}
