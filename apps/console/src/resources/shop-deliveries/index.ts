import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { lazyView } from '../../lazyView';

/** 出貨明細: deliveries by deadline and status, with the bulk submission of carrier codes. */
export const shopDeliveries = {
  list: lazyView(() => import('./DeliveryList'), 'DeliveryList'),
  icon: LocalShippingIcon,
};
