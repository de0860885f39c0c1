import { useEffect, useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keepPreviousData } from '@tanstack/react-query';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import {
  ROBO_API_TEXTS,
  ROBO_HOLDING_STATUSES,
  ROBO_HOLDING_STATUS_LABELS,
  ROBO_INVESTMENT_ORDER_BY,
  ROBO_PAGE_TEXTS,
  ROBO_PRODUCT_LABELS,
  ROBO_SERIAL_LIKE_MAX_LENGTH,
  formatNtd,
  formatYmd,
  parseIsoDate,
  roboPageLabel,
  roboProductHeading,
  toggleSort,
} from '@lendbridge/domain';
import type { RoboInvestmentOrderBy, RoboProduct } from '@lendbridge/domain';
import { ListPagination } from '../../shared/ListPagination';
import { useListQueryState } from '../../shared/useListQueryState';
import { formatPercent } from '../market/format';
import { isRoboNotOpen, roboQueries } from './robo.api';
import type { RoboHoldingRow, RoboHoldingsRequest } from './robo.api';
import { RoboNotOpenNotice } from './RoboNotOpenNotice';
import { roboProductPath } from './roboPaths';
import { useRoboQuery } from './useRoboQuery';

/** What the list accepts back from its query string: the sort keys and the holding states. */
const HOLDINGS_QUERY = { orderBy: ROBO_INVESTMENT_ORDER_BY, filters: { status: ROBO_HOLDING_STATUSES } } as const;

/** The free filters kept in the query string beside page, sort and status. */
const TEXT_FILTERS = ['account_serial_like', 'invested_at_gte', 'invested_at_lt', 'created_at_gte', 'created_at_lt'] as const;
type TextFilter = (typeof TEXT_FILTERS)[number];
type TextFilters = Record<TextFilter, string>;

const EMPTY_FILTERS: TextFilters = { account_serial_like: '', invested_at_gte: '', invested_at_lt: '', created_at_gte: '', created_at_lt: '' };

const SERIAL_LIKE = new RegExp(`^[0-9A-Za-z]{1,${ROBO_SERIAL_LIKE_MAX_LENGTH}}$`);

/** A filter read back from the query string: a serial fragment of letters and digits, or a real date. */
const readFilter = (key: TextFilter, value: string | null): string => {
  if (value === null) return '';
  if (key === 'account_serial_like') return SERIAL_LIKE.test(value) ? value : '';
  return parseIsoDate(value) ?? '';
};

const FILTER_LABELS: Readonly<Record<TextFilter, string>> = {
  account_serial_like: ROBO_PAGE_TEXTS.serialLike,
  invested_at_gte: ROBO_PAGE_TEXTS.investedFrom,
  invested_at_lt: ROBO_PAGE_TEXTS.investedUntil,
  created_at_gte: ROBO_PAGE_TEXTS.createdFrom,
  created_at_lt: ROBO_PAGE_TEXTS.createdUntil,
};

const SORT_LABELS: Readonly<Record<RoboInvestmentOrderBy, string>> = {
  groupAmount: ROBO_API_TEXTS.groupAmount,
  period: ROBO_API_TEXTS.period,
  apr: ROBO_API_TEXTS.apr,
  last_invested_at: ROBO_API_TEXTS.lastInvestedAt,
};

/** The server's order when none is chosen: the last part bought, newest first. */
const DEFAULT_ORDER: RoboInvestmentOrderBy = 'last_invested_at';

function HoldingsFilters({
  value,
  status,
  onSearch,
}: {
  value: TextFilters;
  status: string;
  onSearch: (filters: TextFilters, status: string) => void;
}) {
  const [draft, setDraft] = useState(value);
  const [draftStatus, setDraftStatus] = useState(status);

  useEffect(() => {
    setDraft(value);
    setDraftStatus(status);
  }, [value, status]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft, draftStatus);
  };

  return (
    <Box component="form" role="search" aria-label={ROBO_PAGE_TEXTS.filters} onSubmit={submit} noValidate>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-end' }}>
        {TEXT_FILTERS.map((key) => (
          <TextField
            key={key}
            size="small"
            label={FILTER_LABELS[key]}
            type={key === 'account_serial_like' ? 'text' : 'date'}
            value={draft[key]}
            onChange={(event) => setDraft((current) => ({ ...current, [key]: event.target.value.trim() }))}
            slotProps={{
              inputLabel: { shrink: true },
              htmlInput: { name: key, maxLength: key === 'account_serial_like' ? ROBO_SERIAL_LIKE_MAX_LENGTH : undefined },
            }}
          />
        ))}
        <TextField
          select
          size="small"
          label={ROBO_API_TEXTS.status}
          value={draftStatus}
          onChange={(event) => setDraftStatus(event.target.value)}
          sx={{ minWidth: 140 }}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: { name: 'status' } }}
        >
          <option value="">{ROBO_PAGE_TEXTS.allStatuses}</option>
          {ROBO_HOLDING_STATUSES.map((value) => (
            <option key={value} value={value}>
              {ROBO_HOLDING_STATUS_LABELS[value]}
            </option>
          ))}
        </TextField>
        <Button type="submit" variant="contained">
          {ROBO_PAGE_TEXTS.search}
        </Button>
        <Button onClick={() => onSearch(EMPTY_FILTERS, '')}>{ROBO_PAGE_TEXTS.clear}</Button>
      </Stack>
    </Box>
  );
}

