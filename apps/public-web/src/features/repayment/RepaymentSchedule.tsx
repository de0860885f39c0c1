import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { MESSAGES, REPAYMENT_TABLE_TEXTS } from '@lendbridge/domain';
import type { RepaymentTableRow } from '@lendbridge/domain';
import { isAbortError } from '../../app/api';
import { RepaymentTable } from './RepaymentTable';
import { fetchRepayments } from './repayment.api';
import type { RepaymentSource } from './repayment.api';

type ScheduleLoad = { state: 'loading' } | { state: 'ready'; rows: RepaymentTableRow[] } | { state: 'failed' };

export interface RepaymentScheduleProps {
  source: RepaymentSource;
  serial: string;
  /** The table's accessible name. */
  label?: string;
}

/**
 * Reads a loan's or an investment's schedule and shows it in a RepaymentTable. A failure stays in
 * place with 重新整理, so the page around it (which reads and reports its own data) is unaffected.
 */
export function RepaymentSchedule({ source, serial, label }: RepaymentScheduleProps) {
  const [load, setLoad] = useState<ScheduleLoad>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setLoad({ state: 'loading' });
    fetchRepayments(source, serial, controller.signal)
      .then((answer) => setLoad({ state: 'ready', rows: answer.repayments }))
      .catch((error: unknown) => {
        if (isAbortError(error) || controller.signal.aborted) return;
        setLoad({ state: 'failed' });
      });
    return () => controller.abort();
  }, [source, serial, attempt]);

  if (load.state === 'loading') return <Typography color="text.secondary">{REPAYMENT_TABLE_TEXTS.loading}</Typography>;
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
  return <RepaymentTable rows={load.rows} label={label} />;
}
