import { useMemo } from 'react';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
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
import { useQuery } from '@tanstack/react-query';
import { accountQueries } from './account.api';
import type { StatementRow } from './account.api';
import { AccountListFilters } from './AccountListFilters';
import { AccountListLayout } from './AccountListLayout';
import type { AccountListColumn } from './AccountListLayout';
import { useAccountList } from './useAccountList';
import { shownWindow, useAccountListQuery, useFilterValue } from './useAccountListQuery';

const NO_VALUES: readonly string[] = [];
/** The subjects to filter by when they cannot be read: none. */
const NO_ATTRIBUTES: StatementAttributes = {};

const COLUMNS: readonly AccountListColumn[] = [
  { label: ACCOUNT_TEXTS.subject },
  { label: ACCOUNT_TEXTS.description },
  { label: ACCOUNT_TEXTS.income, align: 'right' },
  { label: ACCOUNT_TEXTS.expense, align: 'right' },
  { label: ACCOUNT_TEXTS.balance, align: 'right' },
  { label: ACCOUNT_TEXTS.bankAccount },
];

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
 * category or one subject; empty for every category) and dates (unless chosen, the last 90 days
 * up to the business date, as the server answers them), 15 rows a page. The filters and the page
 * live in the query string.
 */
export function SubjectDetailPage() {
  const attributesRead = useQuery(accountQueries.attributes());
  const attributes = attributesRead.isError ? NO_ATTRIBUTES : (attributesRead.data ?? null);
  const subjectValues = useMemo(() => (attributes === null ? NO_VALUES : statementSubjectValues(attributes)), [attributes]);
  const query = useAccountListQuery(subjectValues);
  const { page, subject, dates, setPage, search } = query;

  const subjects = useMemo(() => (attributes === null ? [] : statementSubjects(subject, attributes)), [attributes, subject]);
  const list = useAccountList({ ...accountQueries.statements({ page, subjects, dates }), enabled: attributes !== null }, setPage);
  const filters = useFilterValue(subject, shownWindow(dates, list.answer));

  return (
    <AccountListLayout<StatementRow>
      title={ACCOUNT_TEXTS.subjectDetailTitle}
      other={{ label: ACCOUNT_TEXTS.withdrawDetailLink, to: withdrawDetailUrl() }}
      maxWidth="lg"
      filters={filters && <AccountListFilters value={filters} onSearch={search} attributes={attributes ?? {}} disabled={attributes === null} />}
      columns={COLUMNS}
      list={list}
      onPage={setPage}
      cells={(row) => (
        <>
          <TableCell>
            <RowSubject row={row} />
          </TableCell>
          <TableCell>{row.description ?? ''}</TableCell>
          <TableCell align="right">{amountCell(row.income)}</TableCell>
          <TableCell align="right">{amountCell(row.expense)}</TableCell>
          <TableCell align="right">{ntdText(row.balance)}</TableCell>
          <TableCell>{[row.bank_code, row.bank_account].filter(Boolean).join(' ')}</TableCell>
        </>
      )}
    />
  );
}
