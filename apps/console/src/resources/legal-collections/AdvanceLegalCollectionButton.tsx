import {
  CONSOLE_LEGAL_COLLECTION_TEXTS,
  LEGAL_COLLECTION_FEE_PAYMENT_STATUS,
  consoleLegalCollectionAdvanceLabel,
  consoleLegalCollectionAdvanceText,
} from '@lendbridge/domain';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import { isUnanswered, useIdempotencyKeys } from '../../shared/idempotency';
import { TextDecisionDialog } from '../../shared/TextDecisionDialog';
import { advanceLegalCollection } from './legalCollections.api';
import type { LegalCollectionRow } from './types';

const T = CONSOLE_LEGAL_COLLECTION_TEXTS;

/**
 * 推進進度: moves a request to its next stage with a note the lender is told. Entering the court
 * stage pays the held court fee, which the dialog says. Confirming again after an unanswered try
 * reuses the attempt's Idempotency-Key, so a stage is never skipped twice.
 */
export const AdvanceLegalCollectionButton = ({ row }: { row: LegalCollectionRow }) => {
  const notify = useNotify();
  const refresh = useRefresh();
  const { keyFor, settle } = useIdempotencyKeys();
  const [open, setOpen] = useState(false);
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
          settle();
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
        field="note"
        label={T.note}
        confirmLabel={T.confirm}
        color="primary"
        multiline
        onClose={() => setOpen(false)}
        onSubmit={async (note) => {
          try {
            await advanceLegalCollection(row.id, note, keyFor({ id: row.id, note }));
          } catch (error) {
            if (!isUnanswered(error)) settle();
            throw error;
          }
          settle();
          setOpen(false);
          notify(T.advanced, { type: 'success', messageArgs: { _: T.advanced } });
          refresh();
        }}
      />
    </>
  );
};
