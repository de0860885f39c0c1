import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import {
  ACCOUNT_API_TEXTS,
  MANUAL_DEPOSIT_APPROVAL_THRESHOLD,
  MANUAL_DEPOSIT_MAX,
  VIRTUAL_ACCOUNT_PREFIX,
  depositDescription,
  isValidVirtualAccountNumber,
} from '@lendbridge/domain';
import type { BankNotificationInput, ConsoleDepositRow, DepositFormInput, DepositSource, DepositStatus } from '@lendbridge/domain';
import { depositReceivedNotice } from '@lendbridge/domain';
import { AppError } from '../../common/app-error.js';
import type { VirtualAccount } from '../account/virtual-account.entity.js';
import { VirtualAccountsService } from '../account/virtual-accounts.service.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import { LedgerService } from '../ledger/ledger.service.js';
import { PLATFORM, userCash } from '../ledger/ledger-accounts.js';
import { UserStatusService } from '../users/user-status.service.js';
import { recordAudit } from '../audit/audit.js';
import { depositMemberNotFull, depositNotPending, depositOwnApproval, memberSerialUnknown, virtualAccountUnknown } from './bank.errors.js';
import { findDeposit } from './deposits.queries.js';

/** What a bank notification is answered with, the first time and every repeat. */
export interface NotificationAnswer {
  notification_id: string;
  deposit_id: number;
  status: DepositStatus;
  amount: number;
}

interface NewDeposit {
  source: DepositSource;
  notificationId: string | null;
  virtualAccount: string;
  /** The bank of the member's virtual account, when the deposit is theirs. */
  virtualBankCode: string | null;
  userId: number | null;
  amount: number;
  transferredAt: Date;
  /**
   * When the platform credits it: the instant a past step of the demo gives; else the business
   * clock's instant (the ledger's default), so the statement dates it on the business date.
   */
  recordedAt: Date | null;
  note: string | null;
  payload: Record<string, unknown> | null;
  createdBy: number | null;
  /** A manual deposit awaiting a second admin's approval: recorded, nothing credited yet. */
  pending?: boolean;
}

/**
 * Deposits: each credits the member's cash from the bank account of the ledger (bank → user
 * cash) in the transaction that records it, or, for a large manual deposit, in the transaction
 * of a second admin's approval. A bank notification counts once per notification_id;
 * one for an unknown virtual account is kept as unmatched and credits nobody.
 */
