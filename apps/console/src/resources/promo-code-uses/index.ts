import ReceiptIcon from '@mui/icons-material/Receipt';
import { lazyView } from '../../lazyView';

const PromoCodeUseList = lazyView(() => import('./PromoCodeUseList'), 'PromoCodeUseList');

export const promoCodeUses = {
  list: PromoCodeUseList,
  icon: ReceiptIcon,
};
