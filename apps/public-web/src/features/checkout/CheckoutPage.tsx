import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { CART_PAGE_PATH, CHECKOUT_ORDER_PARAM, CHECKOUT_STEP_LABELS, CHECKOUT_TEXTS, checkoutSteps, orderAmountDue } from '@lendbridge/domain';
import type { CheckoutStep } from '@lendbridge/domain';
import { PageLoading } from '../../shared/PageLoading';
import { NotFoundPage } from '../errors/NotFoundPage';
import { RouletteOrderPopup } from '../roulette/RouletteOrderPopup';
import { ContractsStep } from './ContractsStep';
import { DepositStep } from './DepositStep';
import { GoodsNotices } from './GoodsNotices';
import { OrderCompleteCard, OrderSettledCard } from './OrderCompleteCard';
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

/** The checkout of the cart, or of one order placed earlier (orderSerial). */
function CheckoutFlow({ orderSerial }: { orderSerial: string | null }) {
  const checkout = useCheckout(orderSerial);
  if (checkout.missing) return <NotFoundPage />;
  if (checkout.loading || checkout.overview === null) return <PageLoading />;
  const steps = checkoutSteps(checkout.method);
  const { answer, stage } = checkout;

  return (
    <Container maxWidth="lg">
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 3 }}>
        {T.title}
      </Typography>
      {stage !== 'settled' && (
        <Stepper activeStep={activeIndex(steps, stage)} aria-label={T.steps} sx={{ mb: 3 }}>
          {steps.map((step) => (
            <Step key={step}>
              <StepLabel>{CHECKOUT_STEP_LABELS[step]}</StepLabel>
            </Step>
          ))}
        </Stepper>
      )}
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
      {stage === 'contracts' && checkout.lines.length > 0 && <GoodsNotices lines={checkout.lines} invoice={checkout.invoice} onInvoiceChange={checkout.setInvoice} />}
      {stage === 'contracts' && checkout.lines.length > 0 && <ContractsStep checkout={checkout} />}
      {stage === 'deposit' && answer !== null && (
        <DepositStep
          order={answer.order}
          due={orderAmountDue(answer)}
          overview={checkout.overview}
          sending={checkout.sending}
          onPaid={() => void checkout.pay()}
        />
      )}
      {stage === 'done' && answer !== null && (
        <OrderCompleteCard answer={answer} afterTransfer={answer.order.payment_method === 'deposit'} />
      )}
      {stage === 'done' && <RouletteOrderPopup />}
      {stage === 'settled' && answer !== null && <OrderSettledCard answer={answer} />}
      <PromoPromptDialog open={checkout.promptOpen} code={checkout.promo.input.trim()} onAnswer={checkout.answerPromoPrompt} />
    </Container>
  );
}

/**
 * /market-place/place-order: confirm the contracts, then either the order is paid from the
 * balance (two steps) or the member transfers into the virtual account first (three steps).
 * With ?order={serial} it opens on that order instead: its deposit step while it waits for the
 * transfer, else its state. Each order (or the cart) gets a checkout of its own.
 */
export function CheckoutPage() {
  const [params] = useSearchParams();
  const orderSerial = params.get(CHECKOUT_ORDER_PARAM)?.trim() ?? '';
  return <CheckoutFlow key={orderSerial} orderSerial={orderSerial === '' ? null : orderSerial} />;
}
