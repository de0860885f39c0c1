import PaymentsIcon from '@mui/icons-material/Payments';
import { CONSOLE_WITHDRAWAL_TEXTS } from '@lendbridge/domain';
import { WithdrawalList } from './WithdrawalList';
import type { WithdrawalRow } from './types';

export const withdrawals = {
  list: WithdrawalList,
  icon: PaymentsIcon,
  options: { label: CONSOLE_WITHDRAWAL_TEXTS.name },
  recordRepresentation: (record: WithdrawalRow) => `#${record.id}`,
};
