import { useEffect, useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keepPreviousData } from '@tanstack/react-query';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import {
  ROBO_API_TEXTS,
  ROBO_PAGE_TEXTS,
  ROBO_PRODUCT_LABELS,
  ROBO_SUBJECTS,
  ROBO_SUBJECT_NAMES,
  formatDateTime,
  formatNtd,
  isRoboSubjectName,
  isoToSlashed,
  roboPageLabel,
  roboProductHeading,
  slashedToIso,
} from '@lendbridge/domain';
import type { RoboProduct, RoboSubjectName } from '@lendbridge/domain';
import { ListPagination } from '../../shared/ListPagination';
import { DateChooser } from '../../shared/DateChooser';
import { shownWindow, useAccountListQuery, useFilterValue } from '../account/useAccountListQuery';
import type { AccountListSearch } from '../account/useAccountListQuery';
import { isRoboNotOpen, roboQueries } from './robo.api';
import type { RoboSubjectSum } from './robo.api';
import { RoboNotOpenNotice } from './RoboNotOpenNotice';
import { RoboSection } from './RoboSection';
import { ROBO_PRODUCT_PARAM, roboProductPath } from './roboPaths';
import { useRoboQuery } from './useRoboQuery';

/** The product named in ?product=, stable when left out or unknown. */
const productOf = (value: string | null): RoboProduct => (value === 'vip' ? 'vip' : 'stable');

/** The subject select: 全部科目, then every robo subject by its Chinese name. */
function StatementFilters({ value, onSearch }: { value: AccountListSearch; onSearch: (next: AccountListSearch) => void }) {
  const [draft, setDraft] = useState<AccountListSearch>(value);
  const [orderError, setOrderError] = useState(false);
  const { subject, start_date: startDate, end_date: endDate } = value;

  useEffect(() => {
    setDraft({ subject, start_date: startDate, end_date: endDate });
    setOrderError(false);
  }, [subject, startDate, endDate]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.start_date > draft.end_date) {
      setOrderError(true);
      return;
    }
    setOrderError(false);
    onSearch(draft);
  };

  return (
    <Box component="form" role="search" aria-label={ROBO_PAGE_TEXTS.filters} onSubmit={submit} noValidate>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-end' }}>
        <TextField
          select
          label={ROBO_API_TEXTS.subject}
          value={draft.subject}
          onChange={(event) => setDraft((current) => ({ ...current, subject: event.target.value }))}
          sx={{ minWidth: 180 }}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: { name: 'subject' } }}
        >
          <option value="">{ROBO_PAGE_TEXTS.allSubjects}</option>
          {ROBO_SUBJECT_NAMES.map((name) => (
            <option key={name} value={name}>
              {ROBO_SUBJECTS[name].chinese_name}
            </option>
          ))}
        </TextField>
        <DateChooser
          label={ROBO_PAGE_TEXTS.startDate}
          name="start_date"
          value={isoToSlashed(draft.start_date)}
          onChange={(next) => setDraft((current) => ({ ...current, start_date: slashedToIso(next) }))}
          error={orderError}
        />
        <DateChooser
          label={ROBO_PAGE_TEXTS.endDate}
          name="end_date"
          value={isoToSlashed(draft.end_date)}
          onChange={(next) => setDraft((current) => ({ ...current, end_date: slashedToIso(next) }))}
          error={orderError}
        />
        <Button type="submit" variant="contained">
          {ROBO_PAGE_TEXTS.search}
        </Button>
      </Stack>
      {orderError && <FormHelperText error>{ROBO_PAGE_TEXTS.dateOrder}</FormHelperText>}
    </Box>
  );
}

