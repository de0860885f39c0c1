import { useEffect, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SHOP_ORDER_INFO_DEBOUNCE_MS } from '@lendbridge/domain';
import type { ShopOrderInfoInput } from '@lendbridge/domain';
import { saveShopOrderInfo, shopQueries } from './shop.api';

export type AutosaveState = 'idle' | 'waiting' | 'saving' | 'saved' | 'failed';

/**
 * Saves the order info (PUT …/info) SHOP_ORDER_INFO_DEBOUNCE_MS after the last change: each
 * change restarts the wait, so a burst of typing is one save of the last values.
 */
export function useOrderInfoAutosave(serial: string) {
  const queryClient = useQueryClient();
  const timer = useRef<number | undefined>(undefined);
  const [state, setState] = useState<AutosaveState>('idle');
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (info: ShopOrderInfoInput) => saveShopOrderInfo(serial, info),
    onSuccess: (order) => {
      queryClient.setQueryData(shopQueries.order(serial).queryKey, order);
      setState('saved');
      setError(null);
    },
    onError: (failure) => {
      setState('failed');
      setError(failure.message);
    },
  });
  const { mutate } = save;

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const schedule = (info: ShopOrderInfoInput) => {
    window.clearTimeout(timer.current);
    setState('waiting');
    timer.current = window.setTimeout(() => {
      setState('saving');
      mutate(info);
    }, SHOP_ORDER_INFO_DEBOUNCE_MS);
  };

  return { schedule, state, error };
}
