import { CONSOLE_DEPOSIT_SOURCE_LABELS, CONSOLE_DEPOSIT_STATUS_LABELS, CONSOLE_DEPOSIT_TEXTS, formatDateTime, ntdText } from '@lendbridge/domain';
import type { GridColDef } from '@mui/x-data-grid';
import { List, SearchInput, SelectInput } from 'react-admin';
import { Stack } from '@mui/material';
import { ListDataGrid } from '../../ListDataGrid';
import { ApproveDepositButton } from './ApproveDepositButton';
import { RejectDepositButton } from './RejectDepositButton';
import type { DepositRow } from './types';

const STATUS_CHOICES = Object.entries(CONSOLE_DEPOSIT_STATUS_LABELS).map(([id, name]) => ({ id, name }));

const depositFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={STATUS_CHOICES} alwaysOn />,
];

const T = CONSOLE_DEPOSIT_TEXTS;

/** A label of the list, or the value as sent. */
const labelOf = (labels: Readonly<Record<string, string>>, value: string | null): string =>
  value === null ? '' : (labels[value] ?? value);

const depositColumns: GridColDef<DepositRow>[] = [
  { field: 'id', width: 80 },
  {
    field: 'source',
    width: 120,
    sortable: false,
    valueFormatter: (value: string | null) => labelOf(CONSOLE_DEPOSIT_SOURCE_LABELS, value),
  },
  { field: 'member_serial', width: 130, sortable: false },
  { field: 'virtual_account', width: 180, sortable: false },
  {
    field: 'amount',
    width: 140,
    align: 'right',
    headerAlign: 'right',
    valueFormatter: (value: number) => ntdText(value),
  },
  {
    field: 'status',
    width: 110,
    valueFormatter: (value: string | null) => labelOf(CONSOLE_DEPOSIT_STATUS_LABELS, value),
  },
  { field: 'note', flex: 1, minWidth: 160, sortable: false },
  { field: 'created_by_email', width: 180, sortable: false },
  { field: 'decided_by_email', width: 180, sortable: false },
  { field: 'decision_reason', width: 160, sortable: false },
  {
    field: 'transferred_at',
    width: 160,
    valueFormatter: (value: string | null) => formatDateTime(value),
  },
  {
    field: 'actions',
    headerName: '',
    width: 170,
    sortable: false,
    renderCell: ({ row }) =>
      row.status === 'pending' ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
          <ApproveDepositButton row={row} />
          <RejectDepositButton row={row} />
        </Stack>
      ) : null,
  },
];

/**
 * 入金紀錄: bank notifications and deposits entered by hand, newest first, searchable by member
 * serial or virtual account and filtered by status; manual deposits awaiting approval (待核准)
 * are approved or rejected from their row by another admin.
 */
export const DepositList = () => (
  <List
    title={T.name}
    filters={depositFilters}
    sort={{ field: 'created_at', order: 'DESC' }}
    perPage={25}
    exporter={false}
    pagination={false}
    empty={false}
  >
    <ListDataGrid<DepositRow> columns={depositColumns} rowClick={false} />
  </List>
);
