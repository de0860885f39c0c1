/** The part of the Web Crypto API (in browsers and Node) that keys are made with. */
interface KeyCrypto {
  randomUUID?: () => string;
  getRandomValues: (array: Uint8Array) => Uint8Array;
}

const keyCrypto = (): KeyCrypto => (globalThis as unknown as { crypto: KeyCrypto }).crypto;

const hex = (bytes: Uint8Array): string => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

/** A random version 4 UUID (crypto.randomUUID where the page offers it, else built from random bytes). */
export const newIdempotencyKey = (): string => {
  const crypto = keyCrypto();
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const text = hex(bytes);
  return `${text.slice(0, 8)}-${text.slice(8, 12)}-${text.slice(12, 16)}-${text.slice(16, 20)}-${text.slice(20)}`;
};

/**
 * A call the server may or may not have carried out, by the status of its failure: none (no answer
 * arrived), 0, or a server error. Sending it again with the same key cannot do it twice.
 */
export const isUnansweredStatus = (status: number | undefined): boolean =>
  status === undefined || status === 0 || status >= 500;

export interface IdempotencyKeys {
  /** The key for sending this payload: the current attempt's when it is a retry of it, else a fresh one. */
  keyFor: (payload: unknown) => string;
  /** The attempt got its answer: the next send is a new attempt. */
  settle: () => void;
}

/** One Idempotency-Key per attempt, reused only when the same payload is sent again after no answer. */
export const createIdempotencyKeys = (newKey: () => string = newIdempotencyKey): IdempotencyKeys => {
  let attempt: { key: string; payload: string } | null = null;
  return {
    keyFor: (payload) => {
      const text = JSON.stringify(payload);
      if (attempt === null || attempt.payload !== text) attempt = { key: newKey(), payload: text };
      return attempt.key;
    },
    settle: () => {
      attempt = null;
    },
  };
};
