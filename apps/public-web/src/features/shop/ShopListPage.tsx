import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { SHOP_KIND_LABELS, SHOP_TEXTS, shopPagePath } from '@lendbridge/domain';
import type { ShopKind } from '@lendbridge/domain';
import { LoadFailed } from '../../shared/LoadFailed';
import { PageLoading } from '../../shared/PageLoading';
import { loadStateOf, useReportedQuery } from '../../shared/useReportedQuery';
import { shopQueries } from './shop.api';

/** /shopping (goods) and /credit-service (services): the shops of one kind, each a link to its page. */
export function ShopListPage({ kind }: { kind: ShopKind }) {
  const read = useReportedQuery(shopQueries.list(kind));
  const load = loadStateOf(read);
  if (load.state === 'loading') return <PageLoading />;
  if (load.state !== 'ready') return <LoadFailed onReload={() => void read.refetch()} />;
  return (
    <Container maxWidth="lg">
      <Stack spacing={3}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
          {SHOP_KIND_LABELS[kind]}
        </Typography>
        {load.data.length === 0 && <Typography color="text.secondary">{SHOP_TEXTS.listEmpty}</Typography>}
        <Grid container spacing={2}>
          {load.data.map((shop) => (
            <Grid key={shop.id} size={{ xs: 12, sm: 6, md: 4 }}>
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardActionArea component={RouterLink} to={shopPagePath(kind, shop.id)} sx={{ height: '100%' }}>
                  {shop.image !== null && shop.image !== '' && <CardMedia component="img" height="160" image={shop.image} alt={shop.name} />}
                  <CardContent>
                    <Typography variant="h6" component="h2">
                      {shop.name}
                    </Typography>
                    <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
                      {shop.description}
                    </Typography>
                  </CardContent>
                </CardActionArea>
              </Card>
            </Grid>
          ))}
        </Grid>
      </Stack>
    </Container>
  );
}

export function ShoppingPage() {
  return <ShopListPage kind="goods" />;
}

export function CreditServicePage() {
  return <ShopListPage kind="service" />;
}
