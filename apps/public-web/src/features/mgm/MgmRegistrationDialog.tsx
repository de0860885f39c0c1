import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { Link as RouterLink } from 'react-router-dom';
import { REFERRAL_REGISTER_PATH, REFERRAL_TEXTS, referralLink } from '@lendbridge/domain';

/** The registration page a questionnaire sends the visitor to: with the serial of the link they came by, when there is one. */
export const registrationPathFor = (mgmSerial: string | null): string => (mgmSerial === null ? REFERRAL_REGISTER_PATH : referralLink(mgmSerial));

export interface MgmRegistrationDialogProps {
  open: boolean;
  mgmSerial: string | null;
  onClose: () => void;
}

/** mgm-registration: the questionnaire's invitation to register, through the referrer's link. */
export function MgmRegistrationDialog({ open, mgmSerial, onClose }: MgmRegistrationDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} id="mgm-registration" aria-labelledby="mgm-registration-title" maxWidth="xs" fullWidth>
      <DialogTitle id="mgm-registration-title">{REFERRAL_TEXTS.registrationTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText>{REFERRAL_TEXTS.registrationText}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{REFERRAL_TEXTS.close}</Button>
        <Button variant="contained" component={RouterLink} to={registrationPathFor(mgmSerial)}>
          {REFERRAL_TEXTS.registrationGo}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
