import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { LOAN_BOOK_API_PATH, LOAN_BOOK_COLUMNS, LOAN_BOOK_CSV_PATH, LOAN_BOOK_TEXTS } from '@lendbridge/domain';
import type { LoanBookSummary } from '@lendbridge/domain';
import { LoadFailed } from '../../shared/LoadFailed';
import { PageLoading } from '../../shared/PageLoading';
import { loadStateOf, useReportedQuery } from '../../shared/useReportedQuery';
import { loanBookQueries } from './loan-book.api';

const T = LOAN_BOOK_TEXTS;

function Download({ summary }: { summary: LoanBookSummary }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'center' } }}>
          <div>
            <Typography variant="body2" color="text.secondary" component="h2">
              {T.businessDate}
            </Typography>
            <Typography variant="h5" component="p" sx={{ fontWeight: 700 }} data-testid="loan-book-date">
              {summary.business_date}
            </Typography>
          </div>
          <div>
            <Typography variant="body2" color="text.secondary" component="h2">
              {T.rowCount}
            </Typography>
            <Typography variant="h5" component="p" sx={{ fontWeight: 700 }} data-testid="loan-book-rows">
              {summary.rows.toLocaleString('zh-TW')}
            </Typography>
          </div>
          <Button variant="contained" href={summary.download_path} download={summary.file_name} sx={{ ml: { sm: 'auto' } }}>
            {T.download}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}

function Columns() {
  return (
    <TableContainer>
      <Table size="small" aria-label={T.columnsTitle}>
        <TableHead>
          <TableRow>
            <TableCell>{T.columnHeader}</TableCell>
            <TableCell>{T.columnLabel}</TableCell>
            <TableCell>{T.columnDescription}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {LOAN_BOOK_COLUMNS.map((column) => (
            <TableRow key={column.key}>
              <TableCell sx={{ fontFamily: 'monospace' }}>{column.key}</TableCell>
              <TableCell>{column.label}</TableCell>
              <TableCell>{column.description}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** /loan-book: what the daily loan book holds, its business date and size, and the download. */
export function LoanBookPage() {
  const read = useReportedQuery(loanBookQueries.summary());
  const load = loadStateOf(read);
  return (
    <Container maxWidth="lg">
      <Stack spacing={3}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
          {T.title}
        </Typography>
        <Typography color="text.secondary">{T.intro}</Typography>
        <Typography color="text.secondary">{T.dailyNote}</Typography>
        {load.state === 'loading' && <PageLoading />}
        {(load.state === 'failed' || load.state === 'missing') && <LoadFailed onReload={() => void read.refetch()} />}
        {load.state === 'ready' && <Download summary={load.data} />}
        <Typography variant="body2" color="text.secondary">
          {T.apiNote}
          <code>GET {LOAN_BOOK_CSV_PATH}</code>、<code>GET {LOAN_BOOK_API_PATH}</code>
        </Typography>
        <Stack component="section" spacing={2} aria-label={T.columnsTitle}>
          <Typography component="h2" variant="h5" sx={{ fontWeight: 700 }}>
            {T.columnsTitle}
          </Typography>
          <Columns />
        </Stack>
      </Stack>
    </Container>
  );
}
