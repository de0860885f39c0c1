import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useId, useState, type ReactNode } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { errorDetails } from './errors';

export interface TextDecisionDialogProps {
  open: boolean;
  title: string;
  description: ReactNode;
  field: string;
  label: string;
  confirmLabel: string;
  color: 'error' | 'primary';
  multiline?: boolean;
  onClose: () => void;
  /** Sends the text; resolves once done, throws the call's error. */
  onSubmit: (text: string) => Promise<void>;
}

/** A dialog asking for one text (a rejection reason, a sales code) before an action is sent. */
export const TextDecisionDialog = ({
  open,
  title,
  description,
  field,
  label,
  confirmLabel,
  color,
  multiline = false,
  onClose,
  onSubmit,
}: TextDecisionDialogProps) => {
  const id = useId();
  const notify = useNotify();
  const translate = useTranslate();
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const close = () => {
    if (saving) return;
    setText('');
    setFieldError(null);
    onClose();
  };

  const submit = async () => {
    setSaving(true);
    setFieldError(null);
    try {
      await onSubmit(text);
      setText('');
    } catch (error) {
      const { message, errors } = errorDetails(error);
      if (errors[field]) setFieldError(errors[field]);
      else notify(message, { type: 'error', messageArgs: { _: message } });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby={`${id}-title`}>
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{description}</DialogContentText>
        <TextField
          id={id}
          label={label}
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={fieldError !== null}
          helperText={fieldError ?? ' '}
          multiline={multiline}
          minRows={multiline ? 3 : undefined}
          fullWidth
          autoFocus
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={saving}>
          {translate('ra.action.cancel')}
        </Button>
        <Button variant="contained" color={color} onClick={() => void submit()} disabled={saving}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
