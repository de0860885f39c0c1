import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { LISTING_TEXTS, creditRecordBalance } from '@lendbridge/domain';
import type { MarketCreditRecord } from '@lendbridge/domain';
import { formatMoney } from './format';

const T = LISTING_TEXTS;

/**
 * The borrower's existing debts from the credit report: institution, kind and balance. Balances
 * are filed in thousands of NT$ and shown in whole NT$.
 */
export function CreditRecords({ records }: { records: readonly MarketCreditRecord[] }) {
  return (
    <Box component="section" aria-labelledby="credit-records-title" sx={{ mt: 3 }}>
      <Typography id="credit-records-title" component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {T.creditRecords}
      </Typography>
      <TableContainer>
        <Table size="small" aria-label={T.creditRecords}>
          <TableHead>
            <TableRow>
              <TableCell>{T.creditRecordInstitution}</TableCell>
              <TableCell>{T.creditRecordKind}</TableCell>
              <TableCell align="right">{T.creditRecordBalance}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {records.map((record) => (
              <TableRow key={record.id}>
                <TableCell>{record.institution}</TableCell>
                <TableCell>{record.kind}</TableCell>
                <TableCell align="right">{formatMoney(creditRecordBalance(record.balance_thousand))}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
