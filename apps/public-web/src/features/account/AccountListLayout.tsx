import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ACCOUNT_TEXTS, formatDateTime } from '@lendbridge/domain';
import { AccountListHeader } from './AccountListHeader';
import type { AccountListHeaderProps } from './AccountListHeader';
import { AccountPagination } from './AccountPagination';
import type { AccountListState } from './useAccountList';

/** A column after the date. */
export interface AccountListColumn {
  label: string;
  align?: 'right';
}

export interface AccountListLayoutProps<T extends { created_at: string }> extends AccountListHeaderProps {
  maxWidth: 'md' | 'lg';
  /** The filter form above the table. */
  filters: ReactNode;
  columns: readonly AccountListColumn[];
  list: AccountListState<T>;
  onPage: (page: number) => void;
  /** The cells of a row after its date, one per column. */
  cells: (row: T) => ReactNode;
}

/**
 * A statement list: its header, the filters, a table of dated rows (loading or empty in a single
 * row while there are none) and the pagination once a page has arrived.
 */
export function AccountListLayout<T extends { created_at: string }>({
  title,
  other,
  maxWidth,
  filters,
  columns,
  list: { answer, loading },
  onPage,
  cells,
}: AccountListLayoutProps<T>) {
  const rows = answer?.data ?? [];
  return (
    <Container maxWidth={maxWidth}>
      <Stack spacing={2}>
        <AccountListHeader title={title} other={other} />
        <Paper variant="outlined">
          <Stack spacing={2} sx={{ p: { xs: 2, sm: 3 } }}>
            {filters}
            <Box sx={{ minHeight: 4 }}>{loading && <LinearProgress aria-label={ACCOUNT_TEXTS.loading} />}</Box>
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-label={title}>
                <TableHead>
                  <TableRow>
                    <TableCell>{ACCOUNT_TEXTS.date}</TableCell>
                    {columns.map((column) => (
                      <TableCell key={column.label} align={column.align}>
                        {column.label}
                      </TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {rows.length === 0 ? (
                    <TableRow>
                      <TableCell colSpan={columns.length + 1}>
                        <Typography color="text.secondary">{loading ? ACCOUNT_TEXTS.loading : ACCOUNT_TEXTS.empty}</Typography>
                      </TableCell>
                    </TableRow>
                  ) : (
                    rows.map((row, index) => (
                      <TableRow key={`${row.created_at}-${index}`} hover>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.created_at)}</TableCell>
                        {cells(row)}
                      </TableRow>
                    ))
                  )}
                </TableBody>
              </Table>
            </Box>
            {answer !== null && <AccountPagination page={answer.current_page} lastPage={Math.max(1, answer.last_page)} onPage={onPage} />}
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
