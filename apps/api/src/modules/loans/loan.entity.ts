import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { LoanAppType, LoanStatus, PrincipalRepaymentType } from '@lendbridge/domain';

export type MarketSource = 'complex' | 'npr' | 'pgr';

/**
 * A loan made from an approved application (rates are NUMERIC, read as exact decimal strings):
 * confirmed by the borrower, then listed for lenders.
 */
@Entity({ name: 'loans' })
export class Loan {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: number;

  @Column({ type: 'varchar', length: 20 })
  serial: string;

  @Column({ name: 'application_id', type: 'bigint' })
  applicationId: number;

  @Column({ name: 'borrower_id', type: 'bigint' })
  borrowerId: number;

  @Column({ name: 'app_type', type: 'varchar', length: 20 })
  appType: LoanAppType;

  @Column({ type: 'varchar', length: 20, default: 'rate_confirming' })
  status: LoanStatus;

  @Column({ name: 'market_status', type: 'varchar', length: 30, nullable: true })
  marketStatus: string | null;

  @Column({ type: 'varchar', length: 10, default: 'complex' })
  source: MarketSource;

  @Column({ type: 'varchar', length: 8 })
  grade: string;

  @Column({ type: 'bigint' })
  amount: number;

  @Column({ type: 'smallint' })
  period: number;

  @Column({ name: 'principal_repayment_type', type: 'varchar', length: 20 })
  principalRepaymentType: PrincipalRepaymentType;

  @Column({ name: 'add_rate', type: 'numeric', precision: 5, scale: 2 })
  addRate: string;

  @Column({ type: 'numeric', precision: 5, scale: 2 })
  apr: string;

  @Column({ name: 'original_apr', type: 'numeric', precision: 5, scale: 2, nullable: true })
  originalApr: string | null;

  @Column({ name: 'borrower_fee', type: 'bigint' })
  borrowerFee: number;

  @Column({ name: 'funding_deadline', type: 'timestamptz', nullable: true })
  fundingDeadline: Date | null;

  @Column({ name: 'rate_confirmed_at', type: 'timestamptz', nullable: true })
  rateConfirmedAt: Date | null;

  /** Whole NT$ invested so far; at most the amount. */
  @Column({ name: 'invested_amount', type: 'bigint', default: 0 })
  investedAmount: number;

  /** Protection ratio (percent) of a pgr loan; 0 means no protection. */
  @Column({ type: 'numeric', precision: 5, scale: 2, default: 0 })
  pgr: string;

  /** Percent of each repayment kept as the lender fee. */
  @Column({ name: 'lender_fee', type: 'numeric', precision: 5, scale: 2, default: 0 })
  lenderFee: string;

  /** The lender fee of an order reaching min_discount_order_amount. */
  @Column({ name: 'discount_lender_fee', type: 'numeric', precision: 5, scale: 2, nullable: true })
  discountLenderFee: string | null;

  @Column({ name: 'min_discount_order_amount', type: 'bigint', nullable: true })
  minDiscountOrderAmount: number | null;

  @Column({ name: 'funded_at', type: 'timestamptz', nullable: true })
  fundedAt: Date | null;

  @Column({ name: 'disbursed_at', type: 'timestamptz', nullable: true })
  disbursedAt: Date | null;

  @Column({ name: 'cancelled_at', type: 'timestamptz', nullable: true })
  cancelledAt: Date | null;

  @Column({ name: 'expired_at', type: 'timestamptz', nullable: true })
  expiredAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
