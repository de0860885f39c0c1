import { CHAT_TEXTS, DATE_TIME_OPTIONS, SUPPORT_CHAT_STATUSES } from '@lendbridge/domain';
import { Datagrid, DateField, List, SearchInput, SelectField, SelectInput, TextField } from 'react-admin';

export const SUPPORT_CHAT_STATUS_CHOICES = SUPPORT_CHAT_STATUSES.map((status) => ({ id: status, name: CHAT_TEXTS.statuses[status] }));

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={SUPPORT_CHAT_STATUS_CHOICES} alwaysOn />,
];

/** The conversations, the latest message first; open ones wait for an agent. */
export const SupportChatList = () => (
  <List filters={filters} filterDefaultValues={{ status: 'open' }} sort={{ field: 'last_message_at', order: 'DESC' }} perPage={25} exporter={false} empty={false}>
    <Datagrid rowClick="show" bulkActionButtons={false}>
      <TextField source="id" />
      <TextField source="subject" />
      <SelectField source="status" choices={SUPPORT_CHAT_STATUS_CHOICES} />
      <TextField source="member_serial" sortable={false} />
      <TextField source="member_email" sortable={false} />
      <DateField source="last_message_at" locales="zh-TW" options={DATE_TIME_OPTIONS} />
    </Datagrid>
  </List>
);
