import './columns.js';
import { DataSource } from 'typeorm';
import type { DataSourceOptions } from 'typeorm';
import type { ClientBase } from 'pg';
import { Foundation1763800000000 } from './migrations/1763800000000-Foundation.js';
import { SeedBankCodes1763800000100 } from './migrations/1763800000100-SeedBankCodes.js';
import { CreditTry1763900000000 } from './migrations/1763900000000-CreditTry.js';
import { LoanApplications1763900000100 } from './migrations/1763900000100-LoanApplications.js';
import { LoanApplicationExtras1763900000200 } from './migrations/1763900000200-LoanApplicationExtras.js';
import { StudentVerification1763900000300 } from './migrations/1763900000300-StudentVerification.js';
import { LoanMarket1764000000000 } from './migrations/1764000000000-LoanMarket.js';
import { Ledger1764000000100 } from './migrations/1764000000100-Ledger.js';
import { Marketplace1764000000200 } from './migrations/1764000000200-Marketplace.js';
import { Carts1764000000300 } from './migrations/1764000000300-Carts.js';
import { Orders1764000000400 } from './migrations/1764000000400-Orders.js';
import { ListingExtras1764000000500 } from './migrations/1764000000500-ListingExtras.js';
import { Repayment1764000000600 } from './migrations/1764000000600-Repayment.js';
import { RepaymentEngine1764000000610 } from './migrations/1764000000610-RepaymentEngine.js';
import { FastLoan1764000000620 } from './migrations/1764000000620-FastLoan.js';
import { Clearing1764000000630 } from './migrations/1764000000630-Clearing.js';
import { LegalCollection1764000000640 } from './migrations/1764000000640-LegalCollection.js';
import { PendingRegistrations1764100000200 } from './migrations/1764100000200-PendingRegistrations.js';
import { InstalmentReminders1764100000400 } from './migrations/1764100000400-InstalmentReminders.js';
import { InboxReplies1764100000410 } from './migrations/1764100000410-InboxReplies.js';
import { OneAccountPerMobile1764100000500 } from './migrations/1764100000500-OneAccountPerMobile.js';
import { AppRole1764100000100 } from './migrations/1764100000100-AppRole.js';
import { DepositApproval1764100000110 } from './migrations/1764100000110-DepositApproval.js';
import { SerialsOfTheirDay1764100000700 } from './migrations/1764100000700-SerialsOfTheirDay.js';
import { AppraisalItems1764100000800 } from './migrations/1764100000800-AppraisalItems.js';
import { PawnCases1764100000900 } from './migrations/1764100000900-PawnCases.js';
import { Robo1764200000100 } from './migrations/1764200000100-Robo.js';
import { VehicleCatalogue1764100000950 } from './migrations/1764100000950-VehicleCatalogue.js';
import { RoboSales1764200000300 } from './migrations/1764200000300-RoboSales.js';
import { Campaigns1764300000100 } from './migrations/1764300000100-Campaigns.js';
import { Referral1764300000200 } from './migrations/1764300000200-Referral.js';
import { Activities1764300000300 } from './migrations/1764300000300-Activities.js';
import { Crowdfunding1764400000100 } from './migrations/1764400000100-Crowdfunding.js';
import { FundingProjects1764400000200 } from './migrations/1764400000200-FundingProjects.js';
import { Farms1764400000300 } from './migrations/1764400000300-Farms.js';
import { Charities1764400000400 } from './migrations/1764400000400-Charities.js';
import { Shop1764500000100 } from './migrations/1764500000100-Shop.js';
import { Content1764500000200 } from './migrations/1764500000200-Content.js';
import { SupportChat1764500000400 } from './migrations/1764500000400-SupportChat.js';
import { Contact1764500000300 } from './migrations/1764500000300-Contact.js';
import { Resale1764200000200 } from './migrations/1764200000200-Resale.js';
import { TwoFactor1764600000100 } from './migrations/1764600000100-TwoFactor.js';
import { JobQueue1764600000300 } from './migrations/1764600000300-JobQueue.js';
import { HotLedgerAccounts1764600000400 } from './migrations/1764600000400-HotLedgerAccounts.js';
import { User } from '../modules/users/user.entity.js';
import { MemberProfile } from '../modules/members/member-profile.entity.js';
import { MemberBank } from '../modules/members/member-bank.entity.js';
import { RiskQuestionnaire } from '../modules/members/risk-questionnaire.entity.js';
import { OutboxMessage } from '../modules/outbox/outbox-message.entity.js';
import { VerificationCode } from '../modules/verification/verification-code.entity.js';
import { Upload } from '../modules/uploads/upload.entity.js';
import { BankCode } from '../modules/attributes/bank-code.entity.js';
import { AuditLog } from '../modules/audit/audit-log.entity.js';
import { CreditTryResult } from '../modules/credit-try/credit-try-result.entity.js';
import { LoanApplication } from '../modules/loans/loan-application.entity.js';
import { Loan } from '../modules/loans/loan.entity.js';
import { MONEY_ENTITIES } from '../modules/ledger/money-entities.js';

