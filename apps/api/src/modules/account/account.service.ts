import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  ACCOUNT_PAGE_SIZE,
  ACCOUNT_RECENT_PREVIEW_COUNT,
  ACCOUNT_SUM_KEYS,
  LEDGER_SUBJECTS,
  STATEMENT_FILTER_CATEGORIES,
  TRANSFER_KINDS,
  defaultStatementWindow,
  kindsOfSubject,
  subjectLinkOf,
  subjectOf,
  subjectsOfCategory,
  taipeiDaysRange,
  taipeiMonthRange,
  taipeiToday,
} from '@lendbridge/domain';
import type {
  PortfolioReturnAnswer,
  AccountSumKey,
  InstantRange,
  LedgerSubjectName,
  StatementFilterCategory,
  StatementWindow,
  TransactionListQuery,
  TransferKind,
  TransferKindRule,
} from '@lendbridge/domain';
import type { AuthUser } from '../../common/auth-user.js';
import { LedgerService } from '../ledger/ledger.service.js';
import { MembersService } from '../members/members.service.js';
import { maskAccount } from '../members/members.presenter.js';
import { BusinessClock } from '../repayment/business-clock.js';
import { RepaymentsService } from '../repayment/repayments.service.js';
import { pagedAnswer } from './account.presenter.js';
import { portfolioReturnOf } from './returns.queries.js';
import { VirtualAccountsService } from './virtual-accounts.service.js';
import { WithdrawalsService } from './withdrawals.service.js';

/** One movement of a member's cash account, from the ledger. */
export interface CashMovement {
  id: number;
  kind: TransferKind;
  amount: number;
  is_debit: boolean;
  balance: number;
  created_at: Date;
  case_serial: string | null;
  case_group: boolean;
  bank_code: string | null;
  bank_account: string | null;
  description: string | null;
}

interface MovementFilter {
  range?: InstantRange;
  subjects?: readonly LedgerSubjectName[];
}

const MOVEMENT_SELECT = `
  SELECT t.id, t.kind, t.amount, (t.debit_account_id = $1) AS is_debit,
         CASE WHEN t.debit_account_id = $1 THEN t.debit_balance_after ELSE t.credit_balance_after END AS balance,
         t.created_at, t.case_serial, t.case_group, t.bank_code, t.bank_account, t.description
    FROM ledger_transfers t`;

/** The subject of a cash movement (every kind that touches a cash account names one for that side). */
export function movementSubject(row: CashMovement): LedgerSubjectName | undefined {
  return subjectOf(row.kind, row.is_debit ? 'debit' : 'credit');
}

/** A statement row: income or expense of the cash account and the balance after it. */
export function presentMovement(row: CashMovement) {
  const subject = movementSubject(row);
  const named = subject ? { chinese_name: LEDGER_SUBJECTS[subject].chinese_name, english_name: subject } : null;
  return {
    id: row.id,
    created_at: row.created_at,
    subjects: named ? [named] : [],
    amount: row.amount,
    balance: row.balance,
    description: row.description ?? named?.chinese_name ?? '',
    income: row.is_debit ? 0 : row.amount,
    expense: row.is_debit ? row.amount : 0,
    bank_code: row.bank_code,
    bank_account: row.bank_account,
    link: subject ? subjectLinkOf(subject, row.case_serial, row.case_group) : null,
  };
}

/**
 * The member's side of the virtual account: the overview figures, the sums per category, the
 * statement and its subjects, all read from the ledger.
 */
