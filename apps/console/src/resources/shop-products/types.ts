import type { ConsoleShopProductRow } from '@lendbridge/domain';
import type { RaRecord } from 'react-admin';

/** A row of GET /api/console/shop-products. */
export type ProductRecord = ConsoleShopProductRow & RaRecord;
