import SavingsIcon from '@mui/icons-material/Savings';
import { CONSOLE_DEPOSIT_TEXTS } from '@lendbridge/domain';
import { DepositCreate } from './DepositCreate';
import { DepositList } from './DepositList';
import type { DepositRow } from './types';

export const deposits = {
  list: DepositList,
  create: DepositCreate,
  icon: SavingsIcon,
  options: { label: CONSOLE_DEPOSIT_TEXTS.name },
  recordRepresentation: (record: DepositRow) => `#${record.id}`,
};
