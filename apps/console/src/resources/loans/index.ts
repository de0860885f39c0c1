import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import { CONSOLE_LOAN_TEXTS } from '@lendbridge/domain';
import { LoanList } from './LoanList';
import type { LoanRow } from './types';

export const loans = {
  list: LoanList,
  icon: AccountBalanceWalletIcon,
  options: { label: CONSOLE_LOAN_TEXTS.name },
  recordRepresentation: (record: LoanRow) => record.serial,
};
