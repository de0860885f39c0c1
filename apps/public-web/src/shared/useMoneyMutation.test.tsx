import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER } from '@lendbridge/domain';
import { ApiError } from '../app/api';
import { createTestQueryClient, withQueryClient } from '../test/render';
import { useMoneyMutation } from './useMoneyMutation';
import type { IdempotentCall } from './useMoneyMutation';

interface Withdrawal {
  amount: number;
}

const noAnswer = () => new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'no answer' });
const refusal = () => new ApiError({ status: 409, code: 'CONFLICT', message: 'refused' });

/** The hook over a call that fails or answers as the test says, with the keys it was sent. */
const setUp = (outcomes: ('ok' | Error)[]) => {
  const sent: string[] = [];
  const mutationFn = vi.fn(async (input: Withdrawal, call: IdempotentCall) => {
    sent.push(call.headers[IDEMPOTENCY_KEY_HEADER] ?? '');
    const outcome = outcomes[sent.length - 1] ?? 'ok';
    if (outcome !== 'ok') throw outcome;
    return { withdrawn: input.amount };
  });
  const queryClient = createTestQueryClient();
  const { result } = renderHook(() => useMoneyMutation({ mutationFn, invalidates: [['account']] }), {
    wrapper: withQueryClient(queryClient),
  });
  const send = (input: Withdrawal) =>
    act(async () => {
      await result.current.mutateAsync(input).catch(() => undefined);
    });
  return { sent, send, queryClient };
};

describe('useMoneyMutation', () => {
  it('sends the same key again when the same input is retried after no answer, and a new one after success', async () => {
    const { sent, send } = setUp([noAnswer(), noAnswer(), 'ok', 'ok']);
    await send({ amount: 5000 });
    await send({ amount: 5000 });
    await send({ amount: 5000 });
    await send({ amount: 5000 });
    expect(sent).toHaveLength(4);
    expect(sent[0]).not.toBe('');
    expect(sent[1]).toBe(sent[0]);
    expect(sent[2]).toBe(sent[0]);
    expect(sent[3]).not.toBe(sent[0]);
  });

  it('starts a new key for another input, and after a refusal', async () => {
    const { sent, send } = setUp([noAnswer(), refusal(), 'ok']);
    await send({ amount: 5000 });
    await send({ amount: 6000 });
    await send({ amount: 6000 });
    expect(new Set(sent).size).toBe(3);
  });

  it('reads again what the action changed once it succeeded, and only then', async () => {
    const { send, queryClient } = setUp([noAnswer(), 'ok']);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await send({ amount: 5000 });
    expect(invalidate).not.toHaveBeenCalled();
    await send({ amount: 5000 });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['account'] });
  });
});
