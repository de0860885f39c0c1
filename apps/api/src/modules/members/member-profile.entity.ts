import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { Address, MemberReviewState } from '@lendbridge/domain';

export type IdentityStatus = MemberReviewState;

@Entity({ name: 'member_profiles' })
export class MemberProfile {
  @PrimaryColumn({ name: 'user_id', type: 'bigint' })
  userId: number;

  @Column({ type: 'varchar', length: 10 })
  firstname: string;

  @Column({ type: 'varchar', length: 10 })
  lastname: string;

  @Column({ type: 'date' })
  birthday: string;

  @Column({ type: 'varchar', length: 16 })
  gender: string;

  @Column({ name: 'education_level', type: 'varchar', length: 32 })
  educationLevel: string;

  @Column({ name: 'safe_question_type', type: 'varchar', length: 32 })
  safeQuestionType: string;

  @Column({ name: 'safe_question_other', type: 'varchar', length: 30, nullable: true })
  safeQuestionOther: string | null;

  @Column({ name: 'safe_question_answer_hash', type: 'text', select: false })
  safeQuestionAnswerHash: string;

  @Column({ name: 'company_name', type: 'varchar', length: 30, nullable: true })
  companyName: string | null;

  @Column({ name: 'tax_id', type: 'varchar', length: 10, nullable: true })
  taxId: string | null;

  @Column({ name: 'contact_name', type: 'varchar', length: 30, nullable: true })
  contactName: string | null;

  @Column({ name: 'resident_id', type: 'varchar', length: 10, nullable: true })
  residentId: string | null;

  @Column({ name: 'marriage_status', type: 'varchar', length: 32, nullable: true })
  marriageStatus: string | null;

  @Column({ name: 'children_count', type: 'varchar', length: 8, nullable: true })
  childrenCount: string | null;

  @Column({ name: 'house_type', type: 'varchar', length: 32, nullable: true })
  houseType: string | null;

  @Column({ name: 'registered_address', type: 'jsonb', nullable: true })
  registeredAddress: Address | null;

  @Column({ name: 'current_address', type: 'jsonb', nullable: true })
  currentAddress: Address | null;

  @Column({ name: 'phone_code', type: 'varchar', length: 4, nullable: true })
  phoneCode: string | null;

  @Column({ name: 'phone_number', type: 'varchar', length: 8, nullable: true })
  phoneNumber: string | null;

  @Column({ name: 'contact_line', type: 'varchar', length: 50, nullable: true })
  contactLine: string | null;

  @Column({ name: 'contact_skype', type: 'varchar', length: 50, nullable: true })
  contactSkype: string | null;

  @Column({ name: 'registered_at', type: 'timestamptz', nullable: true })
  registeredAt: Date | null;

  @Column({ name: 'identity_status', type: 'varchar', length: 16, default: 'none' })
  identityStatus: IdentityStatus;

  @Column({ name: 'identity_reviewed_at', type: 'timestamptz', nullable: true })
  identityReviewedAt: Date | null;

  @Column({ name: 'identity_reviewed_by', type: 'bigint', nullable: true })
  identityReviewedBy: number | null;

  @Column({ name: 'identity_review_note', type: 'varchar', length: 200, nullable: true })
  identityReviewNote: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
