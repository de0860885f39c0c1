import { useTheme } from '@mui/material/styles';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { ROBO_API_TEXTS, ROBO_PAGE_TEXTS, formatNtd } from '@lendbridge/domain';
import type { RoboSubjectSum } from './robo.api';

const CHART_HEIGHT = 240;

/** The sums per robo subject as bars (recharts, loaded with the chart). */
export function RoboGroupChart({ groups }: { groups: readonly RoboSubjectSum[] }) {
  const theme = useTheme();
  return (
    <figure aria-label={ROBO_PAGE_TEXTS.groupChart} style={{ margin: 0 }}>
      <ResponsiveContainer width="100%" height={CHART_HEIGHT} minWidth={0}>
        <BarChart data={[...groups]}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="chinese_name" />
          <YAxis />
          <Tooltip formatter={(value) => formatNtd(Number(value))} />
          <Bar dataKey="amount" name={ROBO_API_TEXTS.amount} fill={theme.palette.primary.main} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </figure>
  );
}
