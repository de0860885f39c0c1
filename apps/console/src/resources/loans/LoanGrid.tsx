import { LOAN_APP_TYPE_LABELS, formatDateTime, ntdText, type LoanAppType } from '@lendbridge/domain';
import type { GridColDef } from '@mui/x-data-grid';
import { ListDataGrid } from '../../ListDataGrid';
import { DisburseLoanButton } from './DisburseLoanButton';
import { LoanStatusChip } from './LoanStatusChip';
import type { LoanRow } from './types';

const money = (value: number | null | undefined): string => (typeof value === 'number' ? ntdText(value) : '');

const columns: GridColDef<LoanRow>[] = [
  { field: 'serial', width: 140 },
  { field: 'member_serial', width: 120, sortable: false },
  {
    field: 'app_type',
    width: 130,
    sortable: false,
    valueFormatter: (value: LoanAppType) => LOAN_APP_TYPE_LABELS[value] ?? value,
  },
  { field: 'amount', width: 130, align: 'right', headerAlign: 'right', valueFormatter: money },
  { field: 'invested_amount', width: 130, align: 'right', headerAlign: 'right', valueFormatter: money },
  {
    field: 'waiting_amount',
    width: 130,
    align: 'right',
    headerAlign: 'right',
    sortable: false,
    valueFormatter: money,
  },
  { field: 'apr', width: 90, sortable: false, valueFormatter: (value: string) => `${value}%` },
  { field: 'period', width: 70, sortable: false },
  { field: 'status', width: 110, renderCell: ({ row }) => <LoanStatusChip status={row.status} /> },
  { field: 'funding_deadline', width: 160, valueFormatter: (value: string | null) => formatDateTime(value) },
  { field: 'funded_at', width: 160, valueFormatter: (value: string | null) => formatDateTime(value) },
  { field: 'disbursed_at', width: 160, valueFormatter: (value: string | null) => formatDateTime(value) },
  {
    field: 'actions',
    headerName: '',
    width: 100,
    sortable: false,
    renderCell: ({ row }) => (row.status === 'funded' ? <DisburseLoanButton row={row} /> : null),
  },
];

/** The loans in the shared server-side DataGrid; funded rows carry 撥款; a row opens the loan's page. */
export const LoanGrid = () => <ListDataGrid<LoanRow> columns={columns} rowClick="show" />;
