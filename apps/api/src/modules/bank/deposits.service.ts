import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import {
  ACCOUNT_API_TEXTS,
  VIRTUAL_ACCOUNT_PREFIX,
  depositCreditedContent,
  depositDescription,
  isValidVirtualAccountNumber,
} from '@lendbridge/domain';
import type { BankNotificationInput, DepositFormInput } from '@lendbridge/domain';
import { AppError } from '../../common/app-error.js';
import type { VirtualAccount } from '../account/virtual-account.entity.js';
import { VirtualAccountsService } from '../account/virtual-accounts.service.js';
import { InboxService } from '../inbox/inbox.service.js';
import { LedgerService } from '../ledger/ledger.service.js';
import { PLATFORM, userCash } from '../ledger/ledger-accounts.js';
import { UserStatusService } from '../users/user-status.service.js';
import { depositMemberNotFull, memberSerialUnknown, virtualAccountUnknown } from './bank.errors.js';
import type { DepositSource, DepositStatus } from './deposit.entity.js';

/** A deposit with the member's serial and the e-mail of the admin who recorded it by hand. */
export interface DepositRow {
  id: number;
  source: DepositSource;
  notification_id: string | null;
  virtual_account: string;
  user_id: number | null;
  member_serial: string | null;
  amount: number;
  transferred_at: Date;
  status: DepositStatus;
  note: string | null;
  created_by: number | null;
  created_by_email: string | null;
  created_at: Date;
}

export const DEPOSIT_SELECT = `
  SELECT d.id, d.source, d.notification_id, d.virtual_account, d.user_id, u.member_serial, d.amount,
         d.transferred_at, d.status, d.note, d.created_by, c.email AS created_by_email, d.created_at
    FROM deposits d
    LEFT JOIN users u ON u.id = d.user_id
    LEFT JOIN users c ON c.id = d.created_by`;

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
  /** When the platform credits it: the admin's instant for a deposit recorded by hand; the database's clock for a bank notification. */
  recordedAt: Date | null;
  note: string | null;
  payload: Record<string, unknown> | null;
  createdBy: number | null;
}

/**
 * Deposits: each credits the member's cash from the bank account of the ledger (bank → user
 * cash) in the transaction that records it. A bank notification counts once per notification_id;
 * one for an unknown virtual account is kept as unmatched and credits nobody.
 */
@Injectable()
export class DepositsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly ledger: LedgerService,
    private readonly virtualAccounts: VirtualAccountsService,
    private readonly userStatus: UserStatusService,
    private readonly inbox: InboxService,
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

  /** A deposit recorded by an admin for a full member (by serial) or a virtual account, arrived at `now`. */
  async recordManual(actorId: number, input: DepositFormInput, now: Date = new Date()): Promise<DepositRow> {
    const target = await this.resolveTarget(input);
    const id = await this.dataSource.transaction((manager) =>
      this.insert(manager, {
        source: 'console',
        notificationId: null,
        virtualAccount: target.virtualAccount,
        virtualBankCode: target.bankCode,
        userId: target.userId,
        amount: input.amount,
        transferredAt: now,
        recordedAt: now,
        note: input.note ?? null,
        payload: null,
        createdBy: actorId,
      }),
    );
    const row = id === null ? null : await this.findRow(id);
    if (!row) throw AppError.notFound();
    return row;
  }

  async findRow(id: number): Promise<DepositRow | null> {
    const rows: DepositRow[] = await this.dataSource.query(`${DEPOSIT_SELECT} WHERE d.id = $1`, [id]);
    return rows[0] ?? null;
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
    const status: DepositStatus = deposit.userId === null ? 'unmatched' : 'credited';
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
    if (deposit.userId !== null) {
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
      await this.inbox.send(
        {
          userId: deposit.userId,
          subject: ACCOUNT_API_TEXTS.depositCreditedSubject,
          content: depositCreditedContent(deposit.amount, deposit.virtualAccount),
        },
        manager,
      );
    }
    return id;
  }
}
