import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { HOME_TEXTS, homeMetricFigures } from '@lendbridge/domain';
import type { HomeMetricStats } from '@lendbridge/domain';
import { LoadFailed } from '../../shared/LoadFailed';
import { homeQueries } from './home.api';

const ORDER: readonly (keyof HomeMetricStats)[] = ['members', 'loans_funded', 'amount_lent', 'average_return', 'protection_fund'];

/** The metric strip: the platform's figures as GET /api/home/metric counts them. */
export function MetricStrip() {
  const metric = useQuery(homeQueries.metric());
  const figures = metric.data === undefined ? undefined : homeMetricFigures(metric.data);
  return (
    <Paper component="section" variant="outlined" aria-label={HOME_TEXTS.metricsLabel} sx={{ p: { xs: 2, sm: 3 } }}>
      {metric.isError ? (
        <LoadFailed onReload={() => void metric.refetch()} />
      ) : (
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', md: 'repeat(5, 1fr)' }, textAlign: 'center' }}
        >
          {ORDER.map((key) => (
            <Box key={key}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {HOME_TEXTS.metrics[key]}
              </Typography>
              <Typography component="dd" variant="h6" sx={{ m: 0, fontWeight: 700, minHeight: 32 }}>
                {figures === undefined ? <Skeleton width="70%" sx={{ mx: 'auto' }} /> : figures[key]}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Paper>
  );
}
