import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { CLEARING_TEXTS } from '@lendbridge/domain';

export interface ConfirmClearDialogProps {
  title: string;
  /** The paragraphs shown, in order. */
  lines: readonly string[];
  sending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** A confirmation before a clearing action is sent: its title, what it does, 取消 and 確定. Mounted while open. */
export function ConfirmClearDialog({ title, lines, sending, onConfirm, onClose }: ConfirmClearDialogProps) {
  const titleId = useId();
  return (
    <Dialog open onClose={sending ? undefined : onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {lines.map((line) => (
          <Typography key={line} variant="body2" sx={{ mb: 1 }}>
            {line}
          </Typography>
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={sending}>
          {CLEARING_TEXTS.cancel}
        </Button>
        <Button variant="contained" onClick={onConfirm} disabled={sending} aria-busy={sending}>
          {CLEARING_TEXTS.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
