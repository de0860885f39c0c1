import { Suspense, lazy } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { HOME_IDENTITIES, HOME_TEXTS, MESSAGES } from '@lendbridge/domain';
import type { HomeIdentity } from '@lendbridge/domain';
import { PageLoading } from '../../shared/PageLoading';
import { homeQueries } from './home.api';

/** The calculator is loaded only when the borrower side is shown. */
const GoodCreditCalculator = lazy(() => import('./GoodCreditCalculator').then((module) => ({ default: module.GoodCreditCalculator })));

const tabId = (identity: HomeIdentity) => `home-tab-${identity}`;
const panelId = (identity: HomeIdentity) => `home-panel-${identity}`;

function LenderPanel() {
  const metric = useQuery(homeQueries.metric());
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: { md: 'center' } }}>
      <Box sx={{ flex: 1 }}>
        <Typography component="h2" variant="h5" sx={{ fontWeight: 700, mb: 1 }}>
          {HOME_TEXTS.lenderHeading}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {HOME_TEXTS.lenderText}
        </Typography>
        <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button variant="contained" component={RouterLink} to="/market-place">
            {HOME_TEXTS.lenderMarket}
          </Button>
          <Button variant="outlined" component={RouterLink} to="/market-place/robo-invest">
            {HOME_TEXTS.lenderRobo}
          </Button>
        </Stack>
      </Box>
      <Paper variant="outlined" sx={{ p: 3, textAlign: 'center', minWidth: 220 }}>
        <Typography variant="body2" color="text.secondary">
          {HOME_TEXTS.lenderReturnsHeading}
        </Typography>
        <Typography variant="h3" component="p" color="primary" sx={{ fontWeight: 700, minHeight: 56 }}>
          {metric.data === undefined ? '' : `${metric.data.average_return}%`}
        </Typography>
      </Paper>
    </Stack>
  );
}

function BorrowerPanel() {
  return (
    <Stack spacing={3}>
      <Box>
        <Typography component="h2" variant="h5" sx={{ fontWeight: 700, mb: 1 }}>
          {HOME_TEXTS.borrowerHeading}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {HOME_TEXTS.borrowerText}
        </Typography>
        <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button variant="contained" color="secondary" component={RouterLink} to="/loan-application/start">
            {HOME_TEXTS.borrowerApply}
          </Button>
          <Button variant="outlined" component={RouterLink} to="/my-credit">
            {MESSAGES.creditTryTitle}
          </Button>
        </Stack>
      </Box>
      <Suspense fallback={<PageLoading />}>
        <GoodCreditCalculator />
      </Suspense>
    </Stack>
  );
}

/** The lender/borrower switch: two tabs, the chosen one named by ?identity. */
export function IdentityPanels({ identity, onChange }: { identity: HomeIdentity; onChange: (identity: HomeIdentity) => void }) {
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Tabs value={identity} onChange={(_event, value: HomeIdentity) => onChange(value)} aria-label={HOME_TEXTS.identityLabel} variant="fullWidth">
        {HOME_IDENTITIES.map((side) => (
          <Tab key={side} value={side} label={HOME_TEXTS.identities[side]} id={tabId(side)} aria-controls={panelId(side)} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={panelId(identity)} aria-labelledby={tabId(identity)} sx={{ p: { xs: 2, sm: 4 } }}>
        {identity === 'lender' ? <LenderPanel /> : <BorrowerPanel />}
      </Box>
    </Paper>
  );
}
