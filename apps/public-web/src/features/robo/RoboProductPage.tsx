import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { ROBO_API_TEXTS, ROBO_PAGE_TEXTS, ROBO_PRODUCTS, ROBO_PRODUCT_LABELS, roboProductHeading } from '@lendbridge/domain';
import type { RoboProduct } from '@lendbridge/domain';
import { RoboSummaryPanel } from './RoboSummaryPanel';
import { ROBO_MARKET_PATH } from './roboPaths';

function RoboPageHeader({ title }: { title: string }) {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Button component={RouterLink} to={ROBO_MARKET_PATH}>
        {ROBO_PAGE_TEXTS.marketTitle}
      </Button>
    </Stack>
  );
}

function RoboProductPage({ product }: { product: RoboProduct }) {
  return (
    <Container maxWidth="lg">
      <Stack spacing={3}>
        <RoboPageHeader title={roboProductHeading(ROBO_PRODUCT_LABELS[product], ROBO_API_TEXTS.summary)} />
        <RoboSummaryPanel product={product} />
      </Stack>
    </Container>
  );
}

/** /robo/robo-invest/stable: the stable product's summary. */
export function RoboStablePage() {
  return <RoboProductPage product="stable" />;
}

/** /robo/robo-invest/vip: the vip product's summary, or the notice for a member not flagged vip. */
export function RoboVipPage() {
  return <RoboProductPage product="vip" />;
}

/**
 * /robo/robo-invest/general: every product open to the member, one summary under the other
 * (stable always; vip only for members the vip summary answers, its 403 leaves it out).
 */
export function RoboGeneralPage() {
  return (
    <Container maxWidth="lg">
      <Stack spacing={4}>
        <RoboPageHeader title={ROBO_API_TEXTS.summary} />
        {ROBO_PRODUCTS.map((product) => (
          <RoboSummaryPanel key={product} product={product} hideWhenNotOpen={product !== 'stable'} />
        ))}
      </Stack>
    </Container>
  );
}
