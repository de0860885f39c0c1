import type { KeyboardEvent, MouseEvent, SyntheticEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  BREAKPOINTS,
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

/** Phones: below the sm breakpoint the investments are cards instead of table rows. */
const PHONE_QUERY = `(max-width:${BREAKPOINTS.sm - 1}px)`;

/** What opens a row's (or card's) link: click, middle-click or Ctrl / ⌘ for a new tab, and Enter. */
const openHandlers = (link: string | null, onOpen: InvestmentsTableProps['onOpen']) => {
  if (link === null || link === '') return {};
  return {
    tabIndex: 0,
    title: T.openHint,
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

/** The type icon and its name, kept on one line. */
function TypeLabel({ type }: { type: string }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', whiteSpace: 'nowrap' }}>
      <InvestmentTypeIcon type={type} />
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {lenderInvestmentTypeLabel(type)}
      </Box>
    </Stack>
  );
}

function ResumeButton({ row, onResume, resuming }: { row: LenderInvestmentRow; onResume: (serial: string) => void; resuming: string | null }) {
  if (row.status !== 'pending_payment') return null;
  return (
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
  );
}

/** On a phone: one card per investment, its type, amount and status first, the rest below. */
function InvestmentCards({ rows, onOpen, onResume, resuming = null }: Omit<InvestmentsTableProps, 'query' | 'onSort'>) {
  return (
    <Stack spacing={1.5} sx={{ p: 1.5 }}>
      {rows.map((row) => (
        <Paper
          key={row.serial}
          variant="outlined"
          role="article"
          aria-label={row.serial}
          data-serial={row.serial}
          {...openHandlers(row.link, onOpen)}
          sx={{ p: 1.5, cursor: row.link ? 'pointer' : 'default' }}
        >
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <TypeLabel type={row.type} />
            <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
              {row.status_label}
            </Typography>
          </Stack>
          <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
            {checkoutMoney(row.amount)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {`${T.serial} ${row.serial}`}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {T.loanSerial} <span>{row.loan_serial}</span>
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {`${T.apr} ${formatPercent(row.apr)}・${T.period} ${row.period}・${formatDateTime(row.created_at)}`}
          </Typography>
          {onResume !== undefined && (
            <Box sx={{ mt: 1 }} onClick={stopRow} onAuxClick={stopRow} onMouseDown={stopRow} onKeyDown={stopRow}>
              <ResumeButton row={row} onResume={onResume} resuming={resuming} />
            </Box>
          )}
        </Paper>
      ))}
    </Stack>
  );
}

/**
 * The investments, one row each with its type icon (one card each on a phone). A row with a link
 * opens it on click (in a new tab on middle-click or with Ctrl / ⌘) and on Enter.
 */
export function InvestmentsTable({ rows, query, onSort, onOpen, onResume, resuming = null }: InvestmentsTableProps) {
  const phone = useMediaQuery(PHONE_QUERY);
  if (phone) return <InvestmentCards rows={rows} onOpen={onOpen} onResume={onResume} resuming={resuming} />;

  const rowHandlers = (link: string | null) => {
    if (link === null || link === '') return {};
    return {
      hover: true,
      ...openHandlers(link, onOpen),
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
                <TypeLabel type={row.type} />
              </TableCell>
              <TableCell>{row.loan_serial}</TableCell>
              <TableCell align="right">{checkoutMoney(row.amount)}</TableCell>
              <TableCell align="right">{formatPercent(row.apr)}</TableCell>
              <TableCell align="right">{row.period}</TableCell>
              <TableCell>{row.status_label}</TableCell>
              <TableCell>{formatDateTime(row.created_at)}</TableCell>
              {onResume !== undefined && (
                <TableCell onClick={stopRow} onAuxClick={stopRow} onMouseDown={stopRow} onKeyDown={stopRow}>
                  <ResumeButton row={row} onResume={onResume} resuming={resuming} />
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
