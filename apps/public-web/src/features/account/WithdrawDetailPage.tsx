import { useCallback, useMemo } from 'react';
import TableCell from '@mui/material/TableCell';
import { ACCOUNT_TEXTS, ACCOUNT_WITHDRAWAL_STATUS_LABELS, ntdText, subjectDetailUrl } from '@lendbridge/domain';
import { fetchWithdraws } from './account.api';
import type { WithdrawRow } from './account.api';
import { AccountListFilters } from './AccountListFilters';
import { AccountListLayout } from './AccountListLayout';
import type { AccountListColumn } from './AccountListLayout';
import { useAccountList } from './useAccountList';
import { useAccountListQuery } from './useAccountListQuery';

const NO_SUBJECTS: readonly string[] = [];

const COLUMNS: readonly AccountListColumn[] = [
  { label: ACCOUNT_TEXTS.withdrawAmount, align: 'right' },
  { label: ACCOUNT_TEXTS.fee, align: 'right' },
  { label: ACCOUNT_TEXTS.status },
  { label: ACCOUNT_TEXTS.bankAccount },
];

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
  const list = useAccountList<WithdrawRow>(key, load, setPage);
  const filters = useMemo(() => ({ subject, start_date: startDate, end_date: endDate }), [subject, startDate, endDate]);

  return (
    <AccountListLayout<WithdrawRow>
      title={ACCOUNT_TEXTS.withdrawDetailTitle}
      other={{ label: ACCOUNT_TEXTS.subjectDetailLink, to: subjectDetailUrl() }}
      maxWidth="md"
      filters={<AccountListFilters value={filters} onSearch={search} />}
      columns={COLUMNS}
      list={list}
      onPage={setPage}
      cells={(row) => (
        <>
          <TableCell align="right">{ntdText(row.amount)}</TableCell>
          <TableCell align="right">{ntdText(row.fee)}</TableCell>
          <TableCell>{withdrawStatusLabel(row.status)}</TableCell>
          <TableCell>{[row.bank_code, row.bank_account].filter(Boolean).join(' ')}</TableCell>
        </>
      )}
    />
  );
}
