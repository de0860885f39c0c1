import { useState } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LEOPARD_CAT_DEFAULT_RICE_TYPE, LEOPARD_CAT_RICE_TYPES, SHOP_TEXTS, shopOrderInfoSchema, zodIssuesToFieldErrors } from '@lendbridge/domain';
import type { LeopardCatRiceType, ShopOrderAnswer, ShopOrderInfoInput } from '@lendbridge/domain';
import { memberQueries } from '../member/member.api';
import { useAttributeOptions } from '../member/useAttributeOptions';
import { useReportedQuery } from '../../shared/useReportedQuery';
import { useOrderInfoAutosave } from './useOrderInfoAutosave';

export interface OrderInfoValues {
  temple: { name: string; phone: string; note: string };
  delivery: { name: string; phone: string; note: string; city: string; district: string; address: string };
  leopard_cat_rice_type: LeopardCatRiceType;
}

const NO_DISTRICTS: Readonly<Record<string, string>> = {};

/** The form's values from the order's saved info (白米 when no rice type was chosen). */
export const infoValuesOf = (info: ShopOrderAnswer['info']): OrderInfoValues => ({
  temple: { name: info?.temple?.name ?? '', phone: info?.temple?.phone ?? '', note: info?.temple?.note ?? '' },
  delivery: {
    name: info?.delivery?.name ?? '',
    phone: info?.delivery?.phone ?? '',
    note: info?.delivery?.note ?? '',
    city: info?.delivery?.city ?? '',
    district: info?.delivery?.district ?? '',
    address: info?.delivery?.address ?? '',
  },
  leopard_cat_rice_type: info?.leopard_cat_rice_type ?? LEOPARD_CAT_DEFAULT_RICE_TYPE,
});

const filled = (part: Readonly<Record<string, string>>): boolean => Object.values(part).some((value) => value.trim() !== '');

/** What PUT …/info is sent: the rice type, and the temple and delivery parts the buyer began to fill. */
export const infoBodyOf = (values: OrderInfoValues): ShopOrderInfoInput => ({
  ...(filled(values.temple) ? { temple: values.temple } : {}),
  ...(filled(values.delivery) ? { delivery: values.delivery } : {}),
  leopard_cat_rice_type: values.leopard_cat_rice_type,
});

/**
 * The order info (temple, delivery, rice type), saved SHOP_ORDER_INFO_DEBOUNCE_MS after the last
 * change once the domain's shopOrderInfoSchema accepts it; the city list and the city's districts
 * come from the address attributes.
 */
export function ShopOrderInfoForm({ order, editable }: { order: ShopOrderAnswer; editable: boolean }) {
  const [values, setValues] = useState<OrderInfoValues>(() => infoValuesOf(order.info));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const autosave = useOrderInfoAutosave(order.serial);
  const { options: cities } = useAttributeOptions('address.city');
  const city = values.delivery.city;
  const districts = useReportedQuery({ ...memberQueries.districts(city), enabled: city !== '', placeholderData: keepPreviousData });
  const districtNames = Object.keys(city === '' ? NO_DISTRICTS : (districts.data ?? NO_DISTRICTS));

  const change = (next: OrderInfoValues) => {
    setValues(next);
    const parsed = shopOrderInfoSchema.safeParse(infoBodyOf(next));
    setErrors(parsed.success ? {} : zodIssuesToFieldErrors(parsed.error));
    if (parsed.success) autosave.schedule(parsed.data);
  };
  const temple = (field: keyof OrderInfoValues['temple'], value: string) => change({ ...values, temple: { ...values.temple, [field]: value } });
  const delivery = (field: keyof OrderInfoValues['delivery'], value: string) =>
    change({ ...values, delivery: { ...values.delivery, [field]: value, ...(field === 'city' ? { district: '' } : {}) } });

  const text = (label: string, value: string, onChange: (value: string) => void, error: string | undefined) => (
    <TextField fullWidth label={label} value={value} disabled={!editable} onChange={(event) => onChange(event.target.value)} error={error !== undefined} helperText={error} />
  );

  return (
    <Stack spacing={2} component="section" aria-label={SHOP_TEXTS.deliveryInfo}>
      <Typography variant="h6" component="h2">
        {SHOP_TEXTS.riceType}
      </Typography>
      <TextField
        select
        label={SHOP_TEXTS.riceType}
        value={values.leopard_cat_rice_type}
        disabled={!editable}
        onChange={(event) => change({ ...values, leopard_cat_rice_type: LEOPARD_CAT_RICE_TYPES.find((type) => type === event.target.value) ?? LEOPARD_CAT_DEFAULT_RICE_TYPE })}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        {LEOPARD_CAT_RICE_TYPES.map((type) => (
          <option key={type} value={type}>
            {type}
          </option>
        ))}
      </TextField>
      <Typography variant="h6" component="h2">
        {SHOP_TEXTS.templeInfo}
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>{text(`${SHOP_TEXTS.templeInfo} ${SHOP_TEXTS.name}`, values.temple.name, (value) => temple('name', value), errors['temple.name'])}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{text(`${SHOP_TEXTS.templeInfo} ${SHOP_TEXTS.phone}`, values.temple.phone, (value) => temple('phone', value), errors['temple.phone'])}</Grid>
        <Grid size={12}>{text(`${SHOP_TEXTS.templeInfo} ${SHOP_TEXTS.note}`, values.temple.note, (value) => temple('note', value), errors['temple.note'])}</Grid>
      </Grid>
      <Typography variant="h6" component="h2">
        {SHOP_TEXTS.deliveryInfo}
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>{text(`${SHOP_TEXTS.deliveryInfo} ${SHOP_TEXTS.name}`, values.delivery.name, (value) => delivery('name', value), errors['delivery.name'])}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{text(`${SHOP_TEXTS.deliveryInfo} ${SHOP_TEXTS.phone}`, values.delivery.phone, (value) => delivery('phone', value), errors['delivery.phone'])}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            select
            fullWidth
            label={SHOP_TEXTS.city}
            value={city}
            disabled={!editable}
            onChange={(event) => delivery('city', event.target.value)}
            error={errors['delivery.city'] !== undefined}
            helperText={errors['delivery.city']}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="" />
            {(city !== '' && !cities.some((option) => option.value === city) ? [{ value: city, label: city }, ...cities] : cities).map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            select
            fullWidth
            label={SHOP_TEXTS.district}
            value={values.delivery.district}
            disabled={!editable || city === ''}
            onChange={(event) => delivery('district', event.target.value)}
            error={errors['delivery.district'] !== undefined}
            helperText={errors['delivery.district']}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="" />
            {(values.delivery.district !== '' && !districtNames.includes(values.delivery.district) ? [values.delivery.district, ...districtNames] : districtNames).map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </TextField>
        </Grid>
        <Grid size={12}>{text(`${SHOP_TEXTS.deliveryInfo} ${SHOP_TEXTS.address}`, values.delivery.address, (value) => delivery('address', value), errors['delivery.address'])}</Grid>
        <Grid size={12}>{text(`${SHOP_TEXTS.deliveryInfo} ${SHOP_TEXTS.note}`, values.delivery.note, (value) => delivery('note', value), errors['delivery.note'])}</Grid>
      </Grid>
      {autosave.state === 'failed' && autosave.error !== null && (
        <Typography role="alert" color="error">
          {autosave.error}
        </Typography>
      )}
    </Stack>
  );
}
