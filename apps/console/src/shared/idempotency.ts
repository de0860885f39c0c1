import { useState } from 'react';
import { HttpError } from 'react-admin';
import { createIdempotencyKeys, isUnansweredStatus } from '@lendbridge/domain';
import type { IdempotencyKeys } from '@lendbridge/domain';

/**
 * A call the server may or may not have carried out: no answer reached the console, or the
 * server failed. Sending it again with the same key cannot do it twice.
 */
export const isUnanswered = (error: unknown): boolean =>
  isUnansweredStatus(error instanceof HttpError && typeof error.status === 'number' ? error.status : undefined);

/** The component's Idempotency-Keys: one per submission, kept for as long as the component is mounted. */
export function useIdempotencyKeys(): IdempotencyKeys {
  const [keys] = useState(createIdempotencyKeys);
  return keys;
}
