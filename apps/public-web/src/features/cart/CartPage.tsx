import { useCallback, useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import {
  CART_ADD_QUERY,
  CART_PAGE_PATH,
  CART_TEXTS,
  CHECKOUT_PAGE_PATH,
  MARKET_PLACE_PATH,
  MESSAGES,
  TOAST_MS,
  cartAmountError,
  cartFeeDiscountNotice,
  cartFeeDiscounts,
  cartOrderableLines,
} from '@lendbridge/domain';
import type { CartItem } from '@lendbridge/domain';
import { useQueryClient } from '@tanstack/react-query';
import { ladderStepForError } from '../../app/ladder';
import { useErrorHandler } from '../../app/useErrorHandler';
import { useAlert } from '../../shared/AlertDialog';
import { PageLoading } from '../../shared/PageLoading';
import { useReportedQuery } from '../../shared/useReportedQuery';
import { ConfirmDialog } from '../loan-application/ConfirmDialog';
import { cartAddErrorMessage, cartQueries, clearCart, removeCartItem, useAddToCart } from './cart.api';
import type { CartContents } from './cart.api';
import { CartAnalysisPanel } from './CartAnalysisPanel';
import { CartItemRow } from './CartItemRow';

/** A row is mounted again when its loan changed, so its rules start from the new maximum. */
const rowKey = (item: CartItem): string => `${item.id}:${item.amount_investable}:${String(item.can_invest)}`;

/**
 * The cart page: the items with editable amounts, the warnings of loans that changed, the
 * fee-discount notice, the analysis panel and the way to checkout. /market-place/carts?add=
 * {serial}&amount={n} first adds that loan (the loan detail page links here), then clears the query.
 */
export function CartPage() {
  const handleError = useErrorHandler();
  const handleErrorRef = useRef(handleError);
  const { showAlert } = useAlert();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const { mutateAsync: add } = useAddToCart();
  const [ready, setReady] = useState<Record<number, boolean>>({});
  const [pendingDelete, setPendingDelete] = useState<CartItem | null>(null);
  const [confirmClear, setConfirmClear] = useState(false);
  const [busy, setBusy] = useState(false);
  const [toast, setToast] = useState<string | null>(null);
  const handledAdd = useRef<string | null>(null);

  useEffect(() => {
    handleErrorRef.current = handleError;
  }, [handleError]);

  const addSerial = params.get(CART_ADD_QUERY.serial);
  const addAmount = params.get(CART_ADD_QUERY.amount) ?? '';

  /** The cart is read once the loan asked for by ?add= is in it. */
  const read = useReportedQuery({ ...cartQueries.list(), enabled: addSerial === null });
  const cart = addSerial === null ? (read.data ?? null) : null;
  const reload = useCallback(() => queryClient.invalidateQueries({ queryKey: cartQueries.root }), [queryClient]);

  useEffect(() => {
    if (addSerial === null) handledAdd.current = null;
  }, [addSerial]);

  useEffect(() => {
    if (addSerial === null) return;
    const key = `${addSerial}\n${addAmount}`;
    if (handledAdd.current === key) return;
    handledAdd.current = key;
    const clearQuery = () => navigate(CART_PAGE_PATH, { replace: true });
    const invalid = cartAmountError(addAmount, null);
    if (invalid !== undefined) {
      void showAlert({ title: MESSAGES.genericErrorTitle, text: invalid });
      clearQuery();
      return;
    }
    add({ loan_serial: addSerial, amount: Number(addAmount) })
      .then(() => setToast(CART_TEXTS.added))
      .catch((error: unknown) => {
        if (ladderStepForError(error) !== null) handleErrorRef.current(error);
        else void showAlert({ title: MESSAGES.genericErrorTitle, text: cartAddErrorMessage(error) });
      })
      .finally(clearQuery);
  }, [addSerial, addAmount, add, navigate, showAlert]);

  const onReadyChange = useCallback((id: number, value: boolean) => {
    setReady((current) => (current[id] === value ? current : { ...current, [id]: value }));
  }, []);

  const onSaved = useCallback(
    (saved: CartItem) => {
      queryClient.setQueryData(cartQueries.list().queryKey, (current: CartContents | undefined) =>
        current === undefined ? current : { ...current, items: current.items.map((item) => (item.id === saved.id ? saved : item)) },
      );
      void reload();
    },
    [queryClient, reload],
  );

  const onRowError = useCallback((error: unknown) => handleErrorRef.current(error), []);

  const onConfirmDelete = async () => {
    if (pendingDelete === null) return;
    setBusy(true);
    try {
      await removeCartItem(pendingDelete.id);
      setPendingDelete(null);
      setToast(MESSAGES.deleted);
      await reload();
    } catch (error) {
      setPendingDelete(null);
      handleError(error);
    } finally {
      setBusy(false);
    }
  };

  const onConfirmClear = async () => {
    setBusy(true);
    try {
      await clearCart();
      setConfirmClear(false);
      setToast(CART_TEXTS.cleared);
      await reload();
    } catch (error) {
      setConfirmClear(false);
      handleError(error);
    } finally {
      setBusy(false);
    }
  };

  if (cart === null) return <PageLoading />;

  const lines = cartOrderableLines(cart.items);
  const discounts = cartFeeDiscounts(lines);
  const canCheckout = cart.items.length > 0 && cart.items.every((item) => ready[item.id] === true);

  return (
    <Container maxWidth="lg">
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 3 }}>
        {CART_TEXTS.title}
      </Typography>
      <Stack spacing={2} sx={{ mb: 2 }}>
        {cart.warnings.length > 0 && (
          <Alert severity="warning" sx={{ whiteSpace: 'pre-line' }}>
            {cart.warnings.join('\n')}
          </Alert>
        )}
        {discounts.map((discount) => (
          <Alert key={discount.loan_serial} severity="success">
            {cartFeeDiscountNotice(
              discount.loan_serial,
              discount.min_discount_order_amount,
              discount.lender_fee,
              discount.discount_lender_fee,
            )}
          </Alert>
        ))}
      </Stack>
      {cart.items.length === 0 ? (
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {CART_TEXTS.empty}
          </Typography>
          <Button variant="contained" component={RouterLink} to={MARKET_PLACE_PATH}>
            {CART_TEXTS.browseMarket}
          </Button>
        </Paper>
      ) : (
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '1fr 320px' }, alignItems: 'start' }}>
          <Paper variant="outlined">
            <TableContainer>
              <Table aria-label={CART_TEXTS.itemsTable}>
                <TableHead>
                  <TableRow>
                    <TableCell>{CART_TEXTS.loanSerial}</TableCell>
                    <TableCell>{CART_TEXTS.market}</TableCell>
                    <TableCell>{CART_TEXTS.creditLevel}</TableCell>
                    <TableCell align="right">{CART_TEXTS.apr}</TableCell>
                    <TableCell align="right">{CART_TEXTS.period}</TableCell>
                    <TableCell align="right">{CART_TEXTS.pgr}</TableCell>
                    <TableCell align="right">{CART_TEXTS.amountInvestable}</TableCell>
                    <TableCell>{CART_TEXTS.amount}</TableCell>
                    <TableCell>{CART_TEXTS.actions}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {cart.items.map((item) => (
                    <CartItemRow
                      key={rowKey(item)}
                      item={item}
                      onSaved={onSaved}
                      onDelete={setPendingDelete}
                      onReadyChange={onReadyChange}
                      onError={onRowError}
                    />
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            <Stack direction="row" spacing={2} sx={{ p: 2, justifyContent: 'flex-end' }}>
              <Button color="error" onClick={() => setConfirmClear(true)}>
                {CART_TEXTS.clear}
              </Button>
              <Button variant="contained" component={RouterLink} to={CHECKOUT_PAGE_PATH} disabled={!canCheckout}>
                {CART_TEXTS.checkout}
              </Button>
            </Stack>
          </Paper>
          <CartAnalysisPanel lines={lines} />
        </Box>
      )}
      <ConfirmDialog
        open={pendingDelete !== null}
        title={MESSAGES.deleteConfirm}
        busy={busy}
        onConfirm={() => void onConfirmDelete()}
        onCancel={() => setPendingDelete(null)}
      />
      <ConfirmDialog
        open={confirmClear}
        title={CART_TEXTS.clearConfirm}
        busy={busy}
        onConfirm={() => void onConfirmClear()}
        onCancel={() => setConfirmClear(false)}
      />
      <Snackbar open={toast !== null} autoHideDuration={TOAST_MS} onClose={() => setToast(null)}>
        <Alert severity="success" variant="filled" onClose={() => setToast(null)}>
          {toast}
        </Alert>
      </Snackbar>
    </Container>
  );
}
