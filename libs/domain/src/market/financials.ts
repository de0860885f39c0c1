import { FINANCIAL_STATEMENT_UNIT } from './constants.js';

/** An SME's statements shown on its loan: the balance sheet and the income statement, per year. */
export const FINANCIAL_STATEMENTS = ['balance_sheet', 'income_statement'] as const;
export type FinancialStatementKind = (typeof FINANCIAL_STATEMENTS)[number];

export const FINANCIAL_STATEMENT_ITEMS = {
  balance_sheet: ['current_assets', 'non_current_assets', 'current_liabilities', 'non_current_liabilities', 'equity'],
  income_statement: ['revenue', 'gross_profit', 'operating_income', 'net_income'],
} as const satisfies Record<FinancialStatementKind, readonly string[]>;

export type FinancialStatementItem = (typeof FINANCIAL_STATEMENT_ITEMS)[FinancialStatementKind][number];

export const FINANCIAL_ITEM_LABELS: Readonly<Record<FinancialStatementItem, string>> = {
  current_assets: '流動資產',
  non_current_assets: '非流動資產',
  current_liabilities: '流動負債',
  non_current_liabilities: '非流動負債',
  equity: '權益',
  revenue: '營業收入',
  gross_profit: '營業毛利',
  operating_income: '營業利益',
  net_income: '本期淨利',
};

/** One year of one statement; amounts in thousands of NT$ as filed. */
export interface FinancialStatement {
  year: number;
  items: Partial<Record<FinancialStatementItem, number>>;
}

export type LoanFinancials = Record<FinancialStatementKind, FinancialStatement[]>;

/** A statement amount in whole NT$ (statements are in thousands). */
export const statementAmount = (thousands: number): number => thousands * FINANCIAL_STATEMENT_UNIT;

export const hasFinancials = (financials: LoanFinancials | null | undefined): boolean =>
  financials !== null && financials !== undefined && FINANCIAL_STATEMENTS.some((kind) => financials[kind].length > 0);
