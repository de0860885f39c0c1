import StorefrontIcon from '@mui/icons-material/Storefront';
import { lazyView } from '../../lazyView';

/** 我的商店: the seller's own shop, its form and its sales by day. */
export const myShop = {
  list: lazyView(() => import('./MyShopPage'), 'MyShopPage'),
  icon: StorefrontIcon,
};
