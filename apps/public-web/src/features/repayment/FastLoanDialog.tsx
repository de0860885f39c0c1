import { useEffect, useId } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { FAST_LOAN_TEXTS, MESSAGES, ntdText } from '@lendbridge/domain';
import type { FastLoanFigures } from '@lendbridge/domain';
import { useErrorHandlerRef } from '../../app/useErrorHandler';
import { useAlert } from '../../shared/AlertDialog';
import { useMoneyMutation } from '../../shared/useMoneyMutation';
import { useNarrowScreen } from '../../shared/useNarrowScreen';
import { useReportedQuery } from '../../shared/useReportedQuery';
import { borrowerQueries } from '../borrower/borrower.api';
import { applyFastLoan, repaymentQueries } from './repayment.api';

const T = FAST_LOAN_TEXTS;

/** The figures the dialog shows, in their order. */
const FIGURES = [
  ['amount', T.amount],
  ['invested_amount', T.investedAmount],
  ['remaining', T.remaining],
] as const satisfies readonly (readonly [keyof FastLoanFigures, string])[];

export interface FastLoanDialogProps {
  serial: string;
  onClose: () => void;
}

/**
 * 快速放款 for a matching loan (媒合中): looks the loan up (its amount, what lenders put in and what
 * is left), then sends the request with the lookup's hash through the money mutation (one
 * Idempotency-Key per intent). The request can be sent only in service time and once per loan;
 * success shows 申請成功. Mounted while open.
 */
export function FastLoanDialog({ serial, onClose }: FastLoanDialogProps) {
  const titleId = useId();
  const narrow = useNarrowScreen();
  const handleErrorRef = useErrorHandlerRef();
  const { showAlert } = useAlert();
  const request = useMoneyMutation({ mutationFn: applyFastLoan, invalidates: [borrowerQueries.root] });
  const sending = request.isPending;
  const read = useReportedQuery(repaymentQueries.fastLoan(serial));
  const lookup = read.data ?? null;
  const failedToRead = read.isError;

  useEffect(() => {
    if (failedToRead) onClose();
  }, [failedToRead, onClose]);

  const requested = lookup !== null && lookup.data.requested_at !== null;
  const canApply = lookup !== null && lookup.is_service_time && !requested && !sending;

  const apply = async () => {
    if (lookup === null) return;
    try {
      await request.mutateAsync({ loan_serial: lookup.data.loan_serial, hash: lookup.hash });
      onClose();
      void showAlert({ title: MESSAGES.applySuccess });
    } catch (error) {
      handleErrorRef.current(error);
    }
  };

  return (
    <Dialog open onClose={sending ? undefined : onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth fullScreen={narrow}>
      <DialogTitle id={titleId}>{T.title}</DialogTitle>
      <DialogContent>
        <Stack spacing={1.5}>
          <Typography variant="subtitle2" sx={{ fontWeight: 700 }}>{`${T.loanSerial} ${serial}`}</Typography>
          <Typography variant="body2" color="text.secondary">
            {T.intro}
          </Typography>
          {lookup === null ? (
            <LinearProgress aria-label={T.loading} />
          ) : (
            <>
              <Table size="small" aria-label={T.title}>
                <TableBody>
                  {FIGURES.map(([key, label]) => (
                    <TableRow key={key}>
                      <TableCell component="th" scope="row">
                        {label}
                      </TableCell>
                      <TableCell align="right" aria-label={label}>
                        {ntdText(lookup.data[key])}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
              <Typography variant="body2">{T.serviceTime}</Typography>
              {requested ? (
                <Alert severity="info">{T.requested}</Alert>
              ) : (
                !lookup.is_service_time && <Alert severity="warning">{T.outsideServiceTime}</Alert>
              )}
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={sending}>
          {T.close}
        </Button>
        <Button variant="contained" onClick={() => void apply()} disabled={!canApply} aria-busy={sending}>
          {T.submit}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
