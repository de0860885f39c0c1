import { useState } from 'react';
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { REFERRAL_TEXTS, referralPageLabel } from '@lendbridge/domain';
import type { ReferralPage } from '@lendbridge/domain';
import { formatDateTime } from '@lendbridge/domain/dates';
import type { UseQueryResult } from '@tanstack/react-query';
import { ListPagination } from '../../shared/ListPagination';
import { LoadFailed } from '../../shared/LoadFailed';
import { PageLoading } from '../../shared/PageLoading';
import { loadStateOf, useReportedQuery } from '../../shared/useReportedQuery';
import { mgmQueries } from './mgm.api';

const PAGINATION_TEXTS = {
  pagination: REFERRAL_TEXTS.pagination,
  firstPage: REFERRAL_TEXTS.firstPage,
  lastPage: REFERRAL_TEXTS.lastPage,
  previousPage: REFERRAL_TEXTS.previousPage,
  nextPage: REFERRAL_TEXTS.nextPage,
};

interface Column<T> {
  label: string;
  cell: (row: T) => ReactNode;
}

/** A paged list of the programme: its heading, a table of its rows (or the empty note) and the pages. */
function PagedList<T>({
  title,
  empty,
  read,
  columns,
  rowKey,
  onPage,
}: {
  title: string;
  empty: string;
  read: UseQueryResult<ReferralPage<T>, Error>;
  columns: readonly Column<T>[];
  rowKey: (row: T, index: number) => string | number;
  onPage: (page: number) => void;
}) {
  const loaded = loadStateOf(read);
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: { xs: 2.5, sm: 3 } }}>
      <Stack spacing={2}>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {loaded.state === 'loading' && <PageLoading />}
        {(loaded.state === 'failed' || loaded.state === 'missing') && <LoadFailed onReload={() => void read.refetch()} />}
        {loaded.state === 'ready' && loaded.data.data.length === 0 && <Alert severity="info">{empty}</Alert>}
        {loaded.state === 'ready' && loaded.data.data.length > 0 && (
          <>
            <TableContainer>
              <Table size="small" aria-label={title}>
                <TableHead>
                  <TableRow>
                    {columns.map((column) => (
                      <TableCell key={column.label}>{column.label}</TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {loaded.data.data.map((row, index) => (
                    <TableRow key={rowKey(row, index)}>
                      {columns.map((column) => (
                        <TableCell key={column.label}>{column.cell(row)}</TableCell>
                      ))}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            {loaded.data.last_page > 1 && (
              <ListPagination
                page={loaded.data.current_page}
                lastPage={loaded.data.last_page}
                onPage={onPage}
                texts={PAGINATION_TEXTS}
                pageLabel={referralPageLabel}
              />
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}

const yesNo = (value: boolean): string => (value ? REFERRAL_TEXTS.yes : REFERRAL_TEXTS.no);

/** The member's invitations, newest first. */
export function InvitationList() {
  const [page, setPage] = useState(1);
  const read = useReportedQuery(mgmQueries.invitations(page));
  return (
    <PagedList
      title={REFERRAL_TEXTS.invitationListTitle}
      empty={REFERRAL_TEXTS.invitationListEmpty}
      read={read}
      rowKey={(row) => row.id}
      onPage={setPage}
      columns={[
        { label: REFERRAL_TEXTS.inviteeName, cell: (row) => row.name },
        { label: REFERRAL_TEXTS.inviteePhone, cell: (row) => row.phone ?? '—' },
        { label: REFERRAL_TEXTS.inviteeEmail, cell: (row) => row.email },
        { label: REFERRAL_TEXTS.invitedAt, cell: (row) => formatDateTime(row.created_at) },
      ]}
    />
  );
}

/** The members who registered through the member's link, masked, with what they did. */
export function ReferralList() {
  const [page, setPage] = useState(1);
  const read = useReportedQuery(mgmQueries.referrals(page));
  return (
    <PagedList
      title={REFERRAL_TEXTS.referralListTitle}
      empty={REFERRAL_TEXTS.referralListEmpty}
      read={read}
      rowKey={(row, index) => `${row.joined_at}-${index}`}
      onPage={setPage}
      columns={[
        { label: REFERRAL_TEXTS.memberName, cell: (row) => row.name ?? row.email },
        { label: REFERRAL_TEXTS.joinedAt, cell: (row) => formatDateTime(row.joined_at) },
        { label: REFERRAL_TEXTS.invested, cell: (row) => yesNo(row.invested) },
        { label: REFERRAL_TEXTS.borrowed, cell: (row) => yesNo(row.borrowed) },
        { label: REFERRAL_TEXTS.rewardPaid, cell: (row) => yesNo(row.reward_paid) },
      ]}
    />
  );
}
