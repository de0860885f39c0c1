import { CONSOLE_DEPOSIT_TEXTS, ntdText } from '@lendbridge/domain';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import { TextDecisionDialog } from '../loan-applications/DecisionDialog';
import { rejectDeposit } from './deposits.api';
import type { DepositRow } from './types';

const T = CONSOLE_DEPOSIT_TEXTS;

/** 駁回: refuses a manual deposit awaiting approval, with the reason; nothing is credited. */
export const RejectDepositButton = ({ row }: { row: DepositRow }) => {
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
        description={`#${row.id} ${row.member_serial ?? row.virtual_account} ${ntdText(row.amount)}`}
        field="reason"
        label={T.decision_reason}
        confirmLabel={T.rejectConfirm}
        color="error"
        multiline
        onClose={() => setOpen(false)}
        onSubmit={async (reason) => {
          await rejectDeposit(row.id, reason);
          setOpen(false);
          notify(T.rejected, { type: 'success', messageArgs: { _: T.rejected } });
          refresh();
        }}
      />
    </>
  );
};
