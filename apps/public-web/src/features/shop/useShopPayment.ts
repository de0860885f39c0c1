import { MESSAGES, SHOP_TEXTS } from '@lendbridge/domain';
import type { ShopBookingAnswer, ShopBookingInput, ShopOrderAnswer, ShopOrderInput, ShopPaymentMethod } from '@lendbridge/domain';
import { useAlert } from '../../shared/AlertDialog';
import { useMoneyMutation } from '../../shared/useMoneyMutation';
import { bookShopSlot, cancelShopOrder, payShopOrder, placeShopOrder, receiveShopOrder, shopQueries } from './shop.api';

export type ShopPaymentAction =
  | { kind: 'order'; body: ShopOrderInput }
  | { kind: 'pay'; serial: string; payment_method: ShopPaymentMethod }
  | { kind: 'cancel'; serial: string }
  | { kind: 'receive'; serial: string };

/** The shop's money actions (order, pay, cancel with its refund, confirm receipt), each sent with the Idempotency-Key of its intent. */
export function useShopPayment() {
  return useMoneyMutation<ShopPaymentAction, ShopOrderAnswer>({
    mutationFn: (action, call) => {
      if (action.kind === 'order') return placeShopOrder(action.body, call);
      if (action.kind === 'pay') return payShopOrder(action.serial, action.payment_method, call);
      if (action.kind === 'cancel') return cancelShopOrder(action.serial, call);
      return receiveShopOrder(action.serial, call);
    },
    invalidates: [shopQueries.all],
  });
}

/** The buyer's actions on an order, each answered in an alert: the success words, or the server's reason (不明錯誤 without one). */
export function useShopOrderActions() {
  const payment = useShopPayment();
  const { showAlert } = useAlert();
  const act = async (action: ShopPaymentAction, success: string): Promise<void> => {
    try {
      await payment.mutateAsync(action);
      await showAlert({ title: success });
    } catch (error) {
      await showAlert({ title: MESSAGES.genericErrorTitle, text: error instanceof Error ? error.message : SHOP_TEXTS.unknownError });
    }
  };
  return { act, isPending: payment.isPending };
}

/** A booking of a slot, sent with the Idempotency-Key of its intent so a retry cannot take two slots. */
export function useShopBooking(shopId: number) {
  return useMoneyMutation<ShopBookingInput, ShopBookingAnswer>({
    mutationFn: (body, call) => bookShopSlot(shopId, body, call),
    invalidates: [shopQueries.all],
  });
}