@Injectable()
export class DepositsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly ledger: LedgerService,
    private readonly virtualAccounts: VirtualAccountsService,
    private readonly userStatus: UserStatusService,
    private readonly notifications: NotificationsService,
  ) {}

  async recordNotification(input: BankNotificationInput): Promise<NotificationAnswer> {
    const earlier = await this.findByNotification(input.notification_id);
    if (earlier) return earlier;
    const account = await this.notificationAccount(input.virtual_account);
    await this.dataSource.transaction((manager) =>
      this.insert(manager, {
        source: 'bank',
        notificationId: input.notification_id,
        virtualAccount: input.virtual_account,
        virtualBankCode: account?.bankCode ?? null,
        userId: account?.userId ?? null,
        amount: input.amount,
        transferredAt: new Date(input.transferred_at),
        recordedAt: null,
        note: null,
        payload: { ...input },
        createdBy: null,
      }),
    );
    const answer = await this.findByNotification(input.notification_id);
    if (!answer) throw new Error(`Deposit of notification ${input.notification_id} not found after recording it`);
    return answer;
  }

  /**
   * A deposit recorded by an admin for a full member (by serial) or a virtual account, with its
   * reason, arrived at `at` (now unless given). Up to MANUAL_DEPOSIT_APPROVAL_THRESHOLD it is credited at once; above it
   * waits, crediting nothing, for a second admin's approval. Either way the audit trail records it.
   * Credited without `at`, the statement dates it on the business date.
   */
  async recordManual(actorId: number, input: DepositFormInput, at?: Date): Promise<ConsoleDepositRow> {
    if (input.amount > MANUAL_DEPOSIT_MAX) throw new RangeError(`A manual deposit is at most ${MANUAL_DEPOSIT_MAX}`);
    const target = await this.resolveTarget(input);
    const awaitsApproval = input.amount > MANUAL_DEPOSIT_APPROVAL_THRESHOLD;
    const id = await this.dataSource.transaction(async (manager) => {
      const recorded = await this.insert(manager, {
        source: 'console',
        notificationId: null,
        virtualAccount: target.virtualAccount,
        virtualBankCode: target.bankCode,
        userId: target.userId,
        amount: input.amount,
        transferredAt: at ?? new Date(),
        recordedAt: at ?? null,
        note: input.note,
        payload: null,
        createdBy: actorId,
        pending: awaitsApproval,
      });
      if (recorded !== null) {
        await this.audit(manager, actorId, awaitsApproval ? 'deposit.requested' : 'deposit.recorded', recorded, {
          amount: input.amount,
          user_id: target.userId,
          virtual_account: target.virtualAccount,
          reason: input.note,
        });
      }
      return recorded;
    });
    const row = id === null ? null : await this.findRow(id);
    if (!row) throw AppError.notFound();
    return row;
  }

  /**
   * A second admin approves a manual deposit awaiting approval: the member is credited now. The
   * admin who recorded it cannot approve it (403); one no longer pending answers 409.
   */
  async approve(actorId: number, id: number, now: Date = new Date()): Promise<ConsoleDepositRow> {
    await this.dataSource.transaction(async (manager) => {
      const deposit = await this.lockPending(manager, id);
      if (deposit.created_by === actorId) throw depositOwnApproval();
      if (deposit.user_id === null) throw depositNotPending();
      await manager.query(`UPDATE deposits SET status = 'credited', decided_by = $2, decided_at = $3 WHERE id = $1`, [id, actorId, now]);
      await this.credit(manager, id, {
        source: 'console',
        userId: deposit.user_id,
        amount: deposit.amount,
        virtualAccount: deposit.virtual_account,
        virtualBankCode: (await this.virtualAccounts.findByNumber(deposit.virtual_account, manager))?.bankCode ?? null,
      });
      await this.audit(manager, actorId, 'deposit.approved', id, {
        amount: deposit.amount,
        user_id: deposit.user_id,
        recorded_by: deposit.created_by,
        reason: deposit.note,
      });
    });
    return this.requireRow(id);
  }

  /** An admin rejects a manual deposit awaiting approval, with the reason: nothing is credited. */
  async reject(actorId: number, id: number, reason: string, now: Date = new Date()): Promise<ConsoleDepositRow> {
    await this.dataSource.transaction(async (manager) => {
      const deposit = await this.lockPending(manager, id);
      await manager.query(`UPDATE deposits SET status = 'rejected', decided_by = $2, decided_at = $3, decision_reason = $4 WHERE id = $1`, [
        id,
        actorId,
        now,
        reason,
      ]);
      await this.audit(manager, actorId, 'deposit.rejected', id, {
        amount: deposit.amount,
        user_id: deposit.user_id,
        recorded_by: deposit.created_by,
        reason,
      });
    });
    return this.requireRow(id);
  }

  private async lockPending(
    manager: EntityManager,
    id: number,
  ): Promise<{ user_id: number | null; amount: number; virtual_account: string; created_by: number | null; note: string | null }> {
    const rows = (await manager.query(
      `SELECT status, user_id, amount, virtual_account, created_by, note FROM deposits WHERE id = $1 FOR UPDATE`,
      [id],
    )) as { status: DepositStatus; user_id: number | null; amount: number; virtual_account: string; created_by: number | null; note: string | null }[];
    const deposit = rows[0];
    if (!deposit) throw AppError.notFound();
    if (deposit.status !== 'pending') throw depositNotPending();
    return deposit;
  }

  private async audit(manager: EntityManager, actorId: number, action: string, depositId: number, data: Record<string, unknown>): Promise<void> {
    await recordAudit(manager, { actorId, action, targetType: 'deposit', targetId: depositId, data });
  }

  private async requireRow(id: number): Promise<ConsoleDepositRow> {
    const row = await this.findRow(id);
    if (!row) throw AppError.notFound();
    return row;
  }

  async findRow(id: number): Promise<ConsoleDepositRow | null> {
    return findDeposit(this.dataSource.manager, id);
  }

  private async findByNotification(notificationId: string): Promise<NotificationAnswer | null> {
    const rows: { id: number; status: DepositStatus; amount: number }[] = await this.dataSource.query(
      `SELECT id, status, amount FROM deposits WHERE notification_id = $1`,
      [notificationId],
    );
    const row = rows[0];
    return row ? { notification_id: notificationId, deposit_id: row.id, status: row.status, amount: row.amount } : null;
  }

  /**
   * The virtual account a transfer was sent to. A full member who has not opened the account page
   * yet has no row, but their number is known (it comes from the member serial): it is made now.
   */
  private async notificationAccount(accountNumber: string): Promise<VirtualAccount | null> {
    const account = await this.virtualAccounts.findByNumber(accountNumber);
    if (account || !isValidVirtualAccountNumber(accountNumber)) return account;
    const serial = `M${accountNumber.slice(VIRTUAL_ACCOUNT_PREFIX.length, -1)}`;
    const users: { id: number }[] = await this.dataSource.query(`SELECT id FROM users WHERE member_serial = $1`, [serial]);
    const member = users[0] ? await this.userStatus.load(users[0].id) : undefined;
    if (!member?.isMemberFull) return null;
    return this.virtualAccounts.ensure(member.id, member.memberSerial);
  }

  private async resolveTarget(input: DepositFormInput): Promise<{ userId: number; virtualAccount: string; bankCode: string }> {
    if (input.virtual_account !== undefined) {
      const account = await this.virtualAccounts.findByNumber(input.virtual_account);
      if (!account) throw virtualAccountUnknown();
      return { userId: account.userId, virtualAccount: account.accountNumber, bankCode: account.bankCode };
    }
    const users: { id: number }[] = await this.dataSource.query(`SELECT id FROM users WHERE upper(member_serial) = upper($1)`, [
      input.member_serial ?? '',
    ]);
    if (!users[0]) throw memberSerialUnknown();
    const member = await this.userStatus.load(users[0].id);
    if (!member) throw memberSerialUnknown();
    if (!member.isMemberFull) throw depositMemberNotFull();
    const account = await this.virtualAccounts.ensure(member.id, member.memberSerial);
    return { userId: member.id, virtualAccount: account.accountNumber, bankCode: account.bankCode };
  }

  /**
   * Records the deposit and, when it belongs to a member, credits their cash. A notification id
   * already recorded (a concurrent repeat) records nothing: answers null.
   */
  private async insert(manager: EntityManager, deposit: NewDeposit): Promise<number | null> {
    const status: DepositStatus = deposit.userId === null ? 'unmatched' : deposit.pending ? 'pending' : 'credited';
    const rows: { id: number }[] = await manager.query(
      `INSERT INTO deposits
         (source, notification_id, virtual_account, user_id, amount, transferred_at, status, note, payload, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       ON CONFLICT (notification_id) DO NOTHING
       RETURNING id`,
      [
        deposit.source,
        deposit.notificationId,
        deposit.virtualAccount,
        deposit.userId,
        deposit.amount,
        deposit.transferredAt,
        status,
        deposit.note,
        deposit.payload === null ? null : JSON.stringify(deposit.payload),
        deposit.createdBy,
      ],
    );
    const id = rows[0]?.id;
    if (id === undefined) return null;
    if (status === 'credited' && deposit.userId !== null) await this.credit(manager, id, { ...deposit, userId: deposit.userId });
    return id;
  }

  /** Credits the member's cash with the deposit (bank → user cash) and tells them. */
  private async credit(
    manager: EntityManager,
    id: number,
    deposit: Pick<NewDeposit, 'source' | 'amount' | 'virtualAccount' | 'virtualBankCode'> & { userId: number; recordedAt?: Date | null },
  ): Promise<void> {
    await this.ledger.transfer(manager, {
      from: PLATFORM.bank,
      to: userCash(deposit.userId),
      amount: deposit.amount,
      kind: 'deposit',
      at: deposit.recordedAt ?? undefined,
      reference: `deposit:${id}`,
      bankCode: deposit.virtualBankCode ?? undefined,
      bankAccount: deposit.virtualAccount,
      description: deposit.source === 'console' ? ACCOUNT_API_TEXTS.manualDeposit : depositDescription(deposit.virtualAccount),
    });
    await this.notifications.notify(deposit.userId, depositReceivedNotice(deposit.amount, deposit.virtualAccount), manager);
  }
}
