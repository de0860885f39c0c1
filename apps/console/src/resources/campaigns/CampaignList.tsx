import { CONSOLE_CAMPAIGN_TEXTS, formatDateTime, ntdText } from '@lendbridge/domain';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { CreateButton, List, SearchInput, SelectInput, TopToolbar, useCanAccess, useTranslate } from 'react-admin';
import { ListDataGrid } from '../../ListDataGrid';
import { CAMPAIGN_KIND_CHOICES, CAMPAIGN_STATE_CHOICES } from './choices';
import type { CampaignRow } from './types';

const C = CONSOLE_CAMPAIGN_TEXTS;

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder={C.search} />,
  <SelectInput key="kind" source="kind" choices={CAMPAIGN_KIND_CHOICES} alwaysOn />,
  <SelectInput key="state" source="state" choices={CAMPAIGN_STATE_CHOICES} alwaysOn />,
];

const ListActions = () => {
  const { canAccess } = useCanAccess({ resource: 'campaigns', action: 'create' });
  return <TopToolbar>{canAccess ? <CreateButton /> : null}</TopToolbar>;
};

const CampaignGrid = () => {
  const translate = useTranslate();
  const { canAccess: canEdit } = useCanAccess({ resource: 'campaigns', action: 'edit' });
  const columns = useMemo<GridColDef<CampaignRow>[]>(
    () => [
      { field: 'id', width: 70 },
      { field: 'key', width: 170 },
      { field: 'title', flex: 1, minWidth: 180 },
      { field: 'kind_label', width: 120, sortable: false },
      { field: 'state_label', width: 100, sortable: false },
      { field: 'starts_at', width: 160, valueFormatter: (value: string) => formatDateTime(value) },
      { field: 'ends_at', width: 160, valueFormatter: (value: string) => formatDateTime(value) },
      { field: 'budget', width: 130, align: 'right', headerAlign: 'right', valueFormatter: (value: number) => ntdText(value) },
      { field: 'spent', width: 120, align: 'right', headerAlign: 'right', valueFormatter: (value: number) => ntdText(value) },
      { field: 'remaining', width: 130, align: 'right', headerAlign: 'right', sortable: false, valueFormatter: (value: number) => ntdText(value) },
      { field: 'prize_count', width: 90, align: 'right', headerAlign: 'right', sortable: false },
      { field: 'enabled', width: 80, valueFormatter: (value: boolean) => translate(value ? 'ra.boolean.true' : 'ra.boolean.false') },
    ],
    [translate],
  );
  return <ListDataGrid<CampaignRow> columns={columns} rowClick={canEdit ? 'edit' : 'show'} aria-label={C.name} />;
};

/**
 * 行銷活動: the campaigns newest first with their state at the business clock, budget and what they
 * spent; searched by key or title, filtered by kind or state. Admins open a campaign's form, sales its page.
 */
export const CampaignList = () => (
  <List title={C.name} filters={filters} actions={<ListActions />} sort={{ field: 'id', order: 'DESC' }} perPage={25} exporter={false} pagination={false} empty={false}>
    <CampaignGrid />
  </List>
);
