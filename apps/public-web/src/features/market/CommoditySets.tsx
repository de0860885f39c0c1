import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import {
  CART_COUNT_MAX,
  CART_COUNT_MIN,
  CART_PAGE_PATH,
  CART_TEXTS,
  LISTING_TEXTS,
  MARKET_LISTING_TEXTS,
  MARKET_TEXTS,
  TOAST_MS,
  cartAmountError,
  cartAmountMax,
  commoditySetTotal,
} from '@lendbridge/domain';
import type { MarketCommoditySet, MarketLoanDetail } from '@lendbridge/domain';
import { ApiError } from '../../app/api';
import { ladderStepForError } from '../../app/ladder';
import { useErrorHandler } from '../../app/useErrorHandler';
import { useAddToCart } from '../cart/cart.api';
import { formatMoney } from './format';
import { useLadderGate } from './useLadderGate';

const T = LISTING_TEXTS;

/** The counts a lender may choose: 1 to 30 sets. */
const COUNTS = Array.from({ length: CART_COUNT_MAX - CART_COUNT_MIN + 1 }, (_, index) => CART_COUNT_MIN + index);

/** A refusal shown under the set (4xx other than the ladder's); anything else goes to the error dialog. */
const isRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && ladderStepForError(error) === null;

/** The cart's refusal of a set, under the set: its field errors first, else the message. */
const refusalOf = (error: ApiError): string =>
  error.errors.loan_commodity_set_id ?? error.errors.amount ?? error.errors.count ?? error.errors.loan_serial ?? error.message;

type SetLoan = Pick<MarketLoanDetail, 'serial' | 'amount_investable' | 'can_invest' | 'is_own'>;

interface SetCardProps {
  loan: SetLoan;
  set: MarketCommoditySet;
  onAdded: () => void;
}

function CommoditySetCard({ loan, set, onAdded }: SetCardProps) {
  const gate = useLadderGate();
  const handleError = useErrorHandler();
  const [count, setCount] = useState(CART_COUNT_MIN);
  const [refusal, setRefusal] = useState<string | null>(null);
  const { mutateAsync: addToCart, isPending: sending } = useAddToCart();
  const investable = loan.can_invest && !loan.is_own;
  const total = commoditySetTotal(set.amount, count);
  const amountError = investable ? cartAmountError(total, cartAmountMax(loan.amount_investable)) : undefined;
  const message = amountError ?? refusal;

  const add = async () => {
    if (!investable || amountError !== undefined || !gate('questionnaire')) return;
    setRefusal(null);
    try {
      await addToCart({ loan_serial: loan.serial, amount: total, count, loan_commodity_set_id: set.id });
      onAdded();
    } catch (error) {
      if (isRefusal(error)) setRefusal(refusalOf(error));
      else handleError(error);
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="article" aria-label={set.name}>
      <Typography component="h4" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {set.name}
      </Typography>
      {set.description !== '' && (
        <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line', mb: 1 }}>
          {set.description}
        </Typography>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' }, mt: 1 }}>
        <Box sx={{ minWidth: 120 }}>
          <Typography variant="caption" color="text.secondary">
            {T.commoditySetAmount}
          </Typography>
          <Typography sx={{ fontWeight: 700 }}>{formatMoney(set.amount)}</Typography>
        </Box>
        <TextField
          select
          size="small"
          label={T.commoditySetCount}
          value={count}
          disabled={!investable}
          onChange={(event) => {
            setCount(Number(event.target.value));
            setRefusal(null);
          }}
          error={message !== null && message !== undefined}
          helperText={message ?? `${T.commoditySetTotal} ${formatMoney(total)}`}
          sx={{ minWidth: 200 }}
        >
          {COUNTS.map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="contained"
          aria-label={MARKET_LISTING_TEXTS.addCommoditySet(set.name)}
          disabled={!investable || amountError !== undefined || sending}
          onClick={() => void add()}
        >
          {T.commoditySetAddToCart}
        </Button>
      </Stack>
    </Paper>
  );
}

export interface CommoditySetsProps {
  loan: SetLoan;
  sets: readonly MarketCommoditySet[];
}

/**
 * A farmer loan's commodity sets: name, contents and amount per set, and a count (1 to 30) that
 * adds the sets to the cart for amount × count. The total must fit what the loan still takes; the
 * cart needs the completed questionnaire (the ladder's alert otherwise).
 */
export function CommoditySets({ loan, sets }: CommoditySetsProps) {
  const [added, setAdded] = useState(false);
  const investable = loan.can_invest && !loan.is_own;

  return (
    <Box component="section" aria-labelledby="commodity-sets-title" sx={{ mt: 3 }}>
      <Typography id="commodity-sets-title" component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {T.commoditySets}
      </Typography>
      {!investable && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {loan.is_own ? MARKET_TEXTS.ownLoan : MARKET_TEXTS.notInvestable}
        </Alert>
      )}
      <Stack spacing={2}>
        {sets.map((set) => (
          <CommoditySetCard key={set.id} loan={loan} set={set} onAdded={() => setAdded(true)} />
        ))}
      </Stack>
      <Snackbar
        open={added}
        autoHideDuration={TOAST_MS}
        onClose={() => setAdded(false)}
        message={CART_TEXTS.added}
        action={
          <Button color="inherit" size="small" component={RouterLink} to={CART_PAGE_PATH}>
            {CART_TEXTS.goToCart}
          </Button>
        }
      />
    </Box>
  );
}
