import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import { lazyView } from '../../lazyView';
import type { BankCodeRow } from './types';

const BankCodeCreate = lazyView(() => import('./BankCodeCreate'), 'BankCodeCreate');
const BankCodeEdit = lazyView(() => import('./BankCodeEdit'), 'BankCodeEdit');
const BankCodeList = lazyView(() => import('./BankCodeList'), 'BankCodeList');

export const bankCodes = {
  list: BankCodeList,
  edit: BankCodeEdit,
  create: BankCodeCreate,
  icon: AccountBalanceIcon,
  recordRepresentation: (record: BankCodeRow) => `${record.code} ${record.name}`,
};
