import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { BORROWER_OVERVIEW_TEXTS, MESSAGES } from '@lendbridge/domain';
import { isAbortError } from '../../app/api';
import { BorrowerOverviewCard } from './BorrowerOverviewCard';
import { RepaymentProgress } from './RepaymentProgress';
import { fetchBorrowerOverview } from './repayment.api';
import type { BorrowerOverview } from './repayment.api';

type OverviewLoad = { state: 'loading' } | { state: 'ready'; overview: BorrowerOverview } | { state: 'failed' };

/**
 * The repayment part of the borrower overview: the summary card and each repaying loan's
 * progress with its schedule. It reads GET /api/borrower/overview on its own; a failure stays in
 * the section (with 重新整理), so the loans and applications below still show.
 */
export function BorrowerRepaymentSection() {
  const [load, setLoad] = useState<OverviewLoad>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setLoad({ state: 'loading' });
    fetchBorrowerOverview(controller.signal)
      .then((overview) => setLoad({ state: 'ready', overview }))
      .catch((error: unknown) => {
        if (isAbortError(error) || controller.signal.aborted) return;
        setLoad({ state: 'failed' });
      });
    return () => controller.abort();
  }, [attempt]);

  if (load.state === 'loading') return <LinearProgress aria-label={BORROWER_OVERVIEW_TEXTS.title} />;
  if (load.state === 'failed') {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => setAttempt((current) => current + 1)}>
            {MESSAGES.reload}
          </Button>
        }
      >
        {MESSAGES.genericErrorText}
      </Alert>
    );
  }
  return (
    <Stack spacing={3}>
      <BorrowerOverviewCard overview={load.overview} />
      <RepaymentProgress items={load.overview.progress} />
    </Stack>
  );
}
