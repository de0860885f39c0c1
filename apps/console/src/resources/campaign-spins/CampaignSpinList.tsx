import { CONSOLE_SPIN_TEXTS, formatDateTime, ntdText } from '@lendbridge/domain';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { List, NullableBooleanInput, ReferenceInput, SearchInput, SelectInput, useTranslate } from 'react-admin';
import { ListDataGrid } from '../../ListDataGrid';
import { DateFilterInput } from '../../shared/TaipeiDateTimeInput';
import type { SpinRow } from './types';

const S = CONSOLE_SPIN_TEXTS;

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder={S.search} />,
  <ReferenceInput key="campaign_id" source="campaign_id" reference="campaigns" sort={{ field: 'id', order: 'DESC' }} alwaysOn>
    <SelectInput optionText="title" />
  </ReferenceInput>,
  <NullableBooleanInput key="trial" source="trial" alwaysOn />,
  <DateFilterInput key="date_from" source="date_from" alwaysOn />,
  <DateFilterInput key="date_to" source="date_to" alwaysOn />,
];

const SpinGrid = () => {
  const translate = useTranslate();
  const columns = useMemo<GridColDef<SpinRow>[]>(
    () => [
      { field: 'id', width: 70 },
      { field: 'campaign_title', flex: 1, minWidth: 160, sortable: false },
      { field: 'member_serial', width: 130, sortable: false, valueFormatter: (value: string | null) => value ?? S.visitor },
      { field: 'reward_name', width: 180, sortable: false },
      { field: 'promo_code', width: 160, sortable: false },
      { field: 'cashback_amount', width: 110, align: 'right', headerAlign: 'right', sortable: false, valueFormatter: (value: number | null) => (value === null ? '' : ntdText(value)) },
      { field: 'business_date', width: 120 },
      { field: 'trial', width: 80, sortable: false, valueFormatter: (value: boolean) => translate(value ? 'ra.boolean.true' : 'ra.boolean.false') },
      { field: 'created_at', width: 160, valueFormatter: (value: string) => formatDateTime(value) },
    ],
    [translate],
  );
  return <ListDataGrid<SpinRow> columns={columns} rowClick={false} aria-label={S.name} />;
};

/** 抽獎紀錄: every spin and draw, newest first: the campaign, the member (or a visitor's trial), what it gave, the business date. */
export const CampaignSpinList = () => (
  <List title={S.name} filters={filters} sort={{ field: 'id', order: 'DESC' }} perPage={25} exporter={false} pagination={false} empty={false}>
    <SpinGrid />
  </List>
);
