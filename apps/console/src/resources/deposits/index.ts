import SavingsIcon from '@mui/icons-material/Savings';
import { CONSOLE_DEPOSIT_TEXTS } from '@lendbridge/domain';
import { lazyView } from '../../lazyView';
import type { DepositRow } from './types';

const DepositCreate = lazyView(() => import('./DepositCreate'), 'DepositCreate');
const DepositList = lazyView(() => import('./DepositList'), 'DepositList');

export const deposits = {
  list: DepositList,
  create: DepositCreate,
  icon: SavingsIcon,
  options: { label: CONSOLE_DEPOSIT_TEXTS.name },
  recordRepresentation: (record: DepositRow) => `#${record.id}`,
};
