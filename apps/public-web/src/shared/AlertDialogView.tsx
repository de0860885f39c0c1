import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { AlertOptions } from './AlertDialog';

export interface AlertDialogProps extends AlertOptions {
  open: boolean;
  onClose: () => void;
}

/** A title, an optional text and one 確定 button. */
export function AlertDialog({ open, title, text, onClose }: AlertDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="alert-dialog-title" maxWidth="xs" fullWidth>
      <DialogTitle id="alert-dialog-title">{title}</DialogTitle>
      {text !== undefined && text !== '' && (
        <DialogContent>
          <DialogContentText sx={{ whiteSpace: 'pre-line' }}>{text}</DialogContentText>
        </DialogContent>
      )}
      <DialogActions>
        <Button onClick={onClose} variant="contained" autoFocus>
          確定
        </Button>
      </DialogActions>
    </Dialog>
  );
}
