import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router-dom';
import {
  CART_ADD_QUERY,
  CART_PAGE_PATH,
  MARKET_TEXTS,
  canInvestAll,
  checkInvestAmount,
  investAllAmount,
  investAmountRule,
} from '@lendbridge/domain';
import type { MarketLoanCard } from '@lendbridge/domain';
import { ReviewNotice } from '../../shared/ReviewNotice';
import { useLadderGate } from './useLadderGate';

const T = MARKET_TEXTS;

/** The cart page adding a loan with an amount (the cart feature reads ?add={serial}&amount={n}). */
export const cartAddPath = (serial: string, amount: number): string =>
  `${CART_PAGE_PATH}?${new URLSearchParams({ [CART_ADD_QUERY.serial]: serial, [CART_ADD_QUERY.amount]: String(amount) }).toString()}`;

export interface InvestAmountBoxProps {
  loan: Pick<MarketLoanCard, 'serial' | 'amount_investable' | 'can_invest'>;
  /** The borrower's own loan. */
  own: boolean;
  /** Takes the order instead of opening the cart page with the loan added. */
  onInvest?: (serial: string, amount: number) => void;
}

/**
 * The loan detail's amount box (spec 5): a number in multiples of 1000, between 1000 and what is
 * still investable, 輸入錯誤 otherwise. Invest-all fills the largest amount allowed and is disabled
 * once the amount reaches it; the button is disabled while the loan cannot be invested, the amount is
 * invalid or below the minimum. Adding needs the completed questionnaire (the ladder's alert
 * otherwise).
 */
export function InvestAmountBox({ loan, own, onInvest }: InvestAmountBoxProps) {
  const [text, setText] = useState('');
  const navigate = useNavigate();
  const gate = useLadderGate();
  const rule = investAmountRule(loan.amount_investable);
  const check = checkInvestAmount(text, rule);
  const investable = loan.can_invest && !own;

  const invest = () => {
    if (check.state !== 'valid' || !investable || !gate('questionnaire')) return;
    if (onInvest !== undefined) onInvest(loan.serial, check.amount);
    else navigate(cartAddPath(loan.serial, check.amount));
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }} aria-label={T.investTitle}>
      <Typography variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {T.investTitle}
      </Typography>
      {!investable && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {own ? T.ownLoan : T.notInvestable}
        </Alert>
      )}
      {investable && <ReviewNotice sx={{ mb: 1 }} />}
      <TextField
        id="invest-amount"
        label={T.investAmountLabel}
        size="small"
        fullWidth
        value={text}
        disabled={!investable}
        onChange={(event) => setText(event.target.value)}
        error={check.state === 'invalid'}
        helperText={check.state === 'invalid' ? check.message : T.investAmountHint(rule.min, rule.step, rule.max)}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <Button
          variant="outlined"
          disabled={!investable || !canInvestAll(text, rule)}
          onClick={() => setText(String(investAllAmount(rule)))}
        >
          {T.investAll}
        </Button>
        <Button variant="contained" disabled={!investable || check.state !== 'valid'} onClick={invest} sx={{ flexGrow: 1 }}>
          {T.addToCart}
        </Button>
      </Stack>
    </Paper>
  );
}
