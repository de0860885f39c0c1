import TableCell from '@mui/material/TableCell';
import { ACCOUNT_TEXTS, ACCOUNT_WITHDRAWAL_STATUS_LABELS, ntdText, subjectDetailUrl } from '@lendbridge/domain';
import { accountQueries } from './account.api';
import type { WithdrawRow } from './account.api';
import { AccountListFilters } from './AccountListFilters';
import { AccountListLayout } from './AccountListLayout';
import type { AccountListColumn } from './AccountListLayout';
import { useAccountList } from './useAccountList';
import { shownWindow, useAccountListQuery, useFilterValue } from './useAccountListQuery';

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
 * 提領紀錄 at /account/lnb-transaction/withdraw-detail: the withdrawals between two dates (unless
 * chosen, the last 90 days up to the business date, as the server answers them), 15 a page. The dates and the page live in the query string.
 */
export function WithdrawDetailPage() {
  const { page, subject, dates, setPage, search } = useAccountListQuery(NO_SUBJECTS);
  const list = useAccountList(accountQueries.withdraws({ page, dates }), setPage);
  const filters = useFilterValue(subject, shownWindow(dates, list.answer));

  return (
    <AccountListLayout<WithdrawRow>
      title={ACCOUNT_TEXTS.withdrawDetailTitle}
      other={{ label: ACCOUNT_TEXTS.subjectDetailLink, to: subjectDetailUrl() }}
      maxWidth="md"
      filters={filters && <AccountListFilters value={filters} onSearch={search} />}
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
