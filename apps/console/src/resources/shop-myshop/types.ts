import type { ConsoleShopRow } from '@lendbridge/domain';
import type { RaRecord } from 'react-admin';

/** A shop as GET /api/console/myshop answers it. */
export type MyShopRecord = ConsoleShopRow & RaRecord;
