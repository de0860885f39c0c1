import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { ACCOUNT_TEXTS } from '@lendbridge/domain';

export interface PromptDialogProps {
  open: boolean;
  title: string;
  text?: string;
  /** The button that leads on (前往綁定, 重新整理). */
  actionLabel: string;
  onAction: () => void;
  onClose: () => void;
}

/** A title, an optional text, 取消 and one button that leads on. */
export function PromptDialog({ open, title, text, actionLabel, onAction, onClose }: PromptDialogProps) {
  const id = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={`${id}-title`} maxWidth="xs" fullWidth>
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      {text !== undefined && text !== '' && (
        <DialogContent>
          <DialogContentText sx={{ whiteSpace: 'pre-line' }}>{text}</DialogContentText>
        </DialogContent>
      )}
      <DialogActions>
        <Button onClick={onClose}>{ACCOUNT_TEXTS.cancel}</Button>
        <Button variant="contained" onClick={onAction} autoFocus>
          {actionLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
