import { Suspense, lazy } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { CART_TEXTS, cartAnalysis, cartMoney, cartPercent } from '@lendbridge/domain';
import type { CartItem } from '@lendbridge/domain';
import { marketShares } from './marketShares';

/** The chart library loads with the first cart that has something to chart. */
const CartMarketChart = lazy(() => import('./CartMarketChart').then((module) => ({ default: module.CartMarketChart })));

export interface CartAnalysisPanelProps {
  /** The lines that can be ordered now, at their orderable amounts. */
  lines: readonly CartItem[];
}

/** The analysis statistics of the cart (spec 3) and its amounts by market. */
export function CartAnalysisPanel({ lines }: CartAnalysisPanelProps) {
  const analysis = cartAnalysis(lines);
  const figures: [string, string][] = [
    [CART_TEXTS.aapr, cartPercent(analysis.aapr)],
    [CART_TEXTS.totalAmount, cartMoney(analysis.totalAmount)],
    [CART_TEXTS.returnAmount, cartMoney(analysis.returnAmount)],
    [CART_TEXTS.totalFee, cartMoney(analysis.totalFee)],
    [CART_TEXTS.expectedProfit, cartMoney(analysis.returnAmount - analysis.totalAmount)],
    [CART_TEXTS.returnOnInvestment, cartPercent(analysis.returnOnInvestment)],
    [CART_TEXTS.pmt, cartMoney(analysis.pmt)],
    [CART_TEXTS.orderNumber, String(analysis.orderNumber)],
    [CART_TEXTS.protectionNumber, String(analysis.protectionNumber)],
  ];
  const shares = marketShares(lines);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="cart-analysis-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="cart-analysis-title" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
        {CART_TEXTS.analysisTitle}
      </Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1, m: 0, '& dd': { m: 0, textAlign: 'right', fontWeight: 700 } }}
      >
        {figures.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd">{value}</Typography>
          </Box>
        ))}
      </Box>
      {shares.length > 0 && (
        <Box sx={{ mt: 2, display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
          <Typography variant="subtitle2" color="text.secondary">
            {CART_TEXTS.marketChart}
          </Typography>
          <Suspense fallback={null}>
            <CartMarketChart shares={shares} />
          </Suspense>
        </Box>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {CART_TEXTS.analysisNote}
      </Typography>
    </Paper>
  );
}