/** The sums per subject over the statement's window and subject, above the table. */
function GroupingSums({ sums }: { sums: readonly RoboSubjectSum[] }) {
  return (
    <Grid container spacing={2} role="list" aria-label={ROBO_API_TEXTS.transactionGroup}>
      {sums.map((sum) => (
        <Grid key={sum.subject} size={{ xs: 6, sm: 3 }} role="listitem" aria-label={sum.chinese_name}>
          <Typography variant="body2" color="text.secondary">
            {sum.chinese_name}
          </Typography>
          <Typography sx={{ fontWeight: 700 }}>{formatNtd(sum.amount)}</Typography>
        </Grid>
      ))}
    </Grid>
  );
}

const COLUMNS = [ROBO_API_TEXTS.date, ROBO_API_TEXTS.subject, ROBO_API_TEXTS.loanSerial, ROBO_API_TEXTS.amount, ROBO_API_TEXTS.balance] as const;

/**
 * /account/robo-transaction[?product=vip]: the robo statement of a product (stable unless named),
 * 15 rows a page, filtered by one robo subject (or all) and dates, which unless chosen are the
 * last month up to the business date as the server answers them. The sums per subject over the
 * same filters show above the table. The filters and the page live in the query string.
 */
export function RoboStatementPage() {
  const [searchParams] = useSearchParams();
  const product = productOf(searchParams.get(ROBO_PRODUCT_PARAM));
  const { page, subject, dates, setPage, search } = useAccountListQuery(ROBO_SUBJECT_NAMES);
  const subjects = useMemo<RoboSubjectName[]>(() => (isRoboSubjectName(subject) ? [subject] : []), [subject]);

  const list = useRoboQuery({ ...roboQueries.transactions(product, { page, dates, subjects }), placeholderData: keepPreviousData });
  const grouping = useRoboQuery({ ...roboQueries.grouping(product, { dates, subjects }), placeholderData: keepPreviousData });
  const answer = list.data ?? null;
  const filters = useFilterValue(subject, shownWindow(dates, answer));
  const rows = answer?.data ?? [];
  const pagination = answer?.meta.pagination;

  const title = roboProductHeading(ROBO_PRODUCT_LABELS[product], ROBO_API_TEXTS.statement);

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
        {isRoboNotOpen(list.error) ? (
          <RoboNotOpenNotice />
        ) : (
          <>
            {filters !== null && <StatementFilters value={filters} onSearch={search} />}
            {grouping.data !== undefined && (
              <RoboSection title={ROBO_API_TEXTS.transactionGroup}>
                <GroupingSums sums={grouping.data.data} />
              </RoboSection>
            )}
            <Box sx={{ minHeight: 4 }}>{list.isFetching && <LinearProgress aria-label={ROBO_PAGE_TEXTS.loading} />}</Box>
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-label={title}>
                <TableHead>
                  <TableRow>
                    {COLUMNS.map((label, index) => (
                      <TableCell key={label} align={index >= 3 ? 'right' : 'left'}>
                        {label}
                      </TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {rows.length === 0 ? (
                    <TableRow>
                      <TableCell colSpan={COLUMNS.length}>
                        <Typography color="text.secondary">{list.isFetching ? ROBO_PAGE_TEXTS.loading : ROBO_API_TEXTS.noRows}</Typography>
                      </TableCell>
                    </TableRow>
                  ) : (
                    rows.map((row) => (
                      <TableRow key={row.id} hover>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.created_at)}</TableCell>
                        <TableCell>{row.chinese_name}</TableCell>
                        <TableCell>{row.case_serial ?? ''}</TableCell>
                        <TableCell align="right">{formatNtd(row.amount)}</TableCell>
                        <TableCell align="right">{formatNtd(row.balance)}</TableCell>
                      </TableRow>
                    ))
                  )}
                </TableBody>
              </Table>
            </Box>
            {pagination !== undefined && pagination.total_pages > 1 && (
              <Box sx={{ display: 'flex', justifyContent: 'center' }}>
                <ListPagination
                  page={page}
                  lastPage={pagination.total_pages}
                  onPage={(next) => setPage(next)}
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
