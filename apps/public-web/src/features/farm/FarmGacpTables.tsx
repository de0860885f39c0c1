import { useState } from 'react';
import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { FARM_FIELD_LABELS, FARM_TEXTS, GACP_COLUMNS } from '@lendbridge/domain';
import type { FarmGacpRow, FarmPageInfo, GacpRecordType } from '@lendbridge/domain';
import { LoadFailed } from '../../shared/LoadFailed';
import { fetchFarmGacp } from './farm.api';

const T = FARM_TEXTS;
const COLUMNS = Object.keys(GACP_COLUMNS) as (keyof typeof GACP_COLUMNS)[];

const cellOf = (row: FarmGacpRow, column: keyof typeof GACP_COLUMNS): string => {
  if (column === 'field') return FARM_FIELD_LABELS[row.field];
  if (column === 'quantity') return row.quantity === null ? '' : `${Number(row.quantity).toLocaleString('zh-TW')} ${row.unit ?? ''}`.trim();
  return row[column] ?? '';
};

/** The GACP production-record tables, one tab per record type the farm keeps, latest work first. */
export function FarmGacpTables({ no, pageKey, options }: { no: string; pageKey: string; options: FarmPageInfo['gacp_options'] }) {
  const [table, setTable] = useState<GacpRecordType | undefined>(options[0]?.value);
  const [page, setPage] = useState(1);
  const rows = useQuery({
    queryKey: ['farm', no, pageKey, 'gacp', table, page],
    queryFn: ({ signal }) => fetchFarmGacp(no, pageKey, table as GacpRecordType, page, signal),
    enabled: table !== undefined,
    placeholderData: keepPreviousData,
  });
  if (table === undefined) return null;
  const label = options.find((option) => option.value === table)?.label ?? '';
  return (
    <Box component="section" aria-labelledby="farm-gacp-title" sx={{ mt: 4 }}>
      <Typography id="farm-gacp-title" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
        {T.gacpTitle}
      </Typography>
      <Tabs
        value={table}
        onChange={(_, next: GacpRecordType) => {
          setTable(next);
          setPage(1);
        }}
        variant="scrollable"
        allowScrollButtonsMobile
      >
        {options.map((option) => (
          <Tab key={option.value} value={option.value} label={option.label} />
        ))}
      </Tabs>
      {rows.isError ? (
        <LoadFailed onReload={() => void rows.refetch()} />
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={label}>
            <TableHead>
              <TableRow>
                {COLUMNS.map((column) => (
                  <TableCell key={column}>{GACP_COLUMNS[column]}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.data?.data.map((row) => (
                <TableRow key={row.id}>
                  {COLUMNS.map((column) => (
                    <TableCell key={column}>{cellOf(row, column)}</TableCell>
                  ))}
                </TableRow>
              ))}
              {rows.isSuccess && rows.data.data.length === 0 && (
                <TableRow>
                  <TableCell colSpan={COLUMNS.length}>{T.noRecords}</TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </Box>
      )}
      {(rows.data?.meta.pagination.last_page ?? 1) > 1 && (
        <Pagination sx={{ mt: 1 }} page={page} count={rows.data?.meta.pagination.last_page ?? 1} onChange={(_, next) => setPage(next)} />
      )}
    </Box>
  );
}
