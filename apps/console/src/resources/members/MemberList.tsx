import { OPTIONS, formatDateTime } from '@lendbridge/domain';
import { Chip, Stack } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { List, SearchInput, SelectInput } from 'react-admin';
import {
  BANK_STATUS_CHOICES,
  IDENTITY_STATUS_CHOICES,
  choiceLabel,
  optionChoices,
  roleLabel,
} from '../../choices';
import { ListDataGrid } from '../../ListDataGrid';
import { StatusChip } from './StatusChip';
import type { MemberRow } from './types';

const MEMBER_TYPE_CHOICES = optionChoices(OPTIONS.member_type);

const memberFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="identity_status" source="identity_status" choices={IDENTITY_STATUS_CHOICES} alwaysOn />,
  <SelectInput key="bank_status" source="bank_status" choices={BANK_STATUS_CHOICES} alwaysOn />,
  <SelectInput key="member_type" source="member_type" choices={MEMBER_TYPE_CHOICES} alwaysOn />,
];

const memberColumns: GridColDef<MemberRow>[] = [
  { field: 'id', width: 80 },
  { field: 'member_serial', width: 130 },
  { field: 'email', flex: 1, minWidth: 200 },
  { field: 'name', width: 120, sortable: false },
  {
    field: 'member_type',
    width: 100,
    sortable: false,
    valueFormatter: (value: string | null) => choiceLabel(MEMBER_TYPE_CHOICES, value),
  },
  {
    field: 'roles',
    width: 200,
    sortable: false,
    renderCell: ({ row }) => (
      <Stack direction="row" spacing={0.5} sx={{ height: '100%', alignItems: 'center', overflow: 'hidden' }}>
        {row.roles.map((role) => (
          <Chip key={role} label={roleLabel(role)} size="small" variant="outlined" />
        ))}
      </Stack>
    ),
  },
  {
    field: 'identity_status',
    width: 110,
    renderCell: ({ row }) => <StatusChip status={row.identity_status} choices={IDENTITY_STATUS_CHOICES} />,
  },
  {
    field: 'bank_status',
    width: 120,
    renderCell: ({ row }) => <StatusChip status={row.bank_status} choices={BANK_STATUS_CHOICES} />,
  },
  {
    field: 'created_at',
    width: 160,
    valueFormatter: (value: string | null) => formatDateTime(value),
  },
];

export const MemberList = () => (
  <List
    filters={memberFilters}
    sort={{ field: 'created_at', order: 'DESC' }}
    perPage={25}
    exporter={false}
    pagination={false}
    empty={false}
  >
    <ListDataGrid<MemberRow> columns={memberColumns} />
  </List>
);
