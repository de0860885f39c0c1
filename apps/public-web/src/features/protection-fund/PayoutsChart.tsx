import { useTheme } from '@mui/material/styles';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { PAGES_TEXTS, formatNtd } from '@lendbridge/domain';
import type { ProtectionFundMonth } from '@lendbridge/domain';

const CHART_HEIGHT = 240;

/** The payouts by month, oldest on the left (recharts, loaded only with this page's chart). */
export function PayoutsChart({ months }: { months: readonly ProtectionFundMonth[] }) {
  const theme = useTheme();
  return (
    <figure aria-label={PAGES_TEXTS.fundPayoutsByMonth} style={{ margin: 0 }}>
      <ResponsiveContainer width="100%" height={CHART_HEIGHT} minWidth={0}>
        <BarChart data={[...months].reverse()}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="month" />
          <YAxis />
          <Tooltip formatter={(value) => formatNtd(Number(value))} />
          <Bar dataKey="amount" name={PAGES_TEXTS.fundMonthAmount} fill={theme.palette.primary.main} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </figure>
  );
}
