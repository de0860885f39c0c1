import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import { LOCK_TYPES, TRANSFER_KINDS, isRoboLedgerAccountKind, isTransferKind, ruleAccountMatches } from '@lendbridge/domain';
import type { LedgerAccountKind, LockType, PlatformLedgerAccountKind, TransferKind, TransferKindRule } from '@lendbridge/domain';
import { returnedRows } from '../../common/sql.js';
import { insufficientBalance } from './ledger.errors.js';
import { describeAccount, isUserAccount } from './ledger-accounts.js';
import type { AccountRef } from './ledger-accounts.js';

/** The business clock's instant in SQL: the database's clock moved forward by the offset the console sets. */
export const BUSINESS_NOW_SQL = `(now() + make_interval(days => COALESCE((SELECT offset_days FROM business_clock WHERE id = 1), 0)))`;

export interface TransferInput {
  readonly from: AccountRef;
  readonly to: AccountRef;
  /** Whole NT$, at least 1. */
  readonly amount: number;
  readonly kind: TransferKind;
  /** What the transfer pays for, `<type>:<id>`: withdrawal:12, deposit:3, order:7. */
  readonly reference: string;
  /** The loan or investment case a statement row links to. */
  readonly caseSerial?: string;
  /** The case is a group loan (links to /group-loan/{case}). */
  readonly groupLoan?: boolean;
  /** The outside bank account of a deposit or withdrawal, as the statement shows it. */
  readonly bankCode?: string;
  readonly bankAccount?: string;
  readonly description?: string;
  /**
   * When the money moved: the instant of the business step that moves it (a batch run for a past
   * business date, a disbursement on its date); when not given, the business clock's instant: the
   * database's clock moved forward by the clock's offset, so the statement dates it on the business date.
   */
  readonly at?: Date;
}

export interface TransferRecord {
  id: number;
  kind: TransferKind;
  debitAccountId: number;
  creditAccountId: number;
  amount: number;
  debitBalanceAfter: number;
  creditBalanceAfter: number;
  reference: string;
  createdAt: Date;
}

export interface UserBalances {
  /** 可用餘額: the member's cash account. */
  cash: number;
  /** 圈存: the member's locked account. */
  locked: number;
}

export interface LockAmount {
  lock_type: LockType;
  amount: number;
}

export interface ReconciliationDifference {
  account_id: number;
  kind: LedgerAccountKind;
  user_id: number | null;
  balance: number;
  /** Credits minus debits over every transfer of the account. */
  computed: number;
}

export interface ReconciliationReport {
  /** No account differs from its transfers and all balances add up to zero. */
  ok: boolean;
  /** The sum of every account's balance: always 0. */
  total_balance: number;
  differences: ReconciliationDifference[];
  accounts_checked: number;
  transfers_checked: number;
  checked_at: string;
}

interface TransferRow {
  id: number;
  created_at: Date;
}

function assertTransfer(input: TransferInput): TransferKindRule {
  if (!isTransferKind(input.kind)) throw new Error(`Unknown transfer kind ${String(input.kind)}`);
  const rule: TransferKindRule = TRANSFER_KINDS[input.kind];
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0) {
    throw new RangeError(`A transfer moves a positive whole NT$ amount, not ${input.amount}`);
  }
  if (!ruleAccountMatches(rule.from, input.from.kind) || !ruleAccountMatches(rule.to, input.to.kind)) {
    throw new Error(
      `A ${input.kind} transfer moves money from ${rule.from} to ${rule.to}, not ${describeAccount(input.from)} to ${describeAccount(input.to)}`,
    );
  }
  const fromUser = isUserAccount(input.from) ? input.from.userId : null;
  const toUser = isUserAccount(input.to) ? input.to.userId : null;
  if (rule.sameUser && fromUser !== toUser) throw new Error(`A ${input.kind} transfer stays within one member's accounts`);
  if (describeAccount(input.from) === describeAccount(input.to)) throw new Error('A transfer needs two different accounts');
  if (!input.reference) throw new Error('A transfer names what it pays for');
  return rule;
}

/**
 * The only writer of money. Each transfer debits one account and credits another by a positive
 * whole NT$ amount, inside the caller's transaction, so a business change and the money it moves
 * commit together. Member accounts are created on first use (cash before locked, so their row
 * locks are always taken in the same order) and never go below zero: the debit is a conditional
 * update, and a CHECK on the stored balance backs it.
 */
@Injectable()
export class LedgerService {
  private readonly platformIds = new Map<PlatformLedgerAccountKind, number>();

  constructor(private readonly dataSource: DataSource) {}

