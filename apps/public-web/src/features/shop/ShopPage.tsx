import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { SHOP_TEXTS, formatNtd, shopPagePath } from '@lendbridge/domain';
import type { ShopCard, ShopKind, ShopProduct } from '@lendbridge/domain';
import { withNext } from '../../app/ladder';
import { useUserStatus } from '../../app/session';
import { NotFoundPage } from '../errors/NotFoundPage';
import { LoadFailed } from '../../shared/LoadFailed';
import { PageLoading } from '../../shared/PageLoading';
import { loadStateOf, useReportedQuery } from '../../shared/useReportedQuery';
import { ShopBookingDialog } from './ShopBookingDialog';
import { ShopCartStep } from './ShopCartStep';
import { ShopCheckoutStep } from './ShopCheckoutStep';
import { shopQueries } from './shop.api';
import { useShopCart } from './useShopCart';

/** The steps of a shop's page, kept in the URL (?step=) so the browser's back and forward move between them. */
export const SHOP_STEPS = ['products', 'cart', 'checkout'] as const;
export type ShopStep = (typeof SHOP_STEPS)[number];

export const shopStepOf = (value: string | null): ShopStep => SHOP_STEPS.find((step) => step === value) ?? 'products';

const pageOf = (value: string | null): number => {
  const page = Number(value);
  return Number.isSafeInteger(page) && page > 0 ? page : 1;
};

function ProductCard({ product, kind, onAdd, onBook }: { product: ShopProduct; kind: ShopKind; onAdd: () => void; onBook: () => void }) {
  const soldOut = product.quantity < 1;
  const image = product.images[0];
  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }} aria-label={product.name} role="region">
      {image !== undefined && <CardMedia component="img" height="180" image={image} alt={product.name} />}
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography variant="h6" component="h2">
          {product.name}
        </Typography>
        <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
          {formatNtd(product.price)}
        </Typography>
        {product.note !== '' && (
          <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
            {product.note}
          </Typography>
        )}
        {kind === 'goods' && (
          <Typography variant="body2" sx={{ mt: 1 }}>
            {soldOut ? SHOP_TEXTS.soldOut : !product.is_orderable ? SHOP_TEXTS.notOrderable : `${SHOP_TEXTS.stock} ${product.quantity}`}
          </Typography>
        )}
      </CardContent>
      <CardActions>
        {kind === 'goods' ? (
          <Button variant="contained" disabled={soldOut || !product.is_orderable} onClick={onAdd}>
            {SHOP_TEXTS.addToCart}
          </Button>
        ) : (
          <Button variant="contained" disabled={!product.is_orderable} onClick={onBook}>
            {SHOP_TEXTS.book}
          </Button>
        )}
      </CardActions>
    </Card>
  );
}

function ProductsStep({ shop, page, onPage, onAdd, onBook }: { shop: ShopCard; page: number; onPage: (page: number) => void; onAdd: (product: ShopProduct) => void; onBook: (product: ShopProduct) => void }) {
  const read = useReportedQuery(shopQueries.products(shop.id, page));
  const load = loadStateOf(read);
  if (load.state === 'loading') return <PageLoading />;
  if (load.state !== 'ready') return <LoadFailed onReload={() => void read.refetch()} />;
  const { data, meta } = load.data;
  return (
    <Stack spacing={2}>
      {data.length === 0 && <Typography color="text.secondary">{SHOP_TEXTS.productsEmpty}</Typography>}
      <Grid container spacing={2}>
        {data.map((product) => (
          <Grid key={product.id} size={{ xs: 12, sm: 6, md: 4 }}>
            <ProductCard product={product} kind={shop.kind} onAdd={() => onAdd(product)} onBook={() => onBook(product)} />
          </Grid>
        ))}
      </Grid>
      {meta.last_page > 1 && <Pagination page={meta.current_page} count={meta.last_page} onChange={(_event, next) => onPage(next)} />}
    </Stack>
  );
}

/**
 * /shopping/:shopId and /credit-service/:shopId: the shop's products, its cart and the checkout as
 * steps whose state is in the URL (?step=, ?page=), so back and forward move between them. A
 * goods shop's products go into the cart; a service shop's are booked by the hour (a visitor signs
 * in first).
 */
export function ShopPage({ kind }: { kind: ShopKind }) {
  const { shopId: shopIdParam = '' } = useParams();
  const shopId = Number(shopIdParam);
  const valid = Number.isSafeInteger(shopId) && shopId > 0;
  const read = useReportedQuery({ ...shopQueries.shop(shopId), enabled: valid }, { missingOn404: true });
  const load = loadStateOf(read);
  if (!valid || load.state === 'missing') return <NotFoundPage />;
  if (load.state === 'loading') return <PageLoading />;
  if (load.state === 'failed') return <LoadFailed onReload={() => void read.refetch()} />;
  if (load.data.kind !== kind) return <Navigate to={shopPagePath(load.data.kind, shopId)} replace />;
  return <ShopSteps shop={load.data} />;
}

function ShopSteps({ shop }: { shop: ShopCard }) {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const { status } = useUserStatus();
  const step = shopStepOf(params.get('step'));
  const page = pageOf(params.get('page'));
  const cart = useShopCart(shop.id);
  const [booking, setBooking] = useState<ShopProduct | null>(null);
  const [added, setAdded] = useState<string | null>(null);

  const goTo = (next: ShopStep, nextPage = page) => {
    const search = new URLSearchParams();
    if (next !== 'products') search.set('step', next);
    if (nextPage > 1) search.set('page', String(nextPage));
    setParams(search);
  };

  return (
    <Container maxWidth="lg">
      <Stack spacing={3}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
          <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
            {shop.name}
          </Typography>
          {shop.kind === 'goods' && step === 'products' && (
            <Button variant="outlined" onClick={() => goTo('cart')}>
              {`${SHOP_TEXTS.cart}（${cart.lines.length}）`}
            </Button>
          )}
        </Stack>
        {step === 'products' && (
          <>
            {shop.description !== '' && (
              <Typography variant="body1" color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
                {shop.description}
              </Typography>
            )}
            {added !== null && (
              <Alert severity="success" onClose={() => setAdded(null)}>
                {`${added}：${SHOP_TEXTS.addToCart}`}
              </Alert>
            )}
            <ProductsStep
              shop={shop}
              page={page}
              onPage={(next) => goTo('products', next)}
              onAdd={(product) => {
                cart.add(product.id);
                setAdded(product.name);
              }}
              onBook={(product) => {
                if (status.loggedIn) setBooking(product);
                else void navigate(withNext('/auth/login', `${location.pathname}${location.search}`));
              }}
            />
          </>
        )}
        {step === 'cart' && <ShopCartStep cart={cart} onBack={() => goTo('products')} onNext={() => goTo('checkout')} />}
        {step === 'checkout' && <ShopCheckoutStep cart={cart} onBack={() => goTo('cart')} />}
      </Stack>
      {booking !== null && <ShopBookingDialog shop={shop} product={booking} open onClose={() => setBooking(null)} />}
    </Container>
  );
}

export function GoodsShopPage() {
  return <ShopPage kind="goods" />;
}

export function ServiceShopPage() {
  return <ShopPage kind="service" />;
}
