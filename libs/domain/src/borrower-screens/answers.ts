/** One loan's repayment progress: principal and interest paid of its whole schedule, whole NT$. */
export interface RepaymentProgressItem {
  loan_app_serial: string;
  paid_amount: number;
  total_amount: number;
}

/**
 * GET /api/borrower/overview without its items (the borrower's loans as GET /api/borrower/loans
 * lists them, typed where they are shown).
 */
export interface BorrowerOverviewSums {
  /** The business date's month: 'YYYY/MM'. */
  currentMonth: string;
  /** What is still owed on the rows due by the end of that month, late rows of earlier months included (principal, interest, fees and penalties). */
  current_repayment: number;
  /** What is still owed on the rows due before the business date (逾期未繳金額). */
  overdue_amount: number;
  /** Calendar months from the next row still to come to the last open row, both counted. */
  diff_month: number;
  /** Whole years of diff_month. */
  diff_year: number;
  /** Principal and interest still unpaid, over every loan. */
  remain_amount: number;
  /** Principal and interest of every schedule. */
  total_amount: number;
  /** Each repaying loan's progress, in the order of the items. */
  progress: RepaymentProgressItem[];
}
