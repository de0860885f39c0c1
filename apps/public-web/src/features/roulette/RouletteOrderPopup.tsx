import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { LUCKY_ROULETTE_PATH, ROULETTE_PAGE_TEXTS, rouletteOrderPopupText } from '@lendbridge/domain';
import { freshData } from '../../shared/useReportedQuery';
import { rouletteQueries } from './roulette.api';

/**
 * Shown once an order is done: when a roulette is live and the member holds spins (read after the
 * order), an invitation to /account/lucky-roulette. No live roulette (404 CAMPAIGN_NOT_LIVE) or any
 * failure shows nothing.
 */
export function RouletteOrderPopup() {
  const titleId = useId();
  const overview = useQuery(rouletteQueries.overview());
  const [dismissed, setDismissed] = useState(false);
  const available = freshData(overview)?.available ?? 0;
  const close = () => setDismissed(true);

  return (
    <Dialog open={available > 0 && !dismissed} onClose={close} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{ROULETTE_PAGE_TEXTS.orderPopupTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText>{rouletteOrderPopupText(available)}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{ROULETTE_PAGE_TEXTS.orderPopupLater}</Button>
        <Button variant="contained" component={RouterLink} to={LUCKY_ROULETTE_PATH} autoFocus>
          {ROULETTE_PAGE_TEXTS.orderPopupGo}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
