import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { CreditTryAnswers, QuestionnaireLevel } from '@lendbridge/domain';

/** One signed-in member's credit-try answers with the level and line computed when they were sent. */
@Entity({ name: 'credit_try_results' })
export class CreditTryResult {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: number;

  @Column({ name: 'user_id', type: 'bigint' })
  userId: number;

  @Column({ type: 'jsonb' })
  answers: CreditTryAnswers;

  @Column({ type: 'varchar', length: 1 })
  level: QuestionnaireLevel;

  /** Whole NT$. */
  @Column({ type: 'bigint' })
  line: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
