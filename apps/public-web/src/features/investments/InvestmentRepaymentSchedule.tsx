import type { InvestmentDetail } from '@lendbridge/domain';

export interface InvestmentRepaymentScheduleProps {
  investment: InvestmentDetail;
}

/** The investment's repayment schedule, the last section of the investment page. */
export function InvestmentRepaymentSchedule(_props: InvestmentRepaymentScheduleProps) {
  return null;
}
