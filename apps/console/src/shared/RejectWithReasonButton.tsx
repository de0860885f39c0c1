import { Button } from '@mui/material';
import { useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import { TextDecisionDialog } from './TextDecisionDialog';

export interface RejectWithReasonTexts {
  reject: string;
  rejectTitle: string;
  rejectConfirm: string;
  rejected: string;
  /** The reason field's label. */
  reason: string;
}

/**
 * A list row's refusal: the button opens a dialog asking for the reason, sends it through `reject`,
 * then says so and reloads the list.
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
  reject: (id: number, reason: string) => Promise<unknown>;
}) => {
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="small"
        color="error"
        aria-label={`${texts.reject} #${id}`}
        onClick={(event) => {
          event.stopPropagation();
          setOpen(true);
        }}
      >
        {texts.reject}
      </Button>
      <TextDecisionDialog
        open={open}
        title={texts.rejectTitle}
        description={description}
        field="reason"
        label={texts.reason}
        confirmLabel={texts.rejectConfirm}
        color="error"
        multiline
        onClose={() => setOpen(false)}
        onSubmit={async (reason) => {
          await reject(id, reason);
          setOpen(false);
          notify(texts.rejected, { type: 'success', messageArgs: { _: texts.rejected } });
          refresh();
        }}
      />
    </>
  );
};
