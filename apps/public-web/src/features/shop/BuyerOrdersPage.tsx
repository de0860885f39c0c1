import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import {
  SHOP_DELIVERY_STATUSES,
  SHOP_DELIVERY_STATUS_LABELS,
  SHOP_ORDER_STATUS_LABELS,
  SHOP_TEXTS,
  formatNtd,
  isShopOrderCancellable,
  shopOrderSearchPath,
} from '@lendbridge/domain';
import type { BuyerOrderRow, ShopDeliveryStatus } from '@lendbridge/domain';
import { LoadFailed } from '../../shared/LoadFailed';
import { PageLoading } from '../../shared/PageLoading';
import { loadStateOf, useReportedQuery } from '../../shared/useReportedQuery';
import { shopQueries } from './shop.api';
import { useShopOrderActions } from './useShopPayment';
import type { ShopPaymentAction } from './useShopPayment';

/** The delivery status of the URL (?delivery_status=), pending unless a valid one is given. */
export const deliveryStatusOf = (value: string | null): ShopDeliveryStatus => SHOP_DELIVERY_STATUSES.find((status) => status === value) ?? 'pending';

function OrderRow({ row, onAct, busy }: { row: BuyerOrderRow; onAct: (action: ShopPaymentAction, success: string) => void; busy: boolean }) {
  return (
    <TableRow>
      <TableCell>
        <Link component={RouterLink} to={shopOrderSearchPath(row.serial)}>
          {row.serial}
        </Link>
      </TableCell>
      <TableCell>{row.shop_name}</TableCell>
      <TableCell>{row.products}</TableCell>
      <TableCell align="right">{formatNtd(row.total)}</TableCell>
      <TableCell>{`${SHOP_ORDER_STATUS_LABELS[row.status]}／${SHOP_DELIVERY_STATUS_LABELS[row.delivery_status]}`}</TableCell>
      <TableCell>{row.carrier === null ? '' : `${row.carrier} ${row.carrier_code ?? ''}`}</TableCell>
      <TableCell>
        <Stack direction="row" spacing={1}>
          {row.can_receive && (
            <Button size="small" variant="contained" disabled={busy} onClick={() => onAct({ kind: 'receive', serial: row.serial }, SHOP_TEXTS.received)}>
              {SHOP_TEXTS.confirmReceipt}
            </Button>
          )}
          {isShopOrderCancellable(row.status, row.delivery_status) && (
            <Button size="small" color="error" disabled={busy} onClick={() => onAct({ kind: 'cancel', serial: row.serial }, SHOP_TEXTS.orderCancelled)}>
              {SHOP_TEXTS.cancel}
            </Button>
          )}
        </Stack>
      </TableCell>
    </TableRow>
  );
}

/**
 * The buyer's orders (我的訂單) filtered by delivery status (pending, delivered, received; the
 * tab and page are in the URL), with confirming receipt of a delivered order and cancelling one
 * not yet delivered.
 */
export function BuyerOrdersPage() {
  const [params, setParams] = useSearchParams();
  const status = deliveryStatusOf(params.get('delivery_status'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const read = useReportedQuery(shopQueries.buyerOrders(status, page));
  const load = loadStateOf(read);
  const { act, isPending } = useShopOrderActions();

  return (
    <Container maxWidth="lg">
      <Stack spacing={2}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
          {SHOP_TEXTS.buyerOrders}
        </Typography>
        <Tabs value={status} onChange={(_event, next: ShopDeliveryStatus) => setParams(new URLSearchParams({ delivery_status: next }))} aria-label={SHOP_TEXTS.deliveryStatus}>
          {SHOP_DELIVERY_STATUSES.map((choice) => (
            <Tab key={choice} value={choice} label={SHOP_DELIVERY_STATUS_LABELS[choice]} />
          ))}
        </Tabs>
        {load.state === 'loading' && <PageLoading />}
        {load.state === 'failed' && <LoadFailed onReload={() => void read.refetch()} />}
        {load.state === 'ready' && (
          <>
            {load.data.data.length === 0 ? (
              <Typography color="text.secondary">{SHOP_TEXTS.orderNotFound}</Typography>
            ) : (
              <Table size="small" aria-label={SHOP_TEXTS.buyerOrders}>
                <TableHead>
                  <TableRow>
                    <TableCell>{SHOP_TEXTS.serial}</TableCell>
                    <TableCell>{SHOP_TEXTS.shopName}</TableCell>
                    <TableCell>{SHOP_TEXTS.productName}</TableCell>
                    <TableCell align="right">{SHOP_TEXTS.total}</TableCell>
                    <TableCell>{SHOP_TEXTS.orderStatus}</TableCell>
                    <TableCell>{SHOP_TEXTS.carrierCode}</TableCell>
                    <TableCell />
                  </TableRow>
                </TableHead>
                <TableBody>
                  {load.data.data.map((row) => (
                    <OrderRow key={row.serial} row={row} busy={isPending} onAct={(action, success) => void act(action, success)} />
                  ))}
                </TableBody>
              </Table>
            )}
            {load.data.meta.last_page > 1 && (
              <Pagination
                page={load.data.meta.current_page}
                count={load.data.meta.last_page}
                onChange={(_event, next) => setParams(new URLSearchParams({ delivery_status: status, page: String(next) }))}
              />
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}
