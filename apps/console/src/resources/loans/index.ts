import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import { lazyView } from '../../lazyView';
import type { LoanRow } from './types';

const LoanList = lazyView(() => import('./LoanList'), 'LoanList');
const LoanShow = lazyView(() => import('./LoanShow'), 'LoanShow');

export const loans = {
  list: LoanList,
  show: LoanShow,
  icon: AccountBalanceWalletIcon,
  recordRepresentation: (record: LoanRow) => record.serial,
};
