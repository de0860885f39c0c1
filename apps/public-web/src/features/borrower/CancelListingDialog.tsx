import { useEffect, useId, useState } from 'react';
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
import { ApiError, isAbortError } from '../../app/api';
import { ladderStepForError } from '../../app/ladder';
import { useErrorHandlerRef } from '../../app/useErrorHandler';
import { useAlert } from '../../shared/AlertDialog';
import { useNarrowScreen } from '../../shared/useNarrowScreen';
import { isUnanswered, useIdempotencyKeys } from '../account/idempotency';
import { cancelListing, fetchCancelInfo } from './cancelListing.api';

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
 * total), then the withdrawal with one Idempotency-Key per attempt. A refusal is 下架失敗 with
 * the server's reason (an insufficient balance among them). Mounted while open.
 */
export function CancelListingDialog({ serial, onClose, onCancelled }: CancelListingDialogProps) {
  const titleId = useId();
  const narrow = useNarrowScreen();
  const handleErrorRef = useErrorHandlerRef();
  const { showAlert } = useAlert();
  const { keyFor, settle } = useIdempotencyKeys();
  const [info, setInfo] = useState<ListingCancelInfo | null>(null);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    fetchCancelInfo(serial, controller.signal)
      .then(setInfo)
      .catch((error: unknown) => {
        if (isAbortError(error) || controller.signal.aborted) return;
        onClose();
        handleErrorRef.current(error);
      });
    return () => controller.abort();
  }, [serial, onClose, handleErrorRef]);

  const confirm = async () => {
    setSending(true);
    try {
      await cancelListing(serial, keyFor({ serial }));
      settle();
      onCancelled();
    } catch (error) {
      if (!isUnanswered(error)) settle();
      if (ladderStepForError(error) !== null) handleErrorRef.current(error);
      else void showAlert({ title: T.failed, text: error instanceof ApiError ? error.message : undefined });
    } finally {
      setSending(false);
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