  async transfer(manager: EntityManager, input: TransferInput): Promise<TransferRecord> {
    assertTransfer(input);
    const debitId = await this.accountId(manager, input.from);
    const creditId = await this.accountId(manager, input.to);
    let debitBalanceAfter = 0;
    let creditBalanceAfter = 0;
    // Row locks in id order: two transfers between the same accounts never wait on each other in a circle.
    for (const id of [debitId, creditId].sort((a, b) => a - b)) {
      if (id === debitId) debitBalanceAfter = await this.debit(manager, id, input.amount);
      else creditBalanceAfter = await this.credit(manager, id, input.amount);
    }
    const rows: TransferRow[] = await manager.query(
      `INSERT INTO ledger_transfers
         (kind, debit_account_id, credit_account_id, amount, debit_balance_after, credit_balance_after,
          reference, case_serial, case_group, bank_code, bank_account, description, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, COALESCE($13::timestamptz, ${BUSINESS_NOW_SQL}))
       RETURNING id, created_at`,
      [
        input.kind,
        debitId,
        creditId,
        input.amount,
        debitBalanceAfter,
        creditBalanceAfter,
        input.reference,
        input.caseSerial ?? null,
        input.groupLoan ?? false,
        input.bankCode ?? null,
        input.bankAccount ?? null,
        input.description ?? null,
        input.at ?? null,
      ],
    );
    const row = rows[0];
    return {
      id: Number(row.id),
      kind: input.kind,
      debitAccountId: debitId,
      creditAccountId: creditId,
      amount: input.amount,
      debitBalanceAfter,
      creditBalanceAfter,
      reference: input.reference,
      createdAt: row.created_at,
    };
  }

  /**
   * Several transfers in the order given, as if each were made by transfer() in turn, in a few
   * statements whatever their number: the accounts are found (members' created on first use) and
   * row-locked in id order, the balances worked out one transfer after another (a debit taking a
   * member or platform account below zero refuses them all), then written, and the transfers
   * inserted in one statement. What a payment to many lenders at once uses.
   */
  async transferAll(manager: EntityManager, inputs: readonly TransferInput[]): Promise<TransferRecord[]> {
    if (inputs.length === 0) return [];
    if (inputs.length === 1) return [await this.transfer(manager, inputs[0])];
    inputs.forEach(assertTransfer);
    const ids = await this.accountIds(manager, inputs.flatMap((input) => [input.from, input.to]));
    const accounts = (await manager.query(`SELECT id, kind, balance FROM ledger_accounts WHERE id = ANY ($1::bigint[]) ORDER BY id FOR UPDATE`, [
      [...new Set(ids)],
    ])) as { id: number; kind: string; balance: number }[];
    const balances = new Map(accounts.map((account) => [Number(account.id), account]));
    const moves = inputs.map((input, index) => {
      const debit = balances.get(ids[2 * index]);
      const credit = balances.get(ids[2 * index + 1]);
      if (!debit || !credit) throw new Error(`Ledger account ${debit ? ids[2 * index + 1] : ids[2 * index]} is missing`);
      if (debit.kind !== 'bank' && debit.balance < input.amount) throw insufficientBalance();
      debit.balance -= input.amount;
      credit.balance += input.amount;
      return { input, debitId: Number(debit.id), creditId: Number(credit.id), debitAfter: debit.balance, creditAfter: credit.balance };
    });
    await manager.query(
      `UPDATE ledger_accounts a SET balance = v.balance, updated_at = now()
         FROM unnest($1::bigint[], $2::bigint[]) AS v(id, balance) WHERE a.id = v.id`,
      [accounts.map((account) => account.id), accounts.map((account) => account.balance)],
    );
    const column = <T>(pick: (move: (typeof moves)[number]) => T): T[] => moves.map(pick);
    const rows: TransferRow[] = await manager.query(
      `INSERT INTO ledger_transfers
         (kind, debit_account_id, credit_account_id, amount, debit_balance_after, credit_balance_after,
          reference, case_serial, case_group, bank_code, bank_account, description, created_at)
       SELECT v.kind, v.debit_id, v.credit_id, v.amount, v.debit_after, v.credit_after, v.reference, v.case_serial, v.case_group,
              v.bank_code, v.bank_account, v.description, COALESCE(v.at, ${BUSINESS_NOW_SQL})
         FROM unnest($1::text[], $2::bigint[], $3::bigint[], $4::bigint[], $5::bigint[], $6::bigint[], $7::text[], $8::text[],
                     $9::boolean[], $10::text[], $11::text[], $12::text[], $13::timestamptz[])
              WITH ORDINALITY AS v(kind, debit_id, credit_id, amount, debit_after, credit_after, reference, case_serial, case_group,
                                   bank_code, bank_account, description, at, n)
        ORDER BY v.n
       RETURNING id, created_at`,
      [
        column((move) => move.input.kind),
        column((move) => move.debitId),
        column((move) => move.creditId),
        column((move) => move.input.amount),
        column((move) => move.debitAfter),
        column((move) => move.creditAfter),
        column((move) => move.input.reference),
        column((move) => move.input.caseSerial ?? null),
        column((move) => move.input.groupLoan ?? false),
        column((move) => move.input.bankCode ?? null),
        column((move) => move.input.bankAccount ?? null),
        column((move) => move.input.description ?? null),
        column((move) => move.input.at ?? null),
      ],
    );
    const inserted = [...rows].sort((a, b) => Number(a.id) - Number(b.id));
    return moves.map((move, index) => ({
      id: Number(inserted[index].id),
      kind: move.input.kind,
      debitAccountId: move.debitId,
      creditAccountId: move.creditId,
      amount: move.input.amount,
      debitBalanceAfter: move.debitAfter,
      creditBalanceAfter: move.creditAfter,
      reference: move.input.reference,
      createdAt: inserted[index].created_at,
    }));
  }

