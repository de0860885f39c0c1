import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { DepositSource, DepositStatus } from '@lendbridge/domain';

/**
 * Money that arrived at the platform's collection account: from a bank notification (once per
 * notification id) or recorded by hand in the console. A deposit to an unknown virtual account is
 * kept as unmatched and credits nobody.
 */
@Entity({ name: 'deposits' })
export class Deposit {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: number;

  @Column({ type: 'varchar', length: 10 })
  source: DepositSource;

  @Column({ name: 'notification_id', type: 'varchar', length: 64, nullable: true })
  notificationId: string | null;

  @Column({ name: 'virtual_account', type: 'varchar', length: 32 })
  virtualAccount: string;

  @Column({ name: 'user_id', type: 'bigint', nullable: true })
  userId: number | null;

  @Column({ type: 'bigint' })
  amount: number;

  @Column({ name: 'transferred_at', type: 'timestamptz' })
  transferredAt: Date;

  @Column({ type: 'varchar', length: 12 })
  status: DepositStatus;

  @Column({ type: 'varchar', length: 200, nullable: true })
  note: string | null;

  @Column({ type: 'jsonb', nullable: true })
  payload: Record<string, unknown> | null;

  @Column({ name: 'created_by', type: 'bigint', nullable: true })
  createdBy: number | null;

  /** The second admin who approved or rejected a pending manual deposit. */
  @Column({ name: 'decided_by', type: 'bigint', nullable: true })
  decidedBy: number | null;

  @Column({ name: 'decided_at', type: 'timestamptz', nullable: true })
  decidedAt: Date | null;

  @Column({ name: 'decision_reason', type: 'varchar', length: 200, nullable: true })
  decisionReason: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
