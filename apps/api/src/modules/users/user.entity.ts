import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { Intent, MemberType, Role } from '@lendbridge/domain';

@Entity({ name: 'users' })
export class User {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: number;

  @Column({ type: 'varchar', length: 255 })
  email: string;

  @Column({ name: 'email_normalized', type: 'varchar', length: 255 })
  emailNormalized: string;

  @Column({ name: 'password_hash', type: 'text', select: false })
  passwordHash: string;

  @Column({ type: 'varchar', length: 10 })
  mobile: string;

  @Column({ name: 'member_type', type: 'varchar', length: 16 })
  memberType: MemberType;

  @Column({ type: 'varchar', length: 16 })
  intent: Intent;

  @Column({ type: 'text', array: true, default: () => `'{}'` })
  roles: Role[];

  @Column({ name: 'member_serial', type: 'varchar', length: 16 })
  memberSerial: string;

  /** The member whose referral link this account registered through, for good. */
  @Column({ name: 'referrer_id', type: 'bigint', nullable: true })
  referrerId: number | null;

  @Column({ name: 'email_verified_at', type: 'timestamptz', nullable: true })
  emailVerifiedAt: Date | null;

  @Column({ name: 'mobile_verified_at', type: 'timestamptz', nullable: true })
  mobileVerifiedAt: Date | null;

  @Column({ name: 'disabled_at', type: 'timestamptz', nullable: true })
  disabledAt: Date | null;

  @Column({ name: 'password_changed_at', type: 'timestamptz' })
  passwordChangedAt: Date;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
