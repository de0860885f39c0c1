import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { CART_PAGE_PATH, CHECKOUT_STEP_LABELS, CHECKOUT_TEXTS, checkoutSteps } from '@lendbridge/domain';
import type { CheckoutStep } from '@lendbridge/domain';
import { PageLoading } from '../../shared/PageLoading';
import { ContractsStep } from './ContractsStep';
import { DepositStep } from './DepositStep';
import { OrderCompleteCard } from './OrderCompleteCard';
import { PromoPromptDialog } from './PromoPromptDialog';
import { useCheckout } from './useCheckout';
import type { CheckoutStage } from './useCheckout';

const T = CHECKOUT_TEXTS;

/** The stepper's position: the current step's index, past the last once the order is done. */
const activeIndex = (steps: readonly CheckoutStep[], stage: CheckoutStage): number => {
  if (stage === 'contracts') return 0;
  if (stage === 'deposit') return steps.indexOf('deposit');
  return steps.length;
};

/**
 * /market-place/place-order: confirm the contracts, then either the order is paid from the
 * balance (two steps) or the member transfers into the virtual account first (three steps).
 */
export function CheckoutPage() {
  const checkout = useCheckout();
  if (checkout.loading || checkout.overview === null) return <PageLoading />;
  const steps = checkoutSteps(checkout.method);
  const { answer, stage } = checkout;

  return (
    <Container maxWidth="lg">
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 3 }}>
        {T.title}
      </Typography>
      <Stepper activeStep={activeIndex(steps, stage)} aria-label={T.steps} sx={{ mb: 3 }}>
        {steps.map((step) => (
          <Step key={step}>
            <StepLabel>{CHECKOUT_STEP_LABELS[step]}</StepLabel>
          </Step>
        ))}
      </Stepper>
      {stage === 'contracts' && checkout.lines.length === 0 && (
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
          <Stack spacing={3} sx={{ alignItems: 'center' }}>
            <Typography color="text.secondary">{T.emptyCart}</Typography>
            <Button variant="contained" component={RouterLink} to={CART_PAGE_PATH}>
              {T.backToCart}
            </Button>
          </Stack>
        </Paper>
      )}
      {stage === 'contracts' && checkout.lines.length > 0 && <ContractsStep checkout={checkout} />}
      {stage === 'deposit' && answer !== null && (
        <DepositStep order={answer.order} overview={checkout.overview} sending={checkout.sending} onPaid={() => void checkout.pay()} />
      )}
      {stage === 'done' && answer !== null && (
        <OrderCompleteCard answer={answer} afterTransfer={answer.order.payment_method === 'deposit'} />
      )}
      <PromoPromptDialog open={checkout.promptOpen} code={checkout.promo.input.trim()} onAnswer={checkout.answerPromoPrompt} />
    </Container>
  );
}
