import { LOAN_STATUS_LABELS, type LoanStatus } from '@lendbridge/domain';
import { Chip } from '@mui/material';

const COLORS: Partial<Record<LoanStatus, 'warning' | 'success' | 'info' | 'error'>> = {
  matching: 'info',
  funded: 'warning',
  repaying: 'success',
  overdue: 'error',
  legal_collection: 'error',
};

/** A loan's status as a chip; an unknown status as sent. */
export const LoanStatusChip = ({ status }: { status: string }) => {
  const known = status in LOAN_STATUS_LABELS ? (status as LoanStatus) : null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={known === null ? 'default' : (COLORS[known] ?? 'default')}
      label={known === null ? status : LOAN_STATUS_LABELS[known]}
    />
  );
};
