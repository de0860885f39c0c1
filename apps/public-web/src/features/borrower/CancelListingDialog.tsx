import { useEffect, useId } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { LISTING_CANCEL_FIELDS, LISTING_CANCEL_TEXTS, listingCancelShortfall, ntdText } from '@lendbridge/domain';
import type { ListingCancelField, ListingCancelInfo } from '@lendbridge/domain';
import { ApiError } from '../../app/api';
import { ladderStepForError } from '../../app/ladder';
import { useErrorHandlerRef } from '../../app/useErrorHandler';
import { useAlert } from '../../shared/AlertDialog';
import { useMoneyMutation } from '../../shared/useMoneyMutation';
import { useNarrowScreen } from '../../shared/useNarrowScreen';
import { useReportedQuery } from '../../shared/useReportedQuery';
import { borrowerQueries } from './borrower.api';
import { cancelListing } from './cancelListing.api';

const T = LISTING_CANCEL_TEXTS;

/** A cancel info figure as shown: the progress in percent, the others in NT$. */
const valueText = (info: ListingCancelInfo, field: ListingCancelField): string =>
  field === 'progress' ? `${info.progress}%` : ntdText(info[field]);

export interface CancelListingDialogProps {
  serial: string;
  onClose: () => void;
  /** The loan was withdrawn. */
  onCancelled: () => void;
}

/**
 * 下架: the cancel info of the loan (balance, progress, amounts in process, fees, interest, the
 * total), then the withdrawal through the money mutation (one Idempotency-Key per intent),
 * which reads the borrower's loans again. A refusal is 下架失敗 with
 * the server's reason (an insufficient balance among them). Mounted while open.
 */
export function CancelListingDialog({ serial, onClose, onCancelled }: CancelListingDialogProps) {
  const titleId = useId();
  const narrow = useNarrowScreen();
  const handleErrorRef = useErrorHandlerRef();
  const { showAlert } = useAlert();
  const cancel = useMoneyMutation({ mutationFn: cancelListing, invalidates: [borrowerQueries.root] });
  const sending = cancel.isPending;
  const infoRead = useReportedQuery(borrowerQueries.cancelInfo(serial));
  const info = infoRead.data ?? null;
  const failedToRead = infoRead.isError;

  useEffect(() => {
    if (failedToRead) onClose();
  }, [failedToRead, onClose]);

  const confirm = async () => {
    try {
      await cancel.mutateAsync({ serial });
      onCancelled();
    } catch (error) {
      if (ladderStepForError(error) !== null) handleErrorRef.current(error);
      else void showAlert({ title: T.failed, text: error instanceof ApiError ? error.message : undefined });
    }
  };

  const shortfall = info === null ? 0 : info.total_cancel_amount - info.balance;

  return (
    <Dialog open onClose={sending ? undefined : onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth fullScreen={narrow}>
      <DialogTitle id={titleId}>{T.title}</DialogTitle>
      <DialogContent>
        <Typography variant="subtitle2" sx={{ fontWeight: 700 }}>
          {serial}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {T.intro}
        </Typography>
        {info === null ? (
          <LinearProgress aria-label={T.loading} />
        ) : (
          <>
            <Table size="small" aria-label={T.title}>
              <TableBody>
                {LISTING_CANCEL_FIELDS.map((field) => (
                  <TableRow key={field}>
                    <TableCell component="th" scope="row" sx={field === 'total_cancel_amount' ? { fontWeight: 700 } : undefined}>
                      {T[field]}
                    </TableCell>
                    <TableCell align="right" aria-label={T[field]}>
                      {valueText(info, field)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            {shortfall > 0 && (
              <Alert severity="warning" sx={{ mt: 2 }}>
                {listingCancelShortfall(shortfall)}
              </Alert>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={sending}>
          {T.cancel}
        </Button>
        <Button variant="contained" color="error" onClick={() => void confirm()} disabled={info === null || sending} aria-busy={sending}>
          {T.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
