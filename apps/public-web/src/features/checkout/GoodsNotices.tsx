import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CHARITY_TEXTS, INVOICE_METHODS, LISTING_FARMER_APP_TYPE, LISTING_TEXTS, MARKET_TEXTS, goodsNoticeOf, orderInvoiceOf } from '@lendbridge/domain';
import type { CartItem, InvoiceMethod, OrderInvoice, PlaceOrderAssignLoan } from '@lendbridge/domain';
import { useReportedQuery } from '../../shared/useReportedQuery';
import { cartQueries } from '../cart/cart.api';
import { checkoutQueries } from './checkout.api';

/** One notice: the loan and what its lender receives in produce. */
interface GoodsNotice {
  serial: string;
  text: string;
}

/** The notices of the checkout's loans, in the checkout's order, from the cart items' loans. */
export const goodsNoticesOf = (serials: readonly string[], items: readonly CartItem[]): GoodsNotice[] =>
  serials.flatMap((serial) => {
    const text = goodsNoticeOf(items.find((item) => item.loan_serial === serial)?.loan.payment_in_goods);
    return text === null ? [] : [{ serial, text }];
  });

interface InvoiceChoiceProps {
  invoice: OrderInvoice;
  onInvoiceChange: (invoice: OrderInvoice) => void;
}

/** 發票處理方式: the e-invoice of the produce sent to the member, or donated to a charity staff keep in the console. */
function InvoiceChoice({ invoice, onInvoiceChange }: InvoiceChoiceProps) {
  const charities = useReportedQuery({ ...checkoutQueries.charities(), enabled: invoice.method === 'donate' }).data ?? [];
  const choose = (method: InvoiceMethod, charityId: number | null) => onInvoiceChange(orderInvoiceOf({ invoice_method: method, charity_id: charityId }));
  return (
    <Stack spacing={1}>
      <FormControl>
        <FormLabel id="invoice-method-label">{CHARITY_TEXTS.invoiceTitle}</FormLabel>
        <RadioGroup row aria-labelledby="invoice-method-label" value={invoice.method} onChange={(event) => choose(event.target.value as InvoiceMethod, invoice.charityId)}>
          {INVOICE_METHODS.map((method) => (
            <FormControlLabel key={method} value={method} control={<Radio />} label={CHARITY_TEXTS.invoiceMethods[method]} />
          ))}
        </RadioGroup>
      </FormControl>
      {invoice.method === 'donate' && (
        <TextField
          select
          size="small"
          label={CHARITY_TEXTS.charity}
          value={invoice.charityId ?? ''}
          onChange={(event) => choose('donate', event.target.value === '' ? null : Number(event.target.value))}
          sx={{ maxWidth: 360 }}
        >
          {charities.map((charity) => (
            <MenuItem key={charity.id} value={charity.id}>
              {`${charity.name}（${CHARITY_TEXTS.donation_code} ${charity.donation_code}）`}
            </MenuItem>
          ))}
        </TextField>
      )}
    </Stack>
  );
}

/**
 * Before the contracts: one notice per farmer loan of the checkout repaid in goods (principal and
 * interest, or the interest only), telling the lender they receive produce instead of money, and
 * what becomes of the produce's e-invoice. How a loan repays comes with the cart's items, read again
 * only when the checkout holds a farmer loan.
 */
export function GoodsNotices({ lines, ...invoice }: { lines: readonly Pick<PlaceOrderAssignLoan, 'serial' | 'app_type'>[] } & InvoiceChoiceProps) {
  const farmerSerials = lines.filter((line) => line.app_type === LISTING_FARMER_APP_TYPE).map((line) => line.serial);
  const cart = useReportedQuery({ ...cartQueries.list(), enabled: farmerSerials.length > 0 }).data;
  const notices = farmerSerials.length === 0 || cart === undefined ? [] : goodsNoticesOf(farmerSerials, cart.items);

  if (notices.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby="goods-notices-title" spacing={1} sx={{ mb: 3 }}>
      <Typography id="goods-notices-title" component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {LISTING_TEXTS.goodsNoticeTitle}
      </Typography>
      {notices.map((notice) => (
        <Alert key={notice.serial} severity="warning" aria-label={`${MARKET_TEXTS.serial} ${notice.serial}`}>
          <AlertTitle>{`${MARKET_TEXTS.serial} ${notice.serial}`}</AlertTitle>
          {notice.text}
        </Alert>
      ))}
      <InvoiceChoice {...invoice} />
    </Stack>
  );
}
