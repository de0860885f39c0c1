import type { Readable } from 'node:stream';

/** Injection token of the FileStorage the uploads module writes to. */
export const FILE_STORAGE = Symbol('FILE_STORAGE');

/**
 * Where uploaded bytes live, addressed by server-generated keys (`<yyyy>/<mm>/<uuid>.<ext>`).
 * Shaped like an object store so an S3-compatible implementation can take the place of the
 * local disk: put is PutObject (with its Content-Type), get is GetObject's body, delete is
 * DeleteObject.
 */
export interface FileStorage {
  /** Stores the bytes under the key, replacing nothing: keys are never reused. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The stored bytes as a stream, or undefined when nothing is stored under the key. */
  get(key: string): Promise<Readable | undefined>;
  /** Removes the object; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
}

/** Storage keys as the uploads module generates them; anything else is refused by the storages. */
export const STORAGE_KEY_PATTERN = /^[0-9]{4}\/[0-9]{2}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]{1,8}$/;

export function assertStorageKey(key: string): void {
  if (!STORAGE_KEY_PATTERN.test(key)) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
}
