import { CONSOLE_FARM_TEXTS as C, FARM_FIELD_LABELS, GACP_RECORD_TYPES, GACP_RECORD_TYPE_VALUES } from '@lendbridge/domain';
import type { ConsoleGacpRecordRow } from '@lendbridge/domain';
import type { GridColDef } from '@mui/x-data-grid';
import { List, ReferenceInput, SelectInput } from 'react-admin';
import { ListDataGrid } from '../../ListDataGrid';

const filters = [
  <ReferenceInput key="farm_id" source="farm_id" reference="farms" alwaysOn>
    <SelectInput label={C.farm} optionText={(farm: { no: string; name: string }) => `${farm.no} ${farm.name}`} />
  </ReferenceInput>,
  <SelectInput key="type" source="type" choices={GACP_RECORD_TYPE_VALUES.map((type) => ({ id: type, name: GACP_RECORD_TYPES[type].label }))} alwaysOn />,
];

const COLUMNS: GridColDef<ConsoleGacpRecordRow>[] = [
  { field: 'id', width: 80 },
  { field: 'farm_no', width: 100, sortable: false },
  { field: 'work_date', width: 120 },
  { field: 'type', width: 130, valueFormatter: (value: ConsoleGacpRecordRow['type']) => GACP_RECORD_TYPES[value].label },
  { field: 'field', width: 90, sortable: false, valueFormatter: (value: ConsoleGacpRecordRow['field']) => FARM_FIELD_LABELS[value] },
  { field: 'work_item', flex: 1, minWidth: 140, sortable: false },
  { field: 'material', width: 160, sortable: false },
  { field: 'quantity', width: 130, sortable: false, valueGetter: (_value, row) => (row.quantity === null ? '' : `${Number(row.quantity)} ${row.unit ?? ''}`.trim()) },
  { field: 'operator', width: 110, sortable: false },
  { field: 'note', flex: 1, minWidth: 160, sortable: false },
];

/** 生產紀錄: the farms' GACP records, latest work first; by farm or record type. */
export const FarmGacpRecordList = () => (
  <List title={C.records} filters={filters} sort={{ field: 'work_date', order: 'DESC' }} perPage={50} exporter={false} empty={false}>
    <ListDataGrid<ConsoleGacpRecordRow> columns={COLUMNS} aria-label={C.records} />
  </List>
);
