import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router-dom';
import {
  RESALE_MARKET_PATH,
  RESALE_TEXTS,
  isoToSlashed,
  lenderInvestmentsPath,
  ntdText,
  resaleOrderSchema,
  resalePriceGapText,
  resaleRemainingPeriodsText,
} from '@lendbridge/domain';
import type { ResaleOrderAnswer, ResaleOrderInput, ResaleOrderPreview } from '@lendbridge/domain';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../app/api';
import { useErrorHandler } from '../../app/useErrorHandler';
import { FactsPanel } from '../../shared/FactsPanel';
import { LoadFailed } from '../../shared/LoadFailed';
import { PageLoading } from '../../shared/PageLoading';
import { FormTextField, applyFieldErrors, formResolver } from '../../shared/form';
import { useMoneyMutation } from '../../shared/useMoneyMutation';
import { loadStateOf, useReportedQuery } from '../../shared/useReportedQuery';
import { formatPercent } from '../market/format';
import { investmentQueries } from '../investments/investments.api';
import { buyOffer, resaleQueries } from './resale.api';

const T = RESALE_TEXTS;
const SUCCESS_HASH = '#success';

/** Refusals after which the terms shown are no longer the offer's: read them again. */
const STALE_CODES: ReadonlySet<string> = new Set(['OFFER_CLOSED', 'TERMS_CHANGED', 'NOT_RESALEABLE']);

interface ConfirmValues {
  password: string;
}

const dateText = (date: string | null): string => (date === null ? '—' : isoToSlashed(date));

/** The success step (#success): the new investment, with the way to the lender's investments. */
function Bought({ result }: { result: ResaleOrderAnswer['data'] | null }) {
  return (
    <Stack spacing={2}>
      <Alert severity="success">{T.bought}</Alert>
      {result !== null && (
        <FactsPanel
          label={T.bought}
          rows={[
            [T.loanSerial, result.loan_serial],
            [T.remainPrincipal, ntdText(result.amount)],
            [T.buyerPays, ntdText(result.buyer_pays)],
          ]}
        />
      )}
      <Typography variant="body2">{T.boughtNote}</Typography>
      <Stack direction="row" spacing={1}>
        <Button component={RouterLink} to={lenderInvestmentsPath('active')} variant="contained">
          {T.toInvestments}
        </Button>
        <Button component={RouterLink} to={RESALE_MARKET_PATH}>
          {T.toMarket}
        </Button>
      </Stack>
    </Stack>
  );
}

/** The preview of the terms and the confirm step with the login password. */
function Confirm({ id, preview, onStale }: { id: number; preview: ResaleOrderPreview; onStale: () => void }) {
  const navigate = useNavigate();
  const handleError = useErrorHandler();
  const queryClient = useQueryClient();
  const buy = useMoneyMutation({ mutationFn: buyOffer, invalidates: [investmentQueries.root] });
  const sending = buy.isPending;
  const { control, handleSubmit, setError, getValues } = useForm<ConfirmValues, unknown, ResaleOrderInput>({
    defaultValues: { password: '' },
    resolver: formResolver<ConfirmValues, ResaleOrderInput>(resaleOrderSchema, (values) => ({ ...values, hash: preview.hash })),
  });
  const { offer } = preview;

  const submit = async ({ hash, password }: ResaleOrderInput) => {
    try {
      const result = await buy.mutateAsync({ id, hash, password });
      queryClient.removeQueries({ queryKey: resaleQueries.root });
      navigate({ hash: SUCCESS_HASH }, { replace: true, state: { result } });
    } catch (error) {
      handleError(error, { onFieldErrors: (errors) => applyFieldErrors(setError, errors, getValues()) });
      if (error instanceof ApiError && STALE_CODES.has(error.code)) onStale();
    }
  };

  return (
    <Stack spacing={3}>
      <FactsPanel
        label={T.buyTitle}
        rows={[
          [T.loanSerial, offer.loan_serial],
          [T.creditLevel, offer.credit_level],
          [T.apr, formatPercent(offer.apr)],
          [T.remainingPeriods, resaleRemainingPeriodsText(offer.remaining_periods)],
          [T.nextDueDate, dateText(offer.next_due_date)],
          [T.lastDueDate, dateText(offer.last_due_date)],
          [T.remainPrincipal, ntdText(offer.remain_principal)],
          [T.price, ntdText(offer.price)],
          [T.priceGap, resalePriceGapText(offer.gap)],
          [T.accruedInterest, ntdText(offer.accrued_interest)],
          [T.buyerPays, ntdText(preview.buyer_pays)],
          [T.yieldToMaturity, formatPercent(offer.yield_to_maturity)],
          [T.balance, ntdText(preview.balance)],
          [T.businessDate, dateText(preview.business_date)],
        ]}
      />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack component="form" spacing={2} noValidate onSubmit={(event) => void handleSubmit(submit)(event)}>
          <Typography variant="body2">{T.buyIntro}</Typography>
          <FormTextField control={control} name="password" type="password" label={T.password} autoComplete="current-password" disabled={sending} />
          <Button type="submit" variant="contained" size="large" disabled={sending} aria-busy={sending}>
            {T.confirmBuy}
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}

const resultOf = (state: unknown): ResaleOrderAnswer['data'] | null =>
  typeof state === 'object' && state !== null && 'result' in state ? ((state as { result: ResaleOrderAnswer['data'] }).result ?? null) : null;

function OrderPreview({ id }: { id: number }) {
  const read = useReportedQuery(resaleQueries.orderPreview(id), { missingOn404: true });
  const loaded = loadStateOf(read);
  return (
    <>
      {loaded.state === 'loading' && <PageLoading />}
      {(loaded.state === 'failed' || loaded.state === 'missing') && <LoadFailed onReload={() => void read.refetch()} />}
      {loaded.state === 'ready' && <Confirm id={id} preview={loaded.data} onStale={() => void read.refetch()} />}
    </>
  );
}

/**
 * /market-place/bids/:id: buying an offer (債權承接) — the preview of the terms on the business
 * date (the price, its gap, the accrued interest, what the buyer pays, the yield to maturity),
 * then the confirm step with the login password; the success step is #success.
 */
export function ResaleOrderPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const offerId = /^\d{1,15}$/.test(id) ? Number(id) : 0;

  return (
    <Container maxWidth="md">
      <Button component={RouterLink} to={RESALE_MARKET_PATH} sx={{ mb: 2 }}>
        {T.toMarket}
      </Button>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 3 }}>
        {T.buyTitle}
      </Typography>
      {location.hash === SUCCESS_HASH ? <Bought result={resultOf(location.state)} /> : <OrderPreview id={offerId} />}
    </Container>
  );
}
