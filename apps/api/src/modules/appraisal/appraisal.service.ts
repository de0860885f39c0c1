import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APPRAISAL_EVENT, APPRAISAL_TEXTS, appraisalCommentRefusalOf, appraisalCommentSchema, zodIssuesToFieldErrors } from '@lendbridge/domain';
import type { AppraisalCommentAnswer, AppraisalItem } from '@lendbridge/domain';
import { AppError } from '../../common/app-error.js';
import { recordEvent } from '../loans/loan-applications.service.js';
import { presentAppraisal } from './appraisal.presenter.js';
import { findAppraisal, recordAppraisal } from './appraisal.queries.js';

/** Appraisal items: one item, and the one comment that closes it. */
@Injectable()
export class AppraisalService {
  constructor(private readonly dataSource: DataSource) {}

  async item(id: number): Promise<AppraisalItem> {
    const row = Number.isSafeInteger(id) ? await findAppraisal(this.dataSource.manager, id) : null;
    if (!row) throw AppError.notFound(APPRAISAL_TEXTS.itemNotFound);
    return presentAppraisal(row);
  }

  /**
   * Closes an unappraised item with the appraiser's value and comment (both required: 您尚未輸入評估價值與留言).
   * An appraised item, also one another appraiser closed a moment before, answers 409.
   */
  async comment(appraiserId: number, id: number, body: unknown): Promise<AppraisalCommentAnswer> {
    const parsed = appraisalCommentSchema.safeParse(body ?? {});
    if (!parsed.success) {
      const errors = zodIssuesToFieldErrors(parsed.error);
      const missing = Object.values(errors).includes(APPRAISAL_TEXTS.missingText);
      throw AppError.validation(errors, missing ? APPRAISAL_TEXTS.missingText : undefined);
    }
    if (!Number.isSafeInteger(id)) throw AppError.notFound(APPRAISAL_TEXTS.itemNotFound);
    return this.dataSource.transaction(async (manager) => {
      const current = await findAppraisal(manager, id);
      if (!current) throw AppError.notFound(APPRAISAL_TEXTS.itemNotFound);
      if (!(await recordAppraisal(manager, id, appraiserId, parsed.data))) {
        throw AppError.conflict('ALREADY_APPRAISED', appraisalCommentRefusalOf('appraised') ?? APPRAISAL_TEXTS.alreadyAppraised);
      }
      await recordEvent(manager, current.application_id, appraiserId, APPRAISAL_EVENT, null, null, {
        appraisal_id: id,
        ten_thousand_value: parsed.data.ten_thousand_value,
      });
      const row = await findAppraisal(manager, id);
      if (!row) throw AppError.notFound(APPRAISAL_TEXTS.itemNotFound);
      return { message: APPRAISAL_TEXTS.success, data: presentAppraisal(row) };
    });
  }
}
