import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import {
  COLLATERAL_DESCRIPTION_MAX_LENGTH,
  FIELD_LABELS,
  MESSAGES,
  OPTIONS,
  optionLabel,
  realtyCollateralSchema,
} from '@lendbridge/domain';
import { FormSectionTitle } from '../../shared/layout/FormCard';
import { FormCheckbox, FormFreeTextBox, FormSelect, FormTextField } from '../../shared/form';
import { AddressFields, EMPTY_ADDRESS } from '../member/AddressFields';
import type { AddressValues } from '../member/AddressFields';
import { useAttributeOptions } from '../member/useAttributeOptions';
import type { StoredRealtyCollateral } from './loanApplication.api';
import { useCollateralAdd } from './useCollateralAdd';
import type { CollateralFormProps } from './useCollateralAdd';

const L = FIELD_LABELS;

/** The form of one realty collateral (a house); the zip code the address picker fills is not sent. */
export interface RealtyFormValues {
  realty_address: AddressValues;
  house_age: string;
  house_type: string;
  description: string;
  expect_value_10k: string;
  parking_space: boolean;
}

const EMPTY_REALTY: RealtyFormValues = {
  realty_address: EMPTY_ADDRESS,
  house_age: '',
  house_type: '',
  description: '',
  expect_value_10k: '',
  parking_space: false,
};

const blankToUndefined = (value: string): string | undefined => (value.trim() === '' ? undefined : value);

/** The realty collateral as the domain schema reads it: type house, its details and the parking space. */
export const realtyCollateralInput = (values: RealtyFormValues) => ({
  type: 'house',
  details: {
    realty_address: {
      city: blankToUndefined(values.realty_address.city),
      district: blankToUndefined(values.realty_address.district),
      address: blankToUndefined(values.realty_address.address),
    },
    house_age: blankToUndefined(values.house_age),
    house_type: blankToUndefined(values.house_type),
    description: blankToUndefined(values.description),
    expect_value_10k: blankToUndefined(values.expect_value_10k),
  },
  parking_space: values.parking_space,
});

const DETAIL_FIELDS = ['house_age', 'house_type', 'description', 'expect_value_10k'] as const;
const ADDRESS_PARTS = ['city', 'district', 'address'] as const;

/**
 * A schema or server error path as a realty form field: details.realty_address.city →
 * realty_address.city (the whole address → its street part), details.house_age → house_age.
 */
export const realtyFieldOf = (path: readonly PropertyKey[]): FieldPath<RealtyFormValues> | undefined => {
  const [first, second, third] = path.map(String);
  if (first === 'parking_space') return 'parking_space';
  if (first !== 'details' || second === undefined) return undefined;
  if (second === 'realty_address') {
    const part = ADDRESS_PARTS.find((name) => name === third);
    return part === undefined ? 'realty_address.address' : `realty_address.${part}`;
  }
  return DETAIL_FIELDS.find((name) => name === second);
};

/** The list line of a stored realty collateral: its address, then type, age, value and parking. */
export const realtyCollateralSummary = (collateral: StoredRealtyCollateral): { primary: string; secondary: string } => {
  const { realty_address: address, house_type: houseType, house_age: age, expect_value_10k: value } = collateral.details;
  return {
    primary: `${address.city}${address.district}${address.address}`,
    secondary: [
      `${L.realty_house_type}：${optionLabel('realty_house_type', houseType) ?? houseType}`,
      `${L.house_age}：${age} ${MESSAGES.yearsUnit}`,
      `${L.expect_value_10k}：${value}`,
      collateral.parking_space ? MESSAGES.realtyParking : MESSAGES.realtyNoParking,
    ].join('；'),
  };
};

/** 擔保品說明 of a collateral form. */
export function CollateralDescriptionBox<T extends FieldValues & { description: string }>({ control }: { control: Control<T> }) {
  return (
    <FormFreeTextBox
      control={control}
      name={'description' as FieldPath<T>}
      label={L.collateral_description}
      maxLength={COLLATERAL_DESCRIPTION_MAX_LENGTH}
    />
  );
}

/** One realty collateral: the house's address, building type, age, expected value, description, parking. */
export function RealtyCollateralForm({ onAdd, onError }: CollateralFormProps) {
  const form = useForm<RealtyFormValues>({ defaultValues: EMPTY_REALTY });
  const { control } = form;
  const { options: cities } = useAttributeOptions('address.city');
  const { adding, add } = useCollateralAdd({
    form,
    empty: EMPTY_REALTY,
    schema: realtyCollateralSchema,
    input: realtyCollateralInput,
    fieldOf: realtyFieldOf,
    onAdd,
    onError,
  });

  return (
    <Stack spacing={2.5}>
      <FormSectionTitle>{L.realty_address}</FormSectionTitle>
      <AddressFields control={control} prefix="realty_address" cities={cities} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormSelect control={control} name="house_type" label={L.realty_house_type} options={OPTIONS.realty_house_type} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={control} name="house_age" label={L.house_age} numeric />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={control} name="expect_value_10k" label={L.expect_value_10k} numeric />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }} sx={{ display: 'flex', alignItems: 'center' }}>
          <FormCheckbox control={control} name="parking_space" label={MESSAGES.realtyParking} />
        </Grid>
      </Grid>
      <CollateralDescriptionBox control={control} />
      <div>
        <Button variant="outlined" onClick={() => void add()} disabled={adding} aria-busy={adding}>
          {MESSAGES.collateralAdd}
        </Button>
      </div>
    </Stack>
  );
}
