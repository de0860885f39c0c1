import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  REPAYMENT_PROGRESS_TEXTS,
  repaidPercent,
  repaymentProgressLabel,
  repaymentProgressSummary,
  repaymentTableLabel,
  scheduleToggleLabel,
} from '@lendbridge/domain';
import type { RepaymentProgressItem } from '@lendbridge/domain';
import { RepaymentSchedule } from './RepaymentSchedule';

const T = REPAYMENT_PROGRESS_TEXTS;

function LoanProgress({ item }: { item: RepaymentProgressItem }) {
  const [open, setOpen] = useState(false);
  const percent = repaidPercent(item.paid_amount, item.total_amount);
  return (
    <Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', justifyContent: 'space-between', flexWrap: 'wrap' }} useFlexGap>
        <Typography sx={{ fontWeight: 700 }}>{item.loan_app_serial}</Typography>
        <Typography variant="body2" color="text.secondary">
          {repaymentProgressSummary(item.paid_amount, item.total_amount, percent)}
        </Typography>
      </Stack>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label={repaymentProgressLabel(item.loan_app_serial)}
        sx={{ height: 8, borderRadius: 4, my: 1 }}
      />
      <Button size="small" onClick={() => setOpen((current) => !current)} aria-expanded={open} aria-label={scheduleToggleLabel(item.loan_app_serial, open)}>
        {open ? T.hideSchedule : T.showSchedule}
      </Button>
      {open && (
        <Box sx={{ mt: 1 }}>
          <RepaymentSchedule source="loan" serial={item.loan_app_serial} label={repaymentTableLabel(item.loan_app_serial)} />
        </Box>
      )}
    </Box>
  );
}

export interface RepaymentProgressProps {
  items: readonly RepaymentProgressItem[];
}

/** Each repaying loan: principal and interest repaid of its schedule as a bar, and its schedule on demand. */
export function RepaymentProgress({ items }: RepaymentProgressProps) {
  if (items.length === 0) return null;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} component="section" aria-label={T.title}>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
        {T.title}
      </Typography>
      <Stack spacing={3}>
        {items.map((item) => (
          <LoanProgress key={item.loan_app_serial} item={item} />
        ))}
      </Stack>
    </Paper>
  );
}
