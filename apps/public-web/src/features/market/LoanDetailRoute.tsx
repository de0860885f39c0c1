import { lazy, useEffect } from 'react';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import CloseIcon from '@mui/icons-material/Close';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router-dom';
import { BREAKPOINTS, MARKET_TEXTS } from '@lendbridge/domain';
import { LoanDetail } from './LoanDetail';
import type { BackgroundState } from './MarketPlacePage';
import { MARKET_PATH } from './useMarketQuery';

const T = MARKET_TEXTS;

/**
 * The list under the modal: it is the page the visitor came from, so its code is already loaded then;
 * a loan opened directly (or on a phone) does not load the list's code.
 */
const MarketPlacePage = lazy(() => import('./MarketPlacePage').then((module) => ({ default: module.MarketPlacePage })));

const backgroundOf = (state: unknown): string | undefined => {
  const background = (state as Partial<BackgroundState> | null)?.background;
  return typeof background === 'string' && background.startsWith(`${MARKET_PATH}`) ? background : undefined;
};

/**
 * /market-place/loan/:serial. Opened from a list on a desktop (≥ 992 px) it is a modal over that list,
 * which closes back to it; on a phone, or when the URL is opened directly, it is a page of its own.
 */
export function LoanDetailRoute() {
  const { serial = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const desktop = useMediaQuery(`(min-width:${BREAKPOINTS.md}px)`);
  const background = backgroundOf(location.state);
  const modal = background !== undefined && desktop;

  useEffect(() => {
    if (!modal) document.title = T.loanPageTitle(serial);
  }, [modal, serial]);

  if (modal) {
    const url = new URL(background, window.location.origin);
    const close = () => navigate(background);
    return (
      <>
        <MarketPlacePage location={{ pathname: url.pathname, search: url.search }} />
        <Dialog open onClose={close} fullWidth maxWidth="lg" aria-labelledby="loan-detail-title" scroll="paper">
          <DialogTitle id="loan-detail-title" sx={{ pr: 6 }}>
            {T.detail}
            <IconButton aria-label={T.close} onClick={close} sx={{ position: 'absolute', right: 8, top: 8 }}>
              <CloseIcon />
            </IconButton>
          </DialogTitle>
          <DialogContent dividers>
            <LoanDetail serial={serial} />
          </DialogContent>
        </Dialog>
      </>
    );
  }
  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <Button component={RouterLink} to={MARKET_PATH} sx={{ mb: 2 }}>
        {T.backToMarket}
      </Button>
      <LoanDetail serial={serial} />
    </Container>
  );
}
