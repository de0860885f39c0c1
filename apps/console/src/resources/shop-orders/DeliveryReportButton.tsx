import { CONSOLE_SHOP_TEXTS as C, SHOP_TEXTS, isShopOrderDeliverable } from '@lendbridge/domain';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useId, useState } from 'react';
import { HttpError, useCanAccess, useRecordContext, useTranslate } from 'react-admin';
import type { ShopDeliveryReportParams } from '../../dataProvider';
import { useConsoleAction } from '../../shared/useConsoleAction';
import type { OrderRecord } from './types';

const FIELDS = ['carrier', 'carrier_code'] as const;

/** A refused report as 更改失敗 (the spec's notice), with the server's reason after it. */
const asUpdateFailure = (error: unknown): unknown => {
  if (!(error instanceof HttpError)) return error;
  const reason = error.message;
  const message = reason && reason !== SHOP_TEXTS.deliveryUpdateFailed ? `${SHOP_TEXTS.deliveryUpdateFailed}：${reason}` : SHOP_TEXTS.deliveryUpdateFailed;
  const body: unknown = error.body;
  return new HttpError(message, error.status, typeof body === 'object' && body !== null ? { ...body, message } : { message });
};

/**
 * 回報出貨 on a paid order not yet delivered: the carrier and its code, sent as
 * PUT /api/console/shop-orders/{id}/delivery; the order then shows 配送中. A refusal of the
 * fields shows on them, any other as 更改失敗.
 */
export const DeliveryReportButton = () => {
  const record = useRecordContext<OrderRecord>();
  const translate = useTranslate();
  const titleId = useId();
  const { canAccess } = useCanAccess({ resource: 'shop-orders', action: 'edit' });
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<ShopDeliveryReportParams>({ carrier: '', carrier_code: '' });
  const report = useConsoleAction<{ id: number; values: ShopDeliveryReportParams }, unknown>({
    send: async (dataProvider, params) => {
      try {
        return await dataProvider.reportShopDelivery(params.id, params.values);
      } catch (error) {
        throw asUpdateFailure(error);
      }
    },
    done: C.deliveryReported,
    onDone: () => setOpen(false),
    fields: FIELDS,
  });
  if (!record || !canAccess || !isShopOrderDeliverable(record.status, record.delivery_status)) return null;
  const sending = report.isPending;

  const change = (field: (typeof FIELDS)[number], value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    report.clearError(field);
  };

  return (
    <>
      <Button
        size="small"
        variant="contained"
        startIcon={<LocalShippingIcon />}
        onClick={() => {
          report.reset();
          setValues({ carrier: record.carrier ?? '', carrier_code: record.carrier_code ?? '' });
          setOpen(true);
        }}
      >
        {SHOP_TEXTS.deliveryReport}
      </Button>
      <Dialog open={open} onClose={sending ? undefined : () => setOpen(false)} aria-labelledby={titleId} maxWidth="xs" fullWidth>
        <DialogTitle id={titleId}>{`${SHOP_TEXTS.deliveryReport} ${record.serial}`}</DialogTitle>
        <DialogContent>
          <TextField
            label={SHOP_TEXTS.carrier}
            value={values.carrier}
            onChange={(event) => change('carrier', event.target.value)}
            error={report.errors.carrier !== undefined}
            helperText={report.errors.carrier ?? ' '}
            disabled={sending}
            fullWidth
            margin="dense"
          />
          <TextField
            label={SHOP_TEXTS.carrierCode}
            value={values.carrier_code}
            onChange={(event) => change('carrier_code', event.target.value)}
            error={report.errors.carrier_code !== undefined}
            helperText={report.errors.carrier_code ?? ' '}
            disabled={sending}
            fullWidth
            margin="dense"
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={sending}>
            {translate('ra.action.cancel')}
          </Button>
          <Button variant="contained" onClick={() => void report.run({ id: record.id, values })} disabled={sending} aria-busy={sending}>
            {translate('ra.action.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
