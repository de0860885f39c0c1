import { CONSOLE_PROMO_CODE_TEXTS, formatDateTime, ntdText } from '@lendbridge/domain';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { CreateButton, List, NullableBooleanInput, SearchInput, SelectInput, TopToolbar, useCanAccess, useTranslate } from 'react-admin';
import { ListDataGrid } from '../../ListDataGrid';
import { PROMO_CODE_KIND_CHOICES } from './PromoCodeInputs';
import type { PromoCodeRow } from './types';

const PC = CONSOLE_PROMO_CODE_TEXTS;

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder={PC.search} />,
  <SelectInput key="kind" source="kind" choices={PROMO_CODE_KIND_CHOICES} alwaysOn />,
  <NullableBooleanInput key="owned" source="owned" alwaysOn />,
];

const ListActions = () => {
  const { canAccess } = useCanAccess({ resource: 'promo-codes', action: 'create' });
  return <TopToolbar>{canAccess ? <CreateButton /> : null}</TopToolbar>;
};

const PromoCodeGrid = () => {
  const translate = useTranslate();
  const { canAccess: canEdit } = useCanAccess({ resource: 'promo-codes', action: 'edit' });
  const columns = useMemo<GridColDef<PromoCodeRow>[]>(
    () => [
      { field: 'id', width: 70 },
      { field: 'code', width: 170 },
      { field: 'kind_label', width: 110, sortable: false },
      { field: 'discount_percent', width: 130, align: 'right', headerAlign: 'right', sortable: false, valueFormatter: (value: number | null) => (value === null ? '' : `${value}%`) },
      { field: 'cashback_amount', width: 110, align: 'right', headerAlign: 'right', sortable: false, valueFormatter: (value: number | null) => (value === null ? '' : ntdText(value)) },
      { field: 'campaign_title', flex: 1, minWidth: 150, sortable: false },
      { field: 'owner_serial', width: 120, sortable: false },
      { field: 'expires_at', width: 160, valueFormatter: (value: string) => formatDateTime(value) },
      { field: 'uses', width: 90, align: 'right', headerAlign: 'right' },
      { field: 'max_uses', width: 100, align: 'right', headerAlign: 'right' },
      { field: 'min_order_amount', width: 130, align: 'right', headerAlign: 'right', sortable: false, valueFormatter: (value: number) => ntdText(value) },
      { field: 'enabled', width: 80, sortable: false, valueFormatter: (value: boolean) => translate(value ? 'ra.boolean.true' : 'ra.boolean.false') },
    ],
    [translate],
  );
  return <ListDataGrid<PromoCodeRow> columns={columns} rowClick={canEdit ? 'edit' : 'show'} aria-label={PC.name} />;
};

/**
 * 優惠碼: public codes and the codes prizes gave members, newest first; searched by the start of
 * the code, filtered by kind or by a member's own. Admins open a code's form, sales its page.
 */
export const PromoCodeList = () => (
  <List title={PC.name} filters={filters} actions={<ListActions />} sort={{ field: 'id', order: 'DESC' }} perPage={25} exporter={false} pagination={false} empty={false}>
    <PromoCodeGrid />
  </List>
);
