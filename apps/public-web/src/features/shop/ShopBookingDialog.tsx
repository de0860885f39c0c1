import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { MESSAGES, SHOP_TEXTS, shopBookingHours, shopBookingSchema, shopHourLabel } from '@lendbridge/domain';
import type { ShopCard, ShopProduct } from '@lendbridge/domain';
import { ApiError } from '../../app/api';
import { useAlert } from '../../shared/AlertDialog';
import { shopQueries } from './shop.api';
import { useShopBooking } from './useShopPayment';

interface BookingValues {
  date: string;
  hour: string;
  name: string;
  phone: string;
  note: string;
}

const EMPTY: BookingValues = { date: '', hour: '', name: '', phone: '', note: '' };

/** The booking as the schema reads it: an unchosen hour is no hour. */
export const bookingBody = (productId: number, values: BookingValues) => ({
  product_id: productId,
  date: values.date,
  hour: values.hour === '' ? undefined : Number(values.hour),
  name: values.name.trim(),
  phone: values.phone.trim(),
  note: values.note,
});

/**
 * Booking a service: the date, then an hour among the day's slots (9:00 to 17:00; 查無資料 when
 * the slots cannot be read), the name and phone. A missing answer is the spec's alert, in the
 * order 請選擇日期, 請選擇時間, 請輸入姓名, 請輸入電話; a slot taken meanwhile is the server's 409.
 */
export function ShopBookingDialog({ shop, product, open, onClose }: { shop: ShopCard; product: ShopProduct; open: boolean; onClose: () => void }) {
  const { showAlert } = useAlert();
  const booking = useShopBooking(shop.id);
  const [values, setValues] = useState<BookingValues>(EMPTY);
  const slots = useQuery({ ...shopQueries.slots(shop.id, values.date), enabled: values.date !== '' });
  const available = new Set((slots.data ?? []).filter((slot) => slot.available).map((slot) => slot.hour));

  const submit = async () => {
    const parsed = shopBookingSchema.safeParse(bookingBody(product.id, values));
    if (!parsed.success) {
      await showAlert({ title: parsed.error.issues[0]?.message ?? SHOP_TEXTS.unknownError });
      return;
    }
    try {
      await booking.mutateAsync(parsed.data);
      onClose();
      await showAlert({ title: SHOP_TEXTS.bookingSuccess, text: `${values.date} ${shopHourLabel(parsed.data.hour)}` });
    } catch (error) {
      await showAlert({ title: MESSAGES.genericErrorTitle, text: error instanceof ApiError ? error.message : SHOP_TEXTS.unknownError });
      void slots.refetch();
    }
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="shop-booking-title">
      <DialogTitle id="shop-booking-title">{`${SHOP_TEXTS.book}：${product.name}`}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            type="date"
            label={SHOP_TEXTS.date}
            value={values.date}
            onChange={(event) => setValues({ ...values, date: event.target.value, hour: '' })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          {slots.isError && <Alert severity="error">{SHOP_TEXTS.slotsFailed}</Alert>}
          <TextField
            select
            label={SHOP_TEXTS.hour}
            value={values.hour}
            onChange={(event) => setValues({ ...values, hour: event.target.value })}
            disabled={values.date === '' || !slots.isSuccess}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="" />
            {shopBookingHours().map((hour) => (
              <option key={hour} value={String(hour)} disabled={!available.has(hour)}>
                {`${shopHourLabel(hour)}${available.has(hour) ? '' : `（${SHOP_TEXTS.unavailable}）`}`}
              </option>
            ))}
          </TextField>
          <TextField label={SHOP_TEXTS.name} value={values.name} onChange={(event) => setValues({ ...values, name: event.target.value })} />
          <TextField label={SHOP_TEXTS.phone} value={values.phone} onChange={(event) => setValues({ ...values, phone: event.target.value })} />
          <TextField label={SHOP_TEXTS.note} value={values.note} multiline onChange={(event) => setValues({ ...values, note: event.target.value })} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{SHOP_TEXTS.back}</Button>
        <Button variant="contained" disabled={booking.isPending} onClick={() => void submit()}>
          {SHOP_TEXTS.book}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
