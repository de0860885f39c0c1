import type { EntityManager } from 'typeorm';
import type { ConsoleLoanApplicationDetail } from '@lendbridge/domain';
import { iso } from '../../common/dates.js';
import { presentApplicationAppraisal } from '../appraisal/appraisal.presenter.js';
import { appraisalsOfApplication } from '../appraisal/appraisal.queries.js';
import { maskAccount, maskResidentId } from '../members/members.presenter.js';
import { presentCollaterals } from './loan-collaterals.service.js';
import type { AppraisalDbRow } from '../appraisal/appraisal.presenter.js';
import type { CollateralDbRow } from './loan-collaterals.service.js';

/** The collaterals, credit-card records and guarantor of an application as staff see them. */
export type ReviewExtras = Pick<ConsoleLoanApplicationDetail, 'collaterals' | 'appraisals' | 'credit_card_records' | 'guarantor'>;

interface RecordRow {
  id: string;
  bank_code: string;
  bank_name: string | null;
  account: string | null;
  card_number_masked: string;
  amount: string;
  bill_image_id: string;
  created_at: Date;
}

interface GuarantorRow {
  guarantor_resident_id: string;
  guarantor_user_id: string | null;
  relationship: string | null;
  confirmed_at: Date | null;
  created_at: Date;
  lastname: string | null;
  firstname: string | null;
  member_serial: string | null;
}

/**
 * The application's collaterals (with their ids) and their appraisals, credit-card records (card number masked as
 * stored, the bill image as the upload staff open at /api/uploads/:id) and guarantor. Reviewers
 * (admins) see the guarantor's resident ID and the payment account in full, other staff masked.
 */
export async function loadReviewExtras(
  manager: EntityManager,
  applicationId: number,
  { reviewer }: { reviewer: boolean },
): Promise<ReviewExtras> {
  const [[collateralRow], appraisals, records, [guarantor]] = (await Promise.all([
    manager.query(`SELECT collaterals, collateral_ids FROM loan_applications WHERE id = $1`, [applicationId]),
    appraisalsOfApplication(manager, applicationId),
    manager.query(
      `SELECT r.id, r.bank_code, b.name AS bank_name, r.account, r.card_number_masked, r.amount, r.bill_image_id, r.created_at
         FROM loan_credit_card_records r
         LEFT JOIN bank_codes b ON b.code = r.bank_code
        WHERE r.application_id = $1
        ORDER BY r.id`,
      [applicationId],
    ),
    manager.query(
      `SELECT g.guarantor_resident_id, g.guarantor_user_id, g.relationship, g.confirmed_at, g.created_at,
              p.lastname, p.firstname, u.member_serial
         FROM loan_guarantors g
         LEFT JOIN users u ON u.id = g.guarantor_user_id
         LEFT JOIN member_profiles p ON p.user_id = g.guarantor_user_id
        WHERE g.application_id = $1`,
      [applicationId],
    ),
  ])) as [CollateralDbRow[], AppraisalDbRow[], RecordRow[], GuarantorRow[]];

  return {
    collaterals: collateralRow ? presentCollaterals(collateralRow) : [],
    appraisals: appraisals.map(presentApplicationAppraisal),
    credit_card_records: records.map((row) => ({
      id: Number(row.id),
      bank: row.bank_code,
      bank_name: row.bank_name,
      account: row.account === null || reviewer ? row.account : maskAccount(row.account),
      card_number: row.card_number_masked,
      amount: Number(row.amount),
      bill_image: { id: row.bill_image_id, url: `/api/uploads/${row.bill_image_id}` },
      created_at: row.created_at.toISOString(),
    })),
    guarantor: guarantor
      ? {
          resident_id: reviewer ? guarantor.guarantor_resident_id : maskResidentId(guarantor.guarantor_resident_id),
          confirmed: guarantor.confirmed_at !== null,
          relationship: guarantor.relationship,
          confirmed_at: iso(guarantor.confirmed_at),
          created_at: guarantor.created_at.toISOString(),
          guarantor_user_id: guarantor.guarantor_user_id === null ? null : Number(guarantor.guarantor_user_id),
          guarantor_name:
            guarantor.lastname === null && guarantor.firstname === null
              ? null
              : `${guarantor.lastname ?? ''}${guarantor.firstname ?? ''}`,
          guarantor_member_serial: guarantor.member_serial,
        }
      : null,
  };
}
