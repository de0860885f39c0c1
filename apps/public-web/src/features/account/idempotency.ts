import { useCallback, useRef } from 'react';
import { ApiError } from '../../app/api';

const hex = (bytes: Uint8Array): string => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

/** A random version 4 UUID (crypto.randomUUID where the page offers it). */
export const newIdempotencyKey = (): string => {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const text = hex(bytes);
  return `${text.slice(0, 8)}-${text.slice(8, 12)}-${text.slice(12, 16)}-${text.slice(16, 20)}-${text.slice(20)}`;
};

/**
 * A call the server may or may not have carried out: no answer reached the page, or the server
 * failed. Sending it again with the same key cannot do it twice.
 */
export const isUnanswered = (error: unknown): boolean =>
  !(error instanceof ApiError) || error.status === 0 || error.status >= 500;

export interface IdempotencyKeys {
  /** The key for sending this payload: the current attempt's when it is a retry of it, else a fresh one. */
  keyFor: (payload: unknown) => string;
  /** The attempt got its answer: the next send is a new attempt. */
  settle: () => void;
}

/** One Idempotency-Key per attempt, reused only when the same payload is sent again after no answer. */
export function useIdempotencyKeys(): IdempotencyKeys {
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
