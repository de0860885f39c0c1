import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { MESSAGES } from '@lendbridge/domain';

export const CANCEL_LABEL = MESSAGES.dialogCancel;
export const CONFIRM_LABEL = MESSAGES.dialogConfirm;

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text?: string;
  /** While the confirmed action runs both buttons are disabled. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A question with 取消 and 確定; closing it any other way cancels. */
export function ConfirmDialog({ open, title, text, busy = false, onConfirm, onCancel }: ConfirmDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={busy ? undefined : onCancel} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {text !== undefined && (
        <DialogContent>
          <DialogContentText>{text}</DialogContentText>
        </DialogContent>
      )}
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          {CANCEL_LABEL}
        </Button>
        <Button variant="contained" onClick={onConfirm} disabled={busy} autoFocus>
          {CONFIRM_LABEL}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
