import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { useParams } from 'react-router-dom';
import {
  ROBO_API_TEXTS,
  ROBO_PRODUCT_LABELS,
  ROBO_SELL_TEXTS as T,
  ntdText,
  roboProductParamSchema,
  roboSaleFiguresOf,
  roboSellSchema,
} from '@lendbridge/domain';
import type { RoboProduct, RoboSell, RoboSellOverviewAnswer } from '@lendbridge/domain';
import { ApiError } from '../../app/api';
import { useErrorHandler } from '../../app/useErrorHandler';
import { NotFoundPage } from '../errors/NotFoundPage';
import { useAlert } from '../../shared/AlertDialog';
import { RecordPage } from '../../shared/RecordPage';
import { FormCheckbox, FormTextField, applyFieldErrors, formResolver } from '../../shared/form';
import { useMoneyMutation } from '../../shared/useMoneyMutation';
import { loadStateOf, useReportedQuery } from '../../shared/useReportedQuery';
import { roboProductPath } from '../robo/roboPaths';
import { postCancelSell, postRoboSell, roboSellQueries } from './roboSell.api';

interface SellValues {
  amount: string;
  agree: boolean;
  password: string;
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
      <Typography color="text.secondary">{label}</Typography>
      <Typography sx={{ fontWeight: 700 }}>{value}</Typography>
    </Stack>
  );
}

/** The sale in progress: 正在售出中, what it asks for, what is met, until when; it can be cancelled. */
function SaleInProgress({ product, overview }: { product: RoboProduct; overview: RoboSellOverviewAnswer }) {
  const sale = overview.active_sell_investment;
  const queryClient = useQueryClient();
  const handleError = useErrorHandler();
  const { showAlert } = useAlert();
  const [asking, setAsking] = useState(false);
  const cancel = useMutation({
    mutationFn: postCancelSell(product),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: roboSellQueries.root }),
  });
  if (sale === null) return null;
  const confirmCancel = async () => {
    try {
      const answer = await cancel.mutateAsync();
      setAsking(false);
      void showAlert({ title: answer.message });
    } catch (error) {
      setAsking(false);
      handleError(error);
    }
  };
  return (
    <Stack spacing={2}>
      <Alert severity="info" role="status">
        {T.selling}
      </Alert>
      <Figure label={T.targetAmount} value={ntdText(sale.target_amount)} />
      <Figure label={T.soldAmount} value={ntdText(sale.sold_amount)} />
      <Figure label={T.sellFeeRate} value={`${sale.sell_fee_rate}%`} />
      <Figure label={T.expiresOn} value={sale.expires_on ?? T.untilSold} />
      {asking ? (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Typography>{T.cancelConfirm}</Typography>
          <Button variant="contained" color="warning" onClick={() => void confirmCancel()} disabled={cancel.isPending}>
            {T.cancel}
          </Button>
          <Button onClick={() => setAsking(false)} disabled={cancel.isPending}>
            {T.back}
          </Button>
        </Stack>
      ) : (
        <Button variant="outlined" color="warning" onClick={() => setAsking(true)}>
          {T.cancel}
        </Button>
      )}
    </Stack>
  );
}

/**
 * The sell form, index then confirm (spec 2): the amount against the saleable amount with the fee
 * and what reaches the collection account at the holding time's rate; then the contract box and
 * the login password. The server checks the same schema.
 */
