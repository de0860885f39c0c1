import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import {
  CART_MARKET_LABELS,
  CART_PAGE_PATH,
  CHECKOUT_CONFIRMATION_TEXTS,
  CHECKOUT_PAYMENT_METHOD_HINTS,
  CHECKOUT_PAYMENT_METHOD_LABELS,
  CHECKOUT_TEXTS,
  LOAN_DETAIL_PATH_PREFIX,
  PLACE_ORDER_TEXTS,
  cartMarketOf,
  cartPercent,
  checkoutContractLabel,
  checkoutMoney,
  checkoutOffersCheckAll,
  checkoutRemoveLabel,
  promoFeeLowered,
  PROMO_CHECKOUT_TEXTS,
} from '@lendbridge/domain';
import { ReviewNotice, useReviewPending } from '../../shared/ReviewNotice';
import type { CheckoutState } from './useCheckout';
import { changeLines } from './useCheckout';
import { promoCodeOf } from './usePromoCode';
import type { LineFee } from './usePromoCode';

const T = CHECKOUT_TEXTS;

function SummaryLine({ label, value }: { label: string; value: string }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
      <Typography color="text.secondary">{label}</Typography>
      <Typography sx={{ fontWeight: 700 }} aria-label={label}>
        {value}
      </Typography>
    </Stack>
  );
}

/** A line's lender fee; with a fee-discount code applied, the lower fee beside it. */
function LenderFeeCell({ fee }: { fee: LineFee | undefined }) {
  if (fee === undefined) return <TableCell align="right" />;
  if (fee.lowered === null) return <TableCell align="right">{cartPercent(fee.normal)}</TableCell>;
  return (
    <TableCell align="right" aria-label={promoFeeLowered(fee.normal, fee.lowered)}>
      <Box component="s" sx={{ color: 'text.secondary', mr: 1 }}>
        {cartPercent(fee.normal)}
      </Box>
      <Box component="span" sx={{ color: 'success.main', fontWeight: 700 }}>
        {cartPercent(fee.lowered)}
      </Box>
    </TableCell>
  );
}

/**
 * Step 1: a contract box and a 移除 button per loan (全部同意 above five loans), the confirmations
 * the loans call for, the promo code, and what the order costs and how it is paid.
 */
