import type { ConsoleShopRow } from '@lendbridge/domain';
import type { RaRecord } from 'react-admin';

/** The seller's shop as GET /api/console/myshop answers it. */
export type MyShopRecord = ConsoleShopRow & RaRecord;
