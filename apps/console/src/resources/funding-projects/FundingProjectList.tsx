import { FUNDING_CONSOLE_TEXTS as C, formatDateTime, ntdText } from '@lendbridge/domain';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { BooleanInput, CreateButton, List, SearchInput, TopToolbar, useCanAccess, useTranslate } from 'react-admin';
import { ListDataGrid } from '../../ListDataGrid';
import type { FundingProjectRow } from './types';

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder={C.search} />, <BooleanInput key="promoted" source="promoted" />];

const ListActions = () => {
  const { canAccess } = useCanAccess({ resource: 'funding-projects', action: 'create' });
  return <TopToolbar>{canAccess ? <CreateButton /> : null}</TopToolbar>;
};

const ProjectGrid = () => {
  const translate = useTranslate();
  const { canAccess: canEdit } = useCanAccess({ resource: 'funding-projects', action: 'edit' });
  const columns = useMemo<GridColDef<FundingProjectRow>[]>(
    () => [
      { field: 'serial', width: 110 },
      { field: 'title', flex: 1, minWidth: 200 },
      { field: 'primary_loan_serial', width: 150, sortable: false },
      { field: 'expected_amount', width: 130, align: 'right', headerAlign: 'right', sortable: false, valueFormatter: (value: number) => ntdText(value) },
      { field: 'target_amount', width: 130, align: 'right', headerAlign: 'right', sortable: false, valueFormatter: (value: number) => ntdText(value) },
      { field: 'number_of_lenders', width: 90, align: 'right', headerAlign: 'right', sortable: false },
      { field: 'likes', width: 80, align: 'right', headerAlign: 'right', sortable: false },
      { field: 'promoted', width: 90, valueFormatter: (value: boolean) => translate(value ? 'ra.boolean.true' : 'ra.boolean.false') },
      { field: 'promotion_order', width: 90, align: 'right', headerAlign: 'right' },
      { field: 'popularity_order', width: 90, align: 'right', headerAlign: 'right' },
      { field: 'updated_at', width: 160, valueFormatter: (value: string) => formatDateTime(value) },
    ],
    [translate],
  );
  return <ListDataGrid<FundingProjectRow> columns={columns} rowClick={canEdit ? 'edit' : 'show'} aria-label={C.name} />;
};

/** 募資專案: the funding market's listings, newest first; searched by serial, title or loan serial. */
export const FundingProjectList = () => (
  <List title={C.name} filters={filters} actions={<ListActions />} sort={{ field: 'id', order: 'DESC' }} perPage={25} exporter={false} pagination={false} empty={false}>
    <ProjectGrid />
  </List>
);
