/** The resale pages, loaded together as one chunk when the first of them renders (App.tsx). */
export { ResaleMarketPage } from './ResaleMarketPage';
export { ResaleOrderPage } from './ResaleOrderPage';
