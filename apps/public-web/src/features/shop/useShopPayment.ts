import type { ShopBookingAnswer, ShopBookingInput, ShopOrderAnswer, ShopOrderInput, ShopPaymentMethod } from '@lendbridge/domain';
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

/** A booking of a slot, sent with the Idempotency-Key of its intent so a retry cannot take two slots. */
export function useShopBooking(shopId: number) {
  return useMoneyMutation<ShopBookingInput, ShopBookingAnswer>({
    mutationFn: (body, call) => bookShopSlot(shopId, body, call),
    invalidates: [shopQueries.all],
  });
}
