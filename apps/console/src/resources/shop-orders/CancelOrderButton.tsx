import { CONSOLE_SHOP_TEXTS as C, SHOP_TEXTS, isShopOrderCancellable } from '@lendbridge/domain';
import { Button } from '@mui/material';
import { useState } from 'react';
import { Confirm, useCanAccess, useRecordContext } from 'react-admin';
import { useConsoleAction } from '../../shared/useConsoleAction';
import type { OrderRecord } from './types';

/**
 * 取消訂單 on an order not yet delivered: the buyer is refunded and the stock returns. The
 * attempt carries an Idempotency-Key, so confirming again after no answer refunds at most once.
 */
export const CancelOrderButton = () => {
  const record = useRecordContext<OrderRecord>();
  const { canAccess } = useCanAccess({ resource: 'shop-orders', action: 'edit' });
  const [open, setOpen] = useState(false);
  const cancel = useConsoleAction<number, unknown>({
    send: (dataProvider, id, meta) => dataProvider.cancelShopOrder(id, meta),
    done: SHOP_TEXTS.orderCancelled,
    onDone: () => setOpen(false),
    keyed: true,
  });
  if (!record || !canAccess || !isShopOrderCancellable(record.status, record.delivery_status)) return null;
  return (
    <>
      <Button
        size="small"
        color="error"
        onClick={() => {
          cancel.reset();
          setOpen(true);
        }}
      >
        {SHOP_TEXTS.cancel}
      </Button>
      <Confirm
        isOpen={open}
        loading={cancel.isPending}
        title={C.cancelConfirmTitle}
        content={C.cancelConfirm}
        onConfirm={() => void cancel.run(record.id)}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
