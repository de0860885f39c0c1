import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { FINANCIAL_ITEM_LABELS, FINANCIAL_STATEMENTS, FINANCIAL_STATEMENT_ITEMS, MARKET_TEXTS, statementAmount } from '@lendbridge/domain';
import type { FinancialStatementKind, LoanFinancials } from '@lendbridge/domain';
import { formatMoney } from './format';

const T = MARKET_TEXTS;
const CHART_HEIGHT = 280;
const BAR_COLORS = ['#1565c0', '#2e7d32', '#ef6c00', '#6a1b9a', '#c62828'];
const COMPACT = new Intl.NumberFormat('zh-TW', { notation: 'compact' });

const TITLES: Readonly<Record<FinancialStatementKind, string>> = {
  balance_sheet: T.balanceSheet,
  income_statement: T.incomeStatement,
};

/** One row per year with every item in whole NT$ (statements are filed in thousands). */
export const chartRows = (financials: LoanFinancials, kind: FinancialStatementKind): Record<string, number>[] =>
  financials[kind].map((statement) => ({
    year: statement.year,
    ...Object.fromEntries(
      Object.entries(statement.items).map(([item, thousands]) => [item, statementAmount(thousands ?? 0)]),
    ),
  }));

/** The SME balance sheet and income statement as bar charts per year, amounts ×1000. */
export function FinancialCharts({ financials }: { financials: LoanFinancials }) {
  return (
    <Box>
      {FINANCIAL_STATEMENTS.filter((kind) => financials[kind].length > 0).map((kind) => {
        const rows = chartRows(financials, kind);
        const items = FINANCIAL_STATEMENT_ITEMS[kind].filter((item) => rows.some((row) => row[item] !== undefined));
        return (
          <Box key={kind} sx={{ mb: 3 }} aria-label={TITLES[kind]}>
            <Typography variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
              {TITLES[kind]}
            </Typography>
            <ResponsiveContainer width="100%" height={CHART_HEIGHT} minWidth={0}>
              <BarChart data={rows}>
                <CartesianGrid strokeDasharray="3 3" />
                <XAxis dataKey="year" />
                <YAxis tickFormatter={(value: number) => COMPACT.format(value)} width={70} />
                <Tooltip formatter={(value) => formatMoney(Number(value))} />
                <Legend />
                {items.map((item, index) => (
                  <Bar key={item} dataKey={item} name={FINANCIAL_ITEM_LABELS[item]} fill={BAR_COLORS[index % BAR_COLORS.length]} />
                ))}
              </BarChart>
            </ResponsiveContainer>
          </Box>
        );
      })}
    </Box>
  );
}
