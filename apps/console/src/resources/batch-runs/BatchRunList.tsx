import { BATCH_RUN_STATUSES, BATCH_RUN_STATUS_LABELS, CONSOLE_BATCH_RUN_TEXTS, formatDateTime, ntdText } from '@lendbridge/domain';
import type { GridColDef } from '@mui/x-data-grid';
import { List, SelectInput } from 'react-admin';
import { ListDataGrid } from '../../ListDataGrid';
import { BatchRunPanel } from './BatchRunPanel';
import type { BatchRunRow } from './types';

const T = CONSOLE_BATCH_RUN_TEXTS;

const STATUS_CHOICES = BATCH_RUN_STATUSES.map((status) => ({ id: status, name: BATCH_RUN_STATUS_LABELS[status] }));

const batchRunFilters = [<SelectInput key="status" source="status" choices={STATUS_CHOICES} alwaysOn />];

const count = (field: keyof BatchRunRow & string): GridColDef<BatchRunRow> => ({
  field,
  width: 110,
  align: 'right',
  headerAlign: 'right',
  sortable: false,
});

const money = (field: keyof BatchRunRow & string): GridColDef<BatchRunRow> => ({
  ...count(field),
  width: 140,
  valueFormatter: (value: number) => ntdText(value),
});

const columns: GridColDef<BatchRunRow>[] = [
  { field: 'business_date', width: 120 },
  { field: 'status', width: 90, valueFormatter: (_value, row) => row.status_label },
  count('collected_rows'),
  money('collected_amount'),
  count('partial_rows'),
  count('late_rows'),
  money('penalty_amount'),
  count('protection_payouts'),
  count('protection_skipped'),
  count('finished_loans'),
  count('settlements'),
  money('settlement_amount'),
  {
    field: 'started_by_email',
    width: 180,
    sortable: false,
    valueFormatter: (value: string | null) => value ?? T.scheduled,
  },
  { field: 'started_at', width: 160, valueFormatter: (value: string | null) => formatDateTime(value) },
  { field: 'finished_at', width: 160, valueFormatter: (value: string | null) => formatDateTime(value) },
];

/** 每日批次: the business clock, a run of a chosen date, and the runs with their summaries, newest business date first. */
export const BatchRunList = () => (
  <List
    title={T.name}
    filters={batchRunFilters}
    sort={{ field: 'business_date', order: 'DESC' }}
    perPage={25}
    exporter={false}
    pagination={false}
    empty={false}
  >
    <BatchRunPanel />
    <ListDataGrid<BatchRunRow> columns={columns} rowClick={false} aria-label={T.name} />
  </List>
);
