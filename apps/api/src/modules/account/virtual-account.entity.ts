import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** A full member's virtual collection-and-payment account (代收代付帳戶): number and bank. */
@Entity({ name: 'virtual_accounts' })
export class VirtualAccount {
  @PrimaryColumn({ name: 'user_id', type: 'bigint' })
  userId: number;

  @Column({ name: 'account_number', type: 'varchar', length: 14 })
  accountNumber: string;

  @Column({ name: 'bank_code', type: 'varchar', length: 3 })
  bankCode: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
