import {
  APPRAISAL_DEFAULT_TAB,
  APPRAISAL_STATUSES,
  APPRAISAL_STATUS_LABELS,
  CONSOLE_APPRAISAL_TEXTS,
  formatDateTime,
  type AppraisalStatus,
} from '@lendbridge/domain';
import { Box, Tab, Tabs } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { List, SearchInput, useListContext } from 'react-admin';
import { ListDataGrid } from '../../ListDataGrid';
import { uploadUrl } from '../../shared/UploadImage';
import { AppraisalStatusChip } from './AppraisalStatusChip';
import type { AppraisalRow } from './types';

const C = CONSOLE_APPRAISAL_TEXTS;

const filters = [<SearchInput key="q" source="q" alwaysOn />];

const isStatus = (value: unknown): value is AppraisalStatus => (APPRAISAL_STATUSES as readonly unknown[]).includes(value);

/** The marketplace's tabs: unappraised (the default) and appraised, each a status filter of the list. */
const StatusTabs = () => {
  const { filterValues, setFilters, displayedFilters } = useListContext<AppraisalRow>();
  const current = isStatus(filterValues.status) ? filterValues.status : APPRAISAL_DEFAULT_TAB;
  return (
    <Tabs
      value={current}
      onChange={(_, status: AppraisalStatus) => setFilters({ ...filterValues, status }, displayedFilters)}
      aria-label={C.status}
    >
      {APPRAISAL_STATUSES.map((status) => (
        <Tab key={status} value={status} label={APPRAISAL_STATUS_LABELS[status]} />
      ))}
    </Tabs>
  );
};

const Thumbnail = ({ row }: { row: AppraisalRow }) => {
  const first = row.images[0];
  if (!first) return C.noImages;
  return (
    <Box
      component="img"
      src={uploadUrl(first.id)}
      alt={`${row.type_label} ${C.images}`}
      loading="lazy"
      sx={{ width: 44, height: 44, objectFit: 'cover', borderRadius: 1, display: 'block' }}
    />
  );
};

const columns: GridColDef<AppraisalRow>[] = [
  { field: 'id', width: 90 },
  { field: 'images', width: 90, sortable: false, renderCell: ({ row }) => <Thumbnail row={row} /> },
  { field: 'serial', width: 150 },
  { field: 'type_label', width: 100, sortable: false },
  { field: 'expect_value_10k', width: 130, align: 'right', headerAlign: 'right', sortable: false },
  { field: 'status', width: 100, renderCell: ({ row }) => <AppraisalStatusChip status={row.status} /> },
  { field: 'appraised_value', width: 140, align: 'right', headerAlign: 'right', sortable: false },
  { field: 'appraiser_name', width: 130, sortable: false },
  { field: 'appraised_at', width: 160, valueFormatter: (value: string | null) => (value ? formatDateTime(value) : '') },
  { field: 'created_at', width: 160, valueFormatter: (value: string) => formatDateTime(value) },
];

/** 線上鑑價: the appraisal items by tab (unappraised first), newest first, with their first image; a row opens the item. */
export const AppraisalList = () => (
  <List
    title={C.name}
    filters={filters}
    filterDefaultValues={{ status: APPRAISAL_DEFAULT_TAB }}
    sort={{ field: 'id', order: 'DESC' }}
    perPage={25}
    exporter={false}
    pagination={false}
    empty={false}
  >
    <StatusTabs />
    <ListDataGrid<AppraisalRow> columns={columns} rowClick="show" />
  </List>
);
