import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import { CONSOLE_LOAN_TEXTS } from '@lendbridge/domain';
import { LoanList } from './LoanList';
import { LoanShow } from './LoanShow';
import type { LoanRow } from './types';

export const loans = {
  list: LoanList,
  show: LoanShow,
  icon: AccountBalanceWalletIcon,
  options: { label: CONSOLE_LOAN_TEXTS.name },
  recordRepresentation: (record: LoanRow) => record.serial,
};
