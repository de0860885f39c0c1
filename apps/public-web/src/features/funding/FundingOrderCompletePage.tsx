import { useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { FUNDING_TEXTS, checkoutOrderStatusLabel, formatDateTime, formatNtd } from '@lendbridge/domain';
import { ApiError } from '../../app/api';
import { useAlert } from '../../shared/AlertDialog';
import { PageLoading } from '../../shared/PageLoading';
import { useReportedQuery } from '../../shared/useReportedQuery';
import { FUNDING_PATHS, fundingQueries, setFundingAnonymous } from './funding.api';

/** /funding/market-place/order-complete/{order}: the order placed, the deposit deadline if any, and the anonymous choice. */
export function FundingOrderCompletePage({ orderSerial }: { orderSerial: string }) {
  const queryClient = useQueryClient();
  const { showAlert } = useAlert();
  const order = useReportedQuery(fundingQueries.order(orderSerial));
  const [saving, setSaving] = useState(false);
  const [chosen, setChosen] = useState<boolean | null>(null);

  if (!order.data) return <PageLoading />;
  const data = order.data;

  /** The box follows the click at once and goes back if the server refuses. */
  const choose = async (anonymous: boolean) => {
    setSaving(true);
    setChosen(anonymous);
    try {
      const answer = await setFundingAnonymous(orderSerial, anonymous);
      queryClient.setQueryData(fundingQueries.order(orderSerial).queryKey, answer);
      void queryClient.invalidateQueries({ queryKey: [...fundingQueries.root, 'project'] });
    } catch (error) {
      setChosen(null);
      void showAlert({ title: FUNDING_TEXTS.orderRetryLater, text: error instanceof ApiError ? error.message : undefined });
    } finally {
      setSaving(false);
      setChosen(null);
    }
  };

  return (
    <Container maxWidth="sm" sx={{ py: 3 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {FUNDING_TEXTS.completeTitle}
      </Typography>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={1.5}>
          <Typography>{FUNDING_TEXTS.completeLead}</Typography>
          <Typography variant="h6" component="h2">
            {data.project.title}
          </Typography>
          <Typography>
            {FUNDING_TEXTS.orderSerial}：{data.order.serial}
          </Typography>
          <Typography>
            {FUNDING_TEXTS.amount}：{formatNtd(data.order.total_amount)}（{checkoutOrderStatusLabel(data.order.status)}）
          </Typography>
          {data.order.arrive_at !== null && (
            <Typography color="text.secondary">
              {FUNDING_TEXTS.depositBy}（{formatDateTime(data.order.arrive_at)}）
            </Typography>
          )}
          <FormControlLabel
            control={<Checkbox checked={chosen ?? data.anonymous} disabled={saving} onChange={(event) => void choose(event.target.checked)} />}
            label={FUNDING_TEXTS.anonymous}
          />
          <Stack direction="row" spacing={1}>
            <Button component={RouterLink} to={FUNDING_PATHS.project(data.project.serial)}>
              {FUNDING_TEXTS.backToProject}
            </Button>
            <Button component={RouterLink} to={FUNDING_PATHS.market}>
              {FUNDING_TEXTS.backToMarket}
            </Button>
          </Stack>
        </Stack>
      </Paper>
    </Container>
  );
}
