import type { ConsoleShopOrderRow, ShopInstalmentAnswer, ShopOrderLineAnswer } from '@lendbridge/domain';
import type { RaRecord } from 'react-admin';

/** A row of GET /api/console/shop-orders; one order (GET …/{id}) also carries its lines and instalments. */
export type OrderRecord = ConsoleShopOrderRow &
  RaRecord & {
    lines?: ShopOrderLineAnswer[];
    instalments?: ShopInstalmentAnswer[];
  };
