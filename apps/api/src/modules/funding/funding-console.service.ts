import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import type { ConsoleFundingProjectRow, FundingProjectInput } from '@lendbridge/domain';
import { AppError } from '../../common/app-error.js';
import { recordAudit } from '../audit/audit.js';
import { UploadsService } from '../uploads/uploads.service.js';
import { loanNotListed, loanTaken, usageMismatch } from './funding.errors.js';
import { presentConsoleProject } from './funding.presenter.js';
import { selectConsoleProject } from './funding.queries.js';

/** The digits of a project serial after its F: the id, zero-padded. */
const SERIAL_DIGITS = 6;

interface LockedLoan {
  id: number;
  status: string;
  amount: number;
}

/**
 * The console's writes of funding projects (admins): a listing of a listed loan, its words, usage
 * distribution (adding up to the loan's amount), videos, pictures and places in the carousel and
 * the popular list. Each write is audited in its transaction; the loan is locked while it is
 * checked, so two listings of one loan cannot both be written.
 */
@Injectable()
export class FundingConsoleService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly uploads: UploadsService,
  ) {}

  async create(actorId: number, input: FundingProjectInput, now: Date): Promise<ConsoleFundingProjectRow> {
    await this.assertImages(actorId, input.image_ids, []);
    const id = await this.dataSource.transaction(async (manager) => {
      const loan = await this.lockLoan(manager, input.primary_loan_serial, true);
      this.assertUsage(input, loan);
      const [{ id: projectId }] = (await manager.query(`SELECT nextval('funding_projects_id_seq')::int AS id`)) as { id: number }[];
      await manager.query(
        `INSERT INTO funding_projects (id, serial, loan_id, title, display_name, detail, interest, personal_credit, company_credit, mentor_comment,
                                       usage_distribution, video_ids, promoted, promotion_order, popularity_order, created_by, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $17)`,
        [projectId, `F${String(projectId).padStart(SERIAL_DIGITS, '0')}`, loan.id, ...this.columns(input), actorId, now],
      );
      await this.writeImages(manager, projectId, input.image_ids);
      await recordAudit(manager, { actorId, action: 'funding_project.created', targetType: 'funding_project', targetId: projectId, data: this.auditData(input) });
      return projectId;
    });
    return this.show(id);
  }

  async update(actorId: number, id: number, input: FundingProjectInput, now: Date): Promise<ConsoleFundingProjectRow> {
    const current = await selectConsoleProject(this.dataSource.manager, id);
    if (!current) throw AppError.notFound();
    await this.assertImages(actorId, input.image_ids, current.upload_ids);
    await this.dataSource.transaction(async (manager) => {
      const loan = await this.lockLoan(manager, input.primary_loan_serial, input.primary_loan_serial !== current.loan_serial);
      this.assertUsage(input, loan);
      await manager.query(
        `UPDATE funding_projects SET loan_id = $2, title = $3, display_name = $4, detail = $5, interest = $6, personal_credit = $7,
                company_credit = $8, mentor_comment = $9, usage_distribution = $10, video_ids = $11, promoted = $12, promotion_order = $13,
                popularity_order = $14, updated_at = $15
          WHERE id = $1`,
        [id, loan.id, ...this.columns(input), now],
      );
      await this.writeImages(manager, id, input.image_ids);
      await recordAudit(manager, { actorId, action: 'funding_project.updated', targetType: 'funding_project', targetId: id, data: this.auditData(input) });
    });
    return this.show(id);
  }

  async show(id: number): Promise<ConsoleFundingProjectRow> {
    const row = await selectConsoleProject(this.dataSource.manager, id);
    if (!row) throw AppError.notFound();
    return presentConsoleProject(row);
  }

  /** The loan by serial, locked; a new listing needs it listed (matching) and without a project. */
  private async lockLoan(manager: EntityManager, serial: string, isNew: boolean): Promise<LockedLoan> {
    const [loan] = (await manager.query(`SELECT id, status, amount FROM loans WHERE serial = $1 FOR UPDATE`, [serial])) as LockedLoan[];
    if (!loan || (isNew && loan.status !== 'matching')) throw loanNotListed();
    if (isNew) {
      const taken = (await manager.query(`SELECT 1 FROM funding_projects WHERE loan_id = $1`, [loan.id])) as unknown[];
      if (taken.length > 0) throw loanTaken();
    }
    return loan;
  }

  private assertUsage(input: FundingProjectInput, loan: LockedLoan): void {
    const total = input.usage_distribution.reduce((sum, row) => sum + row.amount, 0);
    if (total !== loan.amount) throw usageMismatch();
  }

  /** Pictures already on the project stay; new ones must be the actor's own image uploads. */
  private async assertImages(actorId: number, ids: readonly string[], kept: readonly string[]): Promise<void> {
    const added = ids.filter((id) => !kept.includes(id.toLowerCase()));
    await this.uploads.assertOwned(actorId, added, ['image'], 'image_ids');
  }

  private async writeImages(manager: EntityManager, projectId: number, uploadIds: readonly string[]): Promise<void> {
    await manager.query(`DELETE FROM funding_project_images WHERE project_id = $1`, [projectId]);
    for (const [position, uploadId] of [...new Set(uploadIds.map((id) => id.toLowerCase()))].entries()) {
      await manager.query(`INSERT INTO funding_project_images (project_id, upload_id, position) VALUES ($1, $2, $3)`, [projectId, uploadId, position]);
    }
  }

  private columns(input: FundingProjectInput): unknown[] {
    return [
      input.title,
      input.display_name,
      input.detail,
      input.interest,
      input.personal_credit,
      input.company_credit,
      input.mentor_comment,
      JSON.stringify(input.usage_distribution),
      input.video_ids,
      input.promoted,
      input.promotion_order,
      input.popularity_order,
    ];
  }

  private auditData(input: FundingProjectInput): Record<string, unknown> {
    return {
      primary_loan_serial: input.primary_loan_serial,
      title: input.title,
      promoted: input.promoted,
      promotion_order: input.promotion_order,
      popularity_order: input.popularity_order,
      images: input.image_ids.length,
    };
  }
}
