import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Chip from '@mui/material/Chip';
import { MARKET_ORDER_LABELS, MARKET_SOURCE_LABELS, MARKET_TEXTS } from '@lendbridge/domain';
import type { MarketListQuery, MarketLoanCard, MarketOrderField } from '@lendbridge/domain';
import { CreditLevelChip } from './LoanCard';
import { formatMoney, formatPercent, formatDateTime } from './format';

const T = MARKET_TEXTS;

export interface LoanTableProps {
  loans: readonly MarketLoanCard[];
  query: MarketListQuery;
  isRead: (loan: MarketLoanCard) => boolean;
  onSort: (field: MarketOrderField) => void;
  onOpen: (serial: string) => void;
}

const COLUMNS: readonly (MarketOrderField | 'serial' | 'source' | 'investable')[] = [
  'serial',
  'credit_level',
  'apr',
  'amount',
  'period',
  'invested_progress',
  'investable',
  'source',
  'listed_at',
];

const headerLabel = (column: (typeof COLUMNS)[number]): string => {
  if (column === 'serial') return T.serial;
  if (column === 'source') return T.sourceSwitch;
  if (column === 'investable') return T.amountInvestable;
  return MARKET_ORDER_LABELS[column];
};

const isSortable = (column: (typeof COLUMNS)[number]): column is MarketOrderField =>
  column !== 'serial' && column !== 'source' && column !== 'investable';

/** The list view: one row per case, sortable columns toggling asc/desc. */
export function LoanTable({ loans, query, isRead, onSort, onOpen }: LoanTableProps) {
  return (
    <TableContainer>
      <Table size="small">
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell key={column} sortDirection={isSortable(column) && query.order_by === column ? query.order_dir : false}>
                {isSortable(column) ? (
                  <TableSortLabel
                    active={query.order_by === column}
                    direction={query.order_by === column ? query.order_dir : 'asc'}
                    onClick={() => onSort(column)}
                  >
                    {headerLabel(column)}
                  </TableSortLabel>
                ) : (
                  headerLabel(column)
                )}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {loans.map((loan) => (
            <TableRow key={loan.serial} hover onClick={() => onOpen(loan.serial)} sx={{ cursor: 'pointer' }} data-testid="loan-row">
              <TableCell>
                {loan.serial} {isRead(loan) && <Chip size="small" label={T.read} sx={{ ml: 0.5 }} />}
              </TableCell>
              <TableCell>
                <CreditLevelChip grade={loan.grade} level={loan.credit_level} />
              </TableCell>
              <TableCell>{formatPercent(loan.apr)}</TableCell>
              <TableCell>{formatMoney(loan.amount)}</TableCell>
              <TableCell>{loan.period}</TableCell>
              <TableCell>{formatPercent(loan.invested_progress)}</TableCell>
              <TableCell>{formatMoney(loan.amount_investable)}</TableCell>
              <TableCell>{MARKET_SOURCE_LABELS[loan.source]}</TableCell>
              <TableCell>{formatDateTime(loan.listed_at)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
