import { Suspense, lazy, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  FIELD_LABELS,
  MARKET_TEXTS,
  PAWN_COLLATERAL_ADD_ON_LABELS,
  TOAST_MS,
  hasFinancials,
  loanPeriodLabel,
} from '@lendbridge/domain';
import type { BorrowerFacts, MarketLoanDetail, PawnCollateralAddOn } from '@lendbridge/domain';
import { useUserStatus } from '../../app/session';
import { LabelledRows } from '../../shared/LabelledRows';
import { PageLoading } from '../../shared/PageLoading';
import { isNotFound, useReportedQuery } from '../../shared/useReportedQuery';
import { InvestAmountBox } from './InvestAmountBox';
import { CreditRecords } from './CreditRecords';
import { FarmerDetail } from './FarmerDetail';
import { CreditLevelChip, LoanBadges } from './LoanCard';
import { LoanQuestions } from './LoanQuestions';
import { SendMessageDialog } from './SendMessageDialog';
import { formatDateTime, formatMoney, formatPercent, labelOf } from './format';
import { markLoanRead, marketQueries } from './market.api';
import { writeReadCookie } from './readMarks';
import { useLadderGate } from './useLadderGate';

const T = MARKET_TEXTS;

/** The statements' charts (and the chart library) load only when their tab opens. */
const FinancialCharts = lazy(() => import('./FinancialCharts').then((module) => ({ default: module.FinancialCharts })));

/** The detail's tabs, chosen by the URL hash #1 … #5. */
export const DETAIL_TABS = [
  { hash: 1, label: T.detailTabLoan },
  { hash: 2, label: T.detailTabBorrower },
  { hash: 3, label: T.detailTabFinancials },
  { hash: 4, label: T.detailTabCollaterals },
  { hash: 5, label: T.detailTabQuestions },
] as const;

/** The tabs a loan shows: statements and collaterals only when it has them. */
export const availableTabs = (loan: Pick<MarketLoanDetail, 'financials' | 'collaterals'>): number[] =>
  DETAIL_TABS.map((tab) => tab.hash).filter(
    (hash) => (hash !== 3 || hasFinancials(loan.financials)) && (hash !== 4 || loan.collaterals.length > 0),
  );

