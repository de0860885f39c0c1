import { useCallback, useEffect, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import {
  ACCOUNT_TEXTS,
  ntdText,
  statementRowLink,
  statementSubjectValues,
  statementSubjects,
  withdrawDetailUrl,
} from '@lendbridge/domain';
import type { StatementAttributes } from '@lendbridge/domain';
import { isAbortError } from '../../app/api';
import { formatMessageTime } from '../inbox/InboxMessageDialog';
import { fetchAccountAttributes, fetchStatements } from './account.api';
import type { StatementRow } from './account.api';
import { AccountListFilters } from './AccountListFilters';
import { AccountListHeader } from './AccountListHeader';
import { AccountPagination } from './AccountPagination';
import { useAccountList } from './useAccountList';
import { useAccountListQuery } from './useAccountListQuery';

const NO_VALUES: readonly string[] = [];

/** An amount cell: the sum, or nothing for 0. */
const amountCell = (amount: number): string => (amount === 0 ? '' : ntdText(amount));

function RowSubject({ row }: { row: StatementRow }) {
  const name = row.subjects[0]?.chinese_name ?? '';
  const link = statementRowLink(row.link);
  if (link === null) return <>{name}</>;
  return (
    <Link component={RouterLink} to={link} underline="hover">
      {name}
    </Link>
  );
}

/**
 * 交易明細 at /account/lnb-transaction/subject-detail: the statement filtered by subject (a
 * category or one subject; empty for every category) and dates (the last 90 days unless
 * chosen), 15 rows a page. The filters and the page live in the query string.
 */
export function SubjectDetailPage() {
  const [attributes, setAttributes] = useState<StatementAttributes | null>(null);
  const subjectValues = useMemo(() => (attributes === null ? NO_VALUES : statementSubjectValues(attributes)), [attributes]);
  const query = useAccountListQuery(subjectValues);
  const { page, subject, start_date: startDate, end_date: endDate, setPage, search } = query;

  useEffect(() => {
    const controller = new AbortController();
    fetchAccountAttributes(controller.signal)
      .then(setAttributes)
      .catch((error: unknown) => {
        if (isAbortError(error) || controller.signal.aborted) return;
        setAttributes({});
      });
    return () => controller.abort();
  }, []);

  const subjects = useMemo(() => (attributes === null ? [] : statementSubjects(subject, attributes)), [attributes, subject]);
  const key = attributes === null ? null : JSON.stringify([page, subjects, startDate, endDate]);
  const load = useCallback(
    (signal: AbortSignal) => fetchStatements({ page, subjects, start_date: startDate, end_date: endDate }, signal),
    [page, subjects, startDate, endDate],
  );
  const { answer, loading } = useAccountList<StatementRow>(key, load, setPage);
  const filters = useMemo(() => ({ subject, start_date: startDate, end_date: endDate }), [subject, startDate, endDate]);
  const rows = answer?.data ?? [];

  return (
    <Container maxWidth="lg">
      <Stack spacing={2}>
        <AccountListHeader
          title={ACCOUNT_TEXTS.subjectDetailTitle}
          other={{ label: ACCOUNT_TEXTS.withdrawDetailLink, to: withdrawDetailUrl() }}
        />
        <Paper variant="outlined">
          <Stack spacing={2} sx={{ p: { xs: 2, sm: 3 } }}>
            <AccountListFilters value={filters} onSearch={search} attributes={attributes ?? {}} disabled={attributes === null} />
            <Box sx={{ minHeight: 4 }}>{loading && <LinearProgress aria-label={ACCOUNT_TEXTS.loading} />}</Box>
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-label={ACCOUNT_TEXTS.subjectDetailTitle}>
                <TableHead>
                  <TableRow>
                    <TableCell>{ACCOUNT_TEXTS.date}</TableCell>
                    <TableCell>{ACCOUNT_TEXTS.subject}</TableCell>
                    <TableCell>{ACCOUNT_TEXTS.description}</TableCell>
                    <TableCell align="right">{ACCOUNT_TEXTS.income}</TableCell>
                    <TableCell align="right">{ACCOUNT_TEXTS.expense}</TableCell>
                    <TableCell align="right">{ACCOUNT_TEXTS.balance}</TableCell>
                    <TableCell>{ACCOUNT_TEXTS.bankAccount}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {rows.length === 0 ? (
                    <TableRow>
                      <TableCell colSpan={7}>
                        <Typography color="text.secondary">{loading ? ACCOUNT_TEXTS.loading : ACCOUNT_TEXTS.empty}</Typography>
                      </TableCell>
                    </TableRow>
                  ) : (
                    rows.map((row, index) => (
                      <TableRow key={`${row.created_at}-${index}`} hover>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatMessageTime(row.created_at)}</TableCell>
                        <TableCell>
                          <RowSubject row={row} />
                        </TableCell>
                        <TableCell>{row.description ?? ''}</TableCell>
                        <TableCell align="right">{amountCell(row.income)}</TableCell>
                        <TableCell align="right">{amountCell(row.expense)}</TableCell>
                        <TableCell align="right">{ntdText(row.balance)}</TableCell>
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
