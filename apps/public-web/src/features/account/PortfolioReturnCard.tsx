import { Suspense, lazy } from 'react';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { ACCOUNT_TEXTS, MESSAGES, RETURN_TEXTS, ntdText } from '@lendbridge/domain';
import type { PortfolioReturnAnswer } from '@lendbridge/domain';
import { AccountSection } from './AccountSection';

const MonthlyReturnChart = lazy(() => import('./MonthlyReturnChart').then((module) => ({ default: module.MonthlyReturnChart })));

export interface PortfolioReturnCardProps {
  returns: PortfolioReturnAnswer | null;
  loading: boolean;
  failed: boolean;
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ textAlign: 'center' }} role="group" aria-label={label}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 700 }}>{value}</Typography>
    </Box>
  );
}

/** The lender's net annualised return, the totals behind it and the last twelve months' chart. */
export function PortfolioReturnCard({ returns, loading, failed }: PortfolioReturnCardProps) {
  return (
    <AccountSection title={RETURN_TEXTS.title}>
      {loading && <LinearProgress aria-label={ACCOUNT_TEXTS.loading} />}
      {failed && <Typography color="text.secondary">{MESSAGES.accountProcessing}</Typography>}
      {returns !== null && (
        <>
          <Grid container spacing={2} sx={{ mb: 2 }}>
            <Grid size={{ xs: 12, sm: 'grow' }}>
              <Figure label={RETURN_TEXTS.xirr} value={returns.xirr === null ? RETURN_TEXTS.xirrNone : `${returns.xirr}%`} />
            </Grid>
            {(
              [
                [RETURN_TEXTS.invested, returns.invested],
                [RETURN_TEXTS.received, returns.received],
                [RETURN_TEXTS.fees, returns.fees],
                [RETURN_TEXTS.outstanding, returns.outstanding],
              ] as const
            ).map(([label, amount]) => (
              <Grid key={label} size={{ xs: 6, sm: 'grow' }}>
                <Figure label={label} value={ntdText(amount)} />
              </Grid>
            ))}
          </Grid>
          {returns.invested > 0 && (
            <Suspense fallback={<LinearProgress aria-label={ACCOUNT_TEXTS.loading} />}>
              <MonthlyReturnChart months={returns.monthly} />
            </Suspense>
          )}
          <Typography variant="caption" color="text.secondary">
            {RETURN_TEXTS.note}
          </Typography>
        </>
      )}
    </AccountSection>
  );
}
