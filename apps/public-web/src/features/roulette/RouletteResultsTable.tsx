import { useState } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { keepPreviousData } from '@tanstack/react-query';
import { CAMPAIGN_TEXTS, ROULETTE_PAGE_TEXTS, formatDateTime, roulettePageLabel, rouletteWinnerName } from '@lendbridge/domain';
import { ListPagination } from '../../shared/ListPagination';
import { useReportedQuery } from '../../shared/useReportedQuery';
import { rouletteQueries } from './roulette.api';

const T = ROULETTE_PAGE_TEXTS;
const COLUMNS = [T.winner, T.memberSerial, T.reward, T.wonAt] as const;

/** 中獎名單: the winners, newest first as the server answers them, ROULETTE_RESULTS_PAGE_SIZE a page. */
export function RouletteResultsTable() {
  const [page, setPage] = useState(1);
  const results = useReportedQuery({ ...rouletteQueries.results(page), placeholderData: keepPreviousData });
  const rows = results.data?.data ?? [];
  const pagination = results.data?.meta.pagination;

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {CAMPAIGN_TEXTS.results}
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={CAMPAIGN_TEXTS.results}>
          <TableHead>
            <TableRow>
              {COLUMNS.map((label) => (
                <TableCell key={label}>{label}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={COLUMNS.length}>
                  <Typography color="text.secondary">{results.isFetching ? T.loading : T.noResults}</Typography>
                </TableCell>
              </TableRow>
            ) : (
              rows.map((row, index) => (
                <TableRow key={`${index}-${row.memberSerial}-${row.updatedAt}`}>
                  <TableCell>{rouletteWinnerName(row.lastName, row.gender)}</TableCell>
                  <TableCell>{row.memberSerial}</TableCell>
                  <TableCell>{row.reward}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.updatedAt)}</TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </Box>
      {pagination !== undefined && pagination.total_pages > 1 && (
        <Box sx={{ display: 'flex', justifyContent: 'center' }}>
          <ListPagination page={page} lastPage={pagination.total_pages} onPage={setPage} texts={T} pageLabel={roulettePageLabel} />
        </Box>
      )}
    </Stack>
  );
}
