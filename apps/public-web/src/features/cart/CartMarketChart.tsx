import { useTheme } from '@mui/material/styles';
import { Cell, Legend, Pie, PieChart, Tooltip } from 'recharts';
import { CART_TEXTS, cartMoney } from '@lendbridge/domain';
import type { MarketShare } from './marketShares';

const CHART_WIDTH = 280;
const CHART_HEIGHT = 220;
const OUTER_RADIUS = 70;

/** A pie of the amounts by cart market (recharts). */
export function CartMarketChart({ shares }: { shares: readonly MarketShare[] }) {
  const theme = useTheme();
  const colors = [
    theme.palette.primary.main,
    theme.palette.secondary.main,
    theme.palette.success.main,
    theme.palette.warning.main,
    theme.palette.info.main,
  ];
  return (
    <figure aria-label={CART_TEXTS.marketChart} style={{ margin: 0 }}>
      <PieChart width={CHART_WIDTH} height={CHART_HEIGHT}>
        <Pie data={[...shares]} dataKey="amount" nameKey="label" outerRadius={OUTER_RADIUS} isAnimationActive={false}>
          {shares.map((share, index) => (
            <Cell key={share.market} fill={colors[index % colors.length]} />
          ))}
        </Pie>
        <Tooltip formatter={(value) => cartMoney(Number(value))} />
        <Legend />
      </PieChart>
    </figure>
  );
}
