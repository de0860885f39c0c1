import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { ACCOUNT_SUM_KEYS, ACCOUNT_SUM_LABELS, ACCOUNT_TEXTS, MESSAGES, ntdText, subjectDetailUrl, withdrawDetailUrl } from '@lendbridge/domain';
import type { AccountSumKey } from '@lendbridge/domain';
import type { AccountAmountOverview } from './account.api';
import { AccountSection } from './AccountSection';

/** Each sum opens its list: transferOut the withdraw list, the others the statement list of the category. */
const sumUrl = (key: AccountSumKey): string => (key === 'transferOut' ? withdrawDetailUrl() : subjectDetailUrl(key));

export interface AmountOverviewCardProps {
  amounts: AccountAmountOverview | null;
  loading: boolean;
  failed: boolean;
}

/** The second overview: transferIn, transferOut, paidPrinciple, paidRepayment and receiveIncome. */
export function AmountOverviewCard({ amounts, loading, failed }: AmountOverviewCardProps) {
  return (
    <AccountSection title={ACCOUNT_TEXTS.overviewTitle}>
      {loading && <LinearProgress aria-label={ACCOUNT_TEXTS.loading} />}
      {failed && <Typography color="text.secondary">{MESSAGES.accountProcessing}</Typography>}
      {amounts !== null && (
        <Grid container spacing={2}>
          {ACCOUNT_SUM_KEYS.map((key) => (
            <Grid key={key} size={{ xs: 6, sm: 4, md: 'grow' }}>
              <Box sx={{ textAlign: 'center' }}>
                <Link component={RouterLink} to={sumUrl(key)} underline="hover" variant="body2">
                  {ACCOUNT_SUM_LABELS[key]}
                </Link>
                <Typography sx={{ fontWeight: 700 }}>
                  {ntdText(amounts[key] ?? 0)}
                </Typography>
              </Box>
            </Grid>
          ))}
        </Grid>
      )}
    </AccountSection>
  );
}
