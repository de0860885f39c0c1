import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryKey, UseMutationResult } from '@tanstack/react-query';
import { IDEMPOTENCY_KEY_HEADER, createIdempotencyKeys } from '@lendbridge/domain';
import { isUnanswered } from '../app/api';

/** What a money call is sent with: the Idempotency-Key header of its intent. */
export interface IdempotentCall {
  headers: Readonly<Record<string, string>>;
}

export interface MoneyMutationOptions<TInput, TData> {
  /** The feature's `*.api.ts` call; `call` goes into its request options. */
  mutationFn: (input: TInput, call: IdempotentCall) => Promise<TData>;
  /** The reads the action changes (query keys or their prefixes), read again once it succeeded. */
  invalidates?: readonly QueryKey[];
}

/**
 * The one way a page moves money: useMutation sending the Idempotency-Key of the member's
 * intent. The key is made when an input is first sent and sent again with the same input after a
 * failure that got no answer (no answer, or a server error), so a retry cannot move the money
 * twice; any answer (success or refusal) or another input starts a new intent with a new key.
 * After a success the reads named in `invalidates` are read again.
 */
export function useMoneyMutation<TInput, TData>({
  mutationFn,
  invalidates = [],
}: MoneyMutationOptions<TInput, TData>): UseMutationResult<TData, Error, TInput> {
  const queryClient = useQueryClient();
  const [keys] = useState(createIdempotencyKeys);
  return useMutation<TData, Error, TInput>({
    mutationFn: (input) => mutationFn(input, { headers: { [IDEMPOTENCY_KEY_HEADER]: keys.keyFor(input) } }),
    onSuccess: () => {
      for (const queryKey of invalidates) void queryClient.invalidateQueries({ queryKey });
    },
    onSettled: (_data, error) => {
      if (error === null || !isUnanswered(error)) keys.settle();
    },
  });
}
