import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  LEGAL_COLLECTION_AGREEMENT_COUNT,
  clearingFeeOf,
  depositFormSchema,
  legalCollectionAdvanceSchema,
  legalCollectionStartSchema,
} from '@lendbridge/domain';
import { DepositsService } from '../../modules/bank/deposits.service.js';
import { ClearingService } from '../../modules/clearing/clearing.service.js';
import { LedgerService } from '../../modules/ledger/ledger.service.js';
import { LegalCollectionService } from '../../modules/legal-collection/legal-collection.service.js';
import { DEMO_DEPOSIT_REASON } from './demo-deposits.js';

const ADMIN = 'admin@lendbridge.tw';
const LENDER = 'lender@lendbridge.tw';
/** The late borrower of the repayment demo: lender@ takes their loan to legal collection. */
const LATE_BORROWER = 'young.pro@lendbridge.tw';
/** The borrower of the repayment demo's equal-principal loan, which they clear early. */
const CLEARING_BORROWER = 'sme.owner@lendbridge.tw';
/** What the admin writes when moving the demo request to its next stage. */
const ADVANCE_NOTE = '已受理申請，委任律師準備起訴資料。';

interface DemoUser {
  id: number;
  email: string;
  member_serial: string;
}

/**
 * Demo data of a loan's life after it falls late or is repaid early, through the same services
 * as the screens: lender@ files a legal collection request on young.pro@'s late loan, transferring
 * in the court fee its cash lacks (the admin moves it to its next stage), and sme.owner@ clears their loan early (the request, lender@'s
 * agreement, a deposit of what clearing costs, the clearing). Runs after the repayment demo;
 * skipped once lender@ has a request, or when the accounts or the late loan are missing.
 */
export async function seedServicingDemo(app: INestApplication, password: string): Promise<void> {
  const dataSource = app.get(DataSource);
  const users = (await dataSource.query(`SELECT id, email_normalized AS email, member_serial FROM users WHERE email_normalized = ANY ($1)`, [
    [ADMIN, LENDER, LATE_BORROWER, CLEARING_BORROWER],
  ])) as DemoUser[];
  const userOf = (email: string) => users.find((user) => user.email === email);
  const [admin, lender, borrower] = [userOf(ADMIN), userOf(LENDER), userOf(CLEARING_BORROWER)];
  if (!admin || !lender || !borrower || !userOf(LATE_BORROWER)) return;
  const filed: unknown[] = await dataSource.query(`SELECT 1 FROM legal_collection_requests WHERE user_id = $1 LIMIT 1`, [lender.id]);
  if (filed.length > 0) return;

  await fileLegalCollection(app, admin, lender, password);
  await clearEarly(app, admin, lender, borrower);
}

/** lender@ takes the late borrower's loan to legal collection, and the admin starts preparing it. */
async function fileLegalCollection(app: INestApplication, admin: DemoUser, lender: DemoUser, password: string): Promise<void> {
  const legal = app.get(LegalCollectionService);
  const cases = await legal.cases(lender.id);
  if (cases.length === 0) return;
  const fee = cases.reduce((sum, item) => sum + item.max_court_fee, 0);
  await depositShortfall(app, admin, lender, fee);
  const request = await legal.start(
    lender.id,
    legalCollectionStartSchema.parse({
      serials: cases.map((item) => item.serial),
      agreements: Array.from({ length: LEGAL_COLLECTION_AGREEMENT_COUNT }, () => true),
      password,
    }),
  );
  await legal.advance(admin.id, request.id, legalCollectionAdvanceSchema.parse({ note: ADVANCE_NOTE }).note);
}

/** The clearing borrower asks to clear every investment of their loan, lender@ agrees, and the borrower pays. */
async function clearEarly(app: INestApplication, admin: DemoUser, lender: DemoUser, borrower: DemoUser): Promise<void> {
  const clearing = app.get(ClearingService);
  const open = await clearing.borrowerRecords(borrower.id, { status: 'wait_request' });
  const serials = open.map((record) => record.serial);
  if (serials.length === 0) return;
  await clearing.request(borrower.id, serials);
  await clearing.decide(lender.id, serials, true);
  const due = await clearing.borrowerRecords(borrower.id, { status: 'wait_clear' });
  const amount = due.reduce((sum, record) => sum + record.clear_amount, 0);
  const cost = amount + clearingFeeOf(due.map((record) => record.clear_fee_serial));
  await depositShortfall(app, admin, borrower, cost);
  await clearing.clear(borrower.id, { amount, serials: due.map((record) => record.serial) });
}

/** The admin records the member's transfer of what their cash lacks for a payment of `amount`. */
async function depositShortfall(app: INestApplication, admin: DemoUser, member: DemoUser, amount: number): Promise<void> {
  const { cash } = await app.get(LedgerService).balances(member.id);
  if (cash >= amount) return;
  await app
    .get(DepositsService)
    .recordManual(admin.id, depositFormSchema.parse({ member_serial: member.member_serial, amount: amount - cash, note: DEMO_DEPOSIT_REASON }));
}
