import { createHmac, timingSafeEqual } from 'node:crypto';

const HEX_SIGNATURE = /^(?:sha256=)?([0-9a-fA-F]{64})$/;

/** The hex HMAC-SHA256 of the raw body with the shared secret, as the bank sends it. */
export function bankSignature(secret: string, body: Buffer): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

/** Checks X-Bank-Signature (hex, optionally prefixed `sha256=`) in constant time. */
export function isValidBankSignature(secret: string, body: Buffer, header: string | undefined): boolean {
  const match = header === undefined ? null : HEX_SIGNATURE.exec(header.trim());
  if (match === null) return false;
  const given = Buffer.from(match[1].toLowerCase(), 'hex');
  const expected = Buffer.from(bankSignature(secret, body), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
