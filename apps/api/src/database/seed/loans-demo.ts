import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { EXAMPLE_CREDIT_APPLICATION, EXAMPLE_CREDIT_PROFILE, loanAppTypesFor, loanApprovalSchema } from '@lendbridge/domain';
import type { LoanAppType } from '@lendbridge/domain';
import { LoanApplicationsService } from '../../modules/loans/loan-applications.service.js';
import { BorrowerLoansService } from '../../modules/loans/borrower-loans.service.js';
import { LoanReviewService } from '../../modules/loans/loan-review.service.js';
import { UploadsService } from '../../modules/uploads/uploads.service.js';
import { UserStatusService } from '../../modules/users/user-status.service.js';
import { solidPng } from './png.js';

const CREDIT_APPLICATION = { ...EXAMPLE_CREDIT_APPLICATION, amount_ten_thousand: 30 };
const CREDIT_PROFILE = {
  ...EXAMPLE_CREDIT_PROFILE,
  company_name: '信橋示範股份有限公司',
  company_title: '產品經理',
  contact_line: 'jiahao.demo',
};

const APPROVAL = { grade: 'C', amount: 300_000, period: 36, add_rate: '5.5', principal_repayment_type: 'equal_installment' };

type Outcome = 'prepare' | 'submitted' | 'reviewing' | 'approved' | 'confirmed' | 'rejected';

/**
 * Demo applications for one borrower: a draft of every type, and complete credit applications in every
 * review status (one approved awaiting the rate confirmation, one confirmed and listed for lenders).
 * Runs through the same services as the screens; skipped when the borrower already has applications.
 */
export async function seedLoanApplications(app: INestApplication, email: string): Promise<void> {
  const dataSource = app.get(DataSource);
  const [owner] = (await dataSource.query(`SELECT id FROM users WHERE email_normalized = $1`, [email])) as { id: number }[];
  if (!owner) return;
  const existing: unknown[] = await dataSource.query(`SELECT 1 FROM loan_applications WHERE user_id = $1 LIMIT 1`, [owner.id]);
  if (existing.length) return;
  await dataSource.query(
    `INSERT INTO marketing_codes (code, description) VALUES ('LENDBRIDGE2026', '信橋 2026 推廣代碼') ON CONFLICT DO NOTHING`,
  );
  const [admin] = (await dataSource.query(`SELECT id FROM users WHERE 'admin' = ANY (roles) ORDER BY id LIMIT 1`)) as {
    id: number;
  }[];
  const user = await app.get(UserStatusService).load(owner.id);
  if (!user || !admin) return;
  const applications = app.get(LoanApplicationsService);
  const review = app.get(LoanReviewService);
  const uploads = app.get(UploadsService);
  const image = async () =>
    [(await uploads.store(user.id, 'image', { field: 'image', originalName: 'document.png', bytes: solidPng(240, 160, [236, 239, 241]) })).id];

  if (user.memberType === 'corporate') {
    const draft = await applications.create(user, 'corporate');
    await applications.update(user, draft.serial, {
      app_type: 'corporate',
      application: { purpose: 'equipment', amount_ten_thousand: 200, period: 24, description: '擴充生產線設備，提升產能。' },
    });
    return;
  }
  const drafts: LoanAppType[] = loanAppTypesFor(user.memberType).filter((type) => type !== 'credit');
  for (const type of drafts) await applications.create(user, type);

  const outcomes: Outcome[] = ['prepare', 'submitted', 'reviewing', 'approved', 'confirmed', 'rejected'];
  for (const outcome of outcomes) {
    const draft = await applications.create(user, 'credit');
    await applications.update(user, draft.serial, { app_type: 'credit', application: CREDIT_APPLICATION, profile: CREDIT_PROFILE });
    if (outcome === 'prepare') continue;
    await applications.saveAttachments(user, draft.serial, {
      income_certification: await image(),
      bank_account_statements: await image(),
      business_card: await image(),
    });
    await applications.submit(user, draft.serial, { app_type: 'credit' });
    if (outcome === 'submitted') continue;
    await review.startReview(admin.id, draft.id);
    if (outcome === 'reviewing') continue;
    if (outcome === 'rejected') {
      await review.reject(admin.id, draft.id, '近期聯徵查詢次數過多，請三個月後再申請');
      continue;
    }
    const loan = await review.approve(admin.id, draft.id, loanApprovalSchema.parse(APPROVAL));
    if (outcome === 'confirmed') await app.get(BorrowerLoansService).confirmRate(user.id, loan.serial);
  }
}
