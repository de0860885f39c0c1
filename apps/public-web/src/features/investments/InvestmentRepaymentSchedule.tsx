import type { InvestmentDetail } from '@lendbridge/domain';
import { RepaymentScheduleSection } from '../repayment/RepaymentScheduleSection';

export interface InvestmentRepaymentScheduleProps {
  investment: InvestmentDetail;
}

/**
 * The investment's repayment schedule, the last section of the investment page: its own rows
 * (fee_amount is the lender fee) once the loan is disbursed; nothing before that.
 */
export function InvestmentRepaymentSchedule({ investment }: InvestmentRepaymentScheduleProps) {
  if (investment.disbursed_at === null) return null;
  return <RepaymentScheduleSection source="investment" serial={investment.serial} />;
}
