import { useCallback, useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import FilterListIcon from '@mui/icons-material/FilterList';
import ViewListIcon from '@mui/icons-material/ViewList';
import ViewModuleIcon from '@mui/icons-material/ViewModule';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  BREAKPOINTS,
  CREDIT_RANK_GROUPS,
  LOAN_PERIODS,
  MARKET_FILTER_LABELS,
  MARKET_ORDER_FIELDS,
  MARKET_ORDER_LABELS,
  MARKET_QUICK_FILTER_KEYS,
  MARKET_SOURCES,
  MARKET_SOURCE_LABELS,
  MARKET_TABS,
  MARKET_TAB_LABELS,
  MARKET_TAB_TYPE_GROUPS,
  MARKET_TEXTS,
  MARKET_TYPE_GROUP_LABELS,
  PAWN_PROJECT_VIEWS,
  PAWN_PROJECT_VIEW_LABELS,
  hasAdvancedFilters,
  loanPeriodLabel,
  marketPageLabel,
  marketPageTitle,
  toMarketQueryString,
  toggleMarketSort,
  withMarketFilters,
} from '@lendbridge/domain';
import type {
  MarketFilters,
  MarketListQuery,
  MarketLoanCard,
  MarketOrderField,
  MarketQuickFilterKey,
  MarketSummary,
  MarketTab,
} from '@lendbridge/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useUserStatus } from '../../app/session';
import { ListPagination } from '../../shared/ListPagination';
import { useReportedQuery } from '../../shared/useReportedQuery';
import { NotFoundPage } from '../errors/NotFoundPage';
import { AdvancedFilterDialog } from './AdvancedFilterDialog';
import { LoanCard } from './LoanCard';
import { LoanTable } from './LoanTable';
import { formatMoney, formatPercent } from './format';
import { marketQueries } from './market.api';
import { PawnCaseList } from './PawnCaseList';
import { isReadInCookie } from './readMarks';
import { useLadderGate } from './useLadderGate';
import { MARKET_PATH, tabOfPath, useMarketQuery } from './useMarketQuery';
import type { MarketLocation } from './useMarketQuery';

const T = MARKET_TEXTS;

/** The path of a loan's detail. */
export const loanPath = (serial: string): string => `${MARKET_PATH}/loan/${encodeURIComponent(serial)}`;

/** What a loan detail opened over the list remembers: the list's URL behind it. */
export interface BackgroundState {
  background: string;
}

export type MarketView = 'card' | 'list';

/** The quick filters of a filter set (what every visitor may use). */
const quickFilters = (filters: MarketFilters): MarketFilters =>
  Object.fromEntries(Object.entries(filters).filter(([key]) => (MARKET_QUICK_FILTER_KEYS as readonly string[]).includes(key)));

interface QuickSelectProps {
  name: MarketQuickFilterKey;
  value: string | number | undefined;
  choices: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}

