import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import {
  MESSAGES,
  SHOP_DEFAULT_PAYMENT_METHOD,
  SHOP_DELIVERY_STATUS_LABELS,
  SHOP_INSTALMENT_STATUS_LABELS,
  SHOP_ORDER_STATUS_LABELS,
  SHOP_PAYMENT_METHODS,
  SHOP_PAYMENT_METHOD_LABELS,
  SHOP_TEXTS,
  formatDateTime,
  formatNtd,
  isShopOrderCancellable,
  isShopOrderInfoEditable,
  isShopOrderReceivable,
  shopPayWithin,
} from '@lendbridge/domain';
import type { ShopOrderAnswer, ShopPaymentMethod } from '@lendbridge/domain';
import { ApiError } from '../../app/api';
import { PageLoading } from '../../shared/PageLoading';
import { ShopOrderInfoForm } from './ShopOrderInfoForm';
import { shopQueries } from './shop.api';
import { clearCartStore } from './shopCart';
import { useShopOrderActions } from './useShopPayment';

/** What the order search says when a search fails: the server's message, else 不明錯誤. */
export const orderSearchError = (error: unknown): string =>
  error instanceof ApiError && error.message !== '' && error.message !== MESSAGES.genericErrorText ? error.message : SHOP_TEXTS.unknownError;

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Stack direction="row" spacing={2}>
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: 96 }}>
        {label}
      </Typography>
      <Typography variant="body2">{value}</Typography>
    </Stack>
  );
}

