import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { CROWDFUNDING_PAGE_TEXTS as T, MESSAGES, crowdfundingInvestmentPath } from '@lendbridge/domain';
import type { CrowdfundingOrderAnswer } from '@lendbridge/domain';
import { PageLoading } from '../../shared/PageLoading';
import { useCrowdfundingPayment } from './useCrowdfundingPayment';

/**
 * /crowdfunding/card-return?order=&token=: where the gateway's 3-D Secure page sends the browser
 * back. The order is paid only when the gateway says the cardholder authenticated; a cancelled
 * step shows the order failed.
 */
export function CardReturnPage() {
  const [params] = useSearchParams();
  const order = params.get('order') ?? '';
  const token = params.get('token') ?? '';
  const payment = useCrowdfundingPayment();
  const [answer, setAnswer] = useState<CrowdfundingOrderAnswer | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    payment
      .mutateAsync({ kind: 'card-return', serial: order, token })
      .then(setAnswer)
      .catch((error: unknown) => setFailure(error instanceof Error ? error.message : MESSAGES.genericErrorText));
  }, [order, payment, token]);

  const paid = answer?.order.status === 'paid';
  return (
    <Container maxWidth="sm">
      <Stack spacing={2}>
        <Typography component="h1" variant="h5">
          {T.cardReturnTitle}
        </Typography>
        {answer === null && failure === null && <PageLoading />}
        {failure !== null && <Alert severity="error">{`${MESSAGES.genericErrorTitle} ${failure}`}</Alert>}
        {answer !== null && <Alert severity={paid ? 'success' : 'error'}>{answer.message}</Alert>}
        {answer !== null && (
          <Stack direction="row" spacing={2}>
            {paid && answer.redirect !== null && (
              <Button variant="contained" component={RouterLink} to={answer.redirect}>
                {T.continueTo}
              </Button>
            )}
            <Button variant="outlined" component={RouterLink} to={crowdfundingInvestmentPath(answer.order.serial)}>
              {T.investmentTitle(answer.order.serial)}
            </Button>
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
