import StorefrontIcon from '@mui/icons-material/Storefront';
import { lazyView } from '../../lazyView';
import type { MyShopRecord } from './types';

/** 商城商店: a seller's own shops (admins every shop), each with its form and its sales by day; sales read them. */
export const myShop = {
  list: lazyView(() => import('./ShopList'), 'ShopList'),
  show: lazyView(() => import('./ShopShow'), 'ShopShow'),
  edit: lazyView(() => import('./ShopEdit'), 'ShopEdit'),
  icon: StorefrontIcon,
  recordRepresentation: (record: MyShopRecord) => record.name,
};