/** The tab a hash names, or the first one (#1) when it names none the loan shows. */
export const tabOfHash = (hash: string, available: readonly number[]): number => {
  const wanted = Number(hash.replace(/^#/, ''));
  return available.includes(wanted) ? wanted : 1;
};

const orDash = (value: string | number | null): string => (value === null ? T.notDisclosed : String(value));

function BorrowerTable({ borrower }: { borrower: BorrowerFacts }) {
  const rows: [string, ReactNode][] = [
    [FIELD_LABELS.member_type, labelOf('member_type', borrower.member_type)],
    [FIELD_LABELS.gender, labelOf('gender', borrower.gender)],
    [T.age, borrower.age === null ? T.notDisclosed : T.yearsOld(borrower.age)],
    [FIELD_LABELS.marriage_status, labelOf('marriage_status', borrower.marriage_status)],
    [FIELD_LABELS.children_count, labelOf('children_count', borrower.children_count)],
    [T.city, orDash(borrower.city)],
    [FIELD_LABELS.education_level, labelOf('education_level', borrower.education_level)],
    [FIELD_LABELS.house_type, labelOf('house_type', borrower.house_type)],
    [FIELD_LABELS.company_type, orDash(borrower.company_type)],
    [FIELD_LABELS.company_title, orDash(borrower.company_title)],
    [FIELD_LABELS.company_seniority, labelOf('company_seniority', borrower.company_seniority)],
    [FIELD_LABELS.company_income, orDash(borrower.company_income_ten_thousand)],
    [FIELD_LABELS.company_salary_pay_way, labelOf('company_salary_pay_way', borrower.company_salary_pay_way)],
    [FIELD_LABELS.credit_card_count, orDash(borrower.credit_card_count)],
    [FIELD_LABELS.house_count, orDash(borrower.house_count)],
    [FIELD_LABELS.car_count, orDash(borrower.car_count)],
  ];
  if (borrower.school_name !== null) {
    rows.push(
      [FIELD_LABELS.school_name, borrower.school_name],
      [FIELD_LABELS.school_dept_name, orDash(borrower.school_dept_name)],
      [FIELD_LABELS.school_grade, labelOf('school_grade', borrower.school_grade)],
    );
  }
  return (
    <>
      <Alert severity="info" sx={{ mb: 2 }}>
        {T.borrowerFactsNote}
      </Alert>
      <LabelledRows rows={rows} />
    </>
  );
}

function Collaterals({ loan }: { loan: MarketLoanDetail }) {
  return (
    <Stack spacing={2}>
      {loan.collaterals.map((collateral, index) => {
        const rows: [string, ReactNode][] = [
          [T.collateralType, labelOf('pawn_collateral_type', collateral.type)],
          [T.collateralValue, orDash(collateral.expect_value_10k)],
        ];
        if (collateral.brand !== null) rows.push([T.collateralBrand, collateral.brand]);
        if (collateral.model !== null) rows.push([T.collateralModel, collateral.model]);
        if (collateral.add_ons.length > 0) {
          rows.push([T.collateralAddOns, collateral.add_ons.map((addOn) => PAWN_COLLATERAL_ADD_ON_LABELS[addOn as PawnCollateralAddOn]).join('、')]);
        }
        if (collateral.city !== null) rows.push([T.collateralLocation, `${collateral.city}${collateral.district ?? ''}`]);
        if (collateral.house_age !== null) rows.push([T.collateralHouseAge, collateral.house_age]);
        if (collateral.house_type !== null) rows.push([FIELD_LABELS.realty_house_type, labelOf('realty_house_type', collateral.house_type)]);
        if (collateral.description !== null) rows.push([T.description, collateral.description]);
        return (
          <Paper key={index} variant="outlined">
            <LabelledRows rows={rows} />
          </Paper>
        );
      })}
    </Stack>
  );
}

function LoanFacts({ loan }: { loan: MarketLoanDetail }) {
  const rows: [string, ReactNode][] = [
    [T.purpose, labelOf('loan_purpose', loan.purpose)],
    [T.repaymentType, labelOf('principal_repayment_type', loan.principal_repayment_type)],
    [T.lenderFee, formatPercent(loan.lender_fee)],
  ];
  if (loan.discount_lender_fee !== null && loan.min_discount_order_amount !== null) {
    rows.push([T.discountLenderFee, `${formatPercent(loan.discount_lender_fee)}（${T.minDiscountOrderAmount} ${formatMoney(loan.min_discount_order_amount)}）`]);
  }
  rows.push(
    [T.pgr, Number(loan.pgr) > 0 ? formatPercent(loan.pgr) : T.noProtection],
    [T.listedAt, formatDateTime(loan.listed_at)],
    [T.fundingDeadline, formatDateTime(loan.funding_deadline)],
  );
  if (loan.description !== null) rows.push([T.description, loan.description]);
  return <LabelledRows rows={rows} />;
}

export interface LoanDetailProps {
  serial: string;
  /** Passed to the amount box (the cart's add); the cart page is opened otherwise. */
  onInvest?: (serial: string, amount: number) => void;
}

/**
 * A loan's detail: its terms and funding, then five tabs by URL hash (loan, borrower facts, SME
 * statements, collaterals, Q&A; statements and collaterals only when the loan has them), the amount
 * box and the message to the borrower. Opening it keeps a read marker: a one-day cookie, and for a
 * signed-in member PUT /api/market-place/read.
 */
export function LoanDetail({ serial, onInvest }: LoanDetailProps) {
  const { status, loading: statusLoading } = useUserStatus();
  const location = useLocation();
  const navigate = useNavigate();
  const gate = useLadderGate();
  const read = useReportedQuery({ ...marketQueries.loan(serial, status.id), enabled: !statusLoading }, { missingOn404: true });
  const loan = read.data ?? null;
  const missing = isNotFound(read.error);
  const [messageOpen, setMessageOpen] = useState(false);
  const [toast, setToast] = useState<string | null>(null);

  useEffect(() => {
    if (loan === null) return;
    writeReadCookie(loan.serial);
    if (status.loggedIn && !loan.is_read) markLoanRead(loan.serial).catch(() => undefined);
  }, [loan, status.loggedIn]);

  if (missing) return <Alert severity="warning">{T.notFound}</Alert>;
  if (loan === null) return <PageLoading />;

  const available = availableTabs(loan);
  const current = tabOfHash(location.hash, available);
  const chooseTab = (hash: number) =>
    navigate({ pathname: location.pathname, search: location.search, hash: `#${hash}` }, { replace: true, state: location.state });

  return (
    <Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }} useFlexGap>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {`${T.serial} ${loan.serial}`}
        </Typography>
        <CreditLevelChip grade={loan.grade} level={loan.credit_level} />
      </Stack>
      <LoanBadges loan={loan} read={false} />
      <Grid container spacing={2} sx={{ mt: 1 }}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Grid container spacing={2} sx={{ mb: 2 }}>
            {(
              [
                [T.apr, formatPercent(loan.apr)],
                [T.amount, formatMoney(loan.amount)],
                [T.period, loanPeriodLabel(loan.period)],
                [T.amountInvestable, formatMoney(loan.amount_investable)],
              ] as const
            ).map(([label, value]) => (
              <Grid key={label} size={{ xs: 6, sm: 3 }}>
                <Typography variant="caption" color="text.secondary">
                  {label}
                </Typography>
                <Typography variant="h6" sx={{ fontWeight: 700 }}>
                  {value}
                </Typography>
              </Grid>
            ))}
          </Grid>
          <LinearProgress
            variant="determinate"
            value={Math.min(100, Number(loan.invested_progress))}
            aria-label={`${T.progress} ${formatPercent(loan.invested_progress)}`}
            sx={{ height: 8, borderRadius: 4 }}
          />
          <Typography variant="caption">{`${T.progress} ${formatPercent(loan.invested_progress)}`}</Typography>
          <Tabs value={current} onChange={(_, hash: number) => chooseTab(hash)} variant="scrollable" scrollButtons="auto" sx={{ mt: 2 }}>
            {DETAIL_TABS.filter((tab) => available.includes(tab.hash)).map((tab) => (
              <Tab key={tab.hash} value={tab.hash} label={tab.label} />
            ))}
          </Tabs>
          <Box sx={{ pt: 2 }} role="tabpanel">
            {current === 1 && <LoanFacts loan={loan} />}
            {current === 1 && loan.farmer !== null && <FarmerDetail loan={loan} farmer={loan.farmer} />}
            {current === 2 && <BorrowerTable borrower={loan.borrower} />}
            {current === 2 && loan.credit_records.length > 0 && <CreditRecords records={loan.credit_records} />}
            {current === 3 && (
              <Suspense fallback={<PageLoading />}>
                <FinancialCharts financials={loan.financials} />
              </Suspense>
            )}
            {current === 4 && <Collaterals loan={loan} />}
            {current === 5 && <LoanQuestions serial={loan.serial} />}
          </Box>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Stack spacing={2}>
            <InvestAmountBox loan={loan} own={loan.is_own} onInvest={onInvest} />
            {!loan.is_own && (
              <Button
                variant="outlined"
                onClick={() => {
                  if (gate('login')) setMessageOpen(true);
                }}
              >
                {T.sendMessage}
              </Button>
            )}
          </Stack>
        </Grid>
      </Grid>
      {messageOpen && (
        <SendMessageDialog
          serial={loan.serial}
          open
          onClose={() => setMessageOpen(false)}
          onSent={() => {
            setMessageOpen(false);
            setToast(T.messageSent);
          }}
        />
      )}
      <Snackbar open={toast !== null} autoHideDuration={TOAST_MS} onClose={() => setToast(null)} message={toast ?? ''} />
    </Box>
  );
}
