import {
  CONSOLE_LISTING_TEXTS,
  LISTING_TEXTS,
  PAYMENT_IN_GOODS_OPTIONS,
  type MarketFarmerDetail,
  type PaymentInGoods,
} from '@lendbridge/domain';
import { Box, Button, MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { Section } from '../../shared/Details';
import { fieldState, useListingWrite, type ListingSectionProps } from './useListingWrite';

const T = LISTING_TEXTS;

interface Profile {
  produce_situation: string;
  place_of_origin: string;
  lat: string;
  lng: string;
  payment_in_goods: PaymentInGoods;
}

const profileOf = (farmer: MarketFarmerDetail | null): Profile => ({
  produce_situation: farmer?.produce_situation ?? '',
  place_of_origin: farmer?.place_of_origin ?? '',
  lat: farmer?.place_of_origin_geo ? String(farmer.place_of_origin_geo.lat) : '',
  lng: farmer?.place_of_origin_geo ? String(farmer.place_of_origin_geo.lng) : '',
  payment_in_goods: farmer?.payment_in_goods ?? 'none',
});

const GRID_SX = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
  columnGap: 2,
  rowGap: 1,
} as const;

/**
 * 農民資料 of a farmer loan: how the produce is grown and sold, the place of origin with optional
 * coordinates (both or neither) for the lenders' map, and whether the loan repays in produce.
 */
export const FarmerProfileSection = ({ listing, onSaved }: ListingSectionProps) => {
  const [profile, setProfile] = useState<Profile>(() => profileOf(listing.farmer));
  const { errors, clearError, sending, run } = useListingWrite(onSaved);
  const readOnly = !listing.editable;

  const change = (field: keyof Profile) => (event: { target: { value: string } }) => {
    setProfile({ ...profile, [field]: event.target.value });
    clearError(field);
  };
  const props = (field: keyof Profile) => ({
    value: profile[field],
    onChange: change(field),
    disabled: readOnly,
    size: 'small' as const,
    fullWidth: true,
    ...fieldState(errors, field),
  });

  return (
    <Section title={T.farmerTitle}>
      <Box component="form" aria-label={T.farmerTitle} noValidate onSubmit={(event) => event.preventDefault()}>
        <TextField label={T.produceSituation} multiline minRows={3} {...props('produce_situation')} sx={{ mb: 1 }} />
        <Box sx={GRID_SX}>
          <TextField label={T.placeOfOrigin} {...props('place_of_origin')} />
          <TextField label={T.lat} slotProps={{ htmlInput: { inputMode: 'decimal' } }} {...props('lat')} />
          <TextField label={T.lng} slotProps={{ htmlInput: { inputMode: 'decimal' } }} {...props('lng')} />
          <TextField select label={T.paymentInGoodsLabel} {...props('payment_in_goods')}>
            {PAYMENT_IN_GOODS_OPTIONS.map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
        </Box>
        {readOnly ? null : (
          <Button
            variant="contained"
            disabled={sending}
            onClick={() => void run((dataProvider) => dataProvider.saveFarmerProfile(listing.loan.id, profile))}
          >
            {CONSOLE_LISTING_TEXTS.save}
          </Button>
        )}
      </Box>
    </Section>
  );
};
