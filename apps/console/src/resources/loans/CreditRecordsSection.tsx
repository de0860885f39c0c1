import {
  CONSOLE_LISTING_TEXTS,
  CREDIT_RECORDS_MAX,
  LISTING_TEXTS,
  creditRecordBalance,
  ntdText,
  type MarketCreditRecord,
} from '@lendbridge/domain';
import { Box, Button, FormHelperText, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField } from '@mui/material';
import { useState } from 'react';
import { Missing, Section } from '../../shared/Details';
import { fieldState, useListingWrite, type ListingSectionProps } from './useListingWrite';

const T = LISTING_TEXTS;
const C = CONSOLE_LISTING_TEXTS;

interface Row {
  /** Tells rows apart while they are edited; not sent. */
  key: number;
  institution: string;
  kind: string;
  balance_thousand: string;
}

type RowField = 'institution' | 'kind' | 'balance_thousand';

const FIELDS: readonly { field: RowField; label: string; numeric: boolean }[] = [
  { field: 'institution', label: T.creditRecordInstitution, numeric: false },
  { field: 'kind', label: T.creditRecordKind, numeric: false },
  { field: 'balance_thousand', label: T.creditRecordBalanceThousand, numeric: true },
];

let nextKey = 1;

const rowOf = (record?: MarketCreditRecord): Row => ({
  key: nextKey++,
  institution: record?.institution ?? '',
  kind: record?.kind ?? '',
  balance_thousand: record === undefined ? '' : String(record.balance_thousand),
});

/** The list as the API takes it: the rows in order, without their keys. */
const paramsOf = (rows: readonly Row[]) => ({
  records: rows.map(({ institution, kind, balance_thousand }) => ({ institution, kind, balance_thousand })),
});

/** The records as lenders read them: balances in thousands, and in whole NT$ beside them. */
const ReadOnlyRecords = ({ records }: { records: readonly MarketCreditRecord[] }) =>
  records.length > 0 ? (
    <Table size="small" aria-label={T.creditRecords}>
      <TableHead>
        <TableRow>
          <TableCell>{T.creditRecordInstitution}</TableCell>
          <TableCell>{T.creditRecordKind}</TableCell>
          <TableCell align="right">{T.creditRecordBalanceThousand}</TableCell>
          <TableCell align="right">{T.creditRecordBalance}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {records.map((record) => (
          <TableRow key={record.id}>
            <TableCell>{record.institution}</TableCell>
            <TableCell>{record.kind}</TableCell>
            <TableCell align="right">{record.balance_thousand.toLocaleString('zh-TW')}</TableCell>
            <TableCell align="right">{ntdText(creditRecordBalance(record.balance_thousand))}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  ) : (
    <Missing>{T.creditRecordsEmpty}</Missing>
  );

/**
 * 信用紀錄: the borrower's existing debts from the credit report (institution, kind, balance in
 * thousands of NT$), edited as one list of up to 30 rows and saved whole, replacing the list there.
 */
export const CreditRecordsSection = ({ listing, onSaved }: ListingSectionProps) => {
  const [rows, setRows] = useState<Row[]>(() => listing.credit_records.map(rowOf));
  const { errors, setErrors, clearError, sending, run } = useListingWrite(onSaved);

  if (!listing.editable) {
    return (
      <Section title={T.creditRecords}>
        <ReadOnlyRecords records={listing.credit_records} />
      </Section>
    );
  }

  const change = (index: number, field: RowField, value: string) => {
    setRows(rows.map((row, at) => (at === index ? { ...row, [field]: value } : row)));
    clearError(`records.${index}.${field}`);
  };

  const save = async () => {
    const sent = rows;
    await run(async (dataProvider) => {
      const answer = await dataProvider.saveCreditRecords(listing.loan.id, paramsOf(sent));
      setRows(answer.data.credit_records.map(rowOf));
      return answer;
    });
  };

  return (
    <Section title={T.creditRecords}>
      <Box component="form" aria-label={T.creditRecordsList} noValidate onSubmit={(event) => event.preventDefault()}>
        {rows.length > 0 ? (
          <Stack spacing={1}>
            {rows.map((row, index) => (
              <Stack key={row.key} direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
                {FIELDS.map(({ field, label, numeric }) => (
                  <TextField
                    key={field}
                    label={label}
                    value={row[field]}
                    onChange={(event) => change(index, field, event.target.value)}
                    size="small"
                    sx={{ flex: 1 }}
                    slotProps={{ htmlInput: { 'aria-label': C.recordField(label, index + 1), ...(numeric ? { inputMode: 'numeric' } : {}) } }}
                    {...fieldState(errors, `records.${index}.${field}`)}
                  />
                ))}
                <Button
                  color="error"
                  onClick={() => {
                    setRows(rows.filter((_, at) => at !== index));
                    setErrors({});
                  }}
                >
                  {C.removeRecord(index + 1)}
                </Button>
              </Stack>
            ))}
          </Stack>
        ) : (
          <Missing>{T.creditRecordsEmpty}</Missing>
        )}
        {errors.records !== undefined ? <FormHelperText error>{errors.records}</FormHelperText> : null}
        <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
          <Button variant="outlined" disabled={rows.length >= CREDIT_RECORDS_MAX} onClick={() => setRows([...rows, rowOf()])}>
            {T.creditRecordAdd}
          </Button>
          <Button variant="contained" disabled={sending} onClick={() => void save()}>
            {C.save}
          </Button>
        </Stack>
      </Box>
    </Section>
  );
};
