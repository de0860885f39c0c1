import {
  APPRAISAL_DEFAULT_TAB,
  APPRAISAL_STATUSES,
  APPRAISAL_STATUS_LABELS,
  CONSOLE_APPRAISAL_TEXTS,
  formatDateTime,
} from '@lendbridge/domain';
import type { GridColDef } from '@mui/x-data-grid';
import { List, SearchInput } from 'react-admin';
import { ListDataGrid } from '../../ListDataGrid';
import { FilterTabs } from '../../shared/FilterTabs';
import { ListThumbnail, uploadUrl } from '../../shared/UploadImage';
import { AppraisalStatusChip } from './AppraisalStatusChip';
import type { AppraisalRow } from './types';

const C = CONSOLE_APPRAISAL_TEXTS;

const filters = [<SearchInput key="q" source="q" alwaysOn />];

const Thumbnail = ({ row }: { row: AppraisalRow }) => {
  const first = row.images[0];
  if (!first) return C.noImages;
  return <ListThumbnail src={uploadUrl(first.id)} alt={`${row.type_label} ${C.images}`} />;
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
    {/* The marketplace's tabs: unappraised (the default) and appraised, each a status filter of the list. */}
    <FilterTabs source="status" values={APPRAISAL_STATUSES} labels={APPRAISAL_STATUS_LABELS} fallback={APPRAISAL_DEFAULT_TAB} label={C.status} />
    <ListDataGrid<AppraisalRow> columns={columns} rowClick="show" />
  </List>
);