export function ContractsStep({ checkout }: { checkout: CheckoutState }) {
  const { lines, contracts, confirmed, needed, promo, promoNote, lineFees, changes, total, method, overview, sending, removing } = checkout;
  const promoBusy = sending || checkout.verifyingPromo;
  const allAccepted = lines.length > 0 && lines.every((line) => contracts.has(line.serial));
  const someAccepted = lines.some((line) => contracts.has(line.serial));
  const reviewPending = useReviewPending() !== null;

  return (
    <Stack spacing={3}>
      {changes.length > 0 && (
        <Alert severity="warning" sx={{ whiteSpace: 'pre-line' }} role="alert" aria-label={T.cartChanged}>
          <Typography sx={{ fontWeight: 700 }}>{T.cartChanged}</Typography>
          {[T.cartChangedHint, ...changeLines(changes)].join('\n')}
        </Alert>
      )}
      {checkout.warnings.length > 0 && changes.length === 0 && (
        <Alert severity="warning" sx={{ whiteSpace: 'pre-line' }}>
          {checkout.warnings.join('\n')}
        </Alert>
      )}
      <Paper variant="outlined">
        <TableContainer>
          <Table aria-label={T.ordersTable}>
            <TableHead>
              <TableRow>
                <TableCell>{T.loanSerial}</TableCell>
                <TableCell>{T.market}</TableCell>
                <TableCell align="right">{T.apr}</TableCell>
                <TableCell align="right">{T.period}</TableCell>
                <TableCell align="right">{T.amount}</TableCell>
                <TableCell align="right">{PROMO_CHECKOUT_TEXTS.lenderFee}</TableCell>
                <TableCell>{T.contract}</TableCell>
                <TableCell>{PLACE_ORDER_TEXTS.actions}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {lines.map((line) => (
                <TableRow key={line.serial}>
                  <TableCell>
                    <Link component={RouterLink} to={`${LOAN_DETAIL_PATH_PREFIX}${line.serial}`} target="_blank" rel="noopener">
                      {line.serial}
                    </Link>
                  </TableCell>
                  <TableCell>{CART_MARKET_LABELS[cartMarketOf(line.app_type)]}</TableCell>
                  <TableCell align="right">{cartPercent(line.apr)}</TableCell>
                  <TableCell align="right">{line.period}</TableCell>
                  <TableCell align="right">{checkoutMoney(line.amount)}</TableCell>
                  <LenderFeeCell fee={lineFees[line.serial]} />
                  <TableCell>
                    <FormControlLabel
                      control={
                        <Checkbox
                          checked={contracts.has(line.serial)}
                          onChange={(event) => checkout.toggleContract(line.serial, event.target.checked)}
                        />
                      }
                      label={checkoutContractLabel(line.serial)}
                    />
                  </TableCell>
                  <TableCell>
                    <Button
                      size="small"
                      color="inherit"
                      onClick={() => void checkout.remove(line.serial)}
                      disabled={sending || removing !== null}
                      aria-busy={removing === line.serial}
                      aria-label={checkoutRemoveLabel(line.serial)}
                    >
                      {PLACE_ORDER_TEXTS.remove}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        {checkoutOffersCheckAll(lines.length) && (
          <Box sx={{ px: 2, py: 1 }}>
            <FormControlLabel
              control={
                <Checkbox
                  checked={allAccepted}
                  indeterminate={someAccepted && !allAccepted}
                  onChange={(event) => checkout.setAllContracts(event.target.checked)}
                />
              }
              label={T.checkAll}
            />
          </Box>
        )}
      </Paper>

      {needed.length > 0 && (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
            {T.confirmationsHeading}
          </Typography>
          <Stack>
            {needed.map((kind) => (
              <FormControlLabel
                key={kind}
                control={
                  <Checkbox checked={confirmed.has(kind)} onChange={(event) => checkout.toggleConfirmation(kind, event.target.checked)} />
                }
                label={CHECKOUT_CONFIRMATION_TEXTS[kind].label}
              />
            ))}
          </Stack>
        </Paper>
      )}

      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={2}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
            <TextField
              size="small"
              label={T.promoCode}
              value={promo.input}
              onChange={(event) => checkout.setPromoInput(event.target.value)}
              error={promoNote.error}
              helperText={promoNote.text}
              disabled={sending}
            />
            {promo.applied !== null && promo.applied === promoCodeOf(promo.input) ? (
              <Button onClick={checkout.removePromo} disabled={promoBusy}>
                {T.removePromo}
              </Button>
            ) : (
              <Button
                variant="outlined"
                onClick={() => void checkout.applyPromo()}
                disabled={promoBusy || promo.input.trim() === ''}
                aria-busy={checkout.verifyingPromo}
              >
                {T.applyPromo}
              </Button>
            )}
          </Stack>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {T.summaryHeading}
          </Typography>
          <SummaryLine label={T.total} value={checkoutMoney(total)} />
          <SummaryLine label={T.availableBalance} value={checkoutMoney(overview?.available_amount ?? 0)} />
          <SummaryLine label={T.paymentMethod} value={CHECKOUT_PAYMENT_METHOD_LABELS[method]} />
          <Typography variant="body2" color="text.secondary">
            {CHECKOUT_PAYMENT_METHOD_HINTS[method]}
          </Typography>
          <ReviewNotice />
          <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
            <Button component={RouterLink} to={CART_PAGE_PATH} disabled={sending}>
              {T.backToCart}
            </Button>
            <Button
              variant="contained"
              onClick={checkout.submit}
              disabled={promoBusy || removing !== null || lines.length === 0 || reviewPending}
              aria-busy={sending}
            >
              {T.submit}
            </Button>
          </Stack>
        </Stack>
      </Paper>
    </Stack>
  );
}
