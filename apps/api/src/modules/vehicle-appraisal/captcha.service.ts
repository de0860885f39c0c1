import { createHmac, randomInt } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { DataSource } from 'typeorm';
import { z } from 'zod';
import { VEHICLE_CAPTCHA_ALGORITHM } from '@lendbridge/domain';
import type { VehicleCaptchaChallenge } from '@lendbridge/domain';
import { CAPTCHA_KEY, ENV } from '../../config/config.module.js';
import type { Env } from '../../config/env.js';

const MILLISECONDS = 1000;

/** The widget's answer (base64 of JSON): the challenge as it was signed, and the counter and key that solve it. */
const payloadSchema = z.object({
  challenge: z.object({
    parameters: z
      .object({
        algorithm: z.string(),
        nonce: z.string().regex(/^[0-9a-f]{1,64}$/),
        salt: z.string().max(256),
        cost: z.number().int().positive(),
        keyLength: z.number().int().positive(),
        keyPrefix: z.string().max(256),
        expiresAt: z.number().int().positive(),
      })
      .loose(),
    signature: z.string().max(256),
  }),
  solution: z.object({ counter: z.number().int().nonnegative(), derivedKey: z.string().max(256) }).loose(),
});

type CaptchaPayload = z.infer<typeof payloadSchema>;

/** Why a token was not taken. */
export type CaptchaRefusal = 'malformed' | 'unverified' | 'spent';

const payloadOf = (token: string): CaptchaPayload | null => {
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(token, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};

/**
 * The human check: a self-hosted proof of work (ALTCHA). A challenge is PBKDF2 over SHA-256 with a
 * counter the server chose and only proves by a key signature, signed with the HMAC key, valid for
 * CAPTCHA_TTL_SECONDS; the browser finds the counter. A solved challenge is spent once: its nonce
 * is recorded in captcha_spent until it expires, so a replay (in any API process) is refused.
 */
@Injectable()
export class CaptchaService {
  private readonly keySignatureKey: string;

  constructor(
    @Inject(ENV) private readonly env: Env,
    @Inject(CAPTCHA_KEY) private readonly key: string,
    private readonly dataSource: DataSource,
  ) {
    this.keySignatureKey = createHmac('sha256', key).update('key-signature').digest('hex');
  }

  async challenge(now: Date = new Date()): Promise<VehicleCaptchaChallenge> {
    const counterMax = this.env.CAPTCHA_COUNTER_MAX;
    const challenge = await createChallenge({
      algorithm: VEHICLE_CAPTCHA_ALGORITHM,
      cost: this.env.CAPTCHA_COST,
      counter: randomInt(Math.ceil(counterMax / 2), counterMax + 1),
      deriveKey,
      expiresAt: new Date(now.getTime() + this.env.CAPTCHA_TTL_SECONDS * MILLISECONDS),
      hmacSignatureSecret: this.key,
      hmacKeySignatureSecret: this.keySignatureKey,
    });
    return challenge as VehicleCaptchaChallenge;
  }

  /** Checks a token and spends its challenge; answers why it was refused, or null when it is taken. */
  async spend(token: string): Promise<CaptchaRefusal | null> {
    const payload = payloadOf(token);
    if (payload === null || payload.challenge.parameters.algorithm !== VEHICLE_CAPTCHA_ALGORITHM) return 'malformed';
    const verification = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: this.key,
      hmacKeySignatureSecret: this.keySignatureKey,
    }).catch(() => null);
    if (verification?.verified !== true) return 'unverified';
    const { nonce, expiresAt } = payload.challenge.parameters;
    const recorded = (await this.dataSource.query(
      `WITH expired AS (DELETE FROM captcha_spent WHERE expires_at < now())
       INSERT INTO captcha_spent (challenge_id, expires_at) VALUES ($1, to_timestamp($2))
       ON CONFLICT (challenge_id) DO NOTHING
       RETURNING challenge_id`,
      [nonce, expiresAt],
    )) as { challenge_id: string }[];
    return recorded.length === 1 ? null : 'spent';
  }
}
