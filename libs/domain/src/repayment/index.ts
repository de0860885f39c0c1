export { DAYS_PER_YEAR, INTEREST_ROUNDING, interestForDays, lenderFeeOf } from './interest.js';
export {
  REPAYMENT_PERIODS,
  equalInstallmentAmount,
  equalInstallmentSchedule,
  equalPrincipalSchedule,
  scheduleOf,
  type RepaymentPeriod,
  type RepaymentRow,
} from './schedule.js';
export { splitSchedule } from './split.js';
