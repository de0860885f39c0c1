import { createCipheriv, createDecipheriv, createHmac, randomBytes, randomInt } from 'node:crypto';
import { RECOVERY_CODE_ALPHABET, RECOVERY_CODE_COUNT, RECOVERY_CODE_LENGTH, normalizeRecoveryCode } from '@lendbridge/domain';
import type { Env } from '../../config/env.js';

/**
 * The key that encrypts TOTP secrets at rest and keys the recovery codes' hashes: TWO_FACTOR_KEY
 * when set (so it can be kept apart from the session secret and rotated with a re-encryption),
 * otherwise one derived from the session secret, the same in every process of a deployment.
 */
export function twoFactorKeyOf(env: Env, sessionSecret: string): Buffer {
  return createHmac('sha256', env.TWO_FACTOR_KEY ?? sessionSecret).update('lendbridge:two-factor').digest();
}

const VERSION = 'v1';
const IV_BYTES = 12;

/** AES-256-GCM: 'v1.iv.tag.ciphertext' in base64url; a changed byte or a wrong key fails to decrypt. */
export function encryptSecret(key: Buffer, secret: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), ciphertext.toString('base64url')].join('.');
}

export function decryptSecret(key: Buffer, stored: string): string {
  const [version, iv, tag, ciphertext] = stored.split('.');
  if (version !== VERSION || !iv || !tag || !ciphertext) throw new Error('Unknown two-factor secret format');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
}

/** A recovery code's stored form: an HMAC of its normalized text, so the table alone does not give the codes. */
export function recoveryCodeHash(key: Buffer, code: string): string {
  return createHmac('sha256', key).update(normalizeRecoveryCode(code)).digest('hex');
}

/** New recovery codes, as shown to the member: five characters, a dash, five more (k7m2p-q9rt4). */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const text = Array.from({ length: RECOVERY_CODE_LENGTH }, () => RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)]).join('');
    return `${text.slice(0, RECOVERY_CODE_LENGTH / 2)}-${text.slice(RECOVERY_CODE_LENGTH / 2)}`;
  });
}
