import {
  CONSOLE_LEGAL_COLLECTION_TEXTS,
  LEGAL_COLLECTION_STATUSES,
  LEGAL_COLLECTION_STATUS_LABELS,
  formatDateTime,
  legalCollectionProgressText,
  ntdText,
} from '@lendbridge/domain';
import type { GridColDef } from '@mui/x-data-grid';
import { List, SearchInput, SelectInput } from 'react-admin';
import { ListDataGrid } from '../../ListDataGrid';
import { AdvanceLegalCollectionButton } from './AdvanceLegalCollectionButton';
import { LegalCollectionStatusChip } from './LegalCollectionStatusChip';
import type { LegalCollectionRow } from './types';

const C = CONSOLE_LEGAL_COLLECTION_TEXTS;

const STATUS_CHOICES = LEGAL_COLLECTION_STATUSES.map((status) => ({ id: status, name: LEGAL_COLLECTION_STATUS_LABELS[status] }));

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={STATUS_CHOICES} alwaysOn />,
];

const money = (value: number): string => ntdText(value);

const columns: GridColDef<LegalCollectionRow>[] = [
  { field: 'id', width: 90 },
  { field: 'member_serial', width: 130, sortable: false },
  { field: 'member_name', width: 100, sortable: false },
  { field: 'status', width: 150, renderCell: ({ row }) => <LegalCollectionStatusChip status={row.status} /> },
  {
    field: 'progress',
    width: 90,
    sortable: false,
    valueFormatter: (value: number | null) => (value === null ? '' : legalCollectionProgressText(value)),
  },
  { field: 'case_count', width: 80, align: 'right', headerAlign: 'right' },
  { field: 'claim_total', width: 130, align: 'right', headerAlign: 'right', sortable: false, valueFormatter: money },
  { field: 'court_fee', width: 120, align: 'right', headerAlign: 'right', valueFormatter: money },
  { field: 'fee_state_label', width: 110, sortable: false },
  { field: 'created_at', width: 160, valueFormatter: (value: string) => formatDateTime(value) },
  { field: 'next_status_label', width: 150, sortable: false },
  {
    field: 'actions',
    headerName: '',
    width: 120,
    sortable: false,
    renderCell: ({ row }) => <AdvanceLegalCollectionButton row={row} />,
  },
];

/** 法律催收: the lenders' requests, newest first, filtered by status or searched by member; a row opens the request. */
export const LegalCollectionList = () => (
  <List title={C.name} filters={filters} sort={{ field: 'id', order: 'DESC' }} perPage={25} exporter={false} pagination={false} empty={false}>
    <ListDataGrid<LegalCollectionRow> columns={columns} rowClick="show" />
  </List>
);
