import type { KeyboardEvent, MouseEvent } from 'react';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import {
  LENDER_INVESTMENT_ORDER_LABELS,
  LENDER_INVESTMENT_TEXTS,
  checkoutMoney,
  lenderInvestmentTypeLabel,
} from '@lendbridge/domain';
import type { LenderInvestmentOrderField, LenderInvestmentQuery, LenderInvestmentRow } from '@lendbridge/domain';
import { formatDateTime, formatPercent } from '../market/format';
import { InvestmentTypeIcon } from './InvestmentTypeIcon';

const T = LENDER_INVESTMENT_TEXTS;

/** The middle mouse button. */
const MIDDLE_BUTTON = 1;

export interface InvestmentsTableProps {
  rows: readonly LenderInvestmentRow[];
  query: LenderInvestmentQuery;
  onSort: (field: LenderInvestmentOrderField) => void;
  /** Opens a row's link here, or in a new tab. */
  onOpen: (link: string, newTab: boolean) => void;
}

function SortHeader({ field, query, onSort }: { field: LenderInvestmentOrderField; query: LenderInvestmentQuery; onSort: InvestmentsTableProps['onSort'] }) {
  const active = query.order_by === field;
  return (
    <TableCell align={field === 'created_at' ? 'left' : 'right'} sortDirection={active ? (query.order_dir ?? 'asc') : false}>
      <TableSortLabel active={active} direction={active ? (query.order_dir ?? 'asc') : 'asc'} onClick={() => onSort(field)}>
        {LENDER_INVESTMENT_ORDER_LABELS[field]}
      </TableSortLabel>
    </TableCell>
  );
}

/**
 * The investments, one row each with its type icon. A row with a link opens it on click (in a
 * new tab on middle-click or with Ctrl / ⌘) and on Enter.
 */
export function InvestmentsTable({ rows, query, onSort, onOpen }: InvestmentsTableProps) {
  const rowHandlers = (link: string | null) => {
    if (link === null || link === '') return {};
    return {
      hover: true,
      tabIndex: 0,
      title: T.openHint,
      sx: { cursor: 'pointer' },
      onClick: (event: MouseEvent) => onOpen(link, event.ctrlKey || event.metaKey),
      onMouseDown: (event: MouseEvent) => {
        if (event.button === MIDDLE_BUTTON) event.preventDefault();
      },
      onAuxClick: (event: MouseEvent) => {
        if (event.button === MIDDLE_BUTTON) onOpen(link, true);
      },
      onKeyDown: (event: KeyboardEvent) => {
        if (event.key === 'Enter') onOpen(link, false);
      },
    };
  };

  return (
    <TableContainer>
      <Table aria-label={T.table}>
        <TableHead>
          <TableRow>
            <TableCell>{T.serial}</TableCell>
            <TableCell>{T.type}</TableCell>
            <TableCell>{T.loanSerial}</TableCell>
            <SortHeader field="amount" query={query} onSort={onSort} />
            <SortHeader field="apr" query={query} onSort={onSort} />
            <SortHeader field="period" query={query} onSort={onSort} />
            <TableCell>{T.status}</TableCell>
            <SortHeader field="created_at" query={query} onSort={onSort} />
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.serial} data-serial={row.serial} {...rowHandlers(row.link)}>
              <TableCell>{row.serial}</TableCell>
              <TableCell>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <InvestmentTypeIcon type={row.type} />
                  <span>{lenderInvestmentTypeLabel(row.type)}</span>
                </Stack>
              </TableCell>
              <TableCell>{row.loan_serial}</TableCell>
              <TableCell align="right">{checkoutMoney(row.amount)}</TableCell>
              <TableCell align="right">{formatPercent(row.apr)}</TableCell>
              <TableCell align="right">{row.period}</TableCell>
              <TableCell>{row.status_label}</TableCell>
              <TableCell>{formatDateTime(row.created_at)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
