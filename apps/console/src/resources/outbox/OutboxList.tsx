import { DATE_TIME_OPTIONS, outboxKindLabel } from '@lendbridge/domain';
import { Datagrid, DateField, FunctionField, List, SearchInput, SelectField, SelectInput, TextField } from 'react-admin';
import type { OutboxRow } from './types';
import { OUTBOX_CHANNEL_CHOICES, OUTBOX_KIND_CHOICES, OUTBOX_STATUS_CHOICES } from '../../choices';

const outboxFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="channel" source="channel" choices={OUTBOX_CHANNEL_CHOICES} alwaysOn />,
  <SelectInput key="kind" source="kind" choices={OUTBOX_KIND_CHOICES} alwaysOn />,
];

export const OutboxList = () => (
  <List
    filters={outboxFilters}
    sort={{ field: 'created_at', order: 'DESC' }}
    perPage={25}
    exporter={false}
    empty={false}
  >
    <Datagrid rowClick="show" bulkActionButtons={false}>
      <TextField source="id" />
      <SelectField source="channel" choices={OUTBOX_CHANNEL_CHOICES} />
      <TextField source="recipient" sortable={false} />
      <TextField source="subject" sortable={false} />
      <FunctionField<OutboxRow> source="kind" sortable={false} render={(record) => outboxKindLabel(record.kind)} />
      <SelectField source="status" choices={OUTBOX_STATUS_CHOICES} />
      <DateField source="created_at" locales="zh-TW" options={DATE_TIME_OPTIONS} />
    </Datagrid>
  </List>
);
