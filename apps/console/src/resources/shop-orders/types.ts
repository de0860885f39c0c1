import type { ConsoleShopOrderDetail, ConsoleShopOrderRow } from '@lendbridge/domain';
import type { RaRecord } from 'react-admin';

/** A row of GET /api/console/shop-orders; one order (GET …/{id}) also carries its lines and instalments. */
export type OrderRecord = ConsoleShopOrderRow &
  RaRecord &
  Partial<Pick<ConsoleShopOrderDetail, 'lines' | 'instalments'>>;
