import { LOAN_APP_TYPE_LABELS, formatDateTime } from '@lendbridge/domain';
import type { GridColDef } from '@mui/x-data-grid';
import { List, SearchInput, SelectInput } from 'react-admin';
import { LOAN_APPLICATION_STATUS_CHOICES, LOAN_APP_TYPE_CHOICES } from '../../choices';
import { ListDataGrid } from '../../ListDataGrid';
import { ApplicationStatusChip } from './StatusChip';
import type { LoanApplicationRow } from './types';

/** The queue opens on what waits for a reviewer: submitted applications, oldest first. */
export const QUEUE_DEFAULT_FILTER = { status: 'submitted' } as const;
export const QUEUE_DEFAULT_SORT = { field: 'submitted_at', order: 'ASC' } as const;

const applicationFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={LOAN_APPLICATION_STATUS_CHOICES} alwaysOn />,
  <SelectInput key="app_type" source="app_type" choices={LOAN_APP_TYPE_CHOICES} alwaysOn />,
];

const applicationColumns: GridColDef<LoanApplicationRow>[] = [
  { field: 'serial', width: 150 },
  {
    field: 'app_type',
    width: 130,
    valueFormatter: (value: LoanApplicationRow['app_type']) => LOAN_APP_TYPE_LABELS[value] ?? value,
  },
  {
    field: 'status',
    width: 110,
    renderCell: ({ row }) => <ApplicationStatusChip status={row.status} />,
  },
  { field: 'applicant_name', width: 120, sortable: false },
  { field: 'applicant_email', flex: 1, minWidth: 200, sortable: false },
  { field: 'member_serial', width: 120, sortable: false },
  {
    field: 'amount_ten_thousand',
    width: 140,
    type: 'number',
    sortable: false,
  },
  { field: 'period', width: 100, type: 'number', sortable: false },
  {
    field: 'submitted_at',
    width: 160,
    valueFormatter: (value: string | null) => formatDateTime(value),
  },
];

export const LoanApplicationList = () => (
  <List
    filters={applicationFilters}
    filterDefaultValues={QUEUE_DEFAULT_FILTER}
    sort={QUEUE_DEFAULT_SORT}
    perPage={25}
    exporter={false}
    pagination={false}
    empty={false}
  >
    <ListDataGrid<LoanApplicationRow> columns={applicationColumns} />
  </List>
);
