import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { LoanAppType, LoanApplicationStatus } from '@lendbridge/domain';

/** The application and profile blocks as the forms send them (validated by the domain schemas). */
export type FormBlock = Record<string, unknown>;

@Entity({ name: 'loan_applications' })
export class LoanApplication {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: number;

  @Column({ type: 'varchar', length: 20, insert: false, update: false })
  serial: string;

  @Column({ name: 'user_id', type: 'bigint' })
  userId: number;

  @Column({ name: 'app_type', type: 'varchar', length: 20 })
  appType: LoanAppType;

  @Column({ type: 'varchar', length: 16, default: 'prepare' })
  status: LoanApplicationStatus;

  @Column({ type: 'jsonb', default: () => `'{}'` })
  application: FormBlock;

  @Column({ type: 'jsonb', default: () => `'{}'` })
  profile: FormBlock;

  @Column({ name: 'corporate_profile', type: 'jsonb', default: () => `'{}'` })
  corporateProfile: FormBlock;

  @Column({ type: 'jsonb', default: () => `'[]'` })
  collaterals: FormBlock[];

  @Column({ type: 'jsonb', default: () => `'{}'` })
  attachments: Record<string, string[]>;

  @Column({ type: 'smallint', default: 1 })
  step: number;

  @Column({ type: 'text', array: true, default: () => `'{}'` })
  tags: string[];

  @Column({ name: 'sales_id', type: 'bigint', nullable: true })
  salesId: number | null;

  @Column({ type: 'integer', default: 1 })
  version: number;

  @Column({ name: 'submitted_at', type: 'timestamptz', nullable: true })
  submittedAt: Date | null;

  @Column({ name: 'decided_at', type: 'timestamptz', nullable: true })
  decidedAt: Date | null;

  @Column({ name: 'decided_by', type: 'bigint', nullable: true })
  decidedBy: number | null;

  @Column({ name: 'decision_reason', type: 'varchar', length: 500, nullable: true })
  decisionReason: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
