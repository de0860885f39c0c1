import {
  CONSOLE_LEGAL_COLLECTION_TEXTS,
  LEGAL_COLLECTION_FEE_PAYMENT_STATUS,
  consoleLegalCollectionAdvanceLabel,
  consoleLegalCollectionAdvanceText,
} from '@lendbridge/domain';
import { Button } from '@mui/material';
import { useState } from 'react';
import { TextDecisionDialog } from '../../shared/TextDecisionDialog';
import { useConsoleAction } from '../../shared/useConsoleAction';
import type { LegalCollectionRow } from './types';

const T = CONSOLE_LEGAL_COLLECTION_TEXTS;

/**
 * 推進進度: moves a request to its next stage with a note the lender is told. Entering the court
 * stage pays the held court fee, which the dialog says. Confirming again after an unanswered try
 * reuses the attempt's Idempotency-Key, so a stage is never skipped twice.
 */
export const AdvanceLegalCollectionButton = ({ row }: { row: LegalCollectionRow }) => {
  const [open, setOpen] = useState(false);
  const advance = useConsoleAction<{ id: number; note: string }, unknown>({
    send: (dataProvider, { id, note }, meta) => dataProvider.advanceLegalCollection(id, { note }, meta),
    done: T.advanced,
    onDone: () => setOpen(false),
    keyed: true,
    fields: ['note'],
  });
  const next = row.next_status;
  if (next === null) return null;

  return (
    <>
      <Button
        size="small"
        variant="contained"
        aria-label={consoleLegalCollectionAdvanceLabel(row.id)}
        onClick={(event) => {
          event.stopPropagation();
          advance.reset();
          setOpen(true);
        }}
      >
        {T.advance}
      </Button>
      <TextDecisionDialog
        open={open}
        title={T.advanceTitle}
        description={
          next === LEGAL_COLLECTION_FEE_PAYMENT_STATUS
            ? `${consoleLegalCollectionAdvanceText(row.id, next)}${T.feePaymentNotice}`
            : consoleLegalCollectionAdvanceText(row.id, next)
        }
        label={T.note}
        confirmLabel={T.confirm}
        color="primary"
        multiline
        error={advance.errors.note}
        pending={advance.isPending}
        onClose={() => setOpen(false)}
        onSubmit={(note) => advance.run({ id: row.id, note })}
      />
    </>
  );
};
