import {
  CONSOLE_CROWDFUNDING_TEXTS as C,
  CROWDFUNDING_DELIVERY_STATUS_LABELS,
  CROWDFUNDING_ORDER_STATUS_LABELS,
  CROWDFUNDING_PAYMENT_BY_LABELS,
  formatDateTime,
  ntdText,
} from '@lendbridge/domain';
import type { GridColDef } from '@mui/x-data-grid';
import { Edit, List, ListButton, SearchInput, SelectInput, Show, SimpleForm, TextInput, TopToolbar, FormDataConsumer, useRecordContext, useTranslate } from 'react-admin';
import { ListDataGrid } from '../../ListDataGrid';
import { Details, Section } from '../../shared/Details';
import { DELIVERY_ACTION_CHOICES, ORDER_STATUS_CHOICES, deliveryForm } from './choices';
import type { DeliveryRecord, OrderRecord } from './choices';

const ORDER_COLUMNS: GridColDef<OrderRecord>[] = [
  { field: 'id', width: 70 },
  { field: 'serial', width: 150 },
  { field: 'project_title', flex: 1, minWidth: 160, sortable: false },
  { field: 'plan_title', width: 160, sortable: false },
  { field: 'backer_member_serial', width: 140, sortable: false },
  { field: 'period', width: 70, sortable: false },
  { field: 'first_period_amount', width: 120, align: 'right', headerAlign: 'right', valueFormatter: (value: number) => ntdText(value) },
  { field: 'payment_by', width: 100, sortable: false, valueFormatter: (value: 0 | 1) => CROWDFUNDING_PAYMENT_BY_LABELS[value] },
  { field: 'status', width: 110, valueFormatter: (value: OrderRecord['status']) => CROWDFUNDING_ORDER_STATUS_LABELS[value] },
  { field: 'created_at', width: 160, valueFormatter: (value: string) => formatDateTime(value) },
];

const orderFilters = [
  <SearchInput key="q" source="q" alwaysOn placeholder={C.search} />,
  <SelectInput key="status" source="status" choices={ORDER_STATUS_CHOICES} alwaysOn />,
];

/** 募資訂單: every order with its payment (card numbers masked), newest first. */
export const OrderList = () => (
  <List title={C.orders} filters={orderFilters} sort={{ field: 'id', order: 'DESC' }} perPage={25} exporter={false} pagination={false} empty={false}>
    <ListDataGrid<OrderRecord> columns={ORDER_COLUMNS} rowClick="show" aria-label={C.orders} />
  </List>
);

const OrderDetails = () => {
  const record = useRecordContext<OrderRecord>();
  const translate = useTranslate();
  if (!record) return null;
  const flag = (value: boolean | null) => (value === null ? '' : translate(value ? 'ra.boolean.true' : 'ra.boolean.false'));
  return (
    <Section title={C.orders}>
      <Details
        items={[
          { label: C.order_serial, value: record.serial },
          { label: C.status, value: CROWDFUNDING_ORDER_STATUS_LABELS[record.status] },
          { label: C.project_title, value: `${record.project_title}／${record.plan_title}` },
          { label: C.backer_member_serial, value: record.backer_member_serial },
          { label: C.period, value: record.period },
          { label: C.first_period_amount, value: ntdText(record.first_period_amount) },
          { label: C.later_period_amount, value: ntdText(record.later_period_amount) },
          { label: C.payment_by, value: CROWDFUNDING_PAYMENT_BY_LABELS[record.payment_by] },
          { label: C.card_masked, value: record.card_masked },
          { label: C.card_status, value: record.card_status },
          { label: C.pay_deadline, value: record.pay_deadline === null ? '' : formatDateTime(record.pay_deadline) },
          { label: C.paid_at, value: record.paid_at === null ? '' : formatDateTime(record.paid_at) },
          { label: C.receiver, value: `${record.delivery_receiver_name} ${record.delivery_phone}\n${record.delivery_address}` },
          { label: C.vegetable, value: flag(record.vegetable) },
          { label: C.stay_assisted, value: flag(record.stay_assisted) },
          { label: C.shirt_size, value: record.shirt_size },
        ]}
      />
    </Section>
  );
};

export const OrderShow = () => (
  <Show actions={<TopToolbar><ListButton /></TopToolbar>}>
    <OrderDetails />
  </Show>
);

const DELIVERY_COLUMNS: GridColDef<DeliveryRecord>[] = [
  { field: 'id', width: 70 },
  { field: 'order_serial', width: 150, sortable: false },
  { field: 'project_title', flex: 1, minWidth: 160, sortable: false },
  { field: 'period_no', width: 70, sortable: false },
  { field: 'deadline', width: 110 },
  { field: 'status', width: 100, valueFormatter: (value: DeliveryRecord['status']) => CROWDFUNDING_DELIVERY_STATUS_LABELS[value] },
  { field: 'carrier_code', width: 110, sortable: false },
  { field: 'delivery_id', width: 140, sortable: false },
  { field: 'receiver', flex: 1, minWidth: 200, sortable: false },
];

const deliveryFilters = [<SelectInput key="status" source="status" choices={Object.entries(CROWDFUNDING_DELIVERY_STATUS_LABELS).map(([id, name]) => ({ id, name }))} alwaysOn />];

/** 募資出貨: the deliveries by their deadline; admins open one to mark it shipped or cancelled. */
export const DeliveryList = () => (
  <List title={C.deliveries} filters={deliveryFilters} sort={{ field: 'deadline', order: 'ASC' }} perPage={25} exporter={false} pagination={false} empty={false}>
    <ListDataGrid<DeliveryRecord> columns={DELIVERY_COLUMNS} rowClick="edit" aria-label={C.deliveries} />
  </List>
);

const DeliveryHeader = () => {
  const record = useRecordContext<DeliveryRecord>();
  if (!record) return null;
  return (
    <Details
      items={[
        { label: C.order_serial, value: record.order_serial },
        { label: C.period_no, value: record.period_no },
        { label: C.deadline, value: record.deadline },
        { label: C.status, value: CROWDFUNDING_DELIVERY_STATUS_LABELS[record.status] },
        { label: C.receiver, value: record.receiver },
      ]}
    />
  );
};

/** A delivery being prepared, marked shipped (carrier and tracking number) or cancelled; the server refuses any other change. */
export const DeliveryEdit = () => (
  <Edit mutationMode="pessimistic" transform={deliveryForm.transform} redirect="list" actions={<TopToolbar><ListButton /></TopToolbar>}>
    <SimpleForm validate={deliveryForm.validate}>
      <DeliveryHeader />
      <SelectInput source="status" choices={DELIVERY_ACTION_CHOICES} />
      <FormDataConsumer<{ status?: string }>>
        {({ formData }) =>
          formData.status === 'cancelled' ? null : (
            <>
              <TextInput source="carrier_code" />
              <TextInput source="delivery_id" />
            </>
          )
        }
      </FormDataConsumer>
    </SimpleForm>
  </Edit>
);
