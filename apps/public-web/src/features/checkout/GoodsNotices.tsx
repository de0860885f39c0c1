import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LISTING_FARMER_APP_TYPE, LISTING_TEXTS, MARKET_TEXTS, goodsNoticeOf } from '@lendbridge/domain';
import type { CartItem, PlaceOrderAssignLoan } from '@lendbridge/domain';
import { useReportedQuery } from '../../shared/useReportedQuery';
import { cartQueries } from '../cart/cart.api';

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

/**
 * Before the contracts: one notice per farmer loan of the checkout repaid in goods (principal and
 * interest, or the interest only), telling the lender they receive produce instead of money. How a
 * loan repays comes with the cart's items, read again only when the checkout holds a farmer loan.
 */
export function GoodsNotices({ lines }: { lines: readonly Pick<PlaceOrderAssignLoan, 'serial' | 'app_type'>[] }) {
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
    </Stack>
  );
}
