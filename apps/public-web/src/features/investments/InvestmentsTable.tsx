import type { KeyboardEvent, MouseEvent, SyntheticEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import {
  INVESTMENT_PAGE_TEXTS,
  LENDER_INVESTMENT_ORDER_LABELS,
  LENDER_INVESTMENT_TEXTS,
  checkoutMoney,
  investmentResumeButtonLabel,
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
  /** Given, rows waiting for their order's deposit get a 繼續付款 button that calls it with the investment serial. */
  onResume?: (serial: string) => void;
  /** The serial whose 繼續付款 is under way. */
  resuming?: string | null;
}

/** Keeps a click or key on a button inside a row from opening the row. */
const stopRow = (event: SyntheticEvent) => event.stopPropagation();

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
export function InvestmentsTable({ rows, query, onSort, onOpen, onResume, resuming = null }: InvestmentsTableProps) {
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
            {onResume !== undefined && <TableCell />}
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
              {onResume !== undefined && (
                <TableCell onClick={stopRow} onAuxClick={stopRow} onMouseDown={stopRow} onKeyDown={stopRow}>
                  {row.status === 'pending_payment' && (
                    <Button
                      size="small"
                      variant="outlined"
                      onClick={() => onResume(row.serial)}
                      disabled={resuming !== null}
                      aria-busy={resuming === row.serial}
                      aria-label={investmentResumeButtonLabel(row.serial)}
                    >
                      {INVESTMENT_PAGE_TEXTS.resumePayment}
                    </Button>
                  )}
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
