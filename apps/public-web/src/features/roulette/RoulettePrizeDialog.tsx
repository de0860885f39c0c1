import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  CAMPAIGN_TEXTS,
  PRIZE_CODE_VALID_DAYS,
  ROULETTE_PAGE_TEXTS,
  rouletteCashbackText,
  roulettePromoCodeHint,
} from '@lendbridge/domain';
import type { RouletteSpinResult } from './roulette.api';

/** The code a prize gave, with a button that copies it. */
function PromoCodeBox({ code }: { code: string }) {
  const [copied, setCopied] = useState(false);
  /** A page served without a secure context has no clipboard: the code stays there to copy by hand. */
  const copy = () => {
    Promise.resolve()
      .then(() => navigator.clipboard.writeText(code))
      .then(() => setCopied(true))
      .catch(() => setCopied(false));
  };
  return (
    <Stack spacing={1} sx={{ alignItems: 'center' }}>
      <Typography variant="body2" color="text.secondary">
        {CAMPAIGN_TEXTS.promoCodeIs}
      </Typography>
      <Typography aria-label={CAMPAIGN_TEXTS.promoCodeIs} sx={{ fontFamily: 'monospace', fontSize: '1.5rem', fontWeight: 700, letterSpacing: 2 }}>
        {code}
      </Typography>
      <Button variant="outlined" size="small" onClick={copy}>
        {ROULETTE_PAGE_TEXTS.copyCode}
      </Button>
      <Typography variant="body2" color="text.secondary" role="status">
        {copied ? ROULETTE_PAGE_TEXTS.codeCopied : roulettePromoCodeHint(PRIZE_CODE_VALID_DAYS)}
      </Typography>
    </Stack>
  );
}

export interface RoulettePrizeDialogProps {
  /** The prize the wheel stopped on; the dialog shows while open. */
  outcome: RouletteSpinResult | null;
  open: boolean;
  /** 銘謝惠顧 and the like are no prize: the dialog is then titled 抽獎結果. */
  isPrize: boolean;
  onClose: () => void;
}

/** What the spin won: the prize's name, the promo code to copy when it gave one, the cashback it paid. */
export function RoulettePrizeDialog({ outcome, open, isPrize, onClose }: RoulettePrizeDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open && outcome !== null} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{isPrize ? CAMPAIGN_TEXTS.yourPrize : ROULETTE_PAGE_TEXTS.resultHeading}</DialogTitle>
      {outcome !== null && (
        <DialogContent>
          <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
            <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
              {outcome.rewardName}
            </Typography>
            {outcome.promoCode !== null && <PromoCodeBox code={outcome.promoCode} />}
            {outcome.cashback !== null && outcome.cashback > 0 && <Typography>{rouletteCashbackText(outcome.cashback)}</Typography>}
          </Stack>
        </DialogContent>
      )}
      <DialogActions>
        <Button variant="contained" onClick={onClose} autoFocus>
          {ROULETTE_PAGE_TEXTS.close}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
