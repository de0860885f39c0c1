import {
  CONSOLE_SHOP_TEXTS as C,
  SHOP_DELIVERY_STATUSES,
  SHOP_DELIVERY_STATUS_LABELS,
  SHOP_TEXTS,
  shopCarrierCodesSubmitted,
} from '@lendbridge/domain';
import { Button, Stack, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useCallback, useMemo, useState } from 'react';
import { List, SelectInput, useCanAccess } from 'react-admin';
import type { ShopDeliveryBulkParams } from '../../dataProvider';
import { ListDataGrid } from '../../ListDataGrid';
import { DateFilterInput } from '../../shared/TaipeiDateTimeInput';
import { useConsoleAction } from '../../shared/useConsoleAction';
import type { DeliveryRecord } from './types';

const STATUS_CHOICES = SHOP_DELIVERY_STATUSES.map((id) => ({ id, name: SHOP_DELIVERY_STATUS_LABELS[id] }));

const filters = [
  <DateFilterInput key="gte" source="delivery_deadline_gte" alwaysOn />,
  <DateFilterInput key="lt" source="delivery_deadline_lt" alwaysOn />,
  <SelectInput key="status" source="delivery_status" choices={STATUS_CHOICES} alwaysOn />,
];

/** The carrier codes typed so far, by delivery id, as the bulk submission sends them. */
export const bulkItemsOf = (codes: Readonly<Record<number, string>>): ShopDeliveryBulkParams['items'] =>
  Object.entries(codes)
    .map(([id, code]) => ({ id: Number(id), carrier_code: code.trim() }))
    .filter((item) => item.carrier_code !== '');

const DeliveryGrid = () => {
  const { canAccess: canEdit } = useCanAccess({ resource: 'shop-deliveries', action: 'edit' });
  const [codes, setCodes] = useState<Record<number, string>>({});
  const items = bulkItemsOf(codes);
  const submit = useConsoleAction<ShopDeliveryBulkParams, unknown>({
    send: (dataProvider, params) => dataProvider.submitShopDeliveries(params),
    done: (_result, params) => shopCarrierCodesSubmitted(params.items.length),
    onDone: () => setCodes({}),
  });

  const columns = useMemo<GridColDef<DeliveryRecord>[]>(
    () => [
      { field: 'serial', width: 160 },
      { field: 'shop_name', width: 130, sortable: false },
      { field: 'products', flex: 1, minWidth: 180, sortable: false },
      { field: 'receiver_name', width: 110, sortable: false },
      { field: 'phone', width: 120, sortable: false },
      { field: 'address', flex: 1, minWidth: 200, sortable: false },
      { field: 'delivery_deadline', width: 110 },
      { field: 'delivery_status', width: 100, valueFormatter: (value: DeliveryRecord['delivery_status']) => SHOP_DELIVERY_STATUS_LABELS[value] },
      { field: 'carrier', width: 110, sortable: false },
      { field: 'carrier_code', width: 180, sortable: false, editable: canEdit },
    ],
    [canEdit],
  );

  const processRowUpdate = useCallback((row: DeliveryRecord, previous: DeliveryRecord) => {
    const code = row.carrier_code ?? '';
    if (code !== (previous.carrier_code ?? '')) setCodes((current) => ({ ...current, [row.id]: code }));
    return row;
  }, []);

  return (
    <>
      {canEdit ? (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', px: 2, py: 1, flexWrap: 'wrap', rowGap: 1 }}>
          <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
            {C.carrierCodesHelp}
          </Typography>
          <Button variant="contained" disabled={items.length === 0 || submit.isPending} onClick={() => void submit.run({ items })}>
            {`${SHOP_TEXTS.submitCarrierCodes}（${items.length}）`}
          </Button>
        </Stack>
      ) : null}
      <ListDataGrid<DeliveryRecord>
        columns={columns}
        rowClick={false}
        processRowUpdate={processRowUpdate}
        isRowEditable={(row) => row.delivery_status === 'pending'}
        aria-label={C.deliveries}
      />
    </>
  );
};

/** 出貨明細: paid orders' deliveries filtered by deadline range and status, the soonest deadline first. */
export const DeliveryList = () => (
  <List
    title={C.deliveries}
    filters={filters}
    filterDefaultValues={{ delivery_status: 'pending' }}
    sort={{ field: 'delivery_deadline', order: 'ASC' }}
    perPage={100}
    exporter={false}
    actions={false}
    pagination={false}
    empty={false}
  >
    <DeliveryGrid />
  </List>
);
