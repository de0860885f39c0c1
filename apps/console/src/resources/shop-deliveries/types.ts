import type { ConsoleShopDeliveryRow } from '@lendbridge/domain';
import type { RaRecord } from 'react-admin';

/** A row of GET /api/console/shop-deliveries: a paid order's delivery. */
export type DeliveryRecord = ConsoleShopDeliveryRow & RaRecord;