/** One order: its lines, payment (balance or pay-later with the instalment schedule), receipt and cancellation, and its info form. */
export function ShopOrderView({ order }: { order: ShopOrderAnswer }) {
  const { act, isPending } = useShopOrderActions();
  const [method, setMethod] = useState<ShopPaymentMethod>(order.payment_method ?? SHOP_DEFAULT_PAYMENT_METHOD);

  return (
    <Stack spacing={3}>
      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={SHOP_TEXTS.serial}>
        <Stack spacing={1}>
          <Row label={SHOP_TEXTS.serial} value={order.serial} />
          <Row label={SHOP_TEXTS.orderStatus} value={SHOP_ORDER_STATUS_LABELS[order.status]} />
          <Row label={SHOP_TEXTS.deliveryStatus} value={SHOP_DELIVERY_STATUS_LABELS[order.delivery_status]} />
          <Row label={SHOP_TEXTS.paymentMethod} value={SHOP_PAYMENT_METHOD_LABELS[order.payment_method]} />
          {order.discount > 0 && <Row label={SHOP_TEXTS.discount} value={formatNtd(order.discount)} />}
          <Row label={SHOP_TEXTS.total} value={formatNtd(order.total)} />
          <Row label={SHOP_TEXTS.receiverName} value={order.receiver_name} />
          <Row label={SHOP_TEXTS.address} value={order.address} />
          {order.carrier !== null && <Row label={SHOP_TEXTS.carrier} value={`${order.carrier} ${order.carrier_code ?? ''}`} />}
        </Stack>
      </Paper>
      <Table size="small" aria-label={SHOP_TEXTS.productName}>
        <TableHead>
          <TableRow>
            <TableCell>{SHOP_TEXTS.productName}</TableCell>
            <TableCell align="right">{SHOP_TEXTS.price}</TableCell>
            <TableCell align="right">{SHOP_TEXTS.quantity}</TableCell>
            <TableCell>{SHOP_TEXTS.note}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {order.lines.map((line) => (
            <TableRow key={line.product_id}>
              <TableCell>{line.name}</TableCell>
              <TableCell align="right">{formatNtd(line.price)}</TableCell>
              <TableCell align="right">{line.quantity}</TableCell>
              <TableCell>{line.note}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>

      {order.status === 'unpaid' && (
        <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={SHOP_TEXTS.pay}>
          <Stack spacing={1}>
            {order.pay_deadline !== null && <Alert severity="warning">{shopPayWithin(formatDateTime(order.pay_deadline))}</Alert>}
            <Typography variant="subtitle2" id="shop-pay-method">
              {SHOP_TEXTS.paymentMethod}
            </Typography>
            <RadioGroup aria-labelledby="shop-pay-method" value={method} onChange={(event) => setMethod(SHOP_PAYMENT_METHODS.find((choice) => choice === event.target.value) ?? SHOP_DEFAULT_PAYMENT_METHOD)}>
              {SHOP_PAYMENT_METHODS.map((choice) => (
                <FormControlLabel key={choice} value={choice} control={<Radio />} label={SHOP_PAYMENT_METHOD_LABELS[choice]} />
              ))}
            </RadioGroup>
            <Button variant="contained" disabled={isPending} onClick={() => void act({ kind: 'pay', serial: order.serial, payment_method: method }, SHOP_TEXTS.paySuccess)}>
              {SHOP_TEXTS.pay}
            </Button>
          </Stack>
        </Paper>
      )}

      {order.instalments.length > 0 && (
        <Table size="small" aria-label={SHOP_TEXTS.instalments}>
          <TableHead>
            <TableRow>
              <TableCell>{SHOP_TEXTS.instalmentNo}</TableCell>
              <TableCell>{SHOP_TEXTS.dueDate}</TableCell>
              <TableCell align="right">{SHOP_TEXTS.amount}</TableCell>
              <TableCell>{SHOP_TEXTS.orderStatus}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {order.instalments.map((row) => (
              <TableRow key={row.no}>
                <TableCell>{row.no}</TableCell>
                <TableCell>{row.due_date}</TableCell>
                <TableCell align="right">{formatNtd(row.amount)}</TableCell>
                <TableCell>{SHOP_INSTALMENT_STATUS_LABELS[row.status]}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}

      <Stack direction="row" spacing={2}>
        {isShopOrderReceivable(order.status, order.delivery_status) && (
          <Button variant="contained" disabled={isPending} onClick={() => void act({ kind: 'receive', serial: order.serial }, SHOP_TEXTS.received)}>
            {SHOP_TEXTS.confirmReceipt}
          </Button>
        )}
        {isShopOrderCancellable(order.status, order.delivery_status) && (
          <Button color="error" disabled={isPending} onClick={() => void act({ kind: 'cancel', serial: order.serial }, SHOP_TEXTS.orderCancelled)}>
            {SHOP_TEXTS.cancel}
          </Button>
        )}
      </Stack>

      {(order.status === 'unpaid' || order.status === 'paid') && (
        <ShopOrderInfoForm key={order.serial} order={order} editable={isShopOrderInfoEditable(order.status, order.delivery_status)} />
      )}
    </Stack>
  );
}

/**
 * The order search page (?serial=, clear_cart): finds one of the member's orders by its serial and
 * shows it (ShopOrderView). With clear_cart the cart is emptied once (the order was just placed)
 * and the parameter dropped from the URL. A failed search shows the server's message or 不明錯誤.
 */
export function ShopOrderPage() {
  const [params, setParams] = useSearchParams();
  const serial = (params.get('serial') ?? '').trim();
  const clearCart = params.has('clear_cart');
  const [typed, setTyped] = useState(serial);
  const read = useQuery({ ...shopQueries.order(serial), enabled: serial !== '' });

  useEffect(() => {
    if (!clearCart) return;
    clearCartStore();
    const next = new URLSearchParams(params);
    next.delete('clear_cart');
    setParams(next, { replace: true });
  }, [clearCart, params, setParams]);

  return (
    <Container maxWidth="md">
      <Stack spacing={3}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
          {SHOP_TEXTS.search}
        </Typography>
        <Stack
          direction="row"
          spacing={1}
          component="form"
          onSubmit={(event) => {
            event.preventDefault();
            if (typed.trim() !== '') setParams(new URLSearchParams({ serial: typed.trim() }));
          }}
        >
          <TextField size="small" label={SHOP_TEXTS.serial} value={typed} onChange={(event) => setTyped(event.target.value)} />
          <Button type="submit" variant="outlined">
            {SHOP_TEXTS.search}
          </Button>
        </Stack>
        {serial !== '' && read.isPending && <PageLoading />}
        {read.isError && <Alert severity="error">{orderSearchError(read.error)}</Alert>}
        {read.data !== undefined && <ShopOrderView order={read.data} />}
      </Stack>
    </Container>
  );
}
