import StorefrontIcon from '@mui/icons-material/Storefront';
import { lazyView } from '../../lazyView';
import type { MyShopRecord } from './types';

/** 商城商店: a seller's own shops (admins every shop, and open new ones for sellers), each with its form and its sales by day; sales read them. */
export const myShop = {
  list: lazyView(() => import('./ShopList'), 'ShopList'),
  show: lazyView(() => import('./ShopShow'), 'ShopShow'),
  edit: lazyView(() => import('./ShopEdit'), 'ShopEdit'),
  create: lazyView(() => import('./ShopCreate'), 'ShopCreate'),
  icon: StorefrontIcon,
  recordRepresentation: (record: MyShopRecord) => record.name,
};
