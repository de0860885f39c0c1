import { Fragment } from 'react';
import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { CLEARING_TEXTS, clearContractHeading, clearSelectLabel, formatDateTime, groupBy, ntdText } from '@lendbridge/domain';

const T = CLEARING_TEXTS;

/** What the lists show of a clear-investment record (the borrower's) or a clear request (the lender's). */
export interface ClearRow {
  serial: string;
  loan_serial: string;
  status_label: string;
  clear_amount: number;
  principal: number;
  interest: number;
  penalty: number;
  lender?: string;
  cleared_at: string | null;
}

export interface ClearRecordsTableProps {
  /** The table's accessible name: its list's heading. */
  label: string;
  rows: readonly ClearRow[];
  /** Checkboxes per record and per contract when given. */
  selected?: ReadonlySet<string>;
  onSelect?: (serials: readonly string[], checked: boolean) => void;
  showLender?: boolean;
  showClearedAt?: boolean;
}

/**
 * A clearing list grouped by contract (the loan): a heading row per loan, whose checkbox selects
 * all of its records, then its records with their figures.
 */
export function ClearRecordsTable({ label, rows, selected, onSelect, showLender = false, showClearedAt = false }: ClearRecordsTableProps) {
  if (rows.length === 0) return <Typography color="text.secondary">{T.empty}</Typography>;
  const selectable = selected !== undefined && onSelect !== undefined;
  const columns = 6 + (selectable ? 1 : 0) + (showLender ? 1 : 0) + (showClearedAt ? 1 : 0);
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          {selectable && <TableCell padding="checkbox" />}
          <TableCell>{T.serial}</TableCell>
          {showLender && <TableCell>{T.lender}</TableCell>}
          <TableCell align="right">{T.principal}</TableCell>
          <TableCell align="right">{T.interest}</TableCell>
          <TableCell align="right">{T.penalty}</TableCell>
          <TableCell align="right">{T.clearAmount}</TableCell>
          <TableCell>{T.status}</TableCell>
          {showClearedAt && <TableCell>{T.clearedAt}</TableCell>}
        </TableRow>
      </TableHead>
      <TableBody>
        {groupBy(rows, (row) => row.loan_serial).map(({ key, items }) => {
          const serials = items.map((row) => row.serial);
          const chosen = selectable ? serials.filter((serial) => selected.has(serial)).length : 0;
          return (
            <Fragment key={key}>
              <TableRow sx={{ bgcolor: 'action.hover' }}>
                {selectable && (
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={chosen === serials.length}
                      indeterminate={chosen > 0 && chosen < serials.length}
                      onChange={(event) => onSelect(serials, event.target.checked)}
                      slotProps={{ input: { 'aria-label': `${T.selectContract} ${key}` } }}
                    />
                  </TableCell>
                )}
                <TableCell colSpan={columns - (selectable ? 1 : 0)} sx={{ fontWeight: 700 }}>
                  {clearContractHeading(key)}
                </TableCell>
              </TableRow>
              {items.map((row) => (
                <TableRow key={row.serial}>
                  {selectable && (
                    <TableCell padding="checkbox">
                      <Checkbox
                        checked={selected.has(row.serial)}
                        onChange={(event) => onSelect([row.serial], event.target.checked)}
                        slotProps={{ input: { 'aria-label': clearSelectLabel(row.serial) } }}
                      />
                    </TableCell>
                  )}
                  <TableCell>{row.serial}</TableCell>
                  {showLender && <TableCell>{row.lender}</TableCell>}
                  <TableCell align="right">{ntdText(row.principal)}</TableCell>
                  <TableCell align="right">{ntdText(row.interest)}</TableCell>
                  <TableCell align="right">{ntdText(row.penalty)}</TableCell>
                  <TableCell align="right">{ntdText(row.clear_amount)}</TableCell>
                  <TableCell>{row.status_label}</TableCell>
                  {showClearedAt && <TableCell>{formatDateTime(row.cleared_at)}</TableCell>}
                </TableRow>
              ))}
            </Fragment>
          );
        })}
      </TableBody>
    </Table>
  );
}