function HoldingsTable({
  rows,
  orderBy,
  orderDir,
  onSort,
}: {
  rows: readonly RoboHoldingRow[];
  orderBy: RoboInvestmentOrderBy;
  orderDir: 'asc' | 'desc';
  onSort: (field: RoboInvestmentOrderBy) => void;
}) {
  const sortHeader = (field: RoboInvestmentOrderBy) => {
    const active = orderBy === field;
    return (
      <TableCell key={field} align={field === 'last_invested_at' ? 'left' : 'right'} sortDirection={active ? orderDir : false}>
        <TableSortLabel active={active} direction={active ? orderDir : 'asc'} onClick={() => onSort(field)}>
          {SORT_LABELS[field]}
        </TableSortLabel>
      </TableCell>
    );
  };
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={ROBO_API_TEXTS.investments}>
        <TableHead>
          <TableRow>
            <TableCell>{ROBO_API_TEXTS.loanSerial}</TableCell>
            <TableCell>{ROBO_API_TEXTS.creditLevel}</TableCell>
            {sortHeader('apr')}
            {sortHeader('period')}
            {sortHeader('groupAmount')}
            <TableCell align="right">{ROBO_PAGE_TEXTS.parts}</TableCell>
            <TableCell align="right">{ROBO_API_TEXTS.remainPrincipal}</TableCell>
            <TableCell>{ROBO_API_TEXTS.createdAt}</TableCell>
            {sortHeader('last_invested_at')}
            <TableCell>{ROBO_API_TEXTS.status}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.loan_serial} hover>
              <TableCell>{row.loan_serial}</TableCell>
              <TableCell>{row.credit_level}</TableCell>
              <TableCell align="right">{formatPercent(row.apr)}</TableCell>
              <TableCell align="right">{row.period}</TableCell>
              <TableCell align="right">{formatNtd(row.groupAmount)}</TableCell>
              <TableCell align="right">{row.parts}</TableCell>
              <TableCell align="right">{formatNtd(row.remain_principal)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatYmd(new Date(row.created_at))}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatYmd(new Date(row.last_invested_at))}</TableCell>
              <TableCell>{row.status_label ?? ROBO_HOLDING_STATUS_LABELS[row.status]}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/**
 * A product's holdings (spec 001 section 3): the loans it holds parts of, 15 a page, filtered by a
 * loan serial fragment, the first and last purchase dates and the state, sorted by amount,
 * period, rate or the last purchase (the same key toggles, a new key starts ascending, the page
 * goes back to 1). Everything lives in the query string.
 */
function RoboInvestmentsPage({ product }: { product: RoboProduct }) {
  const { state: query, setState: setQuery } = useListQueryState(HOLDINGS_QUERY);
  const [searchParams, setSearchParams] = useSearchParams();
  /** The filters' values as one text, so the filters object changes only when a filter does (not with the page or the sort). */
  const filtersText = JSON.stringify(TEXT_FILTERS.map((key) => readFilter(key, searchParams.get(key))));
  const filters = useMemo(() => {
    const values = JSON.parse(filtersText) as string[];
    return Object.fromEntries(TEXT_FILTERS.map((key, index) => [key, values[index] ?? ''])) as TextFilters;
  }, [filtersText]);

  const request: RoboHoldingsRequest = {
    page: query.page,
    order_by: query.order_by,
    order_dir: query.order_dir,
    status: query.filters.status,
    ...Object.fromEntries(TEXT_FILTERS.filter((key) => filters[key] !== '').map((key) => [key, filters[key]])),
  };
  const read = useRoboQuery({ ...roboQueries.holdings(product, request), placeholderData: keepPreviousData });
  const rows = read.data?.data ?? [];
  const pagination = read.data?.meta.pagination;

  const search = (next: TextFilters, status: string) =>
    setSearchParams((current) => {
      const params = new URLSearchParams(current);
      params.delete('page');
      for (const key of TEXT_FILTERS) {
        if (next[key] === '') params.delete(key);
        else params.set(key, next[key]);
      }
      if (status === '') params.delete('status');
      else params.set('status', status);
      return params;
    });

  const title = roboProductHeading(ROBO_PRODUCT_LABELS[product], ROBO_API_TEXTS.investments);

  return (
    <Container maxWidth="lg">
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
          <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
          <Button component={RouterLink} to={roboProductPath(product)}>
            {ROBO_PAGE_TEXTS.backToSummary}
          </Button>
        </Stack>
        {isRoboNotOpen(read.error) ? (
          <RoboNotOpenNotice />
        ) : (
          <>
            <HoldingsFilters value={filters} status={query.filters.status ?? ''} onSearch={search} />
            <Box sx={{ minHeight: 4 }}>{read.isFetching && <LinearProgress aria-label={ROBO_PAGE_TEXTS.loading} />}</Box>
            {rows.length === 0 && !read.isFetching ? (
              <Typography color="text.secondary">{ROBO_API_TEXTS.noRows}</Typography>
            ) : (
              <HoldingsTable
                rows={rows}
                orderBy={query.order_by ?? DEFAULT_ORDER}
                orderDir={query.order_dir ?? 'desc'}
                onSort={(field) => setQuery(toggleSort(query, field))}
              />
            )}
            {pagination !== undefined && pagination.total_pages > 1 && (
              <Box sx={{ display: 'flex', justifyContent: 'center' }}>
                <ListPagination
                  page={query.page}
                  lastPage={pagination.total_pages}
                  onPage={(page) => setQuery({ ...query, page })}
                  texts={ROBO_PAGE_TEXTS}
                  pageLabel={roboPageLabel}
                />
              </Box>
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}

/** /robo/robo-invest/stable/investments. */
export function RoboStableInvestmentsPage() {
  return <RoboInvestmentsPage product="stable" />;
}

/** /robo/robo-invest/vip/investments: the notice for a member not flagged vip. */
export function RoboVipInvestmentsPage() {
  return <RoboInvestmentsPage product="vip" />;
}
