/** One month of what the lender's investments brought and cost, whole NT$ (the chart's bars). */
export interface MonthlyReturn {
  /** 'YYYY-MM'. */
  month: string;
  /** Principal repaid to the lender. */
  principal: number;
  /** Interest, penalties and protection payouts received. */
  income: number;
  /** Lender fees paid. */
  fees: number;
}

/**
 * GET /api/account/returns: the lender's net annualised return (XIRR over the real cash flows: the
 * money disbursed from their orders, every repayment, penalty and protection payout received, every
 * lender fee paid, and the principal still owed to them valued at the business date), the totals
 * behind it and the last twelve months.
 */
export interface PortfolioReturnAnswer {
  /** Percent with 2 decimals, null while there is no rate to show (nothing invested, nothing back yet). */
  xirr: string | null;
  invested: number;
  received: number;
  fees: number;
  /** Principal still owed to the lender on their active investments. */
  outstanding: number;
  business_date: string;
  monthly: MonthlyReturn[];
}
