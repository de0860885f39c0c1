import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { CAMPAIGN_TOKEN_ISSUER } from '@lendbridge/domain';

/** What the embedded campaign frame learns from the token: who (the member serial), for which campaign, until when. */
export interface CampaignTokenClaims {
  readonly iss: string;
  readonly sub: string;
  readonly campaign: string;
  readonly iat: number;
  readonly exp: number;
  readonly jti: string;
}

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

const signature = (key: string, signed: string): string => createHmac('sha256', key).update(signed).digest('base64url');

/** A JSON Web Token (RFC 7519) signed with HMAC-SHA256 under the server's key; the frame's partner checks it with the same key. */
export function signCampaignToken(key: string, claims: { memberSerial: string; campaignKey: string; at: Date; ttlSeconds: number }): { token: string; claims: CampaignTokenClaims } {
  const iat = Math.floor(claims.at.getTime() / 1000);
  const payload: CampaignTokenClaims = {
    iss: CAMPAIGN_TOKEN_ISSUER,
    sub: claims.memberSerial,
    campaign: claims.campaignKey,
    iat,
    exp: iat + claims.ttlSeconds,
    jti: randomUUID(),
  };
  const signed = `${HEADER}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
  return { token: `${signed}.${signature(key, signed)}`, claims: payload };
}

/** The claims of a token signed with the key and not expired at the instant, or null (a partner's check, and the tests'). */
export function verifyCampaignToken(key: string, token: string, at: Date): CampaignTokenClaims | null {
  const [header, payload, given, ...rest] = token.split('.');
  if (header !== HEADER || payload === undefined || given === undefined || rest.length > 0) return null;
  const expected = Buffer.from(signature(key, `${header}.${payload}`));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as CampaignTokenClaims;
    return typeof claims.exp === 'number' && claims.exp > Math.floor(at.getTime() / 1000) ? claims : null;
  } catch {
    return null;
  }
}
