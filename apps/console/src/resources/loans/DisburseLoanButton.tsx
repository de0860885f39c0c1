import { CONSOLE_LOAN_TEXTS, consoleLoanDisburseLabel, consoleLoanDisburseText } from '@lendbridge/domain';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId, useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import { isUnanswered, useIdempotencyKeys } from '../deposits/idempotency';
import { errorDetails } from '../loan-applications/errors';
import { disburseLoan } from './loans.api';
import type { LoanRow } from './types';

const T = CONSOLE_LOAN_TEXTS;

/**
 * 撥款 on a funded loan: a confirmation with the amount, then the disbursement. Each 撥款 click
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

  const confirm = async () => {
    setSending(true);
    try {
      await disburseLoan(row.serial, keyFor({ serial: row.serial }));
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
          setOpen(true);
        }}
      >
        {T.disburse}
      </Button>
      <Dialog open={open} onClose={sending ? undefined : () => setOpen(false)} aria-labelledby={titleId} maxWidth="xs" fullWidth>
        <DialogTitle id={titleId}>{T.disburseTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText>{consoleLoanDisburseText(row.serial, row.waiting_amount, row.borrower_fee)}</DialogContentText>
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
