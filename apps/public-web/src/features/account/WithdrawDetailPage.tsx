import { useCallback, useMemo } from 'react';
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
import { ACCOUNT_TEXTS, ACCOUNT_WITHDRAWAL_STATUS_LABELS, ntdText, subjectDetailUrl } from '@lendbridge/domain';
import { formatMessageTime } from '../inbox/InboxMessageDialog';
import { fetchWithdraws } from './account.api';
import type { WithdrawRow } from './account.api';
import { AccountListFilters } from './AccountListFilters';
import { AccountListHeader } from './AccountListHeader';
import { AccountPagination } from './AccountPagination';
import { useAccountList } from './useAccountList';
import { useAccountListQuery } from './useAccountListQuery';

const NO_SUBJECTS: readonly string[] = [];

/** A status as the member reads it; an unknown one as sent. */
export const withdrawStatusLabel = (status: string): string =>
  (ACCOUNT_WITHDRAWAL_STATUS_LABELS as Readonly<Record<string, string>>)[status] ?? status;

/**
 * 提領紀錄 at /account/lnb-transaction/withdraw-detail: the withdrawals between two dates (the last
 * 90 days unless chosen), 15 a page. The dates and the page live in the query string.
 */
export function WithdrawDetailPage() {
  const { page, subject, start_date: startDate, end_date: endDate, setPage, search } = useAccountListQuery(NO_SUBJECTS);
  const key = JSON.stringify([page, startDate, endDate]);
  const load = useCallback(
    (signal: AbortSignal) => fetchWithdraws({ page, start_date: startDate, end_date: endDate }, signal),
    [page, startDate, endDate],
  );
  const { answer, loading } = useAccountList<WithdrawRow>(key, load, setPage);
  const filters = useMemo(() => ({ subject, start_date: startDate, end_date: endDate }), [subject, startDate, endDate]);
  const rows = answer?.data ?? [];

  return (
    <Container maxWidth="md">
      <Stack spacing={2}>
        <AccountListHeader
          title={ACCOUNT_TEXTS.withdrawDetailTitle}
          other={{ label: ACCOUNT_TEXTS.subjectDetailLink, to: subjectDetailUrl() }}
        />
        <Paper variant="outlined">
          <Stack spacing={2} sx={{ p: { xs: 2, sm: 3 } }}>
            <AccountListFilters value={filters} onSearch={search} />
            <Box sx={{ minHeight: 4 }}>{loading && <LinearProgress aria-label={ACCOUNT_TEXTS.loading} />}</Box>
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-label={ACCOUNT_TEXTS.withdrawDetailTitle}>
                <TableHead>
                  <TableRow>
                    <TableCell>{ACCOUNT_TEXTS.date}</TableCell>
                    <TableCell align="right">{ACCOUNT_TEXTS.withdrawAmount}</TableCell>
                    <TableCell align="right">{ACCOUNT_TEXTS.fee}</TableCell>
                    <TableCell>{ACCOUNT_TEXTS.status}</TableCell>
                    <TableCell>{ACCOUNT_TEXTS.bankAccount}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {rows.length === 0 ? (
                    <TableRow>
                      <TableCell colSpan={5}>
                        <Typography color="text.secondary">{loading ? ACCOUNT_TEXTS.loading : ACCOUNT_TEXTS.empty}</Typography>
                      </TableCell>
                    </TableRow>
                  ) : (
                    rows.map((row, index) => (
                      <TableRow key={`${row.created_at}-${index}`} hover>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatMessageTime(row.created_at)}</TableCell>
                        <TableCell align="right">{ntdText(row.amount)}</TableCell>
                        <TableCell align="right">{ntdText(row.fee)}</TableCell>
                        <TableCell>{withdrawStatusLabel(row.status)}</TableCell>
                        <TableCell>{[row.bank_code, row.bank_account].filter(Boolean).join(' ')}</TableCell>
                      </TableRow>
                    ))
                  )}
                </TableBody>
              </Table>
            </Box>
            {answer !== null && <AccountPagination page={answer.current_page} lastPage={Math.max(1, answer.last_page)} onPage={setPage} />}
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
