import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import { BankCodeCreate } from './BankCodeCreate';
import { BankCodeEdit } from './BankCodeEdit';
import { BankCodeList } from './BankCodeList';
import type { BankCodeRow } from './types';

export const bankCodes = {
  list: BankCodeList,
  edit: BankCodeEdit,
  create: BankCodeCreate,
  icon: AccountBalanceIcon,
  recordRepresentation: (record: BankCodeRow) => `${record.code} ${record.name}`,
};
