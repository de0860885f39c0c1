import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import { CHARITY_TEXTS, invoiceChoiceError, orderInvoiceOf } from '@lendbridge/domain';
import type { CharityFormInput, ConsoleCharityRow, InvoiceMethod, OrderInvoice } from '@lendbridge/domain';
import { AppError } from '../../common/app-error.js';
import { isUniqueViolation } from '../../common/sql.js';
import { recordAudit } from '../audit/audit.js';
import { findCharity, isCharityEnabled } from './charities.queries.js';

/**
 * The charities: staff keep the list (each write audited in its transaction), and an order with
 * produce may donate its e-invoice to one that is enabled.
 */
@Injectable()
export class CharitiesService {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * The invoice of an order: an order without produce has no invoice to donate (sent to the member);
   * a donation needs an enabled charity, refused on charity_id otherwise.
   */
  async invoiceOf(input: { invoice_method?: InvoiceMethod; charity_id?: number | null }, hasProduce: boolean): Promise<OrderInvoice> {
    if (!hasProduce) return orderInvoiceOf({});
    const invoice = orderInvoiceOf(input);
    const missing = invoiceChoiceError(invoice);
    if (missing !== null) throw AppError.validation(missing, CHARITY_TEXTS.charityRequired);
    if (invoice.charityId !== null && !(await isCharityEnabled(this.dataSource.manager, invoice.charityId))) {
      throw AppError.field('charity_id', CHARITY_TEXTS.charityUnavailable, 'CHARITY_UNAVAILABLE');
    }
    return invoice;
  }

  create(actorId: number, input: CharityFormInput): Promise<ConsoleCharityRow> {
    return this.write(async (manager) => {
      const [row] = (await manager.query(
        `INSERT INTO charities (name, donation_code, description, enabled, position) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [input.name, input.donation_code, input.description, input.enabled, input.position],
      )) as { id: number }[];
      await recordAudit(manager, { actorId, action: 'charity.created', targetType: 'charity', targetId: row.id, data: { after: input } });
      return this.found(await findCharity(manager, row.id));
    });
  }

  update(actorId: number, id: number, input: CharityFormInput): Promise<ConsoleCharityRow> {
    return this.write(async (manager) => {
      const before = await findCharity(manager, id);
      if (before === null) throw AppError.notFound();
      await manager.query(
        `UPDATE charities SET name = $2, donation_code = $3, description = $4, enabled = $5, position = $6, updated_at = now() WHERE id = $1`,
        [id, input.name, input.donation_code, input.description, input.enabled, input.position],
      );
      const { name, donation_code, description, enabled, position } = before;
      await recordAudit(manager, {
        actorId,
        action: 'charity.updated',
        targetType: 'charity',
        targetId: id,
        data: { before: { name, donation_code, description, enabled, position }, after: input },
      });
      return this.found(await findCharity(manager, id));
    });
  }

  /** Runs a write in a transaction; a donation code another charity has is answered on its field. */
  private async write<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    try {
      return await this.dataSource.transaction(work);
    } catch (error) {
      if (isUniqueViolation(error, 'charities_donation_code_key')) throw AppError.conflict('DONATION_CODE_TAKEN', CHARITY_TEXTS.codeTaken, { donation_code: CHARITY_TEXTS.codeTaken });
      throw error;
    }
  }

  private found(row: ConsoleCharityRow | null): ConsoleCharityRow {
    if (row === null) throw AppError.notFound();
    return row;
  }
}
