import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import {
  ACCOUNT_PAGE_SIZE,
  ACCOUNT_API_TEXTS,
  taipeiMonthRangeAt,
  taipeiToday,
  withdrawalDescription,
  withdrawalFee,
  withdrawalFeeDescription,
  withdrawalRejectedContent,
} from '@lendbridge/domain';
import type { InstantRange, WithdrawalFee } from '@lendbridge/domain';
import { withdrawalPaidNotice } from '@lendbridge/domain';
import { AppError } from '../../common/app-error.js';
import { verifySecret } from '../auth/passwords.js';
import { InboxService } from '../inbox/inbox.service.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import { insufficientBalance } from '../ledger/ledger.errors.js';
import { recordAudit } from '../audit/audit.js';
import { LedgerService } from '../ledger/ledger.service.js';
import { PLATFORM, userCash, userLocked } from '../ledger/ledger-accounts.js';
import { BusinessClock } from '../repayment/business-clock.js';
import { RepaymentsService } from '../repayment/repayments.service.js';
import { assertIdentityVerified } from '../members/member-review.js';
import { MembersService } from '../members/members.service.js';
import { maskAccount } from '../members/members.presenter.js';
import { User } from '../users/user.entity.js';
import { bankChangedToday, bankNotBound, bankNotVerified, nothingToWithdraw, withdrawTooSmall, withdrawalNotPending, wrongPassword } from './account.errors.js';
import { WITHDRAWAL_SELECT } from './account.presenter.js';
import type { WithdrawalDbRow } from './account.presenter.js';
import { Withdrawal } from './withdrawal.entity.js';
import { bankChangedSince } from './withdrawals.queries.js';
import { TwoFactorService } from '../two-factor/two-factor.service.js';

export interface WithdrawalPage {
  rows: WithdrawalDbRow[];
  total: number;
}

export interface FeePreview extends WithdrawalFee {
  bank_code: string;
  /** Withdrawals of this calendar month so far (not refused). */
  withdrawals_this_month: number;
}

/**
 * Withdrawals: a request sets the amount after fee aside in the member's locked account and
 * books the fee as platform income, in one transaction that first locks the member's cash row
 * (so concurrent requests are decided one after another and the month's count for the fee is
 * exact). A payout sends the locked money to the bank; a refusal gives money and fee back.
 */
