import { useCallback, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import {
  CLEARING_TEXTS,
  LEGAL_COLLECTION_LIST_PATH,
  LEGAL_COLLECTION_TEXTS,
  LENDER_EARLY_REPAYMENT_PATH,
  LENDER_INVESTMENT_FILTER_KEYS,
  LENDER_INVESTMENT_QUERY,
  INVESTMENT_STATUS_LABELS,
  LENDER_INVESTMENT_TABS,
  LENDER_INVESTMENT_TAB_LABELS,
  LENDER_INVESTMENT_TEXTS,
  checkoutResumePath,
  lenderInvestmentBackToPage,
  lenderInvestmentPageLabel,
  lenderInvestmentTabOf,
  lenderInvestmentTypeLabel,
  lenderInvestmentsPath,
  toggleSort,
  withFilter,
} from '@lendbridge/domain';
import type {
  LenderInvestmentOrderField,
  InvestmentStatus,
  LenderInvestmentTab,
} from '@lendbridge/domain';
import { keepPreviousData } from '@tanstack/react-query';
import { useErrorHandlerRef } from '../../app/useErrorHandler';
import { ListPagination } from '../../shared/ListPagination';
import { useListQueryState } from '../../shared/useListQueryState';
import { useReportedQuery } from '../../shared/useReportedQuery';
import { NotFoundPage } from '../errors/NotFoundPage';
import { InvestmentsTable } from './InvestmentsTable';
import { fetchInvestment, investmentQueries } from './investments.api';

const T = LENDER_INVESTMENT_TEXTS;
const TYPE_KEY = LENDER_INVESTMENT_FILTER_KEYS.type;
const STATUS_KEY = LENDER_INVESTMENT_FILTER_KEYS.status;

/** An address off this site opens as a page load; a path of this site goes through the router. */
const isSitePath = (link: string): boolean => link.startsWith('/') && !link.startsWith('//');

function InvestmentsList({ tab }: { tab: LenderInvestmentTab }) {
  const navigate = useNavigate();
  const handleErrorRef = useErrorHandlerRef();
  const { state: query, setState: setQuery } = useListQueryState(LENDER_INVESTMENT_QUERY);
  const read = useReportedQuery({ ...investmentQueries.list(tab, query), placeholderData: keepPreviousData });
  const answer = read.data ?? null;
  const loading = read.isFetching;
  const [resuming, setResuming] = useState<string | null>(null);

  const onSort = useCallback((field: LenderInvestmentOrderField) => setQuery(toggleSort(query, field)), [query, setQuery]);

  const onOpen = useCallback(
    (link: string, newTab: boolean) => {
      if (newTab) window.open(link, '_blank', 'noopener');
      else if (isSitePath(link)) navigate(link);
      else window.location.assign(link);
    },
    [navigate],
  );

  /** 繼續付款: reads the investment for its order, then opens checkout on that order. */
  const onResume = useCallback(
    (serial: string) => {
      setResuming(serial);
      fetchInvestment(serial)
        .then((investment) => {
          if (investment.order_serial !== null) navigate(checkoutResumePath(investment.order_serial));
        })
        .catch((error: unknown) => handleErrorRef.current(error))
        .finally(() => setResuming(null));
    },
    [handleErrorRef, navigate],
  );

  const rows = answer?.data ?? [];
  const pagination = answer?.meta.pagination;
  /** Where a page past the last leads back to: the last page there is (page 1 of an empty list). */
  const lastPage = Math.max(1, Math.min(query.page - 1, pagination?.total_pages ?? 1));

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          size="small"
          label={T.filterType}
          value={query.filters[TYPE_KEY] ?? ''}
          onChange={(event) => setQuery(withFilter(query, TYPE_KEY, event.target.value === '' ? undefined : event.target.value))}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">{T.allOption}</MenuItem>
          {LENDER_INVESTMENT_QUERY.filters[TYPE_KEY].map((type) => (
            <MenuItem key={type} value={type}>
              {lenderInvestmentTypeLabel(type)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={T.filterStatus}
          value={query.filters[STATUS_KEY] ?? ''}
          onChange={(event) =>
            setQuery(
              withFilter(query, STATUS_KEY, event.target.value === '' ? undefined : (event.target.value as InvestmentStatus)),
            )
          }
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">{T.allOption}</MenuItem>
          {LENDER_INVESTMENT_QUERY.filters[STATUS_KEY].map((status) => (
            <MenuItem key={status} value={status}>
              {INVESTMENT_STATUS_LABELS[status]}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {loading && <LinearProgress aria-label={T.loading} />}
      {!loading && rows.length === 0 && query.page > 1 && (
        <Alert
          severity="info"
          action={
            <Button color="inherit" size="small" onClick={() => setQuery({ ...query, page: lastPage })}>
              {lenderInvestmentBackToPage(lastPage)}
            </Button>
          }
        >
          {T.pastLastPage}
        </Alert>
      )}
      {!loading && rows.length === 0 && query.page === 1 && <Alert severity="info">{T.empty}</Alert>}
      {rows.length > 0 && (
        <Paper variant="outlined">
          <InvestmentsTable
            rows={rows}
            query={query}
            onSort={onSort}
            onOpen={onOpen}
            onResume={tab === 'waiting' ? onResume : undefined}
            resuming={resuming}
          />
        </Paper>
      )}
      {pagination !== undefined && pagination.total_pages > 1 && (
        <Box sx={{ display: 'flex', justifyContent: 'center' }}>
          <ListPagination
            page={query.page}
            lastPage={pagination.total_pages}
            onPage={(page) => setQuery({ ...query, page })}
            texts={T}
            pageLabel={lenderInvestmentPageLabel}
          />
        </Box>
      )}
    </Stack>
  );
}

/**
 * /account/lender/investments[/:tab]: the lender's investments by tab (all, waiting, active,
 * closed), sortable and filtered by type and status, the state kept in the query string.
 */
export function InvestmentsPage() {
  const params = useParams();
  const navigate = useNavigate();
  const tab = lenderInvestmentTabOf(params.tab);
  if (tab === undefined) return <NotFoundPage />;

  return (
    <Container maxWidth="lg">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
          {T.title}
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button size="small" variant="outlined" component={RouterLink} to={LENDER_EARLY_REPAYMENT_PATH}>
            {CLEARING_TEXTS.lenderHeading}
          </Button>
          <Button size="small" variant="outlined" component={RouterLink} to={LEGAL_COLLECTION_LIST_PATH}>
            {LEGAL_COLLECTION_TEXTS.listHeading}
          </Button>
        </Stack>
      </Stack>
      <Tabs
        value={tab}
        onChange={(_, next: LenderInvestmentTab) => navigate(lenderInvestmentsPath(next))}
        aria-label={T.tabs}
        variant="scrollable"
        sx={{ mb: 2 }}
      >
        {LENDER_INVESTMENT_TABS.map((value) => (
          <Tab key={value} value={value} label={LENDER_INVESTMENT_TAB_LABELS[value]} />
        ))}
      </Tabs>
      <InvestmentsList key={tab} tab={tab} />
    </Container>
  );
}
