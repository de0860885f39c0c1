import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { REPAYMENT_TABLE_TEXTS, repaymentTableLabel } from '@lendbridge/domain';
import { RepaymentSchedule } from './RepaymentSchedule';
import type { RepaymentSource } from './repayment.api';

export interface RepaymentScheduleSectionProps {
  source: RepaymentSource;
  serial: string;
}

/** 還款明細 as a section of a page: the borrower's loan page and the lender's investment page. */
export function RepaymentScheduleSection({ source, serial }: RepaymentScheduleSectionProps) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} component="section" aria-label={REPAYMENT_TABLE_TEXTS.title}>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
        {REPAYMENT_TABLE_TEXTS.title}
      </Typography>
      <RepaymentSchedule source={source} serial={serial} label={repaymentTableLabel(serial)} />
    </Paper>
  );
}
