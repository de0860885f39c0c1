import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { BORROWER_OVERVIEW_TEXTS } from '@lendbridge/domain';
import { useQuery } from '@tanstack/react-query';
import { LoadFailed } from '../../shared/LoadFailed';
import { BorrowerOverviewCard } from './BorrowerOverviewCard';
import { RepaymentProgress } from './RepaymentProgress';
import { repaymentQueries } from './repayment.api';

/**
 * The repayment part of the borrower overview: the summary card and each repaying loan's
 * progress with its schedule. It reads GET /api/borrower/overview on its own; a failure stays in
 * the section (with 重新整理), so the loans and applications below still show.
 */
export function BorrowerRepaymentSection() {
  const overview = useQuery(repaymentQueries.borrowerOverview());

  if (overview.isPending) return <LinearProgress aria-label={BORROWER_OVERVIEW_TEXTS.title} />;
  if (overview.isError) {
    return <LoadFailed onReload={() => void overview.refetch()} />;
  }
  return (
    <Stack spacing={3}>
      <BorrowerOverviewCard overview={overview.data} />
      <RepaymentProgress items={overview.data.progress} />
    </Stack>
  );
}
