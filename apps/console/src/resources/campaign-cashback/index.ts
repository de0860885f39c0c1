import SavingsIcon from '@mui/icons-material/Savings';
import { lazyView } from '../../lazyView';

const CashbackList = lazyView(() => import('./CashbackList'), 'CashbackList');

export const campaignCashback = {
  list: CashbackList,
  icon: SavingsIcon,
};
