import { CONSOLE_WITHDRAWAL_TEXTS, ntdText } from '@lendbridge/domain';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import { TextDecisionDialog } from '../loan-applications/DecisionDialog';
import type { WithdrawalRow } from './types';
import { rejectWithdrawal } from './withdrawals.api';

const T = CONSOLE_WITHDRAWAL_TEXTS;

/** 退回: refuses one pending withdrawal with the reason the member is told. */
export const RejectWithdrawalButton = ({ row }: { row: WithdrawalRow }) => {
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="small"
        color="error"
        aria-label={`${T.reject} #${row.id}`}
        onClick={(event) => {
          event.stopPropagation();
          setOpen(true);
        }}
      >
        {T.reject}
      </Button>
      <TextDecisionDialog
        open={open}
        title={T.rejectTitle}
        description={`#${row.id} ${row.member_serial ?? ''} ${ntdText(row.amount)}`}
        field="reason"
        label={T.reject_reason}
        confirmLabel={T.rejectConfirm}
        color="error"
        multiline
        onClose={() => setOpen(false)}
        onSubmit={async (reason) => {
          await rejectWithdrawal(row.id, reason);
          setOpen(false);
          notify(T.rejected, { type: 'success', messageArgs: { _: T.rejected } });
          refresh();
        }}
      />
    </>
  );
};
