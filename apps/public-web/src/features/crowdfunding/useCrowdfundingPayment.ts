import type { CrowdfundingOrderAnswer } from '@lendbridge/domain';
import { useMoneyMutation } from '../../shared/useMoneyMutation';
import { crowdfundingQueries, payCrowdfundingOrder, placeCrowdfundingOrder, returnFromCardAuth } from './crowdfunding.api';
import type { CrowdfundingOrderBody } from './crowdfunding.api';

export type CrowdfundingPaymentAction =
  | { kind: 'order'; serial: string; body: CrowdfundingOrderBody }
  | { kind: 'pay'; serial: string }
  | { kind: 'card-return'; serial: string; token: string };

/** The crowdfunding money actions (order, pay a waiting order, the 3-D Secure return), each sent with the Idempotency-Key of its intent. */
export function useCrowdfundingPayment() {
  return useMoneyMutation<CrowdfundingPaymentAction, CrowdfundingOrderAnswer>({
    mutationFn: (action, call) => {
      if (action.kind === 'order') return placeCrowdfundingOrder(action.serial, action.body, call);
      if (action.kind === 'pay') return payCrowdfundingOrder(action.serial, call);
      return returnFromCardAuth(action.serial, action.token, call);
    },
    invalidates: [crowdfundingQueries.all],
  });
}
