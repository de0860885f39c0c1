import { describe, expect, it } from 'vitest';
import { ORDER_TEXTS } from '../orders/texts.js';
import {
  PROMO_TEXTS,
  audienceAdmits,
  campaignLive,
  discountedLenderFee,
  pickPrize,
  promoCodeSummary,
  promoVerifySchema,
  rouletteTickets,
  sliceAt,
  stopAngle,
  tierReached,
  wheelSlices,
} from './index.js';

describe('roulette tickets', () => {
  it('gives one per NT$100,000 invested, one for the first investment and one per 10 invitations, less those spent', () => {
    expect(rouletteTickets({ invested: 0, invites: 0, granted: 0, spent: 0 })).toEqual({
      earned: 0,
      available: 0,
      amountForTicket: 100_000,
      invitesForTicket: 10,
      hasCompletedOrder: false,
    });
    expect(rouletteTickets({ invested: 100_000, invites: 0, granted: 0, spent: 0 })).toMatchObject({ earned: 2, available: 2, amountForTicket: 100_000 });
    expect(rouletteTickets({ invested: 250_000, invites: 23, granted: 1, spent: 2 })).toMatchObject({
      earned: 2 + 1 + 2 + 1,
      available: 4,
      amountForTicket: 50_000,
      invitesForTicket: 7,
      hasCompletedOrder: true,
    });
  });

  it('never shows fewer than zero tickets', () => {
    expect(rouletteTickets({ invested: 0, invites: 0, granted: 0, spent: 3 }).available).toBe(0);
  });
});

describe('pickPrize', () => {
  const prizes = [
    { id: 1, chance: 5_000, left: null },
    { id: 2, chance: 3_000, left: 2 },
    { id: 3, chance: 2_000, left: 0 },
  ];

  it('lands on each prize by its share of the chances of the prizes left', () => {
    expect(pickPrize(prizes, 0)?.id).toBe(1);
    expect(pickPrize(prizes, 0.62)?.id).toBe(1);
    expect(pickPrize(prizes, 0.63)?.id).toBe(2);
    expect(pickPrize(prizes, 0.999_999)?.id).toBe(2);
  });

  it('answers null when no prize is left or every chance is 0', () => {
    expect(pickPrize([{ id: 1, chance: 1_000, left: 0 }], 0.5)).toBeNull();
    expect(pickPrize([{ id: 1, chance: 0, left: null }], 0.5)).toBeNull();
  });

  it('keeps numbers outside [0, 1) on the wheel', () => {
    expect(pickPrize(prizes, 1)?.id).toBe(2);
    expect(pickPrize(prizes, -1)?.id).toBe(1);
  });
});

describe('the wheel', () => {
  it('gives each slice its share of 360 degrees, equal ones when every chance is 0', () => {
    expect(wheelSlices([50, 25, 25])).toEqual([
      { start: 0, sweep: 180 },
      { start: 180, sweep: 90 },
      { start: 270, sweep: 90 },
    ]);
    expect(wheelSlices([0, 0])).toEqual([
      { start: 0, sweep: 180 },
      { start: 180, sweep: 180 },
    ]);
  });

  it('stops inside the slice, 4 degrees from its edges, and finds the slice again from the angle', () => {
    const slices = wheelSlices([50, 25, 25]);
    for (const uniform of [0, 0.5, 0.999]) {
      for (const [index, slice] of slices.entries()) {
        const angle = stopAngle(slice, uniform);
        expect(angle).toBeGreaterThanOrEqual(slice.start + 4);
        expect(angle).toBeLessThanOrEqual(slice.start + slice.sweep - 4);
        expect(sliceAt(slices, angle + 3_600)).toBe(index);
      }
    }
    expect(stopAngle({ start: 10, sweep: 6 }, 0.9)).toBe(13);
    expect(sliceAt(slices, -90)).toBe(2);
  });
});

describe('campaign rules', () => {
  it('lowers a lender fee by a discount, rounding down to two decimals', () => {
    expect(discountedLenderFee('1.00', 10)).toBe('0.90');
    expect(discountedLenderFee('1.25', 20)).toBe('1.00');
    expect(discountedLenderFee('0.99', 15)).toBe('0.84');
    expect(discountedLenderFee('1.00', 100)).toBe('0.00');
  });

  it('is live from its start to before its end, when on', () => {
    const campaign = { enabled: true, starts_at: '2026-01-01T00:00:00.000Z', ends_at: '2026-02-01T00:00:00.000Z' };
    expect(campaignLive(campaign, new Date('2026-01-01T00:00:00.000Z'))).toBe(true);
    expect(campaignLive(campaign, new Date('2026-02-01T00:00:00.000Z'))).toBe(false);
    expect(campaignLive({ ...campaign, enabled: false }, new Date('2026-01-15T00:00:00.000Z'))).toBe(false);
  });

  it('reaches the largest tier a cumulative investment meets', () => {
    const tiers = [
      { min_invested: 100_000, amount: 88 },
      { min_invested: 300_000, amount: 388 },
    ];
    expect(tierReached(tiers, 99_999)).toBeNull();
    expect(tierReached(tiers, 300_000)?.amount).toBe(388);
  });

  it('admits the audience it names', () => {
    const visitor = { isMember: false, isMemberFull: false };
    const member = { isMember: true, isMemberFull: false };
    const full = { isMember: true, isMemberFull: true };
    expect([visitor, member, full].map((entrant) => audienceAdmits('everyone', entrant))).toEqual([true, true, true]);
    expect([visitor, member, full].map((entrant) => audienceAdmits('members', entrant))).toEqual([false, true, true]);
    expect([visitor, member, full].map((entrant) => audienceAdmits('full_members', entrant))).toEqual([false, false, true]);
  });
});

describe('promo verification', () => {
  it('reads the amount as digits and the code upper-cased, refusing the rest with the order form’s messages', () => {
    expect(promoVerifySchema.parse({ amount: '20000', promo_code: ' newyear10 ' })).toEqual({ amount: 20_000, promo_code: 'NEWYEAR10' });
    const refused = promoVerifySchema.safeParse({ amount: '1e5', promo_code: 'A'.repeat(31) });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => issue.message).sort()).toEqual([ORDER_TEXTS.promoCodeTooLong, '請只輸入數字'].sort());
    expect(PROMO_TEXTS.invalid).toBe(ORDER_TEXTS.promoCodeInvalid);
  });

  it('describes a code by what it gives', () => {
    expect(promoCodeSummary('fee_discount', 20, null)).toBe('出借服務費折抵 20%');
    expect(promoCodeSummary('cashback', null, 300)).toBe('回饋金 NT$ 300');
  });
});
