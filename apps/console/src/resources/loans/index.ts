import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import { CONSOLE_LOAN_TEXTS } from '@lendbridge/domain';
import { lazyView } from '../../lazyView';
import type { LoanRow } from './types';

const LoanList = lazyView(() => import('./LoanList'), 'LoanList');
const LoanShow = lazyView(() => import('./LoanShow'), 'LoanShow');

export const loans = {
  list: LoanList,
  show: LoanShow,
  icon: AccountBalanceWalletIcon,
  options: { label: CONSOLE_LOAN_TEXTS.name },
  recordRepresentation: (record: LoanRow) => record.serial,
};
