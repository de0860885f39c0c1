import { Suspense, lazy } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import {
  RETURN_TEXTS,
  ROBO_SELL_TEXTS,
  ROBO_ACCOUNT_STATUS_LABELS,
  ROBO_API_TEXTS,
  ROBO_PAGE_TEXTS,
  ROBO_PRODUCT_LABELS,
  formatNtd,
  formatYmd,
  roboHoldingTimeText,
  roboPercentText,
} from '@lendbridge/domain';
import type { RoboAccountAnswer, RoboProduct, RoboSummaryAnswer } from '@lendbridge/domain';
import { RoboSection } from './RoboSection';
import { isRoboNotOpen, roboQueries } from './robo.api';
import { RoboNotOpenNotice } from './RoboNotOpenNotice';
import { RoboTransferButton } from './RoboTransferButton';
import { roboInvestmentsPath, roboSellPath, roboStatementPath } from './roboPaths';
import { useRoboQuery } from './useRoboQuery';

const RoboGroupChart = lazy(() => import('./RoboGroupChart').then((module) => ({ default: module.RoboGroupChart })));
const MonthlyReturnChart = lazy(() => import('../account/MonthlyReturnChart').then((module) => ({ default: module.MonthlyReturnChart })));

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

function SummaryFigures({ summary }: { summary: RoboSummaryAnswer }) {
  const figures: readonly (readonly [string, string])[] = [
    [ROBO_API_TEXTS.totalAmount, formatNtd(summary.total_amount)],
    [ROBO_API_TEXTS.cash, formatNtd(summary.cash)],
    [ROBO_API_TEXTS.investedPrincipal, formatNtd(summary.invested_principal)],
    [ROBO_API_TEXTS.waitingAmount, formatNtd(summary.waiting_amount)],
    [ROBO_API_TEXTS.accounts, String(summary.accounts)],
    [ROBO_PAGE_TEXTS.matchingLoans, String(summary.matching_loans)],
    [RETURN_TEXTS.xirr, summary.xirr === null ? RETURN_TEXTS.xirrNone : `${summary.xirr}%`],
  ];
  return (
    <Grid container spacing={2}>
      {figures.map(([label, value]) => (
        <Grid key={label} size={{ xs: 6, sm: 4, md: 2 }}>
          <Figure label={label} value={value} />
        </Grid>
      ))}
    </Grid>
  );
}

