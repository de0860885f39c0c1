import { DATE_TIME_OPTIONS } from '@lendbridge/domain';
import { BooleanField, Datagrid, DateField, List, SearchInput, TextField } from 'react-admin';

const bankCodeFilters = [<SearchInput key="q" source="q" alwaysOn />];

export const BankCodeList = () => (
  <List filters={bankCodeFilters} sort={{ field: 'code', order: 'ASC' }} perPage={50} exporter={false}>
    <Datagrid rowClick="edit" bulkActionButtons={false}>
      <TextField source="code" />
      <TextField source="name" />
      <BooleanField source="is_active" />
      <DateField source="updated_at" locales="zh-TW" options={DATE_TIME_OPTIONS} />
    </Datagrid>
  </List>
);
