import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useId, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export interface TextDecisionDialogProps {
  open: boolean;
  title: string;
  description: ReactNode;
  label: string;
  confirmLabel: string;
  color: 'error' | 'primary';
  multiline?: boolean;
  /** The action's refusal of the text (its field error), shown under it. */
  error?: string;
  /** The action is on its way: the buttons wait. */
  pending?: boolean;
  onClose: () => void;
  /** Sends the text through the caller's action (useConsoleAction), which closes the dialog once done. */
  onSubmit: (text: string) => unknown;
}

/** The dialog's text: the dialog mounts it each time it opens, so it starts blank. */
const DecisionForm = ({
  id,
  description,
  label,
  confirmLabel,
  color,
  multiline,
  error,
  pending,
  onClose,
  onSubmit,
}: Omit<TextDecisionDialogProps, 'open' | 'title'> & { id: string; pending: boolean }) => {
  const translate = useTranslate();
  const [text, setText] = useState('');
  return (
    <>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{description}</DialogContentText>
        <TextField
          id={id}
          label={label}
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={error !== undefined}
          helperText={error ?? ' '}
          multiline={multiline}
          minRows={multiline ? 3 : undefined}
          fullWidth
          autoFocus
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>
          {translate('ra.action.cancel')}
        </Button>
        <Button variant="contained" color={color} onClick={() => void onSubmit(text)} disabled={pending}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </>
  );
};

/** A dialog asking for one text (a rejection reason, a sales code, a note) before an action is sent. */
export const TextDecisionDialog = ({ open, title, multiline = false, pending = false, onClose, ...form }: TextDecisionDialogProps) => {
  const id = useId();
  const close = () => {
    if (!pending) onClose();
  };
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby={`${id}-title`}>
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DecisionForm id={id} multiline={multiline} pending={pending} onClose={close} {...form} />
    </Dialog>
  );
};
