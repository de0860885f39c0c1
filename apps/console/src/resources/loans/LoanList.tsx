import { CONSOLE_LOAN_TEXTS, LOAN_STATUSES, LOAN_STATUS_LABELS } from '@lendbridge/domain';
import { List, SearchInput, SelectInput } from 'react-admin';
import { LoanGrid } from './LoanGrid';

const STATUS_CHOICES = LOAN_STATUSES.map((status) => ({ id: status, name: LOAN_STATUS_LABELS[status] }));

const loanFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={STATUS_CHOICES} alwaysOn />,
];

/** 放款: the loans, the funded ones waiting for disbursement first (oldest funded first), filtered by status or searched. */
export const LoanList = () => (
  <List
    title={CONSOLE_LOAN_TEXTS.name}
    filters={loanFilters}
    filterDefaultValues={{ status: 'funded' }}
    sort={{ field: 'funded_at', order: 'ASC' }}
    perPage={25}
    exporter={false}
    pagination={false}
    empty={false}
  >
    <LoanGrid />
  </List>
);
