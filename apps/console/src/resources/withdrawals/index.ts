import PaymentsIcon from '@mui/icons-material/Payments';
import { CONSOLE_WITHDRAWAL_TEXTS } from '@lendbridge/domain';
import { lazyView } from '../../lazyView';
import type { WithdrawalRow } from './types';

const WithdrawalList = lazyView(() => import('./WithdrawalList'), 'WithdrawalList');

export const withdrawals = {
  list: WithdrawalList,
  icon: PaymentsIcon,
  options: { label: CONSOLE_WITHDRAWAL_TEXTS.name },
  recordRepresentation: (record: WithdrawalRow) => `#${record.id}`,
};
