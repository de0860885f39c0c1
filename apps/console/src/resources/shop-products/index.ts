import Inventory2Icon from '@mui/icons-material/Inventory2';
import { lazyView } from '../../lazyView';
import type { ProductRecord } from './types';

/** 商城商品: sellers keep their shop's products and pictures, admins every shop's, sales read them. */
export const shopProducts = {
  list: lazyView(() => import('./ProductList'), 'ProductList'),
  show: lazyView(() => import('./ProductShow'), 'ProductShow'),
  edit: lazyView(() => import('./ProductEdit'), 'ProductEdit'),
  create: lazyView(() => import('./ProductCreate'), 'ProductCreate'),
  icon: Inventory2Icon,
  recordRepresentation: (record: ProductRecord) => record.name,
};
