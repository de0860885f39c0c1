import { createHash, randomBytes } from 'node:crypto';
import { FARM_INGESTION_KEY_PATTERN, FARM_INGESTION_KEY_PREFIX } from '@lendbridge/domain';

/** How many characters of a key the console shows to tell keys apart (the prefix and 5 more). */
const SHOWN_PREFIX_LENGTH = 8;

/** The SHA-256 (hex) under which a key is kept: the key itself is never stored. */
export const hashFarmKey = (key: string): string => createHash('sha256').update(key, 'utf8').digest('hex');

/** A new ingestion key (32 random bytes), its hash and the part the console shows. */
export function newFarmKey(): { key: string; hash: string; prefix: string } {
  const key = `${FARM_INGESTION_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { key, hash: hashFarmKey(key), prefix: key.slice(0, SHOWN_PREFIX_LENGTH) };
}

/** Whether a header value has the shape of a key (anything else is refused without a lookup). */
export const looksLikeFarmKey = (value: unknown): value is string => typeof value === 'string' && FARM_INGESTION_KEY_PATTERN.test(value);

/** A farm's public page key: 16 random bytes. */
export const newPageKey = (): string => randomBytes(16).toString('base64url');
