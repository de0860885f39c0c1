import { CONSOLE_FARM_TEXTS as C, FARM_FIELD_LABELS, formatDateTime } from '@lendbridge/domain';
import type { ConsoleFarmRow } from '@lendbridge/domain';
import type { GridColDef } from '@mui/x-data-grid';
import { CreateButton, List, SearchInput, TopToolbar, useCanAccess } from 'react-admin';
import { ListDataGrid } from '../../ListDataGrid';

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder={C.search} />];

const ListActions = () => {
  const { canAccess } = useCanAccess({ resource: 'farms', action: 'create' });
  return <TopToolbar>{canAccess ? <CreateButton /> : null}</TopToolbar>;
};

const COLUMNS: GridColDef<ConsoleFarmRow>[] = [
  { field: 'id', width: 70 },
  { field: 'no', width: 110 },
  { field: 'name', flex: 1, minWidth: 160 },
  { field: 'owner_serial', width: 130, sortable: false },
  { field: 'location', width: 140, sortable: false },
  {
    field: 'fields',
    width: 200,
    sortable: false,
    valueFormatter: (value: ConsoleFarmRow['fields']) => value.map((field) => `${FARM_FIELD_LABELS[field.code]}・${field.name}`).join('、'),
  },
  { field: 'key_prefix', width: 130, sortable: false, valueFormatter: (value: string | null) => (value === null ? C.noKey : `${value}…`) },
  { field: 'reading_count', width: 120, align: 'right', headerAlign: 'right', sortable: false },
  { field: 'created_at', width: 160, valueFormatter: (value: string) => formatDateTime(value) },
];

/** 農場溯源: the farms newest first with their fields, key and how many readings they sent. */
export const FarmList = () => (
  <List title={C.name} filters={filters} actions={<ListActions />} sort={{ field: 'id', order: 'DESC' }} perPage={25} exporter={false} pagination={false} empty={false}>
    <ListDataGrid<ConsoleFarmRow> columns={COLUMNS} rowClick="show" aria-label={C.name} />
  </List>
);
