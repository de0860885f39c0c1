import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { EXAMPLE_CREDIT_APPLICATION, EXAMPLE_CREDIT_PROFILE, loanAppTypesFor, loanApprovalSchema, shiftIsoDate } from '@lendbridge/domain';
import type { LoanAppType } from '@lendbridge/domain';
import { LoanApplicationsService } from '../../modules/loans/loan-applications.service.js';
import { BorrowerLoansService } from '../../modules/loans/borrower-loans.service.js';
import { LoanReviewService } from '../../modules/loans/loan-review.service.js';
import { BusinessClock } from '../../modules/repayment/business-clock.js';
import { UploadsService } from '../../modules/uploads/uploads.service.js';
import { UserStatusService } from '../../modules/users/user-status.service.js';
import { solidPng } from './png.js';
import { onStoryDay, storyInstant } from './story-clock.js';

const CREDIT_APPLICATION = {
  ...EXAMPLE_CREDIT_APPLICATION,
  purpose: 'family',
  description: '和家人搬到離公司較近的三房公寓，需付兩個月押金、搬家費用，並添購冰箱與洗衣機，合計約 30 萬元。工作滿四年、收入穩定，以薪資分 36 期償還。',
  amount_ten_thousand: 30,
};
const CREDIT_PROFILE = {
  ...EXAMPLE_CREDIT_PROFILE,
  company_name: '信橋示範股份有限公司',
  company_title: '產品經理',
  contact_line: 'jiahao.demo',
};

/** The demo sales person, whose code the submitted demo application names. */
const DEMO_SALES = 'sales@lendbridge.tw';

const APPROVAL = { grade: 'C', amount: 300_000, period: 36, add_rate: '5.5', principal_repayment_type: 'equal_installment' };

type Outcome = 'prepare' | 'submitted' | 'reviewing' | 'approved' | 'confirmed' | 'rejected';

/**
 * How many days before the seed's business date each credit application was started (and, once
 * complete, submitted); its review steps follow a day apart. The confirmed one is listed 9 days
 * before, so lender@ can fill it and the admin disburse it before the business date (orders demo)
 * while its funding deadline is still ahead.
 */
const STARTED_DAYS_AGO: Readonly<Record<Outcome, number>> = {
  prepare: 1,
  submitted: 2,
  reviewing: 5,
  approved: 9,
  confirmed: 12,
  rejected: 30,
};
/** The drafts of the other types were opened this many days before the business date. */
const DRAFTS_DAYS_AGO = 6;

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
  const today = await app.get(BusinessClock).today();
  /** Step `step` (0 = the start) of an application started `daysAgo` days before the business date, a day apart. */
  const onStep = <T>(daysAgo: number, step: number, run: () => Promise<T>): Promise<T> =>
    onStoryDay(app, storyInstant(shiftIsoDate(today, step - daysAgo), 10 + step), run);
  const started = async (type: LoanAppType, daysAgo: number) => {
    const draft = await applications.create(user, type);
    await datedSerial(dataSource, draft.id, shiftIsoDate(today, -daysAgo));
    return { ...draft, serial: (await serialOf(dataSource, draft.id)) };
  };
  const drafts: LoanAppType[] = loanAppTypesFor(user.memberType).filter((type) => type !== 'credit');
  for (const type of drafts) await onStep(DRAFTS_DAYS_AGO, 0, () => started(type, DRAFTS_DAYS_AGO));

  // The submitted application names sales@'s code (業務代碼), so that sales@ has an applicant.
  const [sales] = (await dataSource.query(
    `SELECT member_serial FROM users WHERE email_normalized = $1 AND 'sales' = ANY (roles)`,
    [DEMO_SALES],
  )) as { member_serial: string }[];
  const outcomes: Outcome[] = ['prepare', 'submitted', 'reviewing', 'approved', 'confirmed', 'rejected'];
  for (const outcome of outcomes) {
    const daysAgo = STARTED_DAYS_AGO[outcome];
    const profile =
      outcome === 'submitted' && sales ? { ...CREDIT_PROFILE, assign_sales: { code: sales.member_serial } } : CREDIT_PROFILE;
    const draft = await onStep(daysAgo, 0, async () => {
      const made = await started('credit', daysAgo);
      await applications.update(user, made.serial, { app_type: 'credit', application: CREDIT_APPLICATION, profile });
      if (outcome === 'prepare') return made;
      await applications.saveAttachments(user, made.serial, {
        income_certification: await image(),
        bank_account_statements: await image(),
        business_card: await image(),
      });
      await applications.submit(user, made.serial, { app_type: 'credit' });
      return made;
    });
    if (outcome === 'prepare' || outcome === 'submitted') continue;
    await onStep(daysAgo, 1, () => review.startReview(admin.id, draft.id));
    if (outcome === 'reviewing') continue;
    if (outcome === 'rejected') {
      await onStep(daysAgo, 2, () => review.reject(admin.id, draft.id, '近期聯徵查詢次數過多，請三個月後再申請'));
      continue;
    }
    const loan = await onStep(daysAgo, 2, () => review.approve(admin.id, draft.id, loanApprovalSchema.parse(APPROVAL)));
    if (outcome === 'confirmed') await onStep(daysAgo, 3, () => app.get(BorrowerLoansService).confirmRate(user.id, loan.serial));
  }
}

/** The serial of an application started on a past day carries that day, as one started then would. */
async function datedSerial(dataSource: DataSource, applicationId: number, date: string): Promise<void> {
  await dataSource.query(`UPDATE loan_applications SET serial = 'A' || to_char($2::date, 'YYMMDD') || substr(serial, 8) WHERE id = $1`, [
    applicationId,
    date,
  ]);
}

async function serialOf(dataSource: DataSource, applicationId: number): Promise<string> {
  const [row] = (await dataSource.query(`SELECT serial FROM loan_applications WHERE id = $1`, [applicationId])) as { serial: string }[];
  return row.serial;
}
