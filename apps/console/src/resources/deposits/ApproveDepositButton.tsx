import { CONSOLE_DEPOSIT_TEXTS, ntdText } from '@lendbridge/domain';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId, useState } from 'react';
import { useConsoleAction } from '../../shared/useConsoleAction';
import type { DepositRow } from './types';

const T = CONSOLE_DEPOSIT_TEXTS;

/**
 * 核准 on a manual deposit awaiting approval: a confirmation with the member, amount and reason,
 * then the credit. The server refuses the admin who recorded it. Confirming again after an
 * unanswered try reuses the Idempotency-Key, so the member is credited at most once.
 */
export const ApproveDepositButton = ({ row }: { row: DepositRow }) => {
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const approve = useConsoleAction<{ id: number }, unknown>({
    send: (dataProvider, { id }, meta) => dataProvider.approveDeposit(id, meta),
    done: T.approved,
    keyed: true,
  });
  const sending = approve.isPending;

  const confirm = async () => {
    const outcome = await approve.run({ id: row.id });
    if (outcome.ok || outcome.answered) setOpen(false);
  };

  return (
    <>
      <Button
        size="small"
        variant="contained"
        aria-label={`${T.approve} #${row.id}`}
        onClick={(event) => {
          event.stopPropagation();
          approve.reset();
          setOpen(true);
        }}
      >
        {T.approve}
      </Button>
      <Dialog open={open} onClose={sending ? undefined : () => setOpen(false)} aria-labelledby={titleId} maxWidth="xs" fullWidth>
        <DialogTitle id={titleId}>{T.approveTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText>{`#${row.id} ${row.member_serial ?? row.virtual_account} ${ntdText(row.amount)}`}</DialogContentText>
          <DialogContentText>{`${T.note}：${row.note ?? ''}（${T.created_by}：${row.created_by_email ?? ''}）`}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={sending}>
            {T.cancel}
          </Button>
          <Button variant="contained" onClick={() => void confirm()} disabled={sending} aria-busy={sending}>
            {T.approveConfirm}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
