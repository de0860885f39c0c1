import {
  COMMODITY_SETS_MAX,
  CONSOLE_LISTING_TEXTS,
  LISTING_TEXTS,
  MESSAGES,
  ntdText,
  type MarketCommoditySet,
} from '@lendbridge/domain';
import { Alert, Box, Button, Table, TableBody, TableCell, TableHead, TableRow, TextField } from '@mui/material';
import { useState } from 'react';
import { Confirm } from 'react-admin';
import { Missing, Section } from '../../shared/Details';
import { fieldState, useListingWrite, type ListingSectionProps } from './useListingWrite';

const T = LISTING_TEXTS;

interface NewSet {
  name: string;
  description: string;
  amount: string;
}

const EMPTY_SET: NewSet = { name: '', description: '', amount: '' };

const GRID_SX = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', md: '2fr 3fr 1fr' },
  columnGap: 2,
  rowGap: 1,
} as const;

/**
 * 商品組合 of a farmer loan: the sets lenders buy by the set (name, contents, whole NT$ per set in
 * units of 1000), added one at a time and removed after a confirmation; the server refuses removing
 * a set a cart item or investment names. Needs the farmer profile first.
 */
export const CommoditySetsSection = ({ listing, onSaved }: ListingSectionProps) => {
  const [draft, setDraft] = useState<NewSet>(EMPTY_SET);
  const [removing, setRemoving] = useState<MarketCommoditySet | null>(null);
  const { errors, clearError, sending, run } = useListingWrite(onSaved);
  const sets = listing.farmer?.loan_commodity_sets ?? [];
  const full = sets.length >= COMMODITY_SETS_MAX;
  const id = listing.loan.id;

  if (listing.farmer === null) {
    return (
      <Section title={T.commoditySets}>
        <Missing>{T.farmerProfileFirst}</Missing>
      </Section>
    );
  }

  const props = (field: keyof NewSet) => ({
    value: draft[field],
    onChange: (event: { target: { value: string } }) => {
      setDraft({ ...draft, [field]: event.target.value });
      clearError(field);
    },
    size: 'small' as const,
    fullWidth: true,
    ...fieldState(errors, field),
  });

  const add = async () => {
    if (await run((dataProvider) => dataProvider.addCommoditySet(id, draft))) setDraft(EMPTY_SET);
  };

  const remove = async () => {
    if (removing === null) return;
    await run((dataProvider) => dataProvider.deleteCommoditySet(id, removing.id), MESSAGES.deleted);
    setRemoving(null);
  };

  return (
    <Section title={T.commoditySets}>
      {sets.length > 0 ? (
        <Table size="small" aria-label={T.commoditySets} sx={{ mb: 2 }}>
          <TableHead>
            <TableRow>
              <TableCell>{T.commoditySetName}</TableCell>
              <TableCell>{T.commoditySetDescription}</TableCell>
              <TableCell align="right">{T.commoditySetAmount}</TableCell>
              {listing.editable ? <TableCell /> : null}
            </TableRow>
          </TableHead>
          <TableBody>
            {sets.map((set) => (
              <TableRow key={set.id}>
                <TableCell>{set.name}</TableCell>
                <TableCell sx={{ whiteSpace: 'pre-line' }}>{set.description}</TableCell>
                <TableCell align="right">{ntdText(set.amount)}</TableCell>
                {listing.editable ? (
                  <TableCell align="right">
                    <Button size="small" color="error" aria-label={`${T.commoditySetDelete} ${set.name}`} onClick={() => setRemoving(set)}>
                      {T.commoditySetDelete}
                    </Button>
                  </TableCell>
                ) : null}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : (
        <Missing>{T.commoditySetsEmpty}</Missing>
      )}
      {listing.editable && full ? <Alert severity="info">{T.commoditySetsFull}</Alert> : null}
      {listing.editable && !full ? (
        <Box component="form" aria-label={T.commoditySetAdd} noValidate onSubmit={(event) => event.preventDefault()} sx={{ mt: 2 }}>
          <Box sx={GRID_SX}>
            <TextField label={T.commoditySetName} {...props('name')} />
            <TextField label={T.commoditySetDescription} {...props('description')} />
            <TextField
              label={CONSOLE_LISTING_TEXTS.yuan(T.commoditySetAmount)}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              {...props('amount')}
            />
          </Box>
          <Button variant="contained" disabled={sending} onClick={() => void add()}>
            {T.commoditySetAdd}
          </Button>
        </Box>
      ) : null}
      <Confirm
        isOpen={removing !== null}
        loading={sending}
        title={T.commoditySetDelete}
        content={removing === null ? '' : CONSOLE_LISTING_TEXTS.deleteConfirm(removing.name)}
        confirm={T.commoditySetDelete}
        onConfirm={() => void remove()}
        onClose={() => setRemoving(null)}
      />
    </Section>
  );
};
