import { keepPreviousData } from '@tanstack/react-query';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { useController } from 'react-hook-form';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FIELD_LABELS } from '@lendbridge/domain';
import { FormTextField, NATIVE_SELECT_SLOTS, SelectOptions, fieldInputProps } from '../../shared/form';
import type { ChoiceOption } from '../../shared/form';
import { useReportedQuery } from '../../shared/useReportedQuery';
import { memberQueries } from './member.api';

const NO_ZIP_CODES: Readonly<Record<string, string>> = {};

export interface AddressValues {
  zip_code: string;
  city: string;
  district: string;
  address: string;
}

export const EMPTY_ADDRESS: AddressValues = { zip_code: '', city: '', district: '', address: '' };

export interface AddressFieldsProps<T extends FieldValues, O> {
  control: Control<T, unknown, O>;
  /** The address object's path in the form, e.g. registered_address. */
  prefix: string;
  /** City options (POST /api/attributes address.city). */
  cities: readonly ChoiceOption[];
  disabled?: boolean;
}

/**
 * City and district selects (districts from GET /api/address-attributes?city=), the zip code
 * filled in from the district, and the street address.
 */
export function AddressFields<T extends FieldValues, O>({ control, prefix, cities, disabled = false }: AddressFieldsProps<T, O>) {
  const path = (part: keyof AddressValues) => `${prefix}.${part}` as FieldPath<T>;
  const city = useController({ control, name: path('city') });
  const district = useController({ control, name: path('district') });
  const zip = useController({ control, name: path('zip_code') });
  const cityValue = (city.field.value as string | undefined) ?? '';
  /** The districts of the city chosen (those of the city before meanwhile). */
  const districts = useReportedQuery({ ...memberQueries.districts(cityValue), enabled: cityValue !== '', placeholderData: keepPreviousData });
  const zipCodes = cityValue === '' ? NO_ZIP_CODES : (districts.data ?? NO_ZIP_CODES);

  const districtOptions = Object.keys(zipCodes);
  const districtValue = (district.field.value as string | undefined) ?? '';
  const shownDistricts = districtValue !== '' && !districtOptions.includes(districtValue) ? [districtValue, ...districtOptions] : districtOptions;
  const cityOptions = cityValue !== '' && !cities.some((option) => option.value === cityValue)
    ? [{ value: cityValue, label: cityValue }, ...cities]
    : cities;

  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 4 }}>
        <TextField
          select
          fullWidth
          label={FIELD_LABELS.city}
          {...fieldInputProps(city)}
          value={cityValue}
          disabled={disabled}
          onChange={(event) => {
            city.field.onChange(event.target.value);
            district.field.onChange('');
            zip.field.onChange('');
          }}
          slotProps={NATIVE_SELECT_SLOTS}
        >
          <SelectOptions options={cityOptions} />
        </TextField>
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <TextField
          select
          fullWidth
          label={FIELD_LABELS.district}
          {...fieldInputProps(district)}
          value={districtValue}
          disabled={disabled || cityValue === ''}
          onChange={(event) => {
            district.field.onChange(event.target.value);
            zip.field.onChange(zipCodes[event.target.value] ?? '');
          }}
          slotProps={NATIVE_SELECT_SLOTS}
        >
          <SelectOptions options={shownDistricts.map((name) => ({ value: name, label: name }))} />
        </TextField>
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <TextField
          fullWidth
          label={FIELD_LABELS.zip_code}
          {...fieldInputProps(zip)}
          value={(zip.field.value as string | undefined) ?? ''}
          disabled={disabled}
          onChange={(event) => zip.field.onChange(event.target.value)}
          slotProps={{ htmlInput: { inputMode: 'numeric' }, inputLabel: { shrink: true } }}
        />
      </Grid>
      <Grid size={12}>
        <FormTextField
          control={control}
          name={path('address')}
          label={FIELD_LABELS.address}
          disabled={disabled}
          autoComplete="street-address"
        />
      </Grid>
    </Grid>
  );
}
