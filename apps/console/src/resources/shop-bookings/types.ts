import type { ConsoleShopBookingRow } from '@lendbridge/domain';
import type { RaRecord } from 'react-admin';

/** A row of GET /api/console/shop-bookings. */
export type BookingRecord = ConsoleShopBookingRow & RaRecord;