function QuickSelect({ name, value, choices, onChange }: QuickSelectProps) {
  return (
    <TextField
      select
      size="small"
      id={`quick-${name}`}
      label={MARKET_FILTER_LABELS[name]}
      value={value === undefined ? '' : String(value)}
      onChange={(event) => onChange(event.target.value)}
      sx={{ minWidth: 140 }}
    >
      <MenuItem value="">{T.allOption}</MenuItem>
      {choices.map((choice) => (
        <MenuItem key={choice.value} value={choice.value}>
          {choice.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

function SummaryBar({ summary }: { summary: MarketSummary }) {
  const items: [string, string][] = [
    [T.summaryCount, String(summary.count)],
    [T.summaryAmount, formatMoney(summary.amount)],
    [T.summaryApr, formatPercent(summary.apr)],
    [T.summaryLenderFee, formatPercent(summary.lender_fee)],
    [T.summaryPromotionLenderFee, formatPercent(summary.promotion_lender_fee)],
    [T.summarySumPmt, formatMoney(summary.sum_pmt)],
  ];
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} aria-label={T.summaryTitle}>
      <Grid container spacing={2}>
        {items.map(([label, value]) => (
          <Grid key={label} size={{ xs: 6, sm: 4, md: 2 }}>
            <Typography variant="caption" color="text.secondary">
              {label}
            </Typography>
            <Typography sx={{ fontWeight: 700 }}>{value}</Typography>
          </Grid>
        ))}
      </Grid>
    </Paper>
  );
}

interface SortBarProps {
  query: MarketListQuery;
  onSort: (field: MarketOrderField) => void;
}

/** The card view's sort buttons: the active one shows its direction. */
function SortBar({ query, onSort }: SortBarProps) {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }} aria-label={T.sortBy}>
      <Typography variant="body2" color="text.secondary">
        {T.sortBy}
      </Typography>
      {MARKET_ORDER_FIELDS.map((field) => {
        const active = query.sorted && query.order_by === field;
        return (
          <Button
            key={field}
            size="small"
            variant={active ? 'contained' : 'outlined'}
            onClick={() => onSort(field)}
            aria-pressed={active}
            aria-label={active ? `${MARKET_ORDER_LABELS[field]} ${query.order_dir === 'asc' ? T.sortAsc : T.sortDesc}` : MARKET_ORDER_LABELS[field]}
            endIcon={active ? query.order_dir === 'asc' ? <ArrowUpwardIcon /> : <ArrowDownwardIcon /> : undefined}
          >
            {MARKET_ORDER_LABELS[field]}
          </Button>
        );
      })}
    </Stack>
  );
}

export interface MarketPlacePageProps {
  /** The list's URL when it stays behind a loan detail modal; the router's location otherwise. */
  location?: MarketLocation;
}

/**
 * The marketplace at /market-place and /market-place/:tab: the tabs (credit by default), the source
 * switch, the summary for signed-in members, quick filters, the advanced filter for full members,
 * card and list views, sorting and pagination, all kept in the URL.
 */
export function MarketPlacePage({ location: given }: MarketPlacePageProps) {
  const routerLocation = useLocation();
  const location = given ?? routerLocation;
  const tab = tabOfPath(location.pathname);
  if (tab === undefined) return <NotFoundPage />;
  return <MarketList key={tab} tab={tab} location={location} />;
}

function MarketList({ tab, location }: { tab: MarketTab; location: MarketLocation }) {
  const { query, setQuery, setTab } = useMarketQuery(location, tab);
  const { status, loading: statusLoading } = useUserStatus();
  const gate = useLadderGate();
  const navigate = useNavigate();
  const desktop = useMediaQuery(`(min-width:${BREAKPOINTS.md}px)`);
  const [view, setView] = useState<MarketView>('card');
  const [advancedOpen, setAdvancedOpen] = useState(false);

  /** Advanced filters restored from a URL are sent only for full members. */
  const requested = useMemo(
    () => (status.isMemberFull ? query : { ...query, filters: quickFilters(query.filters) }),
    [query, status.isMemberFull],
  );
  const requestString = useMemo(() => toMarketQueryString(requested, tab), [requested, tab]);

  useEffect(() => {
    document.title = marketPageTitle(tab);
  }, [tab]);

  /** The page shown stays while the next one loads, and so does the summary. */
  const list = useReportedQuery({
    ...marketQueries.list(tab, requestString, status.id),
    enabled: !statusLoading,
    placeholderData: keepPreviousData,
  });
  const answer = list.data ?? null;
  const loading = list.isFetching || list.isPending;
  const summaryRead = useQuery({
    ...marketQueries.summary(tab, requestString, status.id),
    enabled: !statusLoading && status.loggedIn,
    placeholderData: keepPreviousData,
  });
  const summary = statusLoading || !status.loggedIn || summaryRead.isError ? null : (summaryRead.data?.data ?? null);

  const setFilter = useCallback(
    (key: MarketQuickFilterKey, value: string) => {
      const next: Record<string, unknown> = { ...query.filters };
      if (value === '') delete next[key];
      else next[key] = key === 'period' ? Number(value) : value;
      setQuery(withMarketFilters(query, next as MarketFilters));
    },
    [query, setQuery],
  );

  const sort = useCallback((field: MarketOrderField) => setQuery(toggleMarketSort(query, field)), [query, setQuery]);

  const open = useCallback(
    (serial: string) => {
      const state: BackgroundState | undefined = desktop ? { background: `${location.pathname}${location.search}` } : undefined;
      navigate(loanPath(serial), { state });
    },
    [desktop, location.pathname, location.search, navigate],
  );

  const isRead = useCallback((loan: MarketLoanCard) => loan.is_read || isReadInCookie(loan.serial), []);

  const advancedActive = status.isMemberFull && hasAdvancedFilters(query.filters);
  const groups = MARKET_TAB_TYPE_GROUPS[tab];
  const loans = answer?.data ?? [];
  const pagination = answer?.meta.pagination;

  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
        {`${MARKET_TAB_LABELS[tab]}${T.marketSuffix}`}
      </Typography>
      <Tabs
        value={tab}
        onChange={(_, next: MarketTab) => setTab(next)}
        variant="scrollable"
        scrollButtons="auto"
        aria-label={T.marketSuffix}
        sx={{ mb: 2 }}
      >
        {MARKET_TABS.map((value) => (
          <Tab key={value} value={value} label={MARKET_TAB_LABELS[value]} />
        ))}
      </Tabs>

      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2, justifyContent: 'space-between' }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={query.source}
          aria-label={T.sourceSwitch}
          onChange={(_, next: MarketListQuery['source'] | null) => {
            if (next !== null && next !== query.source) setQuery({ ...query, page: 1, source: next });
          }}
        >
          {MARKET_SOURCES.map((source) => (
            <ToggleButton key={source} value={source}>
              {MARKET_SOURCE_LABELS[source]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={view}
          onChange={(_, next: MarketView | null) => {
            if (next !== null) setView(next);
          }}
        >
          <ToggleButton value="card" aria-label={T.cardView}>
            <ViewModuleIcon />
          </ToggleButton>
          <ToggleButton value="list" aria-label={T.listView}>
            <ViewListIcon />
          </ToggleButton>
        </ToggleButtonGroup>
      </Stack>

      {summary !== null && <SummaryBar summary={summary} />}

      {tab === 'pawn-project' && (
        <Tabs
          value={query.pawn_tab}
          onChange={(_, next: MarketListQuery['pawn_tab']) => setQuery({ ...query, page: 1, pawn_tab: next })}
          sx={{ mb: 2 }}
        >
          {PAWN_PROJECT_VIEWS.map((value) => (
            <Tab key={value} value={value} label={PAWN_PROJECT_VIEW_LABELS[value]} />
          ))}
        </Tabs>
      )}
      {tab === 'pawn-project' && <PawnCaseList view={query.pawn_tab} />}

      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 2 }} aria-label={T.quickFilters}>
        <QuickSelect
          name="period"
          value={query.filters.period}
          choices={LOAN_PERIODS.map((period) => ({ value: String(period), label: loanPeriodLabel(period) }))}
          onChange={(value) => setFilter('period', value)}
        />
        <QuickSelect
          name="ranks"
          value={query.filters.ranks}
          choices={CREDIT_RANK_GROUPS.map((group) => ({ value: group, label: group }))}
          onChange={(value) => setFilter('ranks', value)}
        />
        <QuickSelect
          name="source"
          value={query.filters.source}
          choices={MARKET_SOURCES.map((source) => ({ value: source, label: MARKET_SOURCE_LABELS[source] }))}
          onChange={(value) => setFilter('source', value)}
        />
        {groups.length > 1 && (
          <QuickSelect
            name="loan_application_type_group"
            value={query.filters.loan_application_type_group}
            choices={groups.map((group) => ({ value: group, label: MARKET_TYPE_GROUP_LABELS[group] }))}
            onChange={(value) => setFilter('loan_application_type_group', value)}
          />
        )}
        <Button
          variant={advancedActive ? 'contained' : 'outlined'}
          startIcon={<FilterListIcon />}
          onClick={() => {
            if (gate('full')) setAdvancedOpen(true);
          }}
        >
          {T.advancedFilter}
        </Button>
        {advancedActive && (
          <Chip label={T.advancedFilterActive} onDelete={() => setQuery(withMarketFilters(query, quickFilters(query.filters)))} />
        )}
      </Stack>

      {view === 'card' && (
        <Box sx={{ mb: 2 }}>
          <SortBar query={query} onSort={sort} />
        </Box>
      )}

      {loading && <LinearProgress aria-label={T.loading} sx={{ mb: 2 }} />}
      {!loading && loans.length === 0 && <Alert severity="info">{T.empty}</Alert>}
      {loans.length > 0 &&
        (view === 'card' ? (
          <Grid container spacing={2}>
            {loans.map((loan) => (
              <Grid key={loan.serial} size={{ xs: 12, sm: 6, md: 4 }}>
                <LoanCard loan={loan} read={isRead(loan)} onOpen={open} />
              </Grid>
            ))}
          </Grid>
        ) : (
          <LoanTable loans={loans} query={query} isRead={isRead} onSort={sort} onOpen={open} />
        ))}

      {pagination !== undefined && pagination.total_pages > 1 && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
          <ListPagination
            page={query.page}
            lastPage={pagination.total_pages}
            onPage={(page) => setQuery({ ...query, page })}
            texts={T}
            pageLabel={marketPageLabel}
          />
        </Box>
      )}

      {advancedOpen && (
        <AdvancedFilterDialog
          open
          tab={tab}
          filters={query.filters}
          onClose={() => setAdvancedOpen(false)}
          onApply={(advanced) => {
            setAdvancedOpen(false);
            setQuery(withMarketFilters(query, { ...quickFilters(query.filters), ...advanced }));
          }}
        />
      )}
    </Container>
  );
}
