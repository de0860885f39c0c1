import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

/** One fact of a record: its label and what it shows. */
export type Fact = readonly [string, ReactNode];

/**
 * A record's facts as label / value rows in an outlined panel, the table named `label`; with
 * `heading`, the label also shows above the table.
 */
export function FactsPanel({ label, rows, heading = false }: { label: string; rows: readonly Fact[]; heading?: boolean }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      {heading && (
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
          {label}
        </Typography>
      )}
      <Table size="small" aria-label={label}>
        <TableBody>
          {rows.map(([name, value]) => (
            <TableRow key={name}>
              <TableCell component="th" scope="row" sx={{ width: { sm: 200 }, color: 'text.secondary' }}>
                {name}
              </TableCell>
              <TableCell>{value}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}
