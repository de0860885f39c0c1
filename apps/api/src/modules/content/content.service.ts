import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import { CONTENT_TEXTS } from '@lendbridge/domain';
import type { FaqFeedbackInput } from '@lendbridge/domain';
import { AppError } from '../../common/app-error.js';
import { recordAudit } from '../audit/audit.js';
import type { ContentResource } from './content.resources.js';
import { isPublishedFaqItem } from './content.queries.js';

/**
 * The console's writes to the content tables (admins), each in one transaction with its audit
 * row, and the visitors' FAQ feedback.
 */
@Injectable()
export class ContentService {
  constructor(private readonly dataSource: DataSource) {}

  async create<I, R extends object>(resource: ContentResource<I, R>, actorId: number, input: I): Promise<R> {
    const values = resource.values(input);
    return this.dataSource.transaction(async (manager) => {
      await resource.check?.(manager, input);
      const columns = Object.keys(values);
      const rows = (await manager.query(
        `INSERT INTO ${resource.table} (${columns.join(', ')}) VALUES (${columns.map((_, index) => `$${index + 1}`).join(', ')}) RETURNING id`,
        Object.values(values),
      )) as { id: string }[];
      const id = Number(rows[0]?.id);
      await recordAudit(manager, { actorId, action: `${resource.audit}.created`, targetType: resource.audit, targetId: id, data: { after: values } });
      return this.found(await resource.find(manager, id));
    });
  }

  async update<I, R extends object>(resource: ContentResource<I, R>, actorId: number, id: number, input: I): Promise<R> {
    const values = resource.values(input);
    return this.dataSource.transaction(async (manager) => {
      const locked: unknown[] = await manager.query(`SELECT id FROM ${resource.table} WHERE id = $1 FOR UPDATE`, [id]);
      if (locked.length === 0) throw AppError.notFound();
      await resource.check?.(manager, input);
      const before = await resource.find(manager, id);
      const columns = Object.keys(values);
      await manager.query(
        `UPDATE ${resource.table} SET ${columns.map((column, index) => `${column} = $${index + 2}`).join(', ')}, updated_at = now() WHERE id = $1`,
        [id, ...Object.values(values)],
      );
      await recordAudit(manager, { actorId, action: `${resource.audit}.updated`, targetType: resource.audit, targetId: id, data: { before, after: values } });
      return this.found(await resource.find(manager, id));
    });
  }

  async remove<I, R extends object>(resource: ContentResource<I, R>, actorId: number, id: number): Promise<R> {
    return this.dataSource.transaction(async (manager) => {
      const locked: unknown[] = await manager.query(`SELECT id FROM ${resource.table} WHERE id = $1 FOR UPDATE`, [id]);
      if (locked.length === 0) throw AppError.notFound();
      await resource.removable?.(manager, id);
      const before = this.found(await resource.find(manager, id));
      await manager.query(`DELETE FROM ${resource.table} WHERE id = $1`, [id]);
      await recordAudit(manager, { actorId, action: `${resource.audit}.deleted`, targetType: resource.audit, targetId: id, data: { before } });
      return before;
    });
  }

  /** A visitor's or member's feedback on a published FAQ item. */
  async feedback(userId: number | null, input: FaqFeedbackInput, manager: EntityManager = this.dataSource.manager): Promise<{ id: number }> {
    if (!(await isPublishedFaqItem(manager, input.item_id))) throw AppError.field('item_id', CONTENT_TEXTS.feedbackFailed, 'FAQ_ITEM_NOT_FOUND');
    const rows = (await manager.query(`INSERT INTO faq_feedback (item_id, user_id, score, content) VALUES ($1, $2, $3, $4) RETURNING id`, [
      input.item_id,
      userId,
      input.score,
      input.content,
    ])) as { id: string }[];
    return { id: Number(rows[0]?.id) };
  }

  private found<R>(row: R | null): R {
    if (row === null) throw AppError.notFound();
    return row;
  }
}
