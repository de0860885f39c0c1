import { CONSOLE_WITHDRAWAL_TEXTS, formatDateTime, ntdText, withdrawalPayoutDone, withdrawalPayoutLabel } from '@lendbridge/domain';
import { Box, Button, Stack } from '@mui/material';
import { type GridColDef, type GridRowId, type GridRowSelectionModel } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { useListContext } from 'react-admin';
import { ListDataGrid } from '../../ListDataGrid';
import { TextDecisionDialog } from '../../shared/TextDecisionDialog';
import { useConsoleAction } from '../../shared/useConsoleAction';
import { WithdrawalStatusChip } from './WithdrawalStatusChip';
import { RejectWithdrawalButton } from './RejectWithdrawalButton';
import type { WithdrawalRow } from './types';

const T = CONSOLE_WITHDRAWAL_TEXTS;
const EMPTY_SELECTION: GridRowSelectionModel = { type: 'include', ids: new Set<GridRowId>() };

const isPending = (row: WithdrawalRow): boolean => row.status === 'pending';

/** Whether the grid's selection (ids included, or every row but the ids excluded) holds the row. */
const isSelected = (selection: GridRowSelectionModel, id: GridRowId): boolean =>
  selection.type === 'include' ? selection.ids.has(id) : !selection.ids.has(id);

const columns: GridColDef<WithdrawalRow>[] = [
  { field: 'id', width: 80 },
  { field: 'member_serial', width: 130, sortable: false },
  { field: 'member_name', width: 110, sortable: false },
  {
    field: 'amount',
    width: 130,
    align: 'right',
    headerAlign: 'right',
    valueFormatter: (value: number) => ntdText(value),
  },
  {
    field: 'fee',
    width: 100,
    align: 'right',
    headerAlign: 'right',
    sortable: false,
    valueFormatter: (value: number) => ntdText(value),
  },
  {
    field: 'status',
    width: 110,
    renderCell: ({ row }) => <WithdrawalStatusChip status={row.status} />,
  },
  {
    field: 'bank_account',
    flex: 1,
    minWidth: 180,
    sortable: false,
    valueGetter: (_value, row) => [row.bank_code, row.bank_name, row.branch_code, row.bank_account].filter(Boolean).join(' '),
  },
  {
    field: 'created_at',
    width: 160,
    valueFormatter: (value: string | null) => formatDateTime(value),
  },
  { field: 'reject_reason', width: 160, sortable: false },
  {
    field: 'actions',
    headerName: '',
    width: 90,
    sortable: false,
    renderCell: ({ row }) => (isPending(row) ? <RejectWithdrawalButton row={row} /> : null),
  },
];

/**
 * The withdrawal requests in the list's DataGrid (server-side paging and sort). Pending rows can
 * be selected and paid out together with 撥款, after the admin gives the reason (撥款說明).
 */
export const WithdrawalGrid = () => {
  const { data } = useListContext<WithdrawalRow>();
  const [selection, setSelection] = useState<GridRowSelectionModel>(EMPTY_SELECTION);
  const [paying, setPaying] = useState(false);
  const rows = useMemo(() => data ?? [], [data]);

  const selectedIds = useMemo(
    () => rows.filter((row) => isPending(row) && isSelected(selection, row.id)).map((row) => row.id),
    [rows, selection],
  );

  const payout = useConsoleAction<{ ids: number[]; reason: string }, unknown>({
    send: (dataProvider, params) => dataProvider.payoutWithdrawals(params),
    done: (_answer, { ids }) => withdrawalPayoutDone(ids.length),
    onDone: () => {
      setPaying(false);
      setSelection(EMPTY_SELECTION);
    },
    fields: ['reason'],
  });

  return (
    <Box>
      <Stack direction="row" spacing={1} sx={{ px: 2, py: 1, alignItems: 'center' }}>
        <Button
          variant="contained"
          disabled={selectedIds.length === 0 || paying}
          onClick={() => {
            payout.reset();
            setPaying(true);
          }}
        >
          {withdrawalPayoutLabel(selectedIds.length)}
        </Button>
      </Stack>
      <TextDecisionDialog
        open={paying}
        title={T.payoutTitle}
        description={withdrawalPayoutLabel(selectedIds.length)}
        label={T.payout_reason}
        confirmLabel={T.payoutConfirm}
        color="primary"
        multiline
        error={payout.errors.reason}
        pending={payout.isPending}
        onClose={() => setPaying(false)}
        onSubmit={(reason) => payout.run({ ids: selectedIds, reason })}
      />
      <ListDataGrid<WithdrawalRow>
        columns={columns}
        rowClick={false}
        selection={{ model: selection, onChange: setSelection, isRowSelectable: isPending }}
        aria-label={T.selectPending}
      />
    </Box>
  );
};
