import SavingsIcon from '@mui/icons-material/Savings';
import { lazyView } from '../../lazyView';
import type { DepositRow } from './types';

const DepositCreate = lazyView(() => import('./DepositCreate'), 'DepositCreate');
const DepositList = lazyView(() => import('./DepositList'), 'DepositList');

export const deposits = {
  list: DepositList,
  create: DepositCreate,
  icon: SavingsIcon,
  recordRepresentation: (record: DepositRow) => `#${record.id}`,
};
