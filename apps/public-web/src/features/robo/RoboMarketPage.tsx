import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import {
  MARKET_SOURCE_LABELS,
  ROBO_API_TEXTS,
  ROBO_PAGE_TEXTS,
  ROBO_PRODUCTS,
  ROBO_PRODUCT_LABELS,
  ROBO_PRODUCT_RULES,
  formatNtd,
  roboMatchingLoansText,
  roboPercentText,
} from '@lendbridge/domain';
import type { RoboProduct } from '@lendbridge/domain';
import { isRoboNotOpen, roboQueries } from './robo.api';
import { RoboNotOpenNotice } from './RoboNotOpenNotice';
import { RoboSection } from './RoboSection';
import { RoboTransferButton } from './RoboTransferButton';
import { roboProductPath } from './roboPaths';
import { useRoboQuery } from './useRoboQuery';

function RuleLine({ label, value }: { label: string; value: string }) {
  return (
    <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', py: 0.5 }}>
      <Typography variant="body2" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography variant="body2" component="dd" sx={{ m: 0, textAlign: 'right' }}>
        {value}
      </Typography>
    </Stack>
  );
}

/** A product's rules from ROBO_PRODUCT_RULES, how many listed loans it matches now and the transfer into it. */
function ProductCard({ product }: { product: RoboProduct }) {
  const rule = ROBO_PRODUCT_RULES[product];
  const matching = useRoboQuery(roboQueries.matchingLoans(product));
  const notOpen = isRoboNotOpen(matching.error);
  return (
    <RoboSection title={ROBO_PRODUCT_LABELS[product]}>
      <Box component="dl" sx={{ m: 0, mb: 2 }}>
        <RuleLine label={ROBO_PAGE_TEXTS.ruleGrades} value={rule.grades.join('、')} />
        <RuleLine label={ROBO_PAGE_TEXTS.ruleSources} value={rule.sources.map((source) => MARKET_SOURCE_LABELS[source]).join('、')} />
        <RuleLine label={ROBO_PAGE_TEXTS.rulePartAmount} value={formatNtd(rule.part_amount)} />
        <RuleLine label={ROBO_PAGE_TEXTS.ruleLoanCap} value={roboPercentText(rule.loan_cap_percent)} />
        <RuleLine label={ROBO_PAGE_TEXTS.ruleBorrowerCap} value={roboPercentText(rule.borrower_cap_percent)} />
        <RuleLine label={ROBO_PAGE_TEXTS.ruleFee} value={roboPercentText(rule.monthly_fee_yearly_percent)} />
      </Box>
      {notOpen ? (
        <RoboNotOpenNotice />
      ) : (
        <Stack spacing={2}>
          <Typography variant="body2" role="status" aria-label={ROBO_PAGE_TEXTS.matchingLoans}>
            {matching.data === undefined ? ROBO_PAGE_TEXTS.matchingLoading : roboMatchingLoansText(matching.data.count)}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <RoboTransferButton product={product} />
            <Button variant="outlined" component={RouterLink} to={roboProductPath(product)}>
              {ROBO_API_TEXTS.summary}
            </Button>
          </Stack>
        </Stack>
      )}
    </RoboSection>
  );
}

/** /market-place/robo-invest: the robo products side by side, their rules, their matching loans and the transfer. */
export function RoboMarketPage() {
  return (
    <Container maxWidth="lg">
      <Stack spacing={3}>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
          {ROBO_PAGE_TEXTS.marketTitle}
        </Typography>
        <Typography color="text.secondary">{ROBO_PAGE_TEXTS.marketIntro}</Typography>
        <Grid container spacing={3}>
          {ROBO_PRODUCTS.map((product) => (
            <Grid key={product} size={{ xs: 12, md: 6 }}>
              <ProductCard product={product} />
            </Grid>
          ))}
        </Grid>
      </Stack>
    </Container>
  );
}
