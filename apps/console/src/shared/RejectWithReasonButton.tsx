import { Button } from '@mui/material';
import { useState } from 'react';
import type { ConsoleDataProvider } from '../dataProvider';
import { TextDecisionDialog } from './TextDecisionDialog';
import { useConsoleAction } from './useConsoleAction';

export interface RejectWithReasonTexts {
  reject: string;
  rejectTitle: string;
  rejectConfirm: string;
  rejected: string;
  /** The reason field's label. */
  reason: string;
}

/**
 * A list row's refusal: the button opens a dialog asking for the reason, sends it through the data
 * provider's `reject`, then says so and reloads the list.
 */
export const RejectWithReasonButton = ({
  id,
  description,
  texts,
  reject,
}: {
  id: number;
  /** What the dialog names: the row's id, whose it is and the amount. */
  description: string;
  texts: RejectWithReasonTexts;
  reject: (dataProvider: ConsoleDataProvider, id: number, reason: string) => Promise<unknown>;
}) => {
  const [open, setOpen] = useState(false);
  const action = useConsoleAction<string, unknown>({
    send: (dataProvider, reason) => reject(dataProvider, id, reason),
    done: texts.rejected,
    onDone: () => setOpen(false),
    fields: ['reason'],
  });
  return (
    <>
      <Button
        size="small"
        color="error"
        aria-label={`${texts.reject} #${id}`}
        onClick={(event) => {
          event.stopPropagation();
          action.reset();
          setOpen(true);
        }}
      >
        {texts.reject}
      </Button>
      <TextDecisionDialog
        open={open}
        title={texts.rejectTitle}
        description={description}
        label={texts.reason}
        confirmLabel={texts.rejectConfirm}
        color="error"
        multiline
        error={action.errors.reason}
        pending={action.isPending}
        onClose={() => setOpen(false)}
        onSubmit={action.run}
      />
    </>
  );
};
