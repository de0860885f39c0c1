import { Fragment } from 'react';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useNarrowScreen } from './useNarrowScreen';

export interface ResponsiveColumn<R> {
  label: string;
  value: (row: R) => ReactNode;
}

export interface ResponsiveTableProps<R> {
  /** The accessible name of the table (or of the list of cards). */
  label: string;
  rows: readonly R[];
  rowKey: (row: R) => string;
  columns: readonly ResponsiveColumn<R>[];
  /** The buttons of a row (last column on wide screens, a wrapping row under the card on phones). */
  actions?: (row: R) => ReactNode;
}

/**
 * Rows of a record list: a table on wide screens, scrolling inside its own box when wider than
 * it; on phones a list of cards with each column as a label and value, so the page never scrolls
 * sideways and the buttons stay in reach.
 */
export function ResponsiveTable<R>({ label, rows, rowKey, columns, actions }: ResponsiveTableProps<R>) {
  const narrow = useNarrowScreen();
  if (narrow) {
    return (
      <Stack component="ul" aria-label={label} spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {rows.map((row) => (
          <Paper component="li" variant="outlined" key={rowKey(row)} sx={{ p: 1.5 }}>
            <Box
              component="dl"
              sx={{ display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: 2, rowGap: 0.5, m: 0 }}
            >
              {columns.map((column) => (
                <Fragment key={column.label}>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {column.label}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                    {column.value(row)}
                  </Typography>
                </Fragment>
              ))}
            </Box>
            {actions !== undefined && (
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1, '&:empty': { display: 'none' } }}>
                {actions(row)}
              </Stack>
            )}
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.label}>{column.label}</TableCell>
            ))}
            {actions !== undefined && <TableCell />}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)}>
              {columns.map((column) => (
                <TableCell key={column.label}>{column.value(row)}</TableCell>
              ))}
              {actions !== undefined && <TableCell>{actions(row)}</TableCell>}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
