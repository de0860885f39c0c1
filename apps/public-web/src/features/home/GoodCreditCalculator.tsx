import { useState } from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  GOOD_CREDIT_AMOUNT_DEFAULT_TEN_THOUSAND,
  GOOD_CREDIT_BASE_RATE_PERCENT,
  GOOD_CREDIT_DEFAULT_TERM,
  GOOD_CREDIT_TERMS,
  HOME_TEXTS,
  formatNtd,
  goodCreditQuote,
  isGoodCreditAmount,
} from '@lendbridge/domain';
import type { GoodCreditTerm } from '@lendbridge/domain';

const WHOLE = /^\d{1,9}$/;

/**
 * The good-credit calculator (spec 9): an amount in ten-thousands and a term; the monthly
 * instalments of the two halves and the total interest in whole NT$, as the domain computes them.
 */
export function GoodCreditCalculator() {
  const [amountText, setAmountText] = useState(String(GOOD_CREDIT_AMOUNT_DEFAULT_TEN_THOUSAND));
  const [term, setTerm] = useState<GoodCreditTerm>(GOOD_CREDIT_DEFAULT_TERM);
  const amount = WHOLE.test(amountText.trim()) ? Number(amountText.trim()) : Number.NaN;
  const valid = isGoodCreditAmount(amount);
  const quote = valid ? goodCreditQuote(amount, term) : undefined;
  const figures = quote === undefined
    ? []
    : [
        [HOME_TEXTS.firstHalfPayment, quote.firstHalfPayment],
        [HOME_TEXTS.secondHalfPayment, quote.secondHalfPayment],
        [HOME_TEXTS.totalInterest, quote.totalInterest],
        [HOME_TEXTS.savedInterest(GOOD_CREDIT_BASE_RATE_PERCENT), quote.savedInterest],
      ] as const;
  return (
    <Paper component="section" variant="outlined" aria-labelledby="good-credit-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="good-credit-title" component="h3" variant="h6" sx={{ fontWeight: 700 }}>
        {HOME_TEXTS.calculatorTitle}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {HOME_TEXTS.calculatorIntro}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          label={HOME_TEXTS.calculatorAmount}
          value={amountText}
          onChange={(event) => setAmountText(event.target.value)}
          error={!valid}
          helperText={HOME_TEXTS.calculatorAmountHelp}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 9 } }}
          sx={{ flex: 1 }}
        />
        <TextField
          select
          label={HOME_TEXTS.calculatorTerm}
          value={term}
          onChange={(event) => setTerm(Number(event.target.value) as GoodCreditTerm)}
          sx={{ flex: 1 }}
        >
          {GOOD_CREDIT_TERMS.map((months) => (
            <MenuItem key={months} value={months}>
              {HOME_TEXTS.termOption(months)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Box component="dl" aria-live="polite" sx={{ m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, minHeight: 64 }}>
        {figures.map(([label, value]) => (
          <Box key={label}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="h6" sx={{ m: 0, fontWeight: 700 }}>
              {formatNtd(value)}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