  /**
   * Locks the account's row until the caller's transaction ends and answers its balance: what a
   * check-then-act (a withdrawal's fee count, an order's amount) holds while it decides.
   */
  async lockBalance(manager: EntityManager, ref: AccountRef): Promise<number> {
    const id = await this.accountId(manager, ref);
    const rows: { balance: number }[] = await manager.query(`SELECT balance FROM ledger_accounts WHERE id = $1 FOR UPDATE`, [id]);
    return rows[0].balance;
  }

  /** The member's cash and locked balances (0 before their first movement). */
  async balances(userId: number, manager: EntityManager = this.dataSource.manager): Promise<UserBalances> {
    const rows: { kind: string; balance: number }[] = await manager.query(
      `SELECT kind, balance FROM ledger_accounts WHERE user_id = $1`,
      [userId],
    );
    const of = (kind: string) => rows.find((row) => row.kind === kind)?.balance ?? 0;
    return { cash: of('user_cash'), locked: of('user_locked') };
  }

  /** The balance of a platform account. */
  async platformBalance(kind: PlatformLedgerAccountKind, manager: EntityManager = this.dataSource.manager): Promise<number> {
    const rows: { balance: number }[] = await manager.query(
      `SELECT balance FROM ledger_accounts WHERE kind = $1 AND user_id IS NULL`,
      [kind],
    );
    return rows[0]?.balance ?? 0;
  }

  /** The id of the member's account of this kind, or null before its first movement. */
  async findUserAccountId(userId: number, kind: AccountRef['kind'], manager: EntityManager = this.dataSource.manager): Promise<number | null> {
    const rows: { id: number }[] = await manager.query(`SELECT id FROM ledger_accounts WHERE user_id = $1 AND kind = $2`, [userId, kind]);
    return rows[0]?.id ?? null;
  }

  /** What the member's locked money is for, from the movements of their locked account. */
  async lockDetail(userId: number): Promise<LockAmount[]> {
    const lockedId = await this.findUserAccountId(userId, 'user_locked');
    if (lockedId === null) return [];
    const rows: { kind: TransferKind; net: number }[] = await this.dataSource.query(
      `SELECT kind,
              (sum(CASE WHEN credit_account_id = $1 THEN amount ELSE 0 END)
               - sum(CASE WHEN debit_account_id = $1 THEN amount ELSE 0 END))::bigint AS net
         FROM ledger_transfers
        WHERE credit_account_id = $1 OR debit_account_id = $1
        GROUP BY kind`,
      [lockedId],
    );
    const totals = new Map<LockType, number>();
    for (const row of rows) {
      const lockType = (TRANSFER_KINDS[row.kind] as TransferKindRule | undefined)?.lockType;
      if (lockType) totals.set(lockType, (totals.get(lockType) ?? 0) + row.net);
    }
    return LOCK_TYPES.filter((type) => (totals.get(type) ?? 0) !== 0).map((type) => ({ lock_type: type, amount: totals.get(type) ?? 0 }));
  }