function TransactionGroup({ summary }: { summary: RoboSummaryAnswer }) {
  const groups = summary.transaction_group;
  return (
    <RoboSection title={ROBO_API_TEXTS.transactionGroup}>
      <Table size="small" aria-label={ROBO_API_TEXTS.transactionGroup}>
        <TableHead>
          <TableRow>
            <TableCell>{ROBO_API_TEXTS.subject}</TableCell>
            <TableCell align="right">{ROBO_API_TEXTS.amount}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {groups.map((group) => (
            <TableRow key={group.subject}>
              <TableCell>{group.chinese_name}</TableCell>
              <TableCell align="right">{formatNtd(group.amount)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {groups.some((group) => group.amount !== 0) && (
        <Box sx={{ mt: 2 }}>
          <Suspense fallback={<LinearProgress aria-label={ROBO_PAGE_TEXTS.loading} />}>
            <RoboGroupChart groups={groups} />
          </Suspense>
        </Box>
      )}
    </RoboSection>
  );
}

/** The last twelve months of what the product's parts brought back, drawn once anything came back. */
function MonthlyIncome({ summary }: { summary: RoboSummaryAnswer }) {
  if (!summary.monthly.some((month) => month.principal + month.income + month.fees > 0)) return null;
  return (
    <RoboSection title={RETURN_TEXTS.chart}>
      <Suspense fallback={<LinearProgress aria-label={ROBO_PAGE_TEXTS.loading} />}>
        <MonthlyReturnChart months={summary.monthly} />
      </Suspense>
    </RoboSection>
  );
}

function SellFeeRates({ rates }: { rates: readonly string[] }) {
  return (
    <RoboSection title={ROBO_API_TEXTS.sellFeeRates}>
      <Box component="ul" sx={{ m: 0, pl: 3 }}>
        {rates.map((rate) => (
          <Typography component="li" variant="body2" key={rate}>
            {rate}
          </Typography>
        ))}
      </Box>
    </RoboSection>
  );
}

const ACCOUNT_COLUMNS = [
  ROBO_API_TEXTS.serial,
  ROBO_API_TEXTS.amount,
  ROBO_API_TEXTS.createdAt,
  ROBO_API_TEXTS.holdingTime,
  ROBO_API_TEXTS.currentInterest,
  ROBO_API_TEXTS.totalRecovery,
  ROBO_API_TEXTS.sellFeeRates,
  ROBO_API_TEXTS.status,
  ROBO_SELL_TEXTS.actions,
] as const;

/** The member's robo investments of the product, one per transfer. */
function RoboAccounts({ product }: { product: RoboProduct }) {
  const accounts = useRoboQuery(roboQueries.accounts(product));
  const rows: readonly RoboAccountAnswer[] = accounts.data ?? [];
  return (
    <RoboSection title={ROBO_PAGE_TEXTS.myInvestments}>
      {accounts.isFetching && <LinearProgress aria-label={ROBO_PAGE_TEXTS.loading} />}
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={ROBO_PAGE_TEXTS.myInvestments}>
          <TableHead>
            <TableRow>
              {ACCOUNT_COLUMNS.map((label, index) => (
                <TableCell key={label} align={index === 0 || index === 2 || index === 7 ? 'left' : 'right'}>
                  {label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={ACCOUNT_COLUMNS.length}>
                  <Typography color="text.secondary">{accounts.isPending ? ROBO_PAGE_TEXTS.loading : ROBO_API_TEXTS.noRows}</Typography>
                </TableCell>
              </TableRow>
            ) : (
              rows.map((row) => (
                <TableRow key={row.serial} hover>
                  <TableCell>{row.serial}</TableCell>
                  <TableCell align="right">{formatNtd(row.amount)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatYmd(new Date(row.created_at))}</TableCell>
                  <TableCell align="right">{roboHoldingTimeText(row.holding_time)}</TableCell>
                  <TableCell align="right">{formatNtd(row.current_interest)}</TableCell>
                  <TableCell align="right">{formatNtd(row.total_recovery)}</TableCell>
                  <TableCell align="right">{roboPercentText(row.sell_fee_rate)}</TableCell>
                  <TableCell>{ROBO_ACCOUNT_STATUS_LABELS[row.status]}</TableCell>
                  <TableCell>
                    {row.status !== 'sold' && (
                      <Button size="small" component={RouterLink} to={roboSellPath(product, row.serial)} aria-label={`${ROBO_SELL_TEXTS.sell} ${row.serial}`}>
                        {ROBO_SELL_TEXTS.sell}
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </Box>
    </RoboSection>
  );
}

export interface RoboSummaryPanelProps {
  product: RoboProduct;
  /** Leaves the panel out for a product not open to the member (the general page); otherwise the notice shows. */
  hideWhenNotOpen?: boolean;
}

/**
 * One robo product's summary (spec 001 sections 3, 4 and 9): the figures, read again every
 * ROBO_SUMMARY_POLL_MS while the engine is still placing cash (statistics_calculating); the sell
 * fee bands; the sums per subject; the member's robo investments; the transfer into the product
 * and the links to its statement and its holdings. A product not open to the member shows
 * 此智能投資方案僅開放給 VIP 會員.
 */
export function RoboSummaryPanel({ product, hideWhenNotOpen = false }: RoboSummaryPanelProps) {
  const read = useRoboQuery(roboQueries.summary(product));
  const summary = read.data;

  if (isRoboNotOpen(read.error)) return hideWhenNotOpen ? null : <RoboNotOpenNotice />;

  return (
    <Stack spacing={3} component="article" aria-label={ROBO_PRODUCT_LABELS[product]}>
      <RoboSection
        title={ROBO_PRODUCT_LABELS[product]}
        actions={
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button component={RouterLink} to={roboStatementPath(product)}>
              {ROBO_API_TEXTS.statement}
            </Button>
            <Button component={RouterLink} to={roboInvestmentsPath(product)}>
              {ROBO_API_TEXTS.investments}
            </Button>
            <RoboTransferButton product={product} />
          </Stack>
        }
      >
        {read.isPending && <LinearProgress aria-label={ROBO_PAGE_TEXTS.loading} />}
        {summary?.statistics_calculating === true && (
          <Alert severity="info" role="status" sx={{ mb: 2 }}>
            {ROBO_API_TEXTS.calculating}
          </Alert>
        )}
        {summary !== undefined && <SummaryFigures summary={summary} />}
      </RoboSection>
      {summary !== undefined && (
        <>
          <SellFeeRates rates={summary.sell_fee_rates} />
          <TransactionGroup summary={summary} />
          <MonthlyIncome summary={summary} />
        </>
      )}
      <RoboAccounts product={product} />
    </Stack>
  );
}