export const ENTITIES = [
  ...MONEY_ENTITIES,
  User,
  MemberProfile,
  MemberBank,
  RiskQuestionnaire,
  OutboxMessage,
  VerificationCode,
  Upload,
  BankCode,
  AuditLog,
  CreditTryResult,
  LoanApplication,
  Loan,
];

export const MIGRATIONS = [Foundation1763800000000, SeedBankCodes1763800000100, CreditTry1763900000000, LoanApplications1763900000100, LoanApplicationExtras1763900000200, StudentVerification1763900000300, LoanMarket1764000000000, Ledger1764000000100, Marketplace1764000000200, Carts1764000000300, Orders1764000000400, ListingExtras1764000000500, Repayment1764000000600, RepaymentEngine1764000000610, FastLoan1764000000620, Clearing1764000000630, LegalCollection1764000000640, AppRole1764100000100, DepositApproval1764100000110, PendingRegistrations1764100000200, InstalmentReminders1764100000400, InboxReplies1764100000410, OneAccountPerMobile1764100000500, SerialsOfTheirDay1764100000700, AppraisalItems1764100000800, PawnCases1764100000900, VehicleCatalogue1764100000950, Robo1764200000100, Resale1764200000200, RoboSales1764200000300, Campaigns1764300000100, Referral1764300000200, Activities1764300000300, Crowdfunding1764400000100, FundingProjects1764400000200, Farms1764400000300, Charities1764400000400, Shop1764500000100, Content1764500000200, Contact1764500000300, SupportChat1764500000400, TwoFactor1764600000100, JobQueue1764600000300, HotLedgerAccounts1764600000400];

/**
 * `role`: every pooled connection switches to it (SET ROLE) before its first query, and a
 * connection that cannot is refused, so the pool never works as the login user.
 */
export function dataSourceOptions(url: string, poolSize = 10, role?: string): DataSourceOptions {
  const onConnect = role === undefined ? undefined : async (client: ClientBase) => void (await client.query(`SET ROLE ${role}`));
  return {
    type: 'postgres',
    url,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsTableName: 'schema_migrations',
    synchronize: false,
    migrationsRun: false,
    logging: false,
    extra: { max: poolSize, ...(onConnect ? { onConnect } : {}) },
  };
}

const MIGRATION_LOCK = 72_140_001;

/**
 * Applies every pending migration, each in its own transaction. On a server an advisory lock lets
 * several API processes start at once: one migrates, the others wait and find nothing left to do.
 * The embedded database belongs to one process (its lock file) and takes one connection.
 * Migrations run as the login user, the owner of the tables; the API then works as APP_DATABASE_ROLE.
 */
export async function migrate(url: string, { embedded = false }: { embedded?: boolean } = {}): Promise<string[]> {
  const dataSource = new DataSource(dataSourceOptions(url, embedded ? 1 : 2));
  await dataSource.initialize();
  try {
    // The embedded server has one session for every connection: undo the API's role of an earlier run.
    if (embedded) await dataSource.query('RESET ROLE');
    if (embedded) return (await dataSource.runMigrations({ transaction: 'each' })).map((migration) => migration.name);
    const lock = dataSource.createQueryRunner();
    await lock.connect();
    try {
      await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
      const applied = await dataSource.runMigrations({ transaction: 'each' });
      return applied.map((migration) => migration.name);
    } finally {
      await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
      await lock.release();
    }
  } finally {
    await dataSource.destroy();
  }
}
