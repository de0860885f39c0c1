import { useCallback, useId, useState } from 'react';
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router-dom';
import {
  LEGAL_COLLECTION_API_TEXTS,
  LEGAL_COLLECTION_LIST_PATH,
  LEGAL_COLLECTION_TEXTS,
  legalCollectionCancelText,
  legalCollectionHeading,
  legalCollectionPageLabel,
  ntdText,
} from '@lendbridge/domain';
import type { LegalCollectionOverview } from '@lendbridge/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useErrorHandler } from '../../app/useErrorHandler';
import { isUnanswered } from '../../app/api';
import { useAlert } from '../../shared/AlertDialog';
import { ListPagination } from '../../shared/ListPagination';
import { PageLoading } from '../../shared/PageLoading';
import { useMoneyMutation } from '../../shared/useMoneyMutation';
import { loadStateOf, useReportedQuery } from '../../shared/useReportedQuery';
import { NotFoundPage } from '../errors/NotFoundPage';
import { formatDateTime } from '../market/format';
import { LegalCollectionProgress } from './LegalCollectionProgress';
import { LoadFailed } from '../../shared/LoadFailed';
import { cancelLegalCollection, legalCollectionQueries } from './legal-collection.api';

const T = LEGAL_COLLECTION_TEXTS;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function Overview({ request }: { request: LegalCollectionOverview }) {
  const rows: [string, ReactNode][] = [
    [T.status, request.status_label],
    [T.createdAt, formatDateTime(request.created_at)],
    [T.courtFee, ntdText(request.court_fee)],
    [T.feeState, request.fee_state_label],
    [T.caseCount, request.case_count],
    [T.remainPrincipal, ntdText(request.remain_principal)],
    [T.remainInterest, ntdText(request.remain_interest)],
    [T.remainPenalty, ntdText(request.remain_penalty)],
    [T.claimTotal, ntdText(request.claim_total)],
  ];
  return (
    <Section title={T.overviewHeading}>
      {request.progress !== null && (
        <Box sx={{ mb: 2 }}>
          <LegalCollectionProgress progress={request.progress} />
        </Box>
      )}
      <Table size="small" aria-label={T.overviewHeading}>
        <TableBody>
          {rows.map(([label, value]) => (
            <TableRow key={label}>
              <TableCell component="th" scope="row" sx={{ width: { sm: 200 }, color: 'text.secondary' }}>
                {label}
              </TableCell>
              <TableCell>{value}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Section>
  );
}

function Activities({ id }: { id: string }) {
  const read = useReportedQuery(legalCollectionQueries.activities(id), { missingOn404: true });
  const loaded = loadStateOf(read);
  const reload = () => void read.refetch();
  return (
    <Section title={T.activitiesHeading}>
      {loaded.state === 'loading' && <PageLoading />}
      {(loaded.state === 'failed' || loaded.state === 'missing') && <LoadFailed onReload={reload} />}
      {loaded.state === 'ready' &&
        (loaded.data.length === 0 ? (
          <Typography color="text.secondary">{T.noActivities}</Typography>
        ) : (
          <Table size="small" aria-label={T.activitiesHeading}>
            <TableHead>
              <TableRow>
                <TableCell>{T.activityDate}</TableCell>
                <TableCell>{T.status}</TableCell>
                <TableCell>{T.activityNote}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {loaded.data.map((activity, index) => (
                <TableRow key={`${activity.date}-${index}`}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(activity.date)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{activity.status_label}</TableCell>
                  <TableCell>{activity.note}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ))}
    </Section>
  );
}

function Investments({ id }: { id: string }) {
  const [page, setPage] = useState(1);
  const read = useReportedQuery(legalCollectionQueries.investments(id, page), { missingOn404: true });
  const loaded = loadStateOf(read);
  const reload = () => void read.refetch();
  return (
    <Section title={T.investmentsHeading}>
      {loaded.state === 'loading' && <PageLoading />}
      {(loaded.state === 'failed' || loaded.state === 'missing') && <LoadFailed onReload={reload} />}
      {loaded.state === 'ready' && (
        <Stack spacing={2} sx={{ alignItems: 'center' }}>
          <TableContainer>
            <Table size="small" aria-label={T.investmentsHeading}>
              <TableHead>
                <TableRow>
                  <TableCell>{T.investmentSerial}</TableCell>
                  <TableCell>{T.loanSerial}</TableCell>
                  <TableCell align="right">{T.amount}</TableCell>
                  <TableCell align="right">{T.remainPrincipal}</TableCell>
                  <TableCell align="right">{T.remainInterest}</TableCell>
                  <TableCell align="right">{T.remainPenalty}</TableCell>
                  <TableCell align="right">{T.claimTotal}</TableCell>
                  <TableCell align="right">{T.courtFee}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {loaded.data.data.map((row) => (
                  <TableRow key={row.serial}>
                    <TableCell>{row.serial}</TableCell>
                    <TableCell>{row.loan_serial}</TableCell>
                    <TableCell align="right">{ntdText(row.amount)}</TableCell>
                    <TableCell align="right">{ntdText(row.remain_principal)}</TableCell>
                    <TableCell align="right">{ntdText(row.remain_interest)}</TableCell>
                    <TableCell align="right">{ntdText(row.remain_penalty)}</TableCell>
                    <TableCell align="right">{ntdText(row.claim_total)}</TableCell>
                    <TableCell align="right">{ntdText(row.court_fee)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          {loaded.data.meta.pagination.total_pages > 1 && (
            <ListPagination
              page={page}
              lastPage={loaded.data.meta.pagination.total_pages}
              onPage={setPage}
              texts={T}
              pageLabel={legalCollectionPageLabel}
            />
          )}
        </Stack>
      )}
    </Section>
  );
}

/** 取消申請 on a pending request: a confirmation with the fee that comes back, then the cancellation. */
function CancelButton({ request, onCancelled }: { request: LegalCollectionOverview; onCancelled: () => void }) {
  const titleId = useId();
  const handleError = useErrorHandler();
  const { showAlert } = useAlert();
  const cancel = useMoneyMutation({ mutationFn: cancelLegalCollection });
  const sending = cancel.isPending;
  const [open, setOpen] = useState(false);

  const confirm = async () => {
    try {
      await cancel.mutateAsync({ id: request.id });
      setOpen(false);
      void showAlert({ title: LEGAL_COLLECTION_API_TEXTS.cancelled });
      onCancelled();
    } catch (error) {
      if (!isUnanswered(error)) {
        setOpen(false);
        onCancelled();
      }
      handleError(error);
    }
  };

  return (
    <>
      <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
        {T.cancel}
      </Button>
      <Dialog open={open} onClose={sending ? undefined : () => setOpen(false)} aria-labelledby={titleId} maxWidth="xs" fullWidth>
        <DialogTitle id={titleId}>{T.cancelTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText>{legalCollectionCancelText(request.court_fee)}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={sending}>
            {T.keep}
          </Button>
          <Button variant="contained" color="error" onClick={() => void confirm()} disabled={sending} aria-busy={sending}>
            {T.cancelConfirm}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

/**
 * /account/lender/legal-collection/:id: one request's report — the overview with the progress
 * bar at the spec's percentage for its status, the activities, the cases filed (paged), and the
 * cancellation while the request is pending.
 */
export function LegalCollectionReportPage() {
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const read = useReportedQuery(legalCollectionQueries.overview(id), { missingOn404: true });
  const loaded = loadStateOf(read);
  const reload = () => void read.refetch();
  /** After a cancellation (or its refusal) the request's reads are read again. */
  const refresh = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: legalCollectionQueries.request(id) }),
    [queryClient, id],
  );
  if (loaded.state === 'missing') return <NotFoundPage />;

  return (
    <Container maxWidth="lg">
      <Button component={RouterLink} to={LEGAL_COLLECTION_LIST_PATH} sx={{ mb: 2 }}>
        {T.backToList}
      </Button>
      {loaded.state === 'loading' && <PageLoading />}
      {loaded.state === 'failed' && <LoadFailed onReload={reload} />}
      {loaded.state === 'ready' && (
        <Stack spacing={3}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
            <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
              {legalCollectionHeading(loaded.data.id)}
            </Typography>
            <Chip label={loaded.data.status_label} size="small" />
            <Box sx={{ flexGrow: 1 }} />
            {loaded.data.cancellable && <CancelButton request={loaded.data} onCancelled={refresh} />}
          </Stack>
          {loaded.data.status === 'cancelled' && <Alert severity="info">{LEGAL_COLLECTION_API_TEXTS.cancelled}</Alert>}
          <Overview request={loaded.data} />
          <Activities id={id} />
          <Investments id={id} />
        </Stack>
      )}
    </Container>
  );
}