  /**
   * Every account whose stored balance differs from the sum of its transfers, and the sum of all
   * balances (0 when the books balance), read from one snapshot.
   */
  async reconcile(): Promise<ReconciliationReport> {
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    try {
      await runner.startTransaction('REPEATABLE READ');
      const differences: ReconciliationDifference[] = await runner.query(
        `WITH flows AS (
           SELECT credit_account_id AS account_id, amount FROM ledger_transfers
           UNION ALL
           SELECT debit_account_id, -amount FROM ledger_transfers
         ), sums AS (
           SELECT account_id, sum(amount)::bigint AS total FROM flows GROUP BY account_id
         )
         SELECT a.id AS account_id, a.kind, a.user_id, a.balance, COALESCE(s.total, 0)::bigint AS computed
           FROM ledger_accounts a
           LEFT JOIN sums s ON s.account_id = a.id
          WHERE a.balance <> COALESCE(s.total, 0)
          ORDER BY a.id`,
      );
      const totals: { total: number; accounts: number }[] = await runner.query(
        `SELECT COALESCE(sum(balance), 0)::bigint AS total, count(*)::bigint AS accounts FROM ledger_accounts`,
      );
      const transfers: { count: number }[] = await runner.query(`SELECT count(*)::bigint AS count FROM ledger_transfers`);
      await runner.commitTransaction();
      const total = totals[0].total;
      return {
        ok: differences.length === 0 && total === 0,
        total_balance: total,
        differences,
        accounts_checked: totals[0].accounts,
        transfers_checked: transfers[0].count,
        checked_at: new Date().toISOString(),
      };
    } catch (error) {
      if (runner.isTransactionActive) await runner.rollbackTransaction();
      throw error;
    } finally {
      await runner.release();
    }
  }

  private async accountId(manager: EntityManager, ref: AccountRef): Promise<number> {
    if (!isUserAccount(ref)) return this.platformAccountId(manager, ref.kind);
    const found = await this.findUserAccountId(ref.userId, ref.kind, manager);
    if (found !== null) return found;
    if (isRoboLedgerAccountKind(ref.kind) || ref.kind === 'shop_payable') {
      await manager.query(
        `INSERT INTO ledger_accounts (kind, user_id) VALUES ($2, $1) ON CONFLICT (user_id, kind) WHERE user_id IS NOT NULL DO NOTHING`,
        [ref.userId, ref.kind],
      );
    } else {
      await manager.query(
        `INSERT INTO ledger_accounts (kind, user_id) VALUES ('user_cash', $1), ('user_locked', $1)
         ON CONFLICT (user_id, kind) WHERE user_id IS NOT NULL DO NOTHING`,
        [ref.userId],
      );
    }
    const created = await this.findUserAccountId(ref.userId, ref.kind, manager);
    if (created === null) throw new Error(`The ${ref.kind} account of member ${ref.userId} could not be created`);
    return created;
  }

  /**
   * The ids of these accounts, in the order given: the members' found in one query, and any not yet
   * opened created as transfer() creates them.
   */
  private async accountIds(manager: EntityManager, refs: readonly AccountRef[]): Promise<number[]> {
    const members = [...new Map(refs.filter(isUserAccount).map((ref) => [describeAccount(ref), ref])).values()];
    const found = (await manager.query(
      `SELECT a.id, a.user_id, a.kind FROM ledger_accounts a
         JOIN unnest($1::bigint[], $2::text[]) AS v(user_id, kind) ON a.user_id = v.user_id AND a.kind = v.kind`,
      [members.map((ref) => ref.userId), members.map((ref) => ref.kind)],
    )) as { id: number; user_id: number; kind: string }[];
    const byKey = new Map(found.map((row) => [`${row.user_id}:${row.kind}`, Number(row.id)]));
    const ids: number[] = [];
    for (const ref of refs) {
      const known = isUserAccount(ref) ? byKey.get(`${ref.userId}:${ref.kind}`) : undefined;
      ids.push(known ?? (await this.accountId(manager, ref)));
    }
    return ids;
  }

  private async platformAccountId(manager: EntityManager, kind: PlatformLedgerAccountKind): Promise<number> {
    const cached = this.platformIds.get(kind);
    if (cached !== undefined) return cached;
    const rows: { id: number }[] = await manager.query(`SELECT id FROM ledger_accounts WHERE kind = $1 AND user_id IS NULL`, [kind]);
    if (!rows[0]) throw new Error(`The platform account ${kind} is missing`);
    this.platformIds.set(kind, rows[0].id);
    return rows[0].id;
  }

  /** Lowers a balance unless that takes a member or platform account below zero (only the bank may). */
  private async debit(manager: EntityManager, id: number, amount: number): Promise<number> {
    const result: unknown = await manager.query(
      `UPDATE ledger_accounts SET balance = balance - $2, updated_at = now()
        WHERE id = $1 AND (kind = 'bank' OR balance >= $2)
        RETURNING balance`,
      [id, amount],
    );
    const rows = returnedRows<{ balance: number }>(result);
    if (!rows[0]) throw insufficientBalance();
    return rows[0].balance;
  }

  private async credit(manager: EntityManager, id: number, amount: number): Promise<number> {
    const result: unknown = await manager.query(
      `UPDATE ledger_accounts SET balance = balance + $2, updated_at = now() WHERE id = $1 RETURNING balance`,
      [id, amount],
    );
    const rows = returnedRows<{ balance: number }>(result);
    if (!rows[0]) throw new Error(`Ledger account ${id} is missing`);
    return rows[0].balance;
  }
}
