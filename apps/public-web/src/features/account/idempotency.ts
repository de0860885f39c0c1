import { useState } from 'react';
import { createIdempotencyKeys, isUnansweredStatus } from '@lendbridge/domain';
import type { IdempotencyKeys } from '@lendbridge/domain';
import { ApiError } from '../../app/api';

export type { IdempotencyKeys };

/**
 * A call the server may or may not have carried out: no answer reached the page, or the server
 * failed. Sending it again with the same key cannot do it twice.
 */
export const isUnanswered = (error: unknown): boolean => isUnansweredStatus(error instanceof ApiError ? error.status : undefined);

/** The component's Idempotency-Keys: one per attempt, kept for as long as the component is mounted. */
export function useIdempotencyKeys(): IdempotencyKeys {
  const [keys] = useState(createIdempotencyKeys);
  return keys;
}
