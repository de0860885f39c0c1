import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'risk_questionnaires' })
export class RiskQuestionnaire {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: number;

  @Column({ name: 'user_id', type: 'bigint' })
  userId: number;

  @Column({ name: 'annual_household_income', type: 'varchar', length: 32 })
  annualHouseholdIncome: string;

  @Column({ name: 'total_investment_amount', type: 'varchar', length: 32 })
  totalInvestmentAmount: string;

  @Column({ name: 'risk_appetite', type: 'varchar', length: 32 })
  riskAppetite: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
