import { CONSOLE_CONTACT_TEXTS as C, CONTACT_CATEGORIES, CONTACT_CATEGORY_LABELS, CONTACT_STATUSES, CONTACT_STATUS_LABELS, formatDateTime } from '@lendbridge/domain';
import type { GridColDef } from '@mui/x-data-grid';
import { List, SearchInput, SelectInput } from 'react-admin';
import { ListDataGrid } from '../../ListDataGrid';
import type { ContactMessageRecord } from './types';

const STATUS_CHOICES = CONTACT_STATUSES.map((id) => ({ id, name: CONTACT_STATUS_LABELS[id] }));
const CATEGORY_CHOICES = CONTACT_CATEGORIES.map((id) => ({ id, name: CONTACT_CATEGORY_LABELS[id] }));

const COLUMNS: GridColDef<ContactMessageRecord>[] = [
  { field: 'id', width: 80 },
  { field: 'created_at', width: 160, valueFormatter: (value: string) => formatDateTime(value) },
  { field: 'status', width: 100, valueFormatter: (value: ContactMessageRecord['status']) => CONTACT_STATUS_LABELS[value] },
  { field: 'category', width: 140, valueFormatter: (value: ContactMessageRecord['category']) => CONTACT_CATEGORY_LABELS[value] },
  { field: 'name', width: 130, sortable: false },
  { field: 'email', width: 200, sortable: false },
  { field: 'description', flex: 1, minWidth: 220, sortable: false },
  { field: 'file_count', width: 80, sortable: false },
];

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder={C.search} />,
  <SelectInput key="status" source="status" choices={STATUS_CHOICES} alwaysOn />,
  <SelectInput key="category" source="category" choices={CATEGORY_CHOICES} alwaysOn />,
];

/** 聯絡我們訊息: newest first, the open ones by default. */
export const ContactMessageList = () => (
  <List title={C.messages} filters={filters} filterDefaultValues={{ status: 'open' }} sort={{ field: 'id', order: 'DESC' }} perPage={25} exporter={false} pagination={false} empty={false}>
    <ListDataGrid<ContactMessageRecord> columns={COLUMNS} rowClick="show" aria-label={C.messages} />
  </List>
);