@Injectable()
export class AccountService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly ledger: LedgerService,
    private readonly members: MembersService,
    private readonly virtualAccounts: VirtualAccountsService,
    private readonly withdrawals: WithdrawalsService,
    private readonly repayments: RepaymentsService,
    private readonly clock: BusinessClock,
  ) {}

  /**
   * The overview. total = cash + locked; available = cash; user_lock_amount = locked, split by
   * lock type; withdrawable = available less what is reserved for due installments. The
   * repayment figures come from the member's borrower rows still owed on the business date:
   * pre_repay_amount (principal + interest) and pre_fee_amount (fees and penalties) of the rows
   * due within the look-ahead (overdue ones included), pre_amount = their sum, unenough_amount =
   * what the cash lacks for them, cycle_day of the next row owed (0 when none), and reminders of
   * those rows, overdue first; business_date is the date they are counted on ('YYYY-MM-DD').
   */
  async overview(user: AuthUser) {
    const virtualAccount = await this.virtualAccounts.ensure(user.id, user.memberSerial);
    const bank = await this.members.findCurrentBank(user.id);
    const { cash, locked } = await this.ledger.balances(user.id);
    const lockDetail = await this.ledger.lockDetail(user.id);
    const recent = await this.movements(user.id, {}, 0, ACCOUNT_RECENT_PREVIEW_COUNT);
    const businessDate = await this.clock.today();
    const figures = await this.repayments.accountFigures(user.id, businessDate);
    const preRepayAmount = figures.pre_repay_amount;
    const preFeeAmount = figures.pre_fee_amount;
    const preAmount = preRepayAmount + preFeeAmount;
    return {
      lnb_account_number: virtualAccount.accountNumber,
      lnb_account_bank_code: virtualAccount.bankCode,
      bound_account_number: bank ? maskAccount(bank.account) : null,
      bound_account_bank_code: bank?.bankCode ?? null,
      bound_account_status: bank?.status ?? null,
      total_amount: cash + locked,
      pre_amount: preAmount,
      user_lock_amount: locked,
      user_lock_amount_detail: lockDetail,
      withdrawable_amount: this.withdrawals.withdrawableOf(cash, preAmount),
      available_amount: cash,
      cycle_day: figures.cycle_day,
      unenough_amount: Math.max(0, preAmount - cash),
      pre_repay_amount: preRepayAmount,
      pre_fee_amount: preFeeAmount,
      recent_preview: recent.map((row) => {
        const subject = movementSubject(row);
        return {
          date: taipeiToday(row.created_at),
          subject: subject ? LEDGER_SUBJECTS[subject].chinese_name : '',
          amount: row.is_debit ? -row.amount : row.amount,
        };
      }),
      reminders: figures.reminders,
      business_date: businessDate,
    };
  }

  /** The lender's net annualised return and monthly income on the business date. */
  async returns(userId: number): Promise<PortfolioReturnAnswer> {
    return portfolioReturnOf(this.dataSource.manager, userId, await this.clock.today());
  }

  /** All-time sums of the cash account per category (each a positive total). */
  async amountOverview(userId: number): Promise<Record<AccountSumKey, number>> {
    const sums = Object.fromEntries(ACCOUNT_SUM_KEYS.map((key) => [key, 0])) as Record<AccountSumKey, number>;
    const cashId = await this.ledger.findUserAccountId(userId, 'user_cash');
    if (cashId === null) return sums;
    const rows: { kind: TransferKind; is_debit: boolean; total: number }[] = await this.dataSource.query(
      `SELECT kind, (debit_account_id = $1) AS is_debit, sum(amount)::bigint AS total
         FROM ledger_transfers
        WHERE debit_account_id = $1 OR credit_account_id = $1
        GROUP BY kind, (debit_account_id = $1)`,
      [cashId],
    );
    for (const row of rows) {
      const rule = TRANSFER_KINDS[row.kind] as TransferKindRule | undefined;
      const subject = rule ? subjectOf(row.kind, row.is_debit ? 'debit' : 'credit') : undefined;
      if (subject) sums[LEDGER_SUBJECTS[subject].category] += row.total;
    }
    return sums;
  }

  /** The subject filter's lists: every category but transferOut, each subject as {value, label}. */
  attributes(): Record<StatementFilterCategory, { value: LedgerSubjectName; label: string }[]> {
    return Object.fromEntries(
      STATEMENT_FILTER_CATEGORIES.map((category) => [
        category,
        subjectsOfCategory(category).map((subject) => ({ value: subject, label: LEDGER_SUBJECTS[subject].chinese_name })),
      ]),
    ) as Record<StatementFilterCategory, { value: LedgerSubjectName; label: string }[]>;
  }

  /**
   * One page of the statement, newest first, within the dates (by default the last 90 days up to
   * the business date), with the dates it applied.
   */
  async transactions(userId: number, query: TransactionListQuery) {
    const window = await this.statementWindow(query);
    const range = taipeiDaysRange(window.start_date, window.end_date);
    const filter = { range, subjects: query.subjects };
    const [rows, total] = await Promise.all([
      this.movements(userId, filter, (query.page - 1) * ACCOUNT_PAGE_SIZE, ACCOUNT_PAGE_SIZE),
      this.countMovements(userId, filter),
    ]);
    return { ...pagedAnswer(rows.map(presentMovement), total, query.page), ...window };
  }

  /** A statement list's dates: the ones asked for, else the last 90 days up to the business date. */
  async statementWindow(query: Partial<StatementWindow>): Promise<StatementWindow> {
    const fallback = defaultStatementWindow(await this.clock.instant());
    return { start_date: query.start_date ?? fallback.start_date, end_date: query.end_date ?? fallback.end_date };
  }

  /** A calendar month of the cash account, oldest first, with the balance before it. */
  async month(userId: number, month: string): Promise<{ opening: number; rows: CashMovement[] }> {
    const range = taipeiMonthRange(month);
    const cashId = await this.ledger.findUserAccountId(userId, 'user_cash');
    if (cashId === null) return { opening: 0, rows: [] };
    const before: { balance: number }[] = await this.dataSource.query(
      `${MOVEMENT_SELECT}
        WHERE (t.debit_account_id = $1 OR t.credit_account_id = $1) AND t.created_at < $2
        ORDER BY t.id DESC LIMIT 1`,
      [cashId, range.start],
    );
    const rows: CashMovement[] = await this.dataSource.query(
      `${MOVEMENT_SELECT}
        WHERE (t.debit_account_id = $1 OR t.credit_account_id = $1) AND t.created_at >= $2 AND t.created_at < $3
        ORDER BY t.id ASC`,
      [cashId, range.start, range.end],
    );
    return { opening: before[0]?.balance ?? 0, rows };
  }

  private conditions(cashId: number, filter: MovementFilter): { where: string; params: unknown[] } {
    const params: unknown[] = [cashId];
    const parts = ['(t.debit_account_id = $1 OR t.credit_account_id = $1)'];
    if (filter.range) {
      params.push(filter.range.start, filter.range.end);
      parts.push(`t.created_at >= $${params.length - 1} AND t.created_at < $${params.length}`);
    }
    if (filter.subjects?.length) {
      const pairs = filter.subjects.flatMap(kindsOfSubject);
      params.push(pairs.filter((pair) => pair.side === 'debit').map((pair) => pair.kind));
      const debitKinds = `$${params.length}`;
      params.push(pairs.filter((pair) => pair.side === 'credit').map((pair) => pair.kind));
      const creditKinds = `$${params.length}`;
      parts.push(
        `((t.kind = ANY(${debitKinds}::text[]) AND t.debit_account_id = $1) OR (t.kind = ANY(${creditKinds}::text[]) AND t.credit_account_id = $1))`,
      );
    }
    return { where: `WHERE ${parts.join(' AND ')}`, params };
  }

  private async movements(userId: number, filter: MovementFilter, offset: number, limit: number): Promise<CashMovement[]> {
    const cashId = await this.ledger.findUserAccountId(userId, 'user_cash');
    if (cashId === null) return [];
    const { where, params } = this.conditions(cashId, filter);
    return this.dataSource.query(
      `${MOVEMENT_SELECT} ${where} ORDER BY t.id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, limit, offset],
    );
  }

  private async countMovements(userId: number, filter: MovementFilter): Promise<number> {
    const cashId = await this.ledger.findUserAccountId(userId, 'user_cash');
    if (cashId === null) return 0;
    const { where, params } = this.conditions(cashId, filter);
    const rows: { total: number }[] = await this.dataSource.query(
      `SELECT count(*)::bigint AS total FROM ledger_transfers t ${where}`,
      params,
    );
    return rows[0].total;
  }
}
