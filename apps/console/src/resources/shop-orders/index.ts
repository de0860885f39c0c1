import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { lazyView } from '../../lazyView';
import type { OrderRecord } from './types';

/** 商城訂單: sellers read their shop's orders, report deliveries, cancel and export them; sales read them. */
export const shopOrders = {
  list: lazyView(() => import('./OrderList'), 'OrderList'),
  show: lazyView(() => import('./OrderShow'), 'OrderShow'),
  icon: ReceiptLongIcon,
  recordRepresentation: (record: OrderRecord) => record.serial,
};
