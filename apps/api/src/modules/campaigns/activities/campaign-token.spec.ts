import { describe, expect, it } from '@jest/globals';
import { signCampaignToken, verifyCampaignToken } from './campaign-token.js';

const KEY = 'campaign-token-test-key-0123456789abcdef';
const AT = new Date('2025-12-24T02:00:00.000Z');

describe('the embedded campaign frame token', () => {
  it('is an HS256 JWT carrying the member serial and the campaign key for its lifetime', () => {
    const { token, claims } = signCampaignToken(KEY, { memberSerial: 'M00000042', campaignKey: 'click-dollar', at: AT, ttlSeconds: 300 });
    const [header, payload] = token.split('.');
    expect(JSON.parse(Buffer.from(header, 'base64url').toString('utf8'))).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))).toEqual(claims);
    expect(claims).toMatchObject({ iss: 'lendbridge', sub: 'M00000042', campaign: 'click-dollar', exp: claims.iat + 300 });
    expect(verifyCampaignToken(KEY, token, new Date(AT.getTime() + 299_000))).toEqual(claims);
  });

  it('is refused once expired, under another key, or changed', () => {
    const { token } = signCampaignToken(KEY, { memberSerial: 'M00000042', campaignKey: 'click-dollar', at: AT, ttlSeconds: 300 });
    expect(verifyCampaignToken(KEY, token, new Date(AT.getTime() + 300_000))).toBeNull();
    expect(verifyCampaignToken(`${KEY}x`, token, AT)).toBeNull();
    const [header, , sig] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ sub: 'M00000001', campaign: 'click-dollar', exp: 9_999_999_999 })).toString('base64url');
    expect(verifyCampaignToken(KEY, `${header}.${forged}.${sig}`, AT)).toBeNull();
    expect(verifyCampaignToken(KEY, 'not-a-token', AT)).toBeNull();
  });
});
