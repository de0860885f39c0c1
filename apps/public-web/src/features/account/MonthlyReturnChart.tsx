import { useTheme } from '@mui/material/styles';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { RETURN_TEXTS, ntdText } from '@lendbridge/domain';
import type { MonthlyReturn } from '@lendbridge/domain';

const CHART_HEIGHT = 240;

/** The last twelve months' principal and income received, stacked (recharts). */
export function MonthlyReturnChart({ months }: { months: readonly MonthlyReturn[] }) {
  const theme = useTheme();
  return (
    <figure aria-label={RETURN_TEXTS.chart} style={{ margin: 0 }}>
      <ResponsiveContainer width="100%" height={CHART_HEIGHT} minWidth={0}>
        <BarChart data={[...months]}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="month" />
          <YAxis />
          <Tooltip formatter={(value) => ntdText(Number(value))} />
          <Legend />
          <Bar dataKey="principal" name={RETURN_TEXTS.principal} stackId="received" fill={theme.palette.primary.main} isAnimationActive={false} />
          <Bar dataKey="income" name={RETURN_TEXTS.income} stackId="received" fill={theme.palette.success.main} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </figure>
  );
}
