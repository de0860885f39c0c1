import PaymentsIcon from '@mui/icons-material/Payments';
import { lazyView } from '../../lazyView';
import type { WithdrawalRow } from './types';

const WithdrawalList = lazyView(() => import('./WithdrawalList'), 'WithdrawalList');

export const withdrawals = {
  list: WithdrawalList,
  icon: PaymentsIcon,
  recordRepresentation: (record: WithdrawalRow) => `#${record.id}`,
};
