import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { RESALE_TEXTS, ntdText, resaleOfferSchema, resalePriceGapText } from '@lendbridge/domain';
import type { ResalePriceBounds, ResaleSellPreview } from '@lendbridge/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useErrorHandler } from '../../app/useErrorHandler';
import { useAlert } from '../../shared/AlertDialog';
import { FactsPanel } from '../../shared/FactsPanel';
import { FormTextField, applyFieldErrors, formResolver } from '../../shared/form';
import { useReportedQuery } from '../../shared/useReportedQuery';
import { investmentQueries } from '../investments/investments.api';
import { resaleQueries, submitOffer, withdrawOffer } from './resale.api';

const T = RESALE_TEXTS;

interface OfferValues {
  price: string;
}

/** The price form: a whole NT$ price within the band of the remaining principal. */
function OfferForm({ serial, bounds, onCancel, onDone }: { serial: string; bounds: ResalePriceBounds; onCancel: () => void; onDone: () => void }) {
  const handleError = useErrorHandler();
  const { showAlert } = useAlert();
  const queryClient = useQueryClient();
  const offer = useMutation({ mutationFn: submitOffer });
  const { control, handleSubmit, setError, getValues } = useForm<OfferValues, unknown, { price: number }>({
    defaultValues: { price: '' },
    resolver: formResolver(resaleOfferSchema(bounds)),
  });

  const submit = async ({ price }: { price: number }) => {
    try {
      const preview = await offer.mutateAsync({ serial, price });
      queryClient.setQueryData(resaleQueries.sellPreview(serial).queryKey, preview);
      void queryClient.invalidateQueries({ queryKey: resaleQueries.root });
      void showAlert({ title: T.offered });
      onDone();
    } catch (error) {
      handleError(error, { onFieldErrors: (errors) => applyFieldErrors(setError, errors, getValues()) });
    }
  };

  return (
    <Stack component="form" spacing={2} noValidate onSubmit={(event) => void handleSubmit(submit)(event)} aria-label={T.offerTitle}>
      <FormTextField
        control={control}
        name="price"
        label={T.price}
        numeric
        disabled={offer.isPending}
        helperText={`${T.priceBand} ${ntdText(bounds.min)} – ${ntdText(bounds.max)}`}
      />
      <Typography variant="body2" color="text.secondary">
        {T.feeNote}
      </Typography>
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={offer.isPending} aria-busy={offer.isPending}>
          {T.submitOffer}
        </Button>
        <Button onClick={onCancel} disabled={offer.isPending}>
          {T.cancel}
        </Button>
      </Stack>
    </Stack>
  );
}

/** The open offer: its price, gap, fee and the way to withdraw it. */
function OpenOffer({ serial, preview }: { serial: string; preview: ResaleSellPreview }) {
  const handleError = useErrorHandler();
  const { showAlert } = useAlert();
  const queryClient = useQueryClient();
  const withdraw = useMutation({ mutationFn: withdrawOffer });
  const offer = preview.offer;
  if (offer === null) return null;

  const onWithdraw = async () => {
    try {
      queryClient.setQueryData(resaleQueries.sellPreview(serial).queryKey, await withdraw.mutateAsync({ serial }));
      void queryClient.invalidateQueries({ queryKey: resaleQueries.root });
      void showAlert({ title: T.withdrawn });
    } catch (error) {
      handleError(error);
    }
  };

  return (
    <Stack spacing={2}>
      <FactsPanel
        label={T.openOfferHeading}
        rows={[
          [T.offerOpen, ntdText(offer.price)],
          [T.priceGap, resalePriceGapText(offer.gap)],
          [T.resaleFee, ntdText(offer.resale_fee)],
        ]}
      />
      {!offer.buyable && <Alert severity="warning">{T.notBuyable}</Alert>}
      <Button variant="outlined" color="error" onClick={() => void onWithdraw()} disabled={withdraw.isPending} aria-busy={withdraw.isPending} sx={{ alignSelf: 'flex-start' }}>
        {T.withdrawOffer}
      </Button>
    </Stack>
  );
}

/**
 * 轉讓 on the lender's own investment page: the bid preview (remaining principal, the price band,
 * the schedule facts), then the price form, or the open offer with the way to withdraw it. An
 * investment that cannot be resold shows why.
 */
export function ResaleOfferSection({ serial }: { serial: string }) {
  const read = useReportedQuery(resaleQueries.sellPreview(serial));
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const preview = read.data;

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
        {T.offerHeading}
      </Typography>
      {preview === undefined ? (
        <LinearProgress aria-label={T.loading} />
      ) : (
        <Stack spacing={2}>
          <Typography variant="body2">{`${T.remainPrincipal} ${ntdText(preview.remain_principal)}`}</Typography>
          {preview.offer !== null && <OpenOffer serial={serial} preview={preview} />}
          {preview.offer === null && preview.refusal !== null && <Alert severity="info">{preview.refusal}</Alert>}
          {preview.offer === null && preview.refusal === null && preview.bounds !== null && !open && (
            <Button variant="contained" onClick={() => setOpen(true)} sx={{ alignSelf: 'flex-start' }}>
              {T.offer}
            </Button>
          )}
          {preview.offer === null && preview.refusal === null && preview.bounds !== null && open && (
            <>
              <Typography variant="body2" color="text.secondary">
                {T.offerIntro}
              </Typography>
              <OfferForm
                serial={serial}
                bounds={preview.bounds}
                onCancel={() => setOpen(false)}
                onDone={() => {
                  setOpen(false);
                  void queryClient.invalidateQueries({ queryKey: investmentQueries.root });
                }}
              />
            </>
          )}
        </Stack>
      )}
    </Paper>
  );
}
