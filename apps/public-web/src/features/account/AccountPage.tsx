import { Suspense, lazy, useCallback, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import {
  ACCOUNT_TEXTS,
  DEFAULT_VIRTUAL_BANK_CODE,
  MESSAGES,
  accountTransferLayoutOf,
  subjectDetailUrl,
  taipeiToday,
  withdrawDetailUrl,
} from '@lendbridge/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAlert } from '../../shared/AlertDialog';
import { ReviewNotice } from '../../shared/ReviewNotice';
import type { OptionFormat } from '../member/useAttributeOptions';
import { useAttributeOptions } from '../member/useAttributeOptions';
import { roboQueries } from '../robo/robo.api';
import { accountQueries } from './account.api';
import { AccountDetailsCard, AccountSumsCard } from './AccountDetailsCard';
import { AccountRemindersCard, RecentPreviewCard } from './AccountRemindersCard';
import { AccountRoboSection } from './AccountRoboSection';
import { AmountOverviewCard } from './AmountOverviewCard';
import { PortfolioReturnCard } from './PortfolioReturnCard';
import { StatementDownloads } from './StatementDownloads';
import { VirtualBankDialog } from './VirtualBankDialog';
import { WithdrawButton } from './WithdrawButton';

/** The annual income statements load as their own chunk, after the rest of the page. */
const AnnualStatements = lazy(() => import('./AnnualStatements').then((module) => ({ default: module.AnnualStatements })));

/** Bank options read "code name". */
const bankLabel: OptionFormat = (value, label) => (label.startsWith(value) ? label : `${value} ${label}`);

/**
 * The lender's 代收代付帳戶 at /account/lnb-transaction: the virtual account and bound bank, the
 * sums, reminders of coming deductions, the recent preview, the second overview, withdrawal,
 * the virtual account's bank, monthly statements, the annual income statements and the robo links with the internal transfer
 * (accountTransferLayoutOf). Each read keeps its own loading flag; a failed overview reads as data being processed.
 */
export function AccountPage() {
  const { showAlert } = useAlert();
  const queryClient = useQueryClient();
  const overview = useQuery(accountQueries.overview());
  const amounts = useQuery(accountQueries.amounts());
  const returns = useQuery(accountQueries.returns());
  const bank = useQuery(accountQueries.boundBank());
  /** A member with any stable robo investment is a robo member: their transfer links show whatever the available amount. */
  const roboStable = useQuery({ ...roboQueries.summary('stable'), refetchInterval: false });
  const hasRobo = (roboStable.data?.accounts ?? 0) > 0;
  const { options: banks } = useAttributeOptions('bank.code', bankLabel);
  const [changingBank, setChangingBank] = useState(false);
  const calendarToday = useMemo(() => taipeiToday(new Date()), []);

  const onBankChanged = useCallback(
    (title: string) => {
      setChangingBank(false);
      void showAlert({ title });
      void queryClient.invalidateQueries({ queryKey: accountQueries.overview().queryKey });
    },
    [queryClient, showAlert],
  );

  const data = overview.data ?? null;
  /** The business date the overview answers (the demo clock may run ahead of the calendar); the calendar's once the overview failed. */
  const statementToday = data?.business_date ?? (data === null && !overview.isError ? null : calendarToday);

  return (
    <Container maxWidth="md">
      <Stack spacing={3}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
          <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
            {ACCOUNT_TEXTS.title}
          </Typography>
          <Stack direction="row" spacing={1}>
            <Button component={RouterLink} to={subjectDetailUrl()}>
              {ACCOUNT_TEXTS.subjectDetailLink}
            </Button>
            <Button component={RouterLink} to={withdrawDetailUrl()}>
              {ACCOUNT_TEXTS.withdrawDetailLink}
            </Button>
            {data !== null && <WithdrawButton overview={data} bank={bank.isFetching || bank.isError ? undefined : bank.data} />}
          </Stack>
        </Stack>
        <ReviewNotice />
        {overview.isFetching && data === null && <LinearProgress aria-label={ACCOUNT_TEXTS.loading} />}
        {overview.isError && data === null && <Alert severity="info">{MESSAGES.accountProcessing}</Alert>}
        {data !== null && (
          <>
            <AccountDetailsCard overview={data} banks={banks} onChangeBank={() => setChangingBank(true)} />
            <AccountSumsCard overview={data} />
            <AccountRoboSection layout={accountTransferLayoutOf(data.available_amount, hasRobo)} available={data.available_amount} />
            <Grid container spacing={3}>
              <Grid size={{ xs: 12, md: 6 }}>
                <AccountRemindersCard reminders={data.reminders} today={data.business_date ?? calendarToday} />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <RecentPreviewCard entries={data.recent_preview} />
              </Grid>
            </Grid>
          </>
        )}
        <AmountOverviewCard amounts={amounts.data ?? null} loading={amounts.isFetching} failed={amounts.isError && amounts.data === undefined} />
        <PortfolioReturnCard returns={returns.data ?? null} loading={returns.isFetching} failed={returns.isError && returns.data === undefined} />
        <StatementDownloads today={statementToday} />
        <Suspense fallback={null}>
          <AnnualStatements />
        </Suspense>
      </Stack>
      {changingBank && (
        <VirtualBankDialog
          currentCode={data?.lnb_account_bank_code || DEFAULT_VIRTUAL_BANK_CODE}
          options={banks}
          onClose={() => setChangingBank(false)}
          onChanged={onBankChanged}
        />
      )}
    </Container>
  );
}
