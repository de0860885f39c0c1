import {
  CONSOLE_LISTING_TEXTS,
  FINANCIAL_ITEM_LABELS,
  FINANCIAL_STATEMENTS,
  FINANCIAL_STATEMENT_ITEMS,
  LISTING_TEXTS,
  MARKET_TEXTS,
  MESSAGES,
  type FinancialStatement,
  type FinancialStatementItem,
  type FinancialStatementKind,
} from '@lendbridge/domain';
import { Box, Button, FormHelperText, MenuItem, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Confirm } from 'react-admin';
import { Missing, Section } from '../../shared/Details';
import { fieldState, useListingWrite, type ListingSectionProps } from './useListingWrite';

const T = LISTING_TEXTS;
const C = CONSOLE_LISTING_TEXTS;

export const STATEMENT_LABELS: Readonly<Record<FinancialStatementKind, string>> = {
  balance_sheet: MARKET_TEXTS.balanceSheet,
  income_statement: MARKET_TEXTS.incomeStatement,
};

interface Draft {
  statement: FinancialStatementKind;
  year: string;
  items: Partial<Record<FinancialStatementItem, string>>;
}

const EMPTY_DRAFT: Draft = { statement: 'balance_sheet', year: '', items: {} };

const isStatementKind = (value: string): value is FinancialStatementKind => (FINANCIAL_STATEMENTS as readonly string[]).includes(value);

/** A filed statement as the form holds it, to be changed and saved again. */
const draftOf = (statement: FinancialStatementKind, filed: FinancialStatement): Draft => ({
  statement,
  year: String(filed.year),
  items: Object.fromEntries(Object.entries(filed.items).map(([item, value]) => [item, String(value)])),
});

const thousands = (value: number | undefined): string => (value === undefined ? '' : value.toLocaleString('zh-TW'));

interface RemoveTarget {
  statement: FinancialStatementKind;
  year: number;
}

/**
 * 財務報表: the balance sheet and the income statement the lenders see as charts, one year at a time,
 * in thousands of NT$ (negative for a loss). A year is saved whole (blank items left out) and
 * removed after a confirmation; 編輯 puts a filed year back in the form.
 */
export const FinancialStatementsSection = ({ listing, onSaved }: ListingSectionProps) => {
  const [draft, setDraft] = useState<Draft>(EMPTY_DRAFT);
  const [removing, setRemoving] = useState<RemoveTarget | null>(null);
  const { errors, setErrors, clearError, sending, run } = useListingWrite(onSaved);
  const id = listing.loan.id;
  const filed = FINANCIAL_STATEMENTS.filter((statement) => listing.financials[statement].length > 0);

  const save = async () => {
    const items = Object.fromEntries(
      FINANCIAL_STATEMENT_ITEMS[draft.statement].map((item) => [item, draft.items[item] ?? '']),
    );
    if (await run((dataProvider) => dataProvider.saveFinancialStatement(id, draft.statement, draft.year, items))) setDraft({ ...EMPTY_DRAFT, statement: draft.statement });
  };

  const remove = async () => {
    if (removing === null) return;
    await run((dataProvider) => dataProvider.deleteFinancialStatement(id, removing.statement, removing.year), MESSAGES.deleted);
    setRemoving(null);
  };

  return (
    <Section title={T.financialStatements}>
      {filed.length === 0 ? <Missing>{MARKET_TEXTS.noFinancials}</Missing> : null}
      {filed.map((statement) => (
        <Box key={statement} sx={{ mb: 2, overflowX: 'auto' }}>
          <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
            {STATEMENT_LABELS[statement]}
          </Typography>
          <Table size="small" aria-label={STATEMENT_LABELS[statement]}>
            <TableHead>
              <TableRow>
                <TableCell>{T.financialYear}</TableCell>
                {FINANCIAL_STATEMENT_ITEMS[statement].map((item) => (
                  <TableCell key={item} align="right">
                    {C.thousands(FINANCIAL_ITEM_LABELS[item])}
                  </TableCell>
                ))}
                {listing.editable ? <TableCell /> : null}
              </TableRow>
            </TableHead>
            <TableBody>
              {listing.financials[statement].map((year) => (
                <TableRow key={year.year}>
                  <TableCell>{year.year}</TableCell>
                  {FINANCIAL_STATEMENT_ITEMS[statement].map((item) => (
                    <TableCell key={item} align="right">
                      {thousands(year.items[item])}
                    </TableCell>
                  ))}
                  {listing.editable ? (
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <Button
                        size="small"
                        aria-label={`${C.edit} ${C.statementOfYear(STATEMENT_LABELS[statement], year.year)}`}
                        onClick={() => {
                          setDraft(draftOf(statement, year));
                          setErrors({});
                        }}
                      >
                        {C.edit}
                      </Button>
                      <Button
                        size="small"
                        color="error"
                        aria-label={`${T.financialStatementDelete} ${C.statementOfYear(STATEMENT_LABELS[statement], year.year)}`}
                        onClick={() => setRemoving({ statement, year: year.year })}
                      >
                        {T.financialStatementDelete}
                      </Button>
                    </TableCell>
                  ) : null}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      ))}
      {listing.editable ? (
        <Box component="form" aria-label={T.financialStatementSave} noValidate onSubmit={(event) => event.preventDefault()} sx={{ mt: 2 }}>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
            <TextField
              select
              label={T.financialStatementKind}
              value={draft.statement}
              onChange={(event) => {
                if (isStatementKind(event.target.value)) setDraft({ ...draft, statement: event.target.value, items: {} });
                setErrors({});
              }}
              size="small"
              sx={{ minWidth: 160 }}
              {...fieldState(errors, 'statement')}
            >
              {FINANCIAL_STATEMENTS.map((statement) => (
                <MenuItem key={statement} value={statement}>
                  {STATEMENT_LABELS[statement]}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label={T.financialYear}
              value={draft.year}
              onChange={(event) => {
                setDraft({ ...draft, year: event.target.value });
                clearError('year');
              }}
              size="small"
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              {...fieldState(errors, 'year')}
            />
          </Stack>
          <Box
            sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' }, columnGap: 2, rowGap: 1, mt: 1 }}
          >
            {FINANCIAL_STATEMENT_ITEMS[draft.statement].map((item) => (
              <TextField
                key={item}
                label={C.thousands(FINANCIAL_ITEM_LABELS[item])}
                value={draft.items[item] ?? ''}
                onChange={(event) => {
                  setDraft({ ...draft, items: { ...draft.items, [item]: event.target.value } });
                  clearError(`items.${item}`);
                  clearError('items');
                }}
                size="small"
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                {...fieldState(errors, `items.${item}`)}
              />
            ))}
          </Box>
          {errors.items !== undefined ? <FormHelperText error>{errors.items}</FormHelperText> : null}
          <Button variant="contained" disabled={sending} onClick={() => void save()} sx={{ mt: 1 }}>
            {T.financialStatementSave}
          </Button>
        </Box>
      ) : null}
      <Confirm
        isOpen={removing !== null}
        loading={sending}
        title={T.financialStatementDelete}
        content={removing === null ? '' : C.deleteConfirm(C.statementOfYear(STATEMENT_LABELS[removing.statement], removing.year))}
        confirm={T.financialStatementDelete}
        onConfirm={() => void remove()}
        onClose={() => setRemoving(null)}
      />
    </Section>
  );
};
