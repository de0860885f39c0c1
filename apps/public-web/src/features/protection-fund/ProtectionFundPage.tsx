import { Suspense, lazy } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { PAGES_TEXTS, formatNtd, ratioAsPercent } from '@lendbridge/domain';
import type { ProtectionFundStats } from '@lendbridge/domain';
import { LoadFailed } from '../../shared/LoadFailed';
import { PageLoading } from '../../shared/PageLoading';
import { loadStateOf, useReportedQuery } from '../../shared/useReportedQuery';
import { protectionFundQueries } from './protection-fund.api';

const T = PAGES_TEXTS;
const PayoutsChart = lazy(() => import('./PayoutsChart').then((module) => ({ default: module.PayoutsChart })));

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary" component="h2">
          {label}
        </Typography>
        <Typography variant="h5" component="p" sx={{ fontWeight: 700 }} data-testid={testId}>
          {value}
        </Typography>
      </CardContent>
    </Card>
  );
}

function Figures({ stats }: { stats: ProtectionFundStats }) {
  const figures = [
    { label: T.fundBalance, value: formatNtd(stats.balance), testId: 'fund-balance' },
    { label: T.fundCoverage, value: stats.coverage_ratio === null ? T.fundCoverageNone : ratioAsPercent(stats.coverage_ratio), testId: 'fund-coverage' },
    { label: T.fundProtectedPrincipal, value: formatNtd(stats.protected_principal), testId: 'fund-protected-principal' },
    { label: T.fundProtectedLoans, value: String(stats.protected_loans), testId: 'fund-protected-loans' },
    { label: T.fundPayoutsTotal, value: formatNtd(stats.payouts_total), testId: 'fund-payouts-total' },
    { label: T.fundPayoutsCount, value: String(stats.payouts_count), testId: 'fund-payouts-count' },
  ];
  return (
    <Grid container spacing={2}>
      {figures.map((figure) => (
        <Grid key={figure.testId} size={{ xs: 12, sm: 6, md: 4 }}>
          <Figure {...figure} />
        </Grid>
      ))}
    </Grid>
  );
}

function Payouts({ stats }: { stats: ProtectionFundStats }) {
  if (stats.payouts_by_month.length === 0) return <Typography color="text.secondary">{T.fundNoPayouts}</Typography>;
  return (
    <>
      <Suspense fallback={null}>
        <PayoutsChart months={stats.payouts_by_month} />
      </Suspense>
      <Table size="small" aria-label={T.fundPayoutsByMonth}>
        <TableHead>
          <TableRow>
            <TableCell>{T.fundMonth}</TableCell>
            <TableCell align="right">{T.fundMonthPayouts}</TableCell>
            <TableCell align="right">{T.fundMonthAmount}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {stats.payouts_by_month.map((month) => (
            <TableRow key={month.month}>
              <TableCell>{month.month}</TableCell>
              <TableCell align="right">{month.payouts}</TableCell>
              <TableCell align="right">{formatNtd(month.amount)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}

/** /protection-fund: the fund's balance, its coverage of the protected principal and its payouts by month, from the ledger. */
export function ProtectionFundPage() {
  const read = useReportedQuery(protectionFundQueries.stats());
  const load = loadStateOf(read);
  return (
    <Container maxWidth="lg">
      <Stack spacing={3}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
          {T.fundTitle}
        </Typography>
        <Typography color="text.secondary">{T.fundIntro}</Typography>
        {load.state === 'loading' && <PageLoading />}
        {(load.state === 'failed' || load.state === 'missing') && <LoadFailed onReload={() => void read.refetch()} />}
        {load.state === 'ready' && (
          <>
            <Figures stats={load.data} />
            <Stack component="section" spacing={2} aria-label={T.fundPayoutsByMonth}>
              <Typography component="h2" variant="h5" sx={{ fontWeight: 700 }}>
                {T.fundPayoutsByMonth}
              </Typography>
              <Payouts stats={load.data} />
            </Stack>
          </>
        )}
      </Stack>
    </Container>
  );
}
