import {
  CONSOLE_PAWN_CASE_TEXTS,
  PAWN_CASE_DEFAULT_LIST,
  PAWN_CASE_LISTS,
  PAWN_CASE_LIST_LABELS,
  PAWN_CASE_STATUSES,
  PAWN_CASE_STATUS_LABELS,
  formatDateTime,
  formatNtd,
  pawnCollateralTypesText,
} from '@lendbridge/domain';
import type { GridColDef } from '@mui/x-data-grid';
import { List, SearchInput, SelectInput } from 'react-admin';
import { ListDataGrid } from '../../ListDataGrid';
import { FilterTabs } from '../../shared/FilterTabs';
import { ListThumbnail } from '../../shared/UploadImage';
import { PawnCaseStatusChip } from './PawnCaseStatusChip';
import type { PawnCaseRecord } from './types';

const C = CONSOLE_PAWN_CASE_TEXTS;

const STATUS_CHOICES = PAWN_CASE_STATUSES.map((status) => ({ id: status, name: PAWN_CASE_STATUS_LABELS[status] }));

const filters = [<SearchInput key="q" source="q" alwaysOn />, <SelectInput key="status" source="status" choices={STATUS_CHOICES} />];

const Cover = ({ row }: { row: PawnCaseRecord }) =>
  row.cover_image === null ? (
    C.noImages
  ) : (
    <ListThumbnail src={row.cover_image} alt={`${row.serial} ${C.cover_image}`} />
  );

const columns: GridColDef<PawnCaseRecord>[] = [
  { field: 'cover_image', width: 90, sortable: false, renderCell: ({ row }) => <Cover row={row} /> },
  { field: 'serial', width: 150 },
  {
    field: 'collateral_types',
    width: 150,
    sortable: false,
    valueFormatter: (value: PawnCaseRecord['collateral_types']) => pawnCollateralTypesText(value),
  },
  { field: 'amount', width: 140, align: 'right', headerAlign: 'right', sortable: false, valueFormatter: (value: number) => formatNtd(value) },
  { field: 'period', width: 120, align: 'right', headerAlign: 'right', sortable: false },
  { field: 'appraised_value', width: 140, align: 'right', headerAlign: 'right', sortable: false },
  { field: 'status', width: 130, renderCell: ({ row }) => <PawnCaseStatusChip status={row.status} /> },
  { field: 'created_at', width: 160, valueFormatter: (value: string) => formatDateTime(value) },
];

/** 當舖案件: the marketplace's cases or the reader's, newest first, with the first image of the collateral; a row opens the case. */
export const PawnCaseList = () => (
  <List
    title={C.name}
    filters={filters}
    filterDefaultValues={{ list: PAWN_CASE_DEFAULT_LIST }}
    sort={{ field: 'id', order: 'DESC' }}
    perPage={25}
    exporter={false}
    pagination={false}
    empty={false}
  >
    {/* 接單市場 (cases waiting for an operator, the default) and 我的案件 (the cases the reader took). */}
    <FilterTabs source="list" values={PAWN_CASE_LISTS} labels={PAWN_CASE_LIST_LABELS} fallback={PAWN_CASE_DEFAULT_LIST} label={C.name} />
    <ListDataGrid<PawnCaseRecord> columns={columns} rowClick="show" />
  </List>
);
