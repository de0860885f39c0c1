import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import {
  LOAN_TYPE_RULES,
  MESSAGES,
  pawnCollateralSchema,
  realtyCollateralSchema,
  zodIssuesToFieldErrors,
} from '@lendbridge/domain';
import type { LoanApplicationCollateral } from '@lendbridge/domain';
import { AppError } from '../../common/app-error.js';
import type { AuthUser } from '../../common/auth-user.js';
import { LoanApplicationsService, recordEvent } from './loan-applications.service.js';
import { assertDraft } from './loan-drafts.js';

/** The collaterals of an application as stored: the form-shaped jsonb array and their ids by position. */
export interface CollateralDbRow {
  collaterals: Omit<LoanApplicationCollateral, 'id'>[];
  collateral_ids: string[];
}

const INDEX = /^\d{1,4}$/;

/** The collaterals with their ids (kept by position beside the form-shaped jsonb array). */
export function presentCollaterals(row: CollateralDbRow): LoanApplicationCollateral[] {
  return row.collaterals.map((collateral, index) => ({ id: row.collateral_ids[index] ?? null, ...collateral }));
}

/** Pawn and realty drafts list their collaterals; the submit check needs at least one. */
@Injectable()
export class LoanCollateralsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly applications: LoanApplicationsService,
  ) {}

  private async collateralsOf(manager: EntityManager, applicationId: number): Promise<CollateralDbRow> {
    const [row] = (await manager.query(`SELECT collaterals, collateral_ids FROM loan_applications WHERE id = $1`, [
      applicationId,
    ])) as CollateralDbRow[];
    return row;
  }

  async list(user: AuthUser, serial: string): Promise<LoanApplicationCollateral[]> {
    const application = await this.applications.findOwn(user, serial);
    return presentCollaterals(await this.collateralsOf(this.dataSource.manager, application.id));
  }

  /** Adds a collateral checked by the draft type's schema (pawn or realty); other types have none. */
  async add(user: AuthUser, serial: string, body: unknown): Promise<{ collateral: LoanApplicationCollateral; collaterals: LoanApplicationCollateral[] }> {
    return this.dataSource.transaction(async (manager) => {
      const application = await this.applications.findOwn(user, serial, manager, true);
      assertDraft(application);
      const kind = LOAN_TYPE_RULES[application.appType].collateral;
      if (kind === null) {
        throw new AppError(400, 'COLLATERAL_NOT_ALLOWED', MESSAGES.collateralNotAllowed, {
          app_type: MESSAGES.collateralNotAllowed,
        });
      }
      const parsed = (kind === 'pawn' ? pawnCollateralSchema : realtyCollateralSchema).safeParse(body ?? {});
      if (!parsed.success) throw AppError.validation(zodIssuesToFieldErrors(parsed.error));
      const id = randomUUID();
      await manager.query(
        `UPDATE loan_applications
            SET collaterals = collaterals || jsonb_build_array($2::jsonb),
                collateral_ids = array_append(collateral_ids, $3::uuid),
                version = version + 1, updated_at = now()
          WHERE id = $1`,
        [application.id, JSON.stringify(parsed.data), id],
      );
      const row = await this.collateralsOf(manager, application.id);
      await recordEvent(manager, application.id, user.id, 'collateral_added', null, null, {
        collateral_id: id,
        type: parsed.data.type,
      });
      const collaterals = presentCollaterals(row);
      return { collateral: collaterals[collaterals.length - 1], collaterals };
    });
  }

  /** Removes the collateral at a position of the list (404 when there is none). */
  async remove(user: AuthUser, serial: string, index: string): Promise<LoanApplicationCollateral[]> {
    return this.dataSource.transaction(async (manager) => {
      const application = await this.applications.findOwn(user, serial, manager, true);
      assertDraft(application);
      const current = await this.collateralsOf(manager, application.id);
      const position = INDEX.test(index) ? Number(index) : -1;
      if (position < 0 || position >= current.collaterals.length) throw AppError.notFound();
      const removedId = current.collateral_ids[position] ?? null;
      const next: CollateralDbRow = {
        collaterals: current.collaterals.filter((_, at) => at !== position),
        collateral_ids: current.collateral_ids.filter((_, at) => at !== position),
      };
      await manager.query(
        `UPDATE loan_applications
            SET collaterals = $2::jsonb, collateral_ids = $3::uuid[], version = version + 1, updated_at = now()
          WHERE id = $1`,
        [application.id, JSON.stringify(next.collaterals), next.collateral_ids],
      );
      await recordEvent(manager, application.id, user.id, 'collateral_removed', null, null, {
        collateral_id: removedId,
        index: position,
      });
      return presentCollaterals(next);
    });
  }
}
