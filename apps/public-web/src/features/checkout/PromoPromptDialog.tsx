import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { CHECKOUT_TEXTS, checkoutPromoUnappliedText } from '@lendbridge/domain';

export interface PromoPromptDialogProps {
  open: boolean;
  code: string;
  onAnswer: (choice: 'apply' | 'skip' | 'back') => void;
}

/** 尚未套用優惠折扣: order with the typed code (套用優惠) or without it (不套用); closing goes back. */
export function PromoPromptDialog({ open, code, onAnswer }: PromoPromptDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={() => onAnswer('back')} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{CHECKOUT_TEXTS.promoUnappliedTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText>{checkoutPromoUnappliedText(code)}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onAnswer('skip')}>{CHECKOUT_TEXTS.promoSkipChoice}</Button>
        <Button variant="contained" onClick={() => onAnswer('apply')} autoFocus>
          {CHECKOUT_TEXTS.promoApplyChoice}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
