import { ACCOUNT_WITHDRAWAL_STATUSES, ACCOUNT_WITHDRAWAL_STATUS_LABELS, CONSOLE_WITHDRAWAL_TEXTS } from '@lendbridge/domain';
import { List, SearchInput, SelectInput } from 'react-admin';
import { WithdrawalGrid } from './WithdrawalGrid';

const STATUS_CHOICES = ACCOUNT_WITHDRAWAL_STATUSES.map((status) => ({
  id: status,
  name: ACCOUNT_WITHDRAWAL_STATUS_LABELS[status],
}));

const withdrawalFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={STATUS_CHOICES} alwaysOn />,
];

/** 提領: the withdrawal requests, the pending ones oldest first by default, filtered by status or searched. */
export const WithdrawalList = () => (
  <List
    title={CONSOLE_WITHDRAWAL_TEXTS.name}
    filters={withdrawalFilters}
    filterDefaultValues={{ status: 'pending' }}
    sort={{ field: 'created_at', order: 'ASC' }}
    perPage={25}
    exporter={false}
    pagination={false}
    empty={false}
  >
    <WithdrawalGrid />
  </List>
);
