import { CONSOLE_LOAN_TEXTS, consoleLoanDisburseLabel, consoleLoanDisburseText, loanDisburseSchema, zodIssuesToFieldErrors } from '@lendbridge/domain';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useId, useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import { isUnanswered, useIdempotencyKeys } from '../../shared/idempotency';
import { errorDetails } from '../../shared/errors';
import { disburseLoan } from './loans.api';
import type { LoanRow } from './types';

const T = CONSOLE_LOAN_TEXTS;

/**
 * 撥款 on a funded loan: a confirmation with the amount and the reason (撥款說明, kept in the
 * audit trail), then the disbursement. Each 撥款 click
 * starts a new action with its own Idempotency-Key; confirming again after an unanswered try
 * reuses it, so the money moves at most once.
 */
export const DisburseLoanButton = ({ row }: { row: LoanRow }) => {
  const titleId = useId();
  const notify = useNotify();
  const refresh = useRefresh();
  const { keyFor, settle } = useIdempotencyKeys();
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);

  const confirm = async () => {
    const parsed = loanDisburseSchema.safeParse({ reason });
    if (!parsed.success) {
      setReasonError(zodIssuesToFieldErrors(parsed.error).reason ?? null);
      return;
    }
    setReasonError(null);
    setSending(true);
    try {
      await disburseLoan(row.serial, parsed.data, keyFor({ serial: row.serial, ...parsed.data }));
      settle();
      setOpen(false);
      notify(T.disbursed, { type: 'success', messageArgs: { _: T.disbursed } });
      refresh();
    } catch (error) {
      if (!isUnanswered(error)) {
        settle();
        setOpen(false);
      }
      const { message } = errorDetails(error);
      notify(message, { type: 'error', messageArgs: { _: message } });
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <Button
        size="small"
        variant="contained"
        aria-label={consoleLoanDisburseLabel(row.serial)}
        onClick={(event) => {
          event.stopPropagation();
          settle();
          setReason('');
          setReasonError(null);
          setOpen(true);
        }}
      >
        {T.disburse}
      </Button>
      <Dialog open={open} onClose={sending ? undefined : () => setOpen(false)} aria-labelledby={titleId} maxWidth="xs" fullWidth>
        <DialogTitle id={titleId}>{T.disburseTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText>{consoleLoanDisburseText(row.serial, row.waiting_amount, row.borrower_fee)}</DialogContentText>
          <TextField
            label={T.disburse_reason}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={reasonError !== null}
            helperText={reasonError ?? ' '}
            disabled={sending}
            multiline
            fullWidth
            margin="dense"
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={sending}>
            {T.cancel}
          </Button>
          <Button variant="contained" onClick={() => void confirm()} disabled={sending} aria-busy={sending}>
            {T.disburseConfirm}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
