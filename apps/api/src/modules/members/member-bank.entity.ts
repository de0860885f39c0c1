import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { ProofType } from '@lendbridge/domain';

export type BankStatus = 'pending' | 'verified' | 'rejected' | 'replaced';

@Entity({ name: 'member_banks' })
export class MemberBank {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: number;

  @Column({ name: 'user_id', type: 'bigint' })
  userId: number;

  @Column({ name: 'bank_code', type: 'varchar', length: 3 })
  bankCode: string;

  @Column({ name: 'branch_code', type: 'varchar', length: 4, nullable: true })
  branchCode: string | null;

  @Column({ type: 'varchar', length: 20 })
  account: string;

  @Column({ name: 'proof_type', type: 'varchar', length: 16 })
  proofType: ProofType;

  @Column({ name: 'proof_image_id', type: 'uuid' })
  proofImageId: string;

  @Column({ name: 'id_card_front_image_id', type: 'uuid' })
  idCardFrontImageId: string;

  @Column({ name: 'id_card_back_image_id', type: 'uuid' })
  idCardBackImageId: string;

  @Column({ type: 'varchar', length: 16, default: 'pending' })
  status: BankStatus;

  @Column({ name: 'reviewed_at', type: 'timestamptz', nullable: true })
  reviewedAt: Date | null;

  @Column({ name: 'reviewed_by', type: 'bigint', nullable: true })
  reviewedBy: number | null;

  @Column({ name: 'review_note', type: 'varchar', length: 200, nullable: true })
  reviewNote: string | null;

  /** The business date the member changed to this account (null for the first binding): no withdrawal to it that day. */
  @Column({ name: 'changed_on', type: 'date', nullable: true })
  changedOn: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

/** The account a member has bound now, in every state but replaced. */
export type CurrentMemberBank = MemberBank & { status: Exclude<BankStatus, 'replaced'> };
