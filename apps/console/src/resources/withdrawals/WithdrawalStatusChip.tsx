import { ACCOUNT_WITHDRAWAL_STATUS_LABELS, type AccountWithdrawalStatus } from '@lendbridge/domain';
import { Chip } from '@mui/material';

const COLORS: Record<AccountWithdrawalStatus, 'warning' | 'success' | 'default'> = {
  pending: 'warning',
  paid: 'success',
  rejected: 'default',
};

/** A withdrawal's state as a chip; an unknown state as sent. */
export const WithdrawalStatusChip = ({ status }: { status: string }) => {
  const known = status in ACCOUNT_WITHDRAWAL_STATUS_LABELS ? (status as AccountWithdrawalStatus) : null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={known === null ? 'default' : COLORS[known]}
      label={known === null ? status : ACCOUNT_WITHDRAWAL_STATUS_LABELS[known]}
    />
  );
};
