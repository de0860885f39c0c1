import { CAMPAIGN_CASHBACK_KINDS, CAMPAIGN_CASHBACK_KIND_LABELS, CONSOLE_CASHBACK_TEXTS, formatDateTime, ntdText } from '@lendbridge/domain';
import type { GridColDef } from '@mui/x-data-grid';
import { List, SearchInput, SelectInput } from 'react-admin';
import { ListDataGrid } from '../../ListDataGrid';
import { DateFilterInput } from '../../shared/TaipeiDateTimeInput';
import { CashbackTotal } from './CashbackTotal';
import type { CashbackRow } from './types';

const T = CONSOLE_CASHBACK_TEXTS;

const KIND_CHOICES = CAMPAIGN_CASHBACK_KINDS.map((kind) => ({ id: kind, name: CAMPAIGN_CASHBACK_KIND_LABELS[kind] }));

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder={T.search} />,
  <SelectInput key="kind" source="kind" choices={KIND_CHOICES} alwaysOn />,
  <DateFilterInput key="date_from" source="date_from" alwaysOn />,
  <DateFilterInput key="date_to" source="date_to" alwaysOn />,
];

const columns: GridColDef<CashbackRow>[] = [
  { field: 'id', width: 80 },
  { field: 'created_at', width: 160, valueFormatter: (value: string) => formatDateTime(value) },
  { field: 'kind_label', width: 110, sortable: false },
  { field: 'member_serial', width: 130, sortable: false },
  { field: 'amount', width: 120, align: 'right', headerAlign: 'right', valueFormatter: (value: number) => ntdText(value) },
  { field: 'description', flex: 1, minWidth: 200, sortable: false },
  { field: 'reference', width: 170, sortable: false },
];

/**
 * 回饋金發放: the cashback and referral rewards the marketing budget paid members (ledger
 * transfers), newest first, with the count and sum of what the filter selects.
 */
export const CashbackList = () => (
  <List title={T.name} filters={filters} sort={{ field: 'id', order: 'DESC' }} perPage={25} exporter={false} pagination={false} empty={false}>
    <CashbackTotal />
    <ListDataGrid<CashbackRow> columns={columns} rowClick={false} aria-label={T.name} />
  </List>
);
