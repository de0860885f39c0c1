import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  REPAYMENT_TABLE_PAGE_SIZE,
  REPAYMENT_TABLE_TEXTS,
  firstUnpaidPage,
  ntdText,
  repaymentPageCount,
  repaymentTablePageLabel,
} from '@lendbridge/domain';
import type { RepaymentStatus, RepaymentTableRow } from '@lendbridge/domain';
import { ListPagination } from '../../shared/ListPagination';

const T = REPAYMENT_TABLE_TEXTS;

/** The money columns, in their order, after the period and the due date. */
const MONEY_COLUMNS = [
  ['payment', T.payment],
  ['principal', T.principal],
  ['interest', T.interest],
  ['fee_amount', T.fee],
  ['penalty', T.penalty],
] as const satisfies readonly (readonly [keyof RepaymentTableRow, string])[];

const STATUS_COLORS: Partial<Record<RepaymentStatus, string>> = {
  late: 'error.main',
  partial: 'warning.main',
};

export interface RepaymentTableProps {
  rows: readonly RepaymentTableRow[];
  /** The table's accessible name; 還款明細 unless given. */
  label?: string;
}

/**
 * A repayment schedule, REPAYMENT_TABLE_PAGE_SIZE rows a page, opening on the page of the first
 * row still owed something: period, due date, principal and interest, each part, fee (with what a
 * promo code saves on it), penalty and the row's state.
 */
export function RepaymentTable({ rows, label = T.title }: RepaymentTableProps) {
  const [page, setPage] = useState(() => firstUnpaidPage(rows));
  const lastPage = repaymentPageCount(rows.length);
  const current = Math.min(page, lastPage);
  const shown = rows.slice((current - 1) * REPAYMENT_TABLE_PAGE_SIZE, current * REPAYMENT_TABLE_PAGE_SIZE);

  if (rows.length === 0) return <Typography color="text.secondary">{T.empty}</Typography>;

  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      <TableContainer sx={{ width: '100%' }}>
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              <TableCell>{T.period}</TableCell>
              <TableCell>{T.dueDate}</TableCell>
              {MONEY_COLUMNS.map(([key, title]) => (
                <TableCell key={key} align="right">
                  {title}
                </TableCell>
              ))}
              <TableCell>{T.status}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((row) => (
              <TableRow key={row.period}>
                <TableCell>{row.period}</TableCell>
                <TableCell>{row.due_date}</TableCell>
                {MONEY_COLUMNS.map(([key]) => (
                  <TableCell key={key} align="right">
                    {ntdText(row[key])}
                    {key === 'fee_amount' && row.fee_discount > 0 && (
                      <Typography component="span" variant="caption" color="success.main" sx={{ display: 'block' }}>
                        {`${T.feeDiscount} ${ntdText(row.fee_discount)}`}
                      </Typography>
                    )}
                  </TableCell>
                ))}
                <TableCell sx={{ color: STATUS_COLORS[row.status_code], whiteSpace: 'nowrap' }}>{row.status}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {lastPage > 1 && (
        <ListPagination page={current} lastPage={lastPage} onPage={setPage} texts={T} pageLabel={repaymentTablePageLabel} />
      )}
    </Stack>
  );
}
