import { CONSOLE_SHOP_TEXTS as C, SHOP_KIND_LABELS, formatDateTime } from '@lendbridge/domain';
import type { GridColDef } from '@mui/x-data-grid';
import { List, SearchInput, useCanAccess } from 'react-admin';
import { ListDataGrid } from '../../ListDataGrid';
import type { MyShopRecord } from './types';

const COLUMNS: GridColDef<MyShopRecord>[] = [
  { field: 'id', width: 70 },
  { field: 'name', flex: 1, minWidth: 180 },
  { field: 'kind', width: 110, valueFormatter: (value: MyShopRecord['kind']) => SHOP_KIND_LABELS[value] },
  { field: 'owner_email', width: 200, sortable: false },
  { field: 'created_at', width: 160, valueFormatter: (value: string) => formatDateTime(value) },
];

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder={C.shopSearch} />];

const ShopGrid = () => {
  const { canAccess: canEdit } = useCanAccess({ resource: 'myshop', action: 'edit' });
  return <ListDataGrid<MyShopRecord> columns={COLUMNS} rowClick={canEdit ? 'edit' : 'show'} aria-label={C.myshop} />;
};

/** 商城商店: the seller's own shops (admins and sales: every shop). */
export const ShopList = () => (
  <List title={C.myshop} filters={filters} sort={{ field: 'id', order: 'ASC' }} perPage={25} exporter={false} pagination={false} empty={false}>
    <ShopGrid />
  </List>
);
