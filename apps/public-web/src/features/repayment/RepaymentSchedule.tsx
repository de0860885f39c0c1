import Typography from '@mui/material/Typography';
import { REPAYMENT_TABLE_TEXTS } from '@lendbridge/domain';
import { useQuery } from '@tanstack/react-query';
import { LoadFailed } from '../../shared/LoadFailed';
import { RepaymentTable } from './RepaymentTable';
import { repaymentQueries } from './repayment.api';
import type { RepaymentSource } from './repayment.api';

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
  const schedule = useQuery(repaymentQueries.schedule(source, serial));

  if (schedule.isPending) return <Typography color="text.secondary">{REPAYMENT_TABLE_TEXTS.loading}</Typography>;
  if (schedule.isError) {
    return <LoadFailed onReload={() => void schedule.refetch()} />;
  }
  return <RepaymentTable rows={schedule.data.repayments} label={label} />;
}
