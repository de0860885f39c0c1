import { CONSOLE_VEHICLE_CATALOGUE_TEXTS, VEHICLE_TYPES, VEHICLE_TYPE_LABELS, formatDateTime, ntdText } from '@lendbridge/domain';
import type { GridColDef } from '@mui/x-data-grid';
import { List, SearchInput, SelectInput, TopToolbar, useCanAccess } from 'react-admin';
import { ListDataGrid } from '../../ListDataGrid';
import { VehicleImportButton } from './VehicleImportButton';
import type { VehicleCatalogueRow } from './types';

const C = CONSOLE_VEHICLE_CATALOGUE_TEXTS;

const VEHICLE_TYPE_CHOICES = VEHICLE_TYPES.map((id) => ({ id, name: VEHICLE_TYPE_LABELS[id] }));

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder={C.q} />,
  <SelectInput key="vehicle_type" source="vehicle_type" choices={VEHICLE_TYPE_CHOICES} alwaysOn />,
];

const columns: GridColDef<VehicleCatalogueRow>[] = [
  { field: 'id', width: 80 },
  { field: 'vehicle_type_label', width: 80, sortable: false },
  { field: 'kind', width: 120 },
  { field: 'car', width: 160 },
  { field: 'year', width: 90 },
  { field: 'type', width: 120, sortable: false },
  { field: 'spec', width: 180, sortable: false },
  { field: 'price', width: 140, align: 'right', headerAlign: 'right', valueFormatter: (value: number) => ntdText(value) },
  { field: 'note', flex: 1, minWidth: 200, sortable: false },
  { field: 'imported_by_name', width: 130, sortable: false },
  { field: 'updated_at', width: 160, valueFormatter: (value: string) => formatDateTime(value) },
];

/** The import button, for those who may import (admins). */
const ListActions = () => {
  const { canAccess } = useCanAccess({ resource: 'vehicle-catalogue', action: 'create' });
  return <TopToolbar>{canAccess ? <VehicleImportButton /> : null}</TopToolbar>;
};

/**
 * 車價資料: the vehicles the public appraisal offers and their new prices, newest first, searched
 * by brand, model, body type or spec and filtered by vehicle type; the demo rows say 示範資料 in
 * their note. Admins import a spreadsheet to add vehicles and update prices.
 */
export const VehicleCatalogueList = () => (
  <List
    title={C.name}
    filters={filters}
    actions={<ListActions />}
    sort={{ field: 'id', order: 'DESC' }}
    perPage={25}
    exporter={false}
    pagination={false}
    empty={false}
  >
    <ListDataGrid<VehicleCatalogueRow> columns={columns} rowClick={false} />
  </List>
);
