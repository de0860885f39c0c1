import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router-dom';
import {
  CHECKOUT_PAYMENT_METHOD_LABELS,
  INVESTMENT_PAGE_TEXTS,
  PRINCIPAL_REPAYMENT_TYPE_LABELS,
  RESALE_TEXTS,
  checkoutMoney,
  investmentLoanPath,
  investmentPageHeading,
  investmentResumePath,
  lenderInvestmentTypeLabel,
  lenderInvestmentsPath,
  loanPeriodLabel,
} from '@lendbridge/domain';
import type { InvestmentDetail } from '@lendbridge/domain';
import { FactsPanel } from '../../shared/FactsPanel';
import { RecordPage } from '../../shared/RecordPage';
import { loadStateOf, useReportedQuery } from '../../shared/useReportedQuery';
import { formatDateTime, formatPercent } from '../market/format';
import { ResaleOfferSection } from '../resale/ResaleOfferSection';
import { InvestmentRepaymentSchedule } from './InvestmentRepaymentSchedule';
import { InvestmentTypeIcon } from './InvestmentTypeIcon';
import { investmentQueries } from './investments.api';

const T = INVESTMENT_PAGE_TEXTS;

/** A repayment type by its name; an unknown one as sent. */
const repaymentTypeLabel = (type: string): string => (PRINCIPAL_REPAYMENT_TYPE_LABELS as Readonly<Record<string, string>>)[type] ?? type;

/** The loan serial, a link to the market detail while the market shows the loan. */
function LoanSerial({ investment }: { investment: InvestmentDetail }) {
  const path = investmentLoanPath(investment);
  if (path === null) return <>{investment.loan_serial}</>;
  return (
    <Link component={RouterLink} to={path}>
      {investment.loan_serial}
    </Link>
  );
}

/** The deposit an order still waits for: its deadline and the way back to paying it. */
function AwaitingDeposit({ investment, path }: { investment: InvestmentDetail; path: string }) {
  return (
    <Alert
      severity="warning"
      action={
        <Button color="inherit" variant="outlined" size="small" component={RouterLink} to={path}>
          {T.resumePayment}
        </Button>
      }
    >
      {T.awaitingDeposit}
      {investment.arrive_at !== null && (
        <Typography variant="body2" sx={{ fontWeight: 700, mt: 0.5 }}>
          {`${T.deadline} ${formatDateTime(investment.arrive_at)}`}
        </Typography>
      )}
    </Alert>
  );
}

function InvestmentView({ investment }: { investment: InvestmentDetail }) {
  const resumePath = investmentResumePath(investment);
  const terms: [string, ReactNode][] = [
    [T.loanSerial, <LoanSerial key="loan" investment={investment} />],
    [
      T.type,
      <Stack key="type" direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <InvestmentTypeIcon type={investment.type} />
        <span>{lenderInvestmentTypeLabel(investment.type)}</span>
      </Stack>,
    ],
    [T.amount, checkoutMoney(investment.amount)],
    [T.apr, formatPercent(investment.apr)],
    [T.period, loanPeriodLabel(investment.period)],
    [T.creditLevel, investment.credit_level],
    [T.repaymentType, repaymentTypeLabel(investment.principal_repayment_type)],
    [T.lenderFee, formatPercent(investment.lender_fee)],
    [T.status, investment.status_label],
    [T.loanStatus, investment.loan_status_label],
  ];
  // An investment bought on the resale market came from the offer, not from an order of its own.
  const order: [string, ReactNode][] =
    investment.order_serial === null || investment.payment_method === null
      ? [[T.orderSerial, RESALE_TEXTS.offerTitle]]
      : [
          [T.orderSerial, investment.order_serial],
          [T.paymentMethod, CHECKOUT_PAYMENT_METHOD_LABELS[investment.payment_method]],
        ];
  order.push([T.createdAt, formatDateTime(investment.created_at)]);
  if (investment.arrive_at !== null) order.push([T.deadline, formatDateTime(investment.arrive_at)]);
  order.push([T.paidAt, formatDateTime(investment.paid_at)], [T.disbursedAt, formatDateTime(investment.disbursed_at)]);

  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
          {investmentPageHeading(investment.serial)}
        </Typography>
        <Chip label={investment.status_label} color={resumePath === null ? 'default' : 'warning'} size="small" />
      </Stack>
      {resumePath !== null && <AwaitingDeposit investment={investment} path={resumePath} />}
      <FactsPanel label={T.termsHeading} rows={terms} heading />
      <FactsPanel label={T.orderHeading} rows={order} heading />
      {investment.status === 'active' && <ResaleOfferSection serial={investment.serial} />}
      <InvestmentRepaymentSchedule investment={investment} />
    </Stack>
  );
}

/**
 * /investment/:serial: one of the lender's investments — the loan's terms as invested, the
 * order that paid for it (with the way back to paying a deposit order still waiting), its status
 * and the loan's, and when it was paid and disbursed.
 */
export function InvestmentPage() {
  const { serial = '' } = useParams();
  const read = useReportedQuery(investmentQueries.investment(serial), { missingOn404: true });
  return (
    <RecordPage load={loadStateOf(read)} reload={() => void read.refetch()} back={{ to: lenderInvestmentsPath('all'), label: T.backToList }}>
      {(investment) => <InvestmentView investment={investment} />}
    </RecordPage>
  );
}
