import { CONSOLE_SHOP_TEXTS as C, SHOP_BOOKING_STATUS_LABELS, formatDateTime, shopHourLabel } from '@lendbridge/domain';
import type { GridColDef } from '@mui/x-data-grid';
import { List } from 'react-admin';
import { ListDataGrid } from '../../ListDataGrid';
import type { BookingRecord } from './types';

const COLUMNS: GridColDef<BookingRecord>[] = [
  { field: 'date', width: 110 },
  { field: 'hour', width: 80, valueFormatter: (value: number) => shopHourLabel(value) },
  { field: 'product_name', flex: 1, minWidth: 160, sortable: false },
  { field: 'shop_name', width: 130, sortable: false },
  { field: 'name', width: 110, sortable: false },
  { field: 'phone', width: 130, sortable: false },
  { field: 'note', flex: 1, minWidth: 160, sortable: false },
  { field: 'status', width: 90, sortable: false, valueFormatter: (value: BookingRecord['status']) => SHOP_BOOKING_STATUS_LABELS[value] },
  { field: 'created_at', width: 160, valueFormatter: (value: string) => formatDateTime(value) },
];

/** 商城預約: the booked slots by date and hour, the soonest first. */
export const BookingList = () => (
  <List title={C.bookings} sort={{ field: 'date', order: 'ASC' }} perPage={25} exporter={false} pagination={false} empty={false}>
    <ListDataGrid<BookingRecord> columns={COLUMNS} rowClick={false} aria-label={C.bookings} />
  </List>
);
