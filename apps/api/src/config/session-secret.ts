import { createHmac, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Env } from './env.js';

/** SESSION_SECRET when set; otherwise one generated once and kept in DATA_DIR so sessions survive restarts. */
export async function resolveSessionSecret(env: Env): Promise<string> {
  if (env.SESSION_SECRET) return env.SESSION_SECRET;
  const file = join(env.DATA_DIR, 'session-secret');
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch {
    const secret = randomBytes(48).toString('base64url');
    await mkdir(env.DATA_DIR, { recursive: true });
    await writeFile(file, secret, { mode: 0o600 });
    return secret;
  }
}

/**
 * The human check's HMAC key: CAPTCHA_HMAC_KEY when set, otherwise one derived from the session
 * secret, so every process of a deployment signs and checks challenges with the same key.
 */
export function captchaKeyOf(env: Env, sessionSecret: string): string {
  return env.CAPTCHA_HMAC_KEY ?? createHmac('sha256', sessionSecret).update('lendbridge:captcha').digest('hex');
}

/**
 * The key of the embedded campaign frame's tokens: CAMPAIGN_TOKEN_SECRET when set (the partner who
 * checks the tokens holds the same), otherwise one derived from the session secret, the same in every process.
 */
export function campaignTokenKeyOf(env: Env, sessionSecret: string): string {
  return env.CAMPAIGN_TOKEN_SECRET ?? createHmac('sha256', sessionSecret).update('lendbridge:campaign-token').digest('hex');
}
