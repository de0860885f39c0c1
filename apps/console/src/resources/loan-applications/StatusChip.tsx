import { Chip, type ChipProps } from '@mui/material';
import { LOAN_APPLICATION_STATUS_LABELS, type LoanApplicationStatus } from '@lendbridge/domain';

const STATUS_COLORS: Record<LoanApplicationStatus, ChipProps['color']> = {
  prepare: 'default',
  submitted: 'info',
  reviewing: 'warning',
  approved: 'success',
  rejected: 'error',
};

/** An application's status as a coloured chip. */
export const ApplicationStatusChip = ({ status }: { status: LoanApplicationStatus }) => (
  <Chip
    size="small"
    label={LOAN_APPLICATION_STATUS_LABELS[status]}
    color={STATUS_COLORS[status]}
    variant={status === 'approved' ? 'filled' : 'outlined'}
  />
);
