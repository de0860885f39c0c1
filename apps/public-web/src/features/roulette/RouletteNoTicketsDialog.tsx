import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { Link as RouterLink } from 'react-router-dom';
import { CAMPAIGN_TEXTS, MARKET_PLACE_PATH, MGM_ACTIVITY_PATH, ROULETTE_PAGE_TEXTS } from '@lendbridge/domain';

/** 您目前沒有抽獎卷哦: tickets come from inviting friends (/activity/mgm) or investing (/market-place). */
export function RouletteNoTicketsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{CAMPAIGN_TEXTS.noTickets}</DialogTitle>
      <DialogContent>
        <DialogContentText>{CAMPAIGN_TEXTS.inviteFriends}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{ROULETTE_PAGE_TEXTS.close}</Button>
        <Button variant="outlined" component={RouterLink} to={MGM_ACTIVITY_PATH}>
          {CAMPAIGN_TEXTS.inviteLink}
        </Button>
        <Button variant="contained" component={RouterLink} to={MARKET_PLACE_PATH} autoFocus>
          {CAMPAIGN_TEXTS.goInvest}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
