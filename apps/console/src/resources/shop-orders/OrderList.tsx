import {
  CONSOLE_SHOP_TEXTS as C,
  SHOP_DELIVERY_STATUS_LABELS,
  SHOP_ORDER_STATUS_LABELS,
  SHOP_PAYMENT_METHOD_LABELS,
  formatDateTime,
  ntdText,
} from '@lendbridge/domain';
import type { GridColDef } from '@mui/x-data-grid';
import { List, ReferenceInput, SearchInput, SelectInput, TopToolbar } from 'react-admin';
import { ListDataGrid } from '../../ListDataGrid';
import { DELIVERY_STATUS_CHOICES, ORDER_STATUS_CHOICES } from './choices';
import { ExportOrdersButton } from './ExportOrdersButton';
import type { OrderRecord } from './types';

const COLUMNS: GridColDef<OrderRecord>[] = [
  { field: 'serial', width: 160 },
  { field: 'shop_name', width: 130, sortable: false },
  { field: 'products', flex: 1, minWidth: 200, sortable: false },
  { field: 'total', width: 110, align: 'right', headerAlign: 'right', valueFormatter: (value: number) => ntdText(value) },
  { field: 'payment_method', width: 170, sortable: false, valueFormatter: (value: OrderRecord['payment_method']) => SHOP_PAYMENT_METHOD_LABELS[value] },
  { field: 'status', width: 100, valueFormatter: (value: OrderRecord['status']) => SHOP_ORDER_STATUS_LABELS[value] },
  { field: 'delivery_status', width: 100, valueFormatter: (value: OrderRecord['delivery_status']) => SHOP_DELIVERY_STATUS_LABELS[value] },
  { field: 'receiver_name', width: 110, sortable: false },
  { field: 'delivery_deadline', width: 110, sortable: false },
  { field: 'created_at', width: 160, valueFormatter: (value: string) => formatDateTime(value) },
];

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder={C.search} />,
  <ReferenceInput key="shop_id" source="shop_id" reference="myshop" sort={{ field: 'name', order: 'ASC' }} alwaysOn>
    <SelectInput optionText="name" />
  </ReferenceInput>,
  <SelectInput key="status" source="status" choices={ORDER_STATUS_CHOICES} alwaysOn />,
  <SelectInput key="delivery_status" source="delivery_status" choices={DELIVERY_STATUS_CHOICES} alwaysOn />,
];

const ListActions = () => (
  <TopToolbar>
    <ExportOrdersButton />
  </TopToolbar>
);

/** 商城訂單: the shop's orders, newest first, with the export of what the filter selects. */
export const OrderList = () => (
  <List title={C.orders} filters={filters} actions={<ListActions />} sort={{ field: 'id', order: 'DESC' }} perPage={25} exporter={false} pagination={false} empty={false}>
    <ListDataGrid<OrderRecord> columns={COLUMNS} rowClick="show" aria-label={C.orders} />
  </List>
);