@Injectable()
export class WithdrawalsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly ledger: LedgerService,
    private readonly members: MembersService,
    private readonly inbox: InboxService,
    private readonly notifications: NotificationsService,
    private readonly repayments: RepaymentsService,
    private readonly clock: BusinessClock,
    private readonly twoFactor: TwoFactorService,
  ) {}

  /**
   * What the member's cash must keep for their installments due within the look-ahead of the
   * business date of the business instant `at` (overdue ones included).
   */
  async reservedForRepayments(userId: number, at: Date): Promise<number> {
    const figures = await this.repayments.accountFigures(userId, taipeiToday(at));
    return figures.pre_repay_amount + figures.pre_fee_amount;
  }

  /** The login password confirms a withdrawal. */
  async checkPassword(userId: number, password: string): Promise<void> {
    const account = await this.dataSource
      .getRepository(User)
      .createQueryBuilder('user')
      .addSelect('user.passwordHash')
      .where('user.id = :id', { id: userId })
      .getOneOrFail();
    if (!(await verifySecret(account.passwordHash, password))) throw wrongPassword();
  }

  /**
   * Money a member can withdraw: the cash balance less what is reserved for installments due.
   */
  withdrawableOf(cash: number, reservedForRepayments = 0): number {
    return Math.max(0, cash - reservedForRepayments);
  }

  private async verifiedBank(userId: number) {
    const bank = await this.members.findCurrentBank(userId);
    if (!bank) throw bankNotBound();
    if (bank.status !== 'verified') throw bankNotVerified();
    await assertIdentityVerified(this.dataSource.manager, userId);
    return bank;
  }

  private async countThisMonth(manager: EntityManager, userId: number, month: InstantRange): Promise<number> {
    const rows: { count: number }[] = await manager.query(
      `SELECT count(*)::bigint AS count FROM withdrawals
        WHERE user_id = $1 AND status <> 'rejected' AND created_at >= $2 AND created_at < $3`,
      [userId, month.start, month.end],
    );
    return rows[0].count;
  }

  /** The fee the member's next withdrawal would pay, to their bound bank, in the business month of `at` (the business clock's instant by default). */
  async previewFee(userId: number, at?: Date): Promise<FeePreview> {
    const bank = await this.members.findCurrentBank(userId);
    if (!bank) throw bankNotBound();
    const month = taipeiMonthRangeAt(at ?? (await this.clock.instant()));
    const count = await this.countThisMonth(this.dataSource.manager, userId, month);
    return { ...withdrawalFee(bank.bankCode, count), bank_code: bank.bankCode, withdrawals_this_month: count };
  }

  /**
   * A withdrawal of `amount` (the whole withdrawable amount when left out) to the member's
   * verified bound bank account. The fee is taken from the amount. It is made at `at`, the
   * business clock's instant unless given (the demo's past steps give theirs): the withdrawal and
   * its transfers are dated on the business date. A member who turned two-factor sign-in on gives
   * a current code (`totpCode`); an account changed to this business day receives nothing yet.
   */
  async request(userId: number, amount: number | undefined, at?: Date, totpCode?: string): Promise<Withdrawal> {
    const now = at ?? (await this.clock.instant());
    const bank = await this.verifiedBank(userId);
    const reserved = await this.reservedForRepayments(userId, now);
    return this.dataSource.transaction(async (manager) => {
      await this.twoFactor.assertActionCode(manager, userId, totpCode);
      if (await bankChangedSince(manager, bank.id, taipeiToday(now))) throw bankChangedToday();
      const cash = await this.ledger.lockBalance(manager, userCash(userId));
      const withdrawable = this.withdrawableOf(cash, reserved);
      if (withdrawable <= 0) throw nothingToWithdraw();
      const requested = amount ?? withdrawable;
      if (requested > withdrawable) throw insufficientBalance();
      const fee = withdrawalFee(bank.bankCode, await this.countThisMonth(manager, userId, taipeiMonthRangeAt(now)));
      if (requested <= fee.fee) throw withdrawTooSmall(fee.fee);
      const inserted: { id: number; created_at: Date }[] = await manager.query(
        `INSERT INTO withdrawals (user_id, amount, fee, bank_code, branch_code, bank_account, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $7) RETURNING id, created_at`,
        [userId, requested, fee.fee, bank.bankCode, bank.branchCode, bank.account, now],
      );
      const withdrawal = manager.getRepository(Withdrawal).create({
        id: inserted[0].id,
        userId,
        amount: requested,
        fee: fee.fee,
        bankCode: bank.bankCode,
        branchCode: bank.branchCode,
        bankAccount: bank.account,
        status: 'pending',
        createdAt: inserted[0].created_at,
      });
      const masked = maskAccount(bank.account);
      await this.ledger.transfer(manager, {
        from: userCash(userId),
        to: userLocked(userId),
        amount: requested - fee.fee,
        kind: 'withdrawal_hold',
        at: now,
        reference: `withdrawal:${withdrawal.id}`,
        bankCode: bank.bankCode,
        bankAccount: masked,
        description: withdrawalDescription(bank.bankCode, masked),
      });
      if (fee.fee > 0) {
        await this.ledger.transfer(manager, {
          from: userCash(userId),
          to: PLATFORM.income,
          amount: fee.fee,
          kind: 'withdrawal_fee',
          at: now,
          reference: `withdrawal:${withdrawal.id}`,
          description: withdrawalFeeDescription(fee.ordinal),
        });
      }
      return withdrawal;
    });
  }

  /**
   * Pays out pending withdrawals together at `at` (the business clock's instant unless given): all
   * of them, or none when one is missing or not pending. The reason is kept in the audit trail of each.
   */
  async payout(actorId: number, ids: readonly number[], reason: string, at?: Date): Promise<WithdrawalDbRow[]> {
    const now = at ?? (await this.clock.instant());
    const unique = [...new Set(ids)].sort((a, b) => a - b);
    const paid = await this.dataSource.transaction(async (manager) => {
      const rows = await this.lockPending(manager, unique);
      for (const withdrawal of rows) {
        await this.ledger.transfer(manager, {
          from: userLocked(withdrawal.userId),
          to: PLATFORM.bank,
          amount: withdrawal.amount - withdrawal.fee,
          kind: 'withdrawal_payout',
          at: now,
          reference: `withdrawal:${withdrawal.id}`,
          bankCode: withdrawal.bankCode,
          bankAccount: maskAccount(withdrawal.bankAccount),
        });
        await manager.query(
          `UPDATE withdrawals SET status = 'paid', processed_at = $3, processed_by = $2, updated_at = $3 WHERE id = $1`,
          [withdrawal.id, actorId, now],
        );
        await recordAudit(manager, {
          actorId,
          action: 'withdrawal.paid',
          targetType: 'withdrawal',
          targetId: withdrawal.id,
          data: { amount: withdrawal.amount, fee: withdrawal.fee, user_id: withdrawal.userId, reason },
        });
        await this.notifications.notify(
          withdrawal.userId,
          withdrawalPaidNotice(withdrawal.amount, withdrawal.fee, withdrawal.bankCode, maskAccount(withdrawal.bankAccount)),
          manager,
        );
      }
      return rows.map((row) => row.id);
    });
    return this.findRows(paid);
  }

  /** Refuses a pending withdrawal: the amount after fee and the fee go back to the member's cash. */
  async reject(actorId: number, id: number, reason: string): Promise<WithdrawalDbRow> {
    await this.dataSource.transaction(async (manager) => {
      const [withdrawal] = await this.lockPending(manager, [id]);
      await this.ledger.transfer(manager, {
        from: userLocked(withdrawal.userId),
        to: userCash(withdrawal.userId),
        amount: withdrawal.amount - withdrawal.fee,
        kind: 'withdrawal_release',
        reference: `withdrawal:${withdrawal.id}`,
        description: reason,
      });
      if (withdrawal.fee > 0) {
        await this.ledger.transfer(manager, {
          from: PLATFORM.income,
          to: userCash(withdrawal.userId),
          amount: withdrawal.fee,
          kind: 'withdrawal_fee_refund',
          reference: `withdrawal:${withdrawal.id}`,
        });
      }
      await manager.query(
        `UPDATE withdrawals SET status = 'rejected', reject_reason = $3, processed_at = now(), processed_by = $2, updated_at = now()
          WHERE id = $1`,
        [withdrawal.id, actorId, reason],
      );
      await recordAudit(manager, {
        actorId,
        action: 'withdrawal.rejected',
        targetType: 'withdrawal',
        targetId: withdrawal.id,
        data: { amount: withdrawal.amount, fee: withdrawal.fee, user_id: withdrawal.userId, reason },
      });
      await this.inbox.send(
        {
          userId: withdrawal.userId,
          subject: ACCOUNT_API_TEXTS.withdrawalRejectedSubject,
          content: withdrawalRejectedContent(withdrawal.amount, reason),
        },
        manager,
      );
    });
    const row = await this.findRow(id);
    if (!row) throw AppError.notFound();
    return row;
  }

  /** Locks the withdrawals in id order; 404 when one does not exist, 409 when one is no longer pending. */
  private async lockPending(manager: EntityManager, ids: readonly number[]): Promise<Withdrawal[]> {
    const rows = await manager
      .getRepository(Withdrawal)
      .createQueryBuilder('w')
      .where('w.id IN (:...ids)', { ids })
      .orderBy('w.id', 'ASC')
      .setLock('pessimistic_write')
      .getMany();
    if (rows.length !== ids.length) throw AppError.notFound();
    if (rows.some((row) => row.status !== 'pending')) throw withdrawalNotPending();
    return rows;
  }

  /** The member's withdrawals requested within the range, newest first, one page. */
  async listOwn(userId: number, range: InstantRange, page: number): Promise<WithdrawalPage> {
    const counted: { total: number }[] = await this.dataSource.query(
      `SELECT count(*)::bigint AS total FROM withdrawals WHERE user_id = $1 AND created_at >= $2 AND created_at < $3`,
      [userId, range.start, range.end],
    );
    const rows: WithdrawalDbRow[] = await this.dataSource.query(
      `${WITHDRAWAL_SELECT}
        WHERE w.user_id = $1 AND w.created_at >= $2 AND w.created_at < $3
        ORDER BY w.id DESC LIMIT $4 OFFSET $5`,
      [userId, range.start, range.end, ACCOUNT_PAGE_SIZE, (page - 1) * ACCOUNT_PAGE_SIZE],
    );
    return { total: counted[0].total, rows };
  }

  async findRow(id: number): Promise<WithdrawalDbRow | null> {
    const rows: WithdrawalDbRow[] = await this.dataSource.query(`${WITHDRAWAL_SELECT} WHERE w.id = $1`, [id]);
    return rows[0] ?? null;
  }

  async findRows(ids: readonly number[]): Promise<WithdrawalDbRow[]> {
    return this.dataSource.query(`${WITHDRAWAL_SELECT} WHERE w.id = ANY($1::bigint[]) ORDER BY w.id`, [ids]);
  }
}
