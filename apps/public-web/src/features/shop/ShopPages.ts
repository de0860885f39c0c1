/** The shop's pages, loaded together as one chunk when the first of them renders (App.tsx). */
export { CreditServicePage, ShoppingPage } from './ShopListPage';
export { GoodsShopPage, ServiceShopPage } from './ShopPage';
export { ShopOrderPage } from './ShopOrderPage';
export { BuyerOrdersPage } from './BuyerOrdersPage';
