import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { DISPLAY_LEVEL_COLORS, MESSAGES, formatYmd, ntdText, rateRangeText } from '@lendbridge/domain';
import { withNext } from '../../app/ladder';
import type { CreditTryOutcome } from './useCreditTry';

export interface CreditTryResultCardProps {
  outcome: CreditTryOutcome;
  /** Where sign-in and registration return the visitor. */
  returnTo: string;
  onRetake: () => void;
}

const TITLE_ID = 'credit-try-result-title';

function ResultItem({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1, textAlign: 'center' }}>
      <Typography component="dt" color="text.secondary" variant="body2">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, mt: 0.5, fontWeight: 700 }} variant="h6">
        {children}
      </Typography>
    </Box>
  );
}

/** The level, its yearly rate range and the credit line; visitors are asked to sign in to keep it. */
export function CreditTryResultCard({ outcome, returnTo, onRetake }: CreditTryResultCardProps) {
  return (
    <Stack component="section" aria-labelledby={TITLE_ID} spacing={3}>
      <Typography id={TITLE_ID} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {MESSAGES.creditTryResultTitle}
      </Typography>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}
      >
        <ResultItem label={MESSAGES.creditTryLevelLabel}>
          <Box component="span" sx={{ color: DISPLAY_LEVEL_COLORS[outcome.level], fontSize: '2rem' }}>
            {outcome.level}
          </Box>
        </ResultItem>
        <ResultItem label={MESSAGES.creditTryRateLabel}>{rateRangeText(outcome.rate_range)}</ResultItem>
        <ResultItem label={MESSAGES.creditTryLineLabel}>{ntdText(outcome.line)}</ResultItem>
      </Box>
      <Typography color="text.secondary" variant="body2">
        {MESSAGES.creditTryNotice}
      </Typography>
      {outcome.savedAt === null ? (
        <Alert severity="info">
          <Typography sx={{ mb: 1.5 }}>{MESSAGES.creditTrySignInPrompt}</Typography>
          <Stack direction="row" spacing={1.5}>
            <Button variant="contained" component={RouterLink} to={withNext('/auth/login', returnTo)}>
              {MESSAGES.creditTrySignIn}
            </Button>
            <Button variant="outlined" component={RouterLink} to={withNext('/auth/register', returnTo)}>
              {MESSAGES.creditTryRegister}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <Alert severity="success">
          {MESSAGES.creditTrySaved}
          {`（${MESSAGES.creditTryLatest}：${formatYmd(new Date(outcome.savedAt))}）`}
        </Alert>
      )}
      <Button variant="outlined" onClick={onRetake} sx={{ alignSelf: 'flex-start' }}>
        {MESSAGES.creditTryRetake}
      </Button>
    </Stack>
  );
}
