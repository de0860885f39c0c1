import { ROBO_STABLE_PATH } from '@lendbridge/domain';
import type { RoboProduct } from '@lendbridge/domain';

/** The page presenting the robo products with their rules. */
export const ROBO_MARKET_PATH = '/market-place/robo-invest';

/** The robo statement; the vip product's is asked for with ?product=vip. */
export const ROBO_STATEMENT_PATH = '/account/robo-transaction';

/** The query parameter naming the product of the statement. */
export const ROBO_PRODUCT_PARAM = 'product';

/** A product's summary page: /robo/robo-invest/stable or /robo/robo-invest/vip. */
export const roboProductPath = (product: RoboProduct): string => (product === 'stable' ? ROBO_STABLE_PATH : `/robo/robo-invest/${product}`);

/** The loans a product holds parts of. */
export const roboInvestmentsPath = (product: RoboProduct): string => `${roboProductPath(product)}/investments`;

export const roboStatementPath = (product: RoboProduct): string =>
  product === 'stable' ? ROBO_STATEMENT_PATH : `${ROBO_STATEMENT_PATH}?${ROBO_PRODUCT_PARAM}=${product}`;

/** The sell screen of one robo investment. */
export const roboSellPath = (product: RoboProduct, serial: string): string => `/robo/robo-invest/${product}/sell/${serial}`;