function SellForm({ product, serial, overview }: { product: RoboProduct; serial: string; overview: RoboSellOverviewAnswer }) {
  const [step, setStep] = useState<'index' | 'confirm'>('index');
  const handleError = useErrorHandler();
  const { showAlert } = useAlert();
  const sell = useMoneyMutation({ mutationFn: postRoboSell(product), invalidates: [roboSellQueries.root] });
  const schema = useMemo(() => roboSellSchema({ saleable_amount: overview.saleable_amount }), [overview.saleable_amount]);
  const { control, handleSubmit, trigger, setError, getValues } = useForm<SellValues, unknown, RoboSell>({
    defaultValues: { amount: '', agree: false, password: '' },
    resolver: formResolver(schema),
  });
  const amountText = useWatch({ control, name: 'amount' });
  const amount = schema.shape.amount.safeParse(amountText);
  const figures = amount.success ? roboSaleFiguresOf(amount.data, overview.holding_time) : null;

  const next = async () => {
    if (await trigger('amount')) setStep('confirm');
  };

  const submit = async (input: RoboSell) => {
    try {
      const answer = await sell.mutateAsync({ ...input, account_serial: serial });
      void showAlert({ title: answer.message });
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.errors).includes('amount')) setStep('index');
      handleError(error, { onFieldErrors: (errors) => applyFieldErrors(setError, errors, getValues()) });
    }
  };

  return (
    <Stack component="form" spacing={2} noValidate onSubmit={(event) => void handleSubmit(submit)(event)}>
      <Figure label={T.saleableAmount} value={ntdText(overview.saleable_amount)} />
      <Figure label={T.holdingTime} value={String(overview.holding_time)} />
      <Figure label={T.sellFeeRate} value={`${overview.sell_fee_rate}%`} />
      {step === 'index' ? (
        <>
          <FormTextField control={control} name="amount" label={T.amount} numeric />
          {figures !== null && (
            <>
              <Figure label={T.sellFee} value={ntdText(figures.sell_fee)} />
              <Figure label={T.proceeds} value={ntdText(figures.proceeds)} />
            </>
          )}
          <Typography variant="body2" color="text.secondary">
            {T.expiryNote}
          </Typography>
          <Button variant="contained" size="large" onClick={() => void next()}>
            {T.next}
          </Button>
        </>
      ) : (
        <>
          {figures !== null && (
            <Paper variant="outlined" sx={{ p: 2 }}>
              <Stack spacing={1}>
                <Figure label={T.amount} value={ntdText(figures.amount)} />
                <Figure label={T.sellFee} value={ntdText(figures.sell_fee)} />
                <Figure label={T.proceeds} value={ntdText(figures.proceeds)} />
              </Stack>
            </Paper>
          )}
          <FormCheckbox control={control} name="agree" label={T.agree} />
          <FormTextField control={control} name="password" type="password" label={T.password} autoComplete="current-password" disabled={sell.isPending} />
          <Stack direction="row" spacing={2}>
            <Button onClick={() => setStep('index')} disabled={sell.isPending}>
              {T.back}
            </Button>
            <Button type="submit" variant="contained" size="large" disabled={sell.isPending} aria-busy={sell.isPending}>
              {T.submit}
            </Button>
          </Stack>
        </>
      )}
    </Stack>
  );
}

/** /robo/robo-invest/{product}/sell/{serial}: sell an amount of one robo investment, or follow and cancel its sale. */
export function RoboSellPage() {
  const params = useParams();
  const product = roboProductParamSchema.safeParse(params.product);
  const serial = params.serial ?? '';
  if (!product.success) return <NotFoundPage />;
  return <RoboSellScreen product={product.data} serial={serial} />;
}

function RoboSellScreen({ product, serial }: { product: RoboProduct; serial: string }) {
  const read = useReportedQuery(roboSellQueries.overview(product, serial), { missingOn404: true });
  return (
    <RecordPage load={loadStateOf(read)} reload={() => void read.refetch()} back={{ to: roboProductPath(product), label: T.backToRobo }}>
      {(overview) => (
        <Stack spacing={3}>
          <Typography variant="h5" component="h1">
            {`${ROBO_PRODUCT_LABELS[product]} ${T.title}`}
          </Typography>
          <Typography color="text.secondary">{`${ROBO_API_TEXTS.serial} ${overview.account_serial}`}</Typography>
          {overview.active_sell_investment !== null ? (
            <SaleInProgress product={product} overview={overview} />
          ) : (
            <SellForm product={product} serial={serial} overview={overview} />
          )}
        </Stack>
      )}
    </RecordPage>
  );
}
