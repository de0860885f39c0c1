import { CONSOLE_FARM_TEXTS as C, FARM_FIELD_CODES, FARM_FIELD_LABELS, farmMetric, formatDateTime } from '@lendbridge/domain';
import type { ConsoleFarmReadingRow } from '@lendbridge/domain';
import type { GridColDef } from '@mui/x-data-grid';
import { List, ReferenceInput, SelectInput, TextInput } from 'react-admin';
import { ListDataGrid } from '../../ListDataGrid';

const filters = [
  <ReferenceInput key="farm_id" source="farm_id" reference="farms" alwaysOn>
    <SelectInput label={C.farm} optionText={(farm: { no: string; name: string }) => `${farm.no} ${farm.name}`} />
  </ReferenceInput>,
  <SelectInput key="field" source="field" choices={FARM_FIELD_CODES.map((code) => ({ id: code, name: `${code} ${FARM_FIELD_LABELS[code]}` }))} alwaysOn />,
  <TextInput key="metric" source="metric" alwaysOn />,
];

const COLUMNS: GridColDef<ConsoleFarmReadingRow>[] = [
  { field: 'id', width: 90 },
  { field: 'farm_no', width: 100, sortable: false },
  { field: 'field', width: 100, sortable: false, valueFormatter: (value: ConsoleFarmReadingRow['field']) => `${value} ${FARM_FIELD_LABELS[value]}` },
  {
    field: 'metric',
    flex: 1,
    minWidth: 140,
    sortable: false,
    valueGetter: (_value, row) => {
      const metric = farmMetric(row.field, row.metric);
      return metric ? `${metric.label}（${metric.unit}）` : row.metric;
    },
  },
  { field: 'value', width: 120, align: 'right', headerAlign: 'right' },
  { field: 'measured_at', width: 170, valueFormatter: (value: string) => formatDateTime(value) },
];

/** 感測數據: what the farms' devices sent, one metric value a row, newest first; by farm, field or metric. */
export const FarmReadingList = () => (
  <List title={C.readings} filters={filters} sort={{ field: 'measured_at', order: 'DESC' }} perPage={50} exporter={false} empty={false}>
    <ListDataGrid<ConsoleFarmReadingRow> columns={COLUMNS} aria-label={C.readings} />
  </List>
);
