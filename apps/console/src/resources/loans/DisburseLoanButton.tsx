import { CONSOLE_LOAN_TEXTS, consoleLoanDisburseLabel, consoleLoanDisburseText } from '@lendbridge/domain';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useId, useState } from 'react';
import { useConsoleAction } from '../../shared/useConsoleAction';
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
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const disburse = useConsoleAction<{ serial: string; reason: string }, unknown>({
    send: (dataProvider, params, meta) => dataProvider.disburseLoan(params.serial, { reason: params.reason }, meta),
    done: T.disbursed,
    onDone: () => setOpen(false),
    keyed: true,
    fields: ['reason'],
  });
  const sending = disburse.isPending;
  const reasonError = disburse.errors.reason ?? null;

  const confirm = async () => {
    const outcome = await disburse.run({ serial: row.serial, reason });
    // A refusal other than the reason's closes the dialog; after no answer it stays, to confirm again.
    if (!outcome.ok && outcome.answered && outcome.errors.reason === undefined) setOpen(false);
  };

  return (
    <>
      <Button
        size="small"
        variant="contained"
        aria-label={consoleLoanDisburseLabel(row.serial)}
        onClick={(event) => {
          event.stopPropagation();
          disburse.reset();
          setReason('');
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
