import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { RESALE_TEXTS, ntdText, resaleOrderPath, resalePageLabel, resalePriceGapText } from '@lendbridge/domain';
import type { ResaleMarketRow } from '@lendbridge/domain';
import { ListPagination } from '../../shared/ListPagination';
import { LoadFailed } from '../../shared/LoadFailed';
import { PageLoading } from '../../shared/PageLoading';
import { loadStateOf, useReportedQuery } from '../../shared/useReportedQuery';
import { formatPercent } from '../market/format';
import { resaleQueries } from './resale.api';

const T = RESALE_TEXTS;

/** ?page= as a page number: a positive whole number, else the first page. */
const pageOf = (text: string | null): number => (text !== null && /^\d{1,6}$/.test(text) && Number(text) >= 1 ? Number(text) : 1);

function OffersTable({ rows }: { rows: readonly ResaleMarketRow[] }) {
  return (
    <TableContainer>
      <Table size="small" aria-label={T.marketTitle}>
        <TableHead>
          <TableRow>
            <TableCell>{T.loanSerial}</TableCell>
            <TableCell>{T.creditLevel}</TableCell>
            <TableCell align="right">{T.apr}</TableCell>
            <TableCell align="right">{T.remainingPeriods}</TableCell>
            <TableCell align="right">{T.remainPrincipal}</TableCell>
            <TableCell align="right">{T.price}</TableCell>
            <TableCell>{T.priceGap}</TableCell>
            <TableCell align="right">{T.yieldToMaturity}</TableCell>
            <TableCell align="right">{T.action}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id}>
              <TableCell>{row.loan_serial}</TableCell>
              <TableCell>{row.credit_level}</TableCell>
              <TableCell align="right">{formatPercent(row.apr)}</TableCell>
              <TableCell align="right">{row.remaining_periods}</TableCell>
              <TableCell align="right">{ntdText(row.remain_principal)}</TableCell>
              <TableCell align="right">{ntdText(row.price)}</TableCell>
              <TableCell>{resalePriceGapText(row.gap)}</TableCell>
              <TableCell align="right">{formatPercent(row.yield_to_maturity)}</TableCell>
              <TableCell align="right">
                <Button component={RouterLink} to={resaleOrderPath(row.id)} variant="contained" size="small" aria-label={`${T.buy} ${row.loan_serial}`}>
                  {T.buy}
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/**
 * /market-place/bids: the resale market (債權轉讓), open to everyone like the other market lists:
 * each open offer's loan grade, APR and remaining periods, the remaining principal, the price with
 * its discount or premium, and the buyer's yield to maturity; 承接 opens the purchase.
 */
export function ResaleMarketPage() {
  const [params, setParams] = useSearchParams();
  const page = pageOf(params.get('page'));
  const read = useReportedQuery(resaleQueries.market(page));
  const loaded = loadStateOf(read);
  const pagination = read.data?.meta.pagination;

  return (
    <Container maxWidth="lg">
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 3 }}>
        {T.marketTitle}
      </Typography>
      {loaded.state === 'loading' && <PageLoading />}
      {(loaded.state === 'failed' || loaded.state === 'missing') && <LoadFailed onReload={() => void read.refetch()} />}
      {loaded.state === 'ready' && loaded.data.data.length === 0 && <Alert severity="info">{T.marketEmpty}</Alert>}
      {loaded.state === 'ready' && loaded.data.data.length > 0 && (
        <Stack spacing={2}>
          <OffersTable rows={loaded.data.data} />
          {pagination !== undefined && pagination.total_pages > 1 && (
            <ListPagination
              page={page}
              lastPage={pagination.total_pages}
              onPage={(next) => setParams(next > 1 ? { page: String(next) } : {})}
              texts={T}
              pageLabel={resalePageLabel}
            />
          )}
        </Stack>
      )}
    </Container>
  );
}
