import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  MESSAGES,
  SHOP_DEFAULT_PAYMENT_METHOD,
  SHOP_PAYMENT_METHODS,
  SHOP_PAYMENT_METHOD_LABELS,
  SHOP_TEXTS,
  formatNtd,
  shopOrderSchema,
  shopOrderSearchPath,
  zodIssuesToFieldErrors,
} from '@lendbridge/domain';
import type { ShopOrderForm, ShopPaymentMethod } from '@lendbridge/domain';
import { ApiError } from '../../app/api';
import { withNext } from '../../app/ladder';
import { useUserStatus } from '../../app/session';
import { useAlert } from '../../shared/AlertDialog';
import { PageLoading } from '../../shared/PageLoading';
import type { ShopCartState } from './ShopCartStep';
import { cartTotal, orderProductsOf } from './shopCart';
import { useShopPayment } from './useShopPayment';
import { useShopPromo } from './useShopPromo';

const TEXT_FIELDS = ['receiver_name', 'phone', 'email', 'address', 'contact', 'note'] as const;
type TextFieldName = (typeof TEXT_FIELDS)[number];

const FIELD_LABEL: Readonly<Record<TextFieldName, string>> = {
  receiver_name: SHOP_TEXTS.receiverName,
  phone: SHOP_TEXTS.phone,
  email: SHOP_TEXTS.email,
  address: SHOP_TEXTS.address,
  contact: SHOP_TEXTS.contact,
  note: SHOP_TEXTS.note,
};

/** The first message of the field errors about the products (購物車目前無商品, a quantity under 1), or null. */
export const productsError = (errors: Readonly<Record<string, string>>): string | null =>
  Object.entries(errors).find(([field]) => field === 'products' || field.startsWith('products.'))?.[1] ?? null;

/**
 * The checkout step: the receiver, contact and payment method (pay-later by default), the promo
 * code checked as typed, and the order of the cart's lines the server still sells. The order is
 * checked with the domain's shopOrderSchema (購物車目前無商品, quantities at least 1) before it is
 * sent (a visitor signs in first and comes back); once placed, the order search page shows it and
 * clears the cart.
 */
export function ShopCheckoutStep({ cart, onBack }: { cart: ShopCartState; onBack: () => void }) {
  const navigate = useNavigate();
  const location = useLocation();
  const { showAlert } = useAlert();
  const { status } = useUserStatus();
  const payment = useShopPayment();
  const total = cartTotal(cart.lines);
  const promo = useShopPromo(total);
  const [values, setValues] = useState<Record<TextFieldName, string>>({
    receiver_name: '',
    phone: '',
    email: status.email ?? '',
    address: '',
    contact: '',
    note: '',
  });
  const [method, setMethod] = useState<ShopPaymentMethod>(SHOP_DEFAULT_PAYMENT_METHOD);
  const [errors, setErrors] = useState<Record<string, string>>({});

  if (cart.loading) return <PageLoading />;

  const submit = async () => {
    const body: ShopOrderForm = { ...values, payment_method: method, products: orderProductsOf(cart.lines), ...(promo.code === undefined ? {} : { promo_code: promo.code }) };
    const parsed = shopOrderSchema.safeParse(body);
    const found = parsed.success ? {} : zodIssuesToFieldErrors(parsed.error);
    setErrors(found);
    const productsProblem = productsError(found);
    if (productsProblem !== null) {
      await showAlert({ title: productsProblem });
      return;
    }
    if (Object.keys(found).length > 0 || !parsed.success) return;
    if (!status.loggedIn) {
      void navigate(withNext('/auth/login', `${location.pathname}${location.search}`));
      return;
    }
    try {
      const order = await payment.mutateAsync({ kind: 'order', body: parsed.data });
      void navigate(shopOrderSearchPath(order.serial, true));
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.errors).length > 0) setErrors(error.errors);
      else await showAlert({ title: MESSAGES.genericErrorTitle, text: error instanceof Error ? error.message : undefined });
    }
  };

  return (
    <Stack spacing={2} component="form" noValidate onSubmit={(event) => { event.preventDefault(); void submit(); }}>
      <Typography variant="h5" component="h2">
        {SHOP_TEXTS.checkout}
      </Typography>
      {cart.lines.length === 0 && <Alert severity="info">{SHOP_TEXTS.cartEmpty}</Alert>}
      {cart.lines.map((line) => (
        <Typography key={line.product.id} variant="body2">
          {`${line.product.name} × ${line.quantity} ｜ ${formatNtd(line.product.price * line.quantity)}`}
        </Typography>
      ))}
      <Typography variant="h6">{`${SHOP_TEXTS.total} ${formatNtd(total)}`}</Typography>
      {TEXT_FIELDS.map((name) => (
        <TextField
          key={name}
          label={FIELD_LABEL[name]}
          value={values[name]}
          onChange={(event) => setValues({ ...values, [name]: event.target.value })}
          error={errors[name] !== undefined}
          helperText={errors[name]}
          multiline={name === 'note'}
          required={name !== 'note' && name !== 'contact'}
        />
      ))}
      <div>
        <Typography variant="subtitle2" id="shop-payment-method">
          {SHOP_TEXTS.paymentMethod}
        </Typography>
        <RadioGroup aria-labelledby="shop-payment-method" value={method} onChange={(event) => setMethod(SHOP_PAYMENT_METHODS.find((choice) => choice === event.target.value) ?? SHOP_DEFAULT_PAYMENT_METHOD)}>
          {SHOP_PAYMENT_METHODS.map((choice) => (
            <FormControlLabel key={choice} value={choice} control={<Radio />} label={SHOP_PAYMENT_METHOD_LABELS[choice]} />
          ))}
        </RadioGroup>
      </div>
      <TextField
        label={SHOP_TEXTS.promoCode}
        value={promo.input}
        onChange={(event) => promo.setInput(event.target.value)}
        error={promo.note.error || errors.promo_code !== undefined}
        helperText={errors.promo_code ?? promo.note.text}
      />
      <Stack direction="row" spacing={2}>
        <Button onClick={onBack}>{SHOP_TEXTS.back}</Button>
        <Button type="submit" variant="contained" disabled={payment.isPending}>
          {SHOP_TEXTS.submitOrder}
        </Button>
      </Stack>
    </Stack>
  );
}
