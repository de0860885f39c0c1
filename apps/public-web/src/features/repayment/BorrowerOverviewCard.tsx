import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BORROWER_OVERVIEW_TEXTS, currentRepaymentLabel, ntdText, remainingTermText } from '@lendbridge/domain';
import type { BorrowerOverviewSums } from '@lendbridge/domain';

const T = BORROWER_OVERVIEW_TEXTS;

function Figure({ label, value, alert = false }: { label: string; value: string; alert?: boolean }) {
  return (
    <Box role="group" aria-label={label}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6" component="p" color={alert ? 'error' : undefined} sx={{ fontWeight: 700 }}>
        {value}
      </Typography>
    </Box>
  );
}

export interface BorrowerOverviewCardProps {
  overview: BorrowerOverviewSums;
}

/**
 * The borrower's repayment summary: what is still owed by the end of this month (late rows
 * included), what of it is overdue (only while something is), the principal and interest left of
 * everything scheduled, and the months of rows still to come.
 */
export function BorrowerOverviewCard({ overview }: BorrowerOverviewCardProps) {
  const term = overview.remain_amount === 0 ? T.noRemainingTerm : remainingTermText(overview.diff_year, overview.diff_month);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} component="section" aria-label={T.title}>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
        {T.title}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' } }}>
        <Figure label={currentRepaymentLabel(overview.currentMonth)} value={ntdText(overview.current_repayment)} />
        {overview.overdue_amount > 0 && <Figure label={T.overdueAmount} value={ntdText(overview.overdue_amount)} alert />}
        <Figure label={T.remainAmount} value={ntdText(overview.remain_amount)} />
        <Figure label={T.totalAmount} value={ntdText(overview.total_amount)} />
        <Figure label={T.remainingTerm} value={term} />
      </Box>
    </Paper>
  );
}
