import { useCallback, useRef } from 'react';
import { HttpError } from 'react-admin';

/** A random version 4 UUID. */
export const newIdempotencyKey = (): string => crypto.randomUUID();

/**
 * A call the server may or may not have carried out: no answer reached the console, or the
 * server failed. Sending it again with the same key cannot do it twice.
 */
export const isUnanswered = (error: unknown): boolean =>
  !(error instanceof HttpError) || typeof error.status !== 'number' || error.status === 0 || error.status >= 500;

/** One Idempotency-Key per submission, reused only when the same payload is sent again after no answer. */
export function useIdempotencyKeys() {
  const attempt = useRef<{ key: string; payload: string } | null>(null);

  const keyFor = useCallback((payload: unknown) => {
    const text = JSON.stringify(payload);
    if (attempt.current === null || attempt.current.payload !== text) {
      attempt.current = { key: newIdempotencyKey(), payload: text };
    }
    return attempt.current.key;
  }, []);

  const settle = useCallback(() => {
    attempt.current = null;
  }, []);

  return { keyFor, settle };
}
