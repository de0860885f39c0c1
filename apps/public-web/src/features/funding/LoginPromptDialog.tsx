import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { FUNDING_TEXTS } from '@lendbridge/domain';
import { LADDER, withNext } from '../../app/ladder';

/** A visitor asked to sign in before liking or investing; signing in brings them back here. */
export function LoginPromptDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const location = useLocation();
  const here = `${location.pathname}${location.search}${location.hash}`;
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="funding-login-title">
      <DialogTitle id="funding-login-title">{FUNDING_TEXTS.notLoggedIn}</DialogTitle>
      <DialogContent>{FUNDING_TEXTS.loginPrompt}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{FUNDING_TEXTS.cancel}</Button>
        <Button variant="contained" component={RouterLink} to={withNext(LADDER[0]?.path ?? '/auth/login', here)}>
          {FUNDING_TEXTS.login}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
