import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PLACE_ORDER_TEXTS, SHOP_TEXTS, formatNtd } from '@lendbridge/domain';
import { PageLoading } from '../../shared/PageLoading';
import { cartTotal } from './shopCart';
import type { useShopCart } from './useShopCart';

export type ShopCartState = ReturnType<typeof useShopCart>;

/** The cart step: the lines the server still sells, their quantities and notes, the total; 購物車目前無商品 when none. */
export function ShopCartStep({ cart, onBack, onNext }: { cart: ShopCartState; onBack: () => void; onNext: () => void }) {
  if (cart.loading) return <PageLoading />;
  const empty = cart.lines.length === 0;
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h2">
        {SHOP_TEXTS.cart}
      </Typography>
      {empty ? (
        <Alert severity="info">{SHOP_TEXTS.cartEmpty}</Alert>
      ) : (
        <Table size="small" aria-label={SHOP_TEXTS.cart}>
          <TableHead>
            <TableRow>
              <TableCell>{SHOP_TEXTS.productName}</TableCell>
              <TableCell align="right">{SHOP_TEXTS.price}</TableCell>
              <TableCell>{SHOP_TEXTS.quantity}</TableCell>
              <TableCell>{SHOP_TEXTS.note}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {cart.lines.map((line) => (
              <TableRow key={line.product.id}>
                <TableCell>{line.product.name}</TableCell>
                <TableCell align="right">{formatNtd(line.product.price)}</TableCell>
                <TableCell>
                  <TextField
                    type="number"
                    size="small"
                    value={String(line.quantity)}
                    onChange={(event) => cart.change(line.product.id, { quantity: Math.trunc(Number(event.target.value)) || 0 })}
                    slotProps={{ htmlInput: { min: 1, max: line.product.quantity, 'aria-label': `${line.product.name} ${SHOP_TEXTS.quantity}` } }}
                    error={line.quantity < 1}
                    helperText={line.quantity < 1 ? SHOP_TEXTS.quantityMin : undefined}
                    sx={{ width: 110 }}
                  />
                </TableCell>
                <TableCell>
                  <TextField
                    size="small"
                    value={line.note}
                    onChange={(event) => cart.change(line.product.id, { note: event.target.value })}
                    slotProps={{ htmlInput: { 'aria-label': `${line.product.name} ${SHOP_TEXTS.note}` } }}
                  />
                </TableCell>
                <TableCell>
                  <Button aria-label={`${PLACE_ORDER_TEXTS.remove} ${line.product.name}`} onClick={() => cart.remove(line.product.id)}>
                    {PLACE_ORDER_TEXTS.remove}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Typography variant="h6">{`${SHOP_TEXTS.total} ${formatNtd(cartTotal(cart.lines))}`}</Typography>
      <Stack direction="row" spacing={2}>
        <Button onClick={onBack}>{SHOP_TEXTS.back}</Button>
        <Button variant="contained" disabled={empty} onClick={onNext}>
          {SHOP_TEXTS.checkout}
        </Button>
      </Stack>
    </Stack>
  );
}
