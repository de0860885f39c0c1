import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { AccountWithdrawalStatus } from '@lendbridge/domain';

/**
 * A withdrawal request to the member's bound bank account (copied at the request). The fee is
 * taken from the amount: the bank transfer is amount − fee.
 */
@Entity({ name: 'withdrawals' })
export class Withdrawal {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: number;

  @Column({ name: 'user_id', type: 'bigint' })
  userId: number;

  @Column({ type: 'bigint' })
  amount: number;

  @Column({ type: 'bigint' })
  fee: number;

  @Column({ name: 'bank_code', type: 'varchar', length: 3 })
  bankCode: string;

  @Column({ name: 'branch_code', type: 'varchar', length: 4, nullable: true })
  branchCode: string | null;

  @Column({ name: 'bank_account', type: 'varchar', length: 20 })
  bankAccount: string;

  @Column({ type: 'varchar', length: 10, default: 'pending' })
  status: AccountWithdrawalStatus;

  @Column({ name: 'reject_reason', type: 'varchar', length: 200, nullable: true })
  rejectReason: string | null;

  @Column({ name: 'processed_at', type: 'timestamptz', nullable: true })
  processedAt: Date | null;

  @Column({ name: 'processed_by', type: 'bigint', nullable: true })
  processedBy: number | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
