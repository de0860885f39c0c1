/**
 * What the site's menu shows on every page: the labels and paths of the pages it links to. They
 * stand apart from their features' texts and constants so the first page loads only these.
 */

/** The public account page (代收代付帳戶). */
export const ACCOUNT_PAGE_PATH = '/account/lnb-transaction';
export const ACCOUNT_MENU_LABEL = '代收代付帳戶';

/** The inbox (訊息中心). */
export const INBOX_TITLE = '訊息中心';

/** The public site's vehicle appraisal page (the spec names no route) and its title. */
export const VEHICLE_APPRAISAL_PATH = '/appraise/vehicle';
export const VEHICLE_APPRAISAL_TITLE = '汽機車估價';

/** The funding market (募資市集). */
export const FUNDING_MARKET_PATH = '/funding/market-place';
export const FUNDING_MARKET_TITLE = '募資市集';

/** The shop's goods list (購物商城) and the buyer's orders (我的訂單). */
export const SHOPPING_MENU_PATH = '/shopping';
export const SHOPPING_MENU_LABEL = '購物商城';
export const BUYER_ORDERS_MENU_PATH = '/account/shop-orders';
export const BUYER_ORDERS_MENU_LABEL = '我的訂單';
export * from './page-meta.js';
export * from './site.js';
