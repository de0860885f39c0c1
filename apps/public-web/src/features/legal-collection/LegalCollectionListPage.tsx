import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { LEGAL_COLLECTION_APPLY_PATH, LEGAL_COLLECTION_TEXTS, legalCollectionReportPath, ntdText } from '@lendbridge/domain';
import type { LegalCollectionOverview } from '@lendbridge/domain';
import { PageLoading } from '../../shared/PageLoading';
import { loadStateOf, useReportedQuery } from '../../shared/useReportedQuery';
import { formatDateTime } from '../market/format';
import { LegalCollectionProgress } from './LegalCollectionProgress';
import { LoadFailed } from '../../shared/LoadFailed';
import { legalCollectionQueries } from './legal-collection.api';

const T = LEGAL_COLLECTION_TEXTS;

function RequestsTable({ requests }: { requests: readonly LegalCollectionOverview[] }) {
  if (requests.length === 0) return <Alert severity="info">{T.emptyList}</Alert>;
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={T.listHeading}>
        <TableHead>
          <TableRow>
            <TableCell>{T.requestId}</TableCell>
            <TableCell>{T.createdAt}</TableCell>
            <TableCell>{T.status}</TableCell>
            <TableCell>{T.progress}</TableCell>
            <TableCell align="right">{T.caseCount}</TableCell>
            <TableCell align="right">{T.claimTotal}</TableCell>
            <TableCell align="right">{T.courtFee}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {requests.map((request) => (
            <TableRow key={request.id}>
              <TableCell>
                <Link component={RouterLink} to={legalCollectionReportPath(request.id)}>
                  {`#${request.id}`}
                </Link>
              </TableCell>
              <TableCell>{formatDateTime(request.created_at)}</TableCell>
              <TableCell>{request.status_label}</TableCell>
              <TableCell>
                {request.progress !== null && <LegalCollectionProgress progress={request.progress} label={`${T.progress} #${request.id}`} />}
              </TableCell>
              <TableCell align="right">{request.case_count}</TableCell>
              <TableCell align="right">{ntdText(request.claim_total)}</TableCell>
              <TableCell align="right">{ntdText(request.court_fee)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** /account/lender/legal-collection: the lender's legal collection requests, newest first, and the way to apply. */
export function LegalCollectionListPage() {
  const read = useReportedQuery(legalCollectionQueries.list(), { missingOn404: true });
  const loaded = loadStateOf(read);
  const reload = () => void read.refetch();
  return (
    <Container maxWidth="lg">
      <Stack spacing={3}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }} useFlexGap spacing={2}>
          <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
            {T.listHeading}
          </Typography>
          <Button variant="contained" component={RouterLink} to={LEGAL_COLLECTION_APPLY_PATH}>
            {T.apply}
          </Button>
        </Stack>
        {loaded.state === 'loading' && <PageLoading />}
        {(loaded.state === 'failed' || loaded.state === 'missing') && <LoadFailed onReload={reload} />}
        {loaded.state === 'ready' && <RequestsTable requests={loaded.data} />}
      </Stack>
    </Container>
  );
}
