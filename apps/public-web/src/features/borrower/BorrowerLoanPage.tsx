import type { ReactNode } from 'react';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router-dom';
import {
  BORROWER_LOAN_TEXTS,
  BORROWER_PAGE_PATH,
  LOAN_APP_TYPE_LABELS,
  PRINCIPAL_REPAYMENT_TYPE_LABELS,
  borrowerLoanFundingText,
  borrowerLoanHeading,
  borrowerLoanShowsFunding,
  investedProgress,
  loanPeriodLabel,
  ntdText,
} from '@lendbridge/domain';
import { FactsPanel } from '../../shared/FactsPanel';
import { RecordPage } from '../../shared/RecordPage';
import { loadStateOf, useReportedQuery } from '../../shared/useReportedQuery';
import { formatDateTime, formatPercent } from '../market/format';
import { RepaymentScheduleSection } from '../repayment/RepaymentScheduleSection';
import { borrowerQueries } from './borrower.api';
import type { BorrowerLoanDetail } from './borrower.api';

const T = BORROWER_LOAN_TEXTS;

/** invested / amount while lenders can still invest: a bar with the amounts and the percent. */
function FundingProgress({ loan }: { loan: BorrowerLoanDetail }) {
  const percent = investedProgress(loan.invested_amount, loan.amount);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
        {T.fundingProgress}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={Math.min(100, Number(percent))}
        aria-label={`${T.fundingProgress} ${formatPercent(percent)}`}
        sx={{ height: 8, borderRadius: 4, mb: 1 }}
      />
      <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Typography aria-label={T.investedAmount}>{borrowerLoanFundingText(loan.invested_amount, loan.amount)}</Typography>
        <Typography sx={{ fontWeight: 700 }}>{formatPercent(percent)}</Typography>
      </Stack>
    </Paper>
  );
}

function LoanView({ loan }: { loan: BorrowerLoanDetail }) {
  const rows: [string, ReactNode][] = [
    [T.serial, loan.loan_app_serial],
    [T.type, LOAN_APP_TYPE_LABELS[loan.app_type] ?? loan.app_type],
    [T.status, loan.status],
    [T.amount, ntdText(loan.amount)],
    [T.apr, formatPercent(loan.apr)],
  ];
  if (loan.approval_is_discount) rows.push([T.originalApr, formatPercent(loan.original_approval_apr)]);
  rows.push(
    [T.period, loanPeriodLabel(loan.period)],
    [T.repaymentType, PRINCIPAL_REPAYMENT_TYPE_LABELS[loan.principal_repayment_type] ?? loan.principal_repayment_type],
    [T.borrowerFee, ntdText(loan.borrower_fee)],
  );
  if (loan.funding_deadline !== null) rows.push([T.fundingDeadline, formatDateTime(loan.funding_deadline)]);
  if (loan.funded_at !== null) rows.push([T.fundedAt, formatDateTime(loan.funded_at)]);
  rows.push([T.disbursedAt, formatDateTime(loan.disbursed_at)]);
  if (loan.cancelled_at !== null) rows.push([T.cancelledAt, formatDateTime(loan.cancelled_at)]);
  if (loan.expired_at !== null) rows.push([T.expiredAt, formatDateTime(loan.expired_at)]);

  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
          {borrowerLoanHeading(loan.loan_app_serial)}
        </Typography>
        <Chip label={loan.status} size="small" color={borrowerLoanShowsFunding(loan.status_code) ? 'primary' : 'default'} />
      </Stack>
      {borrowerLoanShowsFunding(loan.status_code) && <FundingProgress loan={loan} />}
      <FactsPanel label={T.title} rows={rows} />
      {loan.disbursed_at !== null && <RepaymentScheduleSection source="loan" serial={loan.loan_app_serial} />}
    </Stack>
  );
}

/**
 * /loan/:serial: one of the borrower's own loans — its terms (with the original approval rate of
 * a discounted one), the funding progress while it is matching, the funding deadline and the
 * times it was funded, disbursed, withdrawn or left unfunded.
 */
export function BorrowerLoanPage() {
  const { serial = '' } = useParams();
  const read = useReportedQuery(borrowerQueries.loan(serial), { missingOn404: true });
  const load = loadStateOf(read);
  const reload = () => void read.refetch();
  return (
    <RecordPage load={load} reload={reload} back={{ to: BORROWER_PAGE_PATH, label: T.backToBorrower }}>
      {(loan) => <LoanView loan={loan} />}
    </RecordPage>
  );
}
