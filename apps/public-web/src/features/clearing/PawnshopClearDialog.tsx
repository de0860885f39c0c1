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
import { CLEARING_TEXTS, MESSAGES, PAWNSHOP_CLEAR_LINES, clearCashShort, ntdText } from '@lendbridge/domain';
import { ApiError } from '../../app/api';
import { ladderStepForError } from '../../app/ladder';
import { useErrorHandlerRef } from '../../app/useErrorHandler';
import { useAlert } from '../../shared/AlertDialog';
import { useMoneyMutation } from '../../shared/useMoneyMutation';
import { useReportedQuery } from '../../shared/useReportedQuery';
import { borrowerQueries } from '../borrower/borrower.api';
import { clearingQueries, pawnshopClear } from './clearing.api';

const T = CLEARING_TEXTS;

export interface PawnshopClearDialogProps {
  loanSerial: string;
  onClose: () => void;
  /** The loan was cleared. */
  onCleared: () => void;
}

/**
 * 當鋪清償: the pawn loan's clear info (the balance, what clearing costs today and its detail),
 * the spec's 確定立刻清償嗎？ (即將從你的代收代付帳戶扣款), then the clearing through the money
 * mutation (one Idempotency-Key per intent); the answer is 清償成功 or 清償失敗 with the server's message.
 * Mounted while open.
 */
export function PawnshopClearDialog({ loanSerial, onClose, onCleared }: PawnshopClearDialogProps) {
  const titleId = useId();
  const handleErrorRef = useErrorHandlerRef();
  const { showAlert } = useAlert();
  const clear = useMoneyMutation({ mutationFn: pawnshopClear, invalidates: [borrowerQueries.root] });
  const sending = clear.isPending;
  const infoRead = useReportedQuery(clearingQueries.pawnshopInfo(loanSerial));
  const info = infoRead.data ?? null;
  const failedToRead = infoRead.isError;

  useEffect(() => {
    if (failedToRead) onClose();
  }, [failedToRead, onClose]);

  const confirm = async () => {
    if (info === null) return;
    try {
      const answer = await clear.mutateAsync({ loanSerial, amount: info.clear_amount });
      void showAlert({ title: answer.result ? T.clearSuccess : T.clearFailed, text: answer.message });
      if (answer.result) onCleared();
      else onClose();
    } catch (error) {
      if (ladderStepForError(error) !== null) handleErrorRef.current(error);
      else void showAlert({ title: T.clearFailed, text: error instanceof ApiError ? error.message : MESSAGES.genericErrorText });
      onClose();
    }
  };

  return (
    <Dialog open onClose={sending ? undefined : onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{T.pawnshopTitle}</DialogTitle>
      <DialogContent>
        <Typography variant="subtitle2" sx={{ fontWeight: 700 }}>
          {loanSerial}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {T.pawnshopIntro}
        </Typography>
        {info === null ? (
          <LinearProgress aria-label={T.pawnshopLoading} />
        ) : (
          <>
            <Table size="small" aria-label={T.pawnshopTitle}>
              <TableBody>
                {PAWNSHOP_CLEAR_LINES.map(([field, label]) => (
                  <TableRow key={field}>
                    <TableCell component="th" scope="row">
                      {label}
                    </TableCell>
                    <TableCell align="right" aria-label={label}>
                      {ntdText(info.clear_amount_detail[field])}
                    </TableCell>
                  </TableRow>
                ))}
                <TableRow>
                  <TableCell component="th" scope="row" sx={{ fontWeight: 700 }}>
                    {T.clearAmount}
                  </TableCell>
                  <TableCell align="right" aria-label={T.clearAmount} sx={{ fontWeight: 700 }}>
                    {ntdText(info.clear_amount)}
                  </TableCell>
                </TableRow>
                <TableRow>
                  <TableCell component="th" scope="row">
                    {T.balance}
                  </TableCell>
                  <TableCell align="right" aria-label={T.balance}>
                    {ntdText(info.balance)}
                  </TableCell>
                </TableRow>
              </TableBody>
            </Table>
            {info.balance < info.clear_amount && (
              <Alert severity="warning" sx={{ mt: 2 }}>
                {clearCashShort(info.clear_amount, info.balance)}
              </Alert>
            )}
            <Typography variant="body2" sx={{ mt: 2 }}>
              {T.clearConfirm}
            </Typography>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={sending}>
          {T.cancel}
        </Button>
        <Button variant="contained" onClick={() => void confirm()} disabled={info === null || sending} aria-busy={sending}>
          {T.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
