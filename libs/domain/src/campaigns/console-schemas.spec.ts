import { describe, expect, it } from 'vitest';
import { campaignSettingsSchema } from './console-schemas.js';
import { SHOW_GIRL_IMAGE_TYPES } from './referral.js';
import { instantOfTaipeiWallClock, taipeiWallClockOf } from '../dates/business-date.js';
import { MESSAGES } from '../messages/messages.js';
import { zodIssuesToFieldErrors } from '../schemas/field-errors.js';
import {
  CAMPAIGN_CONSOLE_ERRORS as E,
  CAMPAIGN_FORM_FIELDS,
  PRIZE_FORM_FIELDS,
  budgetBelowSpentText,
  campaignFormSchema,
  cashbackTotalText,
  pickFormFields,
  prizeChanceTotalText,
  prizeCreateSchema,
  prizeUpdateSchema,
  promoCodeFormSchema,
  ticketGrantSchema,
} from './index.js';

const errorsOf = (result: { success: boolean; error?: Parameters<typeof zodIssuesToFieldErrors>[0] }) =>
  result.success || result.error === undefined ? {} : zodIssuesToFieldErrors(result.error);

const CAMPAIGN = {
  key: 'new-year-2026',
  kind: 'roulette',
  title: '新春幸運輪盤',
  description: '',
  starts_at: '2026-01-20T00:00:00+08:00',
  ends_at: '2026-02-20T00:00:00+08:00',
  audience: 'members',
  budget: 50_000,
  enabled: true,
  settings: { ad_image: '/images/new-year.png', ad_href: '/roulette', ad_show_countdown: true, redirect_path: '' },
};

const PRIZE = {
  name: '回饋金 NT$ 300',
  type: 'bonus',
  reward: 'cashback',
  chance: 1_250,
  stock: 20,
  discount_percent: null,
  cashback_amount: 300,
  extra_spins: 0,
  min_invested: null,
  position: 2,
};

const PROMO = {
  code: ' newyear10 ',
  kind: 'fee_discount',
  discount_percent: 10,
  cashback_amount: null,
  campaign_id: null,
  expires_at: '2026-02-28T23:59',
  max_uses: 500,
  min_order_amount: 0,
  enabled: true,
};

describe('Taipei wall-clock instants', () => {
  it('reads a datetime-local value as Taipei time and writes an instant back in it', () => {
    expect(instantOfTaipeiWallClock('2026-01-20T09:30')?.toISOString()).toBe('2026-01-20T01:30:00.000Z');
    expect(instantOfTaipeiWallClock('2026-01-01T00:00:15')?.toISOString()).toBe('2025-12-31T16:00:15.000Z');
    expect(taipeiWallClockOf('2026-01-20T01:30:00.000Z')).toBe('2026-01-20T09:30');
    expect(taipeiWallClockOf('2025-12-31T16:00:00.000Z')).toBe('2026-01-01T00:00');
    expect(taipeiWallClockOf('2026-01-20T09:30')).toBe('2026-01-20T09:30');
  });

  it('refuses what is not a real date and time', () => {
    for (const value of ['2026-02-30T10:00', '2026-01-20T24:00', '2026-01-20T10:60', '2026-01-20', '2026-1-2T10:00', 'now']) {
      expect(instantOfTaipeiWallClock(value)).toBeNull();
    }
    expect(taipeiWallClockOf(null)).toBe('');
    expect(taipeiWallClockOf('not a date')).toBe('');
  });
});

describe('campaignFormSchema', () => {
  it('takes a campaign: the key lower-cased, instants in UTC, empty settings dropped', () => {
    expect(campaignFormSchema.parse({ ...CAMPAIGN, key: ' New-Year-2026 ', starts_at: '2026-01-20T00:00' })).toEqual({
      ...CAMPAIGN,
      starts_at: '2026-01-19T16:00:00.000Z',
      ends_at: '2026-02-19T16:00:00.000Z',
      settings: { ad_image: '/images/new-year.png', ad_href: '/roulette', ad_show_countdown: true },
    });
  });

  it('fills what may be left out: no description, members, no budget, on, no settings', () => {
    const { description: _d, audience: _a, budget: _b, enabled: _e, settings: _s, ...required } = CAMPAIGN;
    expect(campaignFormSchema.parse(required)).toMatchObject({ description: '', audience: 'members', budget: 0, enabled: true, settings: {} });
  });

  it('answers every CHECK of the table on its field, in Chinese', () => {
    const errors = errorsOf(
      campaignFormSchema.safeParse({
        ...CAMPAIGN,
        key: 'New Year!',
        kind: 'lottery',
        title: '',
        audience: 'staff',
        budget: -1,
        ends_at: '2026-01-19T00:00:00+08:00',
      }),
    );
    expect(errors).toMatchObject({
      key: E.keyFormat,
      kind: MESSAGES.invalidOption,
      title: '活動名稱為必填',
      audience: MESSAGES.invalidOption,
      budget: MESSAGES.integer,
    });
    expect(errorsOf(campaignFormSchema.safeParse({ ...CAMPAIGN, ends_at: CAMPAIGN.starts_at }))).toEqual({ ends_at: E.windowOrder });
    expect(errorsOf(campaignFormSchema.safeParse({ ...CAMPAIGN, budget: 100_000_001 }))).toEqual({ budget: '回饋金預算須介於 0 到 100000000 之間' });
    expect(errorsOf(campaignFormSchema.safeParse({ ...CAMPAIGN, starts_at: '2026-02-30T10:00' }))).toEqual({ starts_at: E.invalidInstant });
  });

  it('knows only its settings keys and checks their links', () => {
    expect(errorsOf(campaignFormSchema.safeParse({ ...CAMPAIGN, settings: { colour: 'red' } }))).toEqual({ 'settings.colour': MESSAGES.unknownField });
    expect(errorsOf(campaignFormSchema.safeParse({ ...CAMPAIGN, settings: { ad_href: 'https://evil.example', ad_image: 'javascript:alert(1)' } }))).toEqual({
      'settings.ad_href': E.settingsPath,
      'settings.ad_image': E.settingsUrl,
    });
    expect(errorsOf(campaignFormSchema.safeParse({ ...CAMPAIGN, settings: { redirect_path: '//evil.example' } }))).toEqual({ 'settings.redirect_path': E.settingsPath });
  });

  it('refuses fields it does not know, and the form sends only its own', () => {
    expect(errorsOf(campaignFormSchema.safeParse({ ...CAMPAIGN, spent: 0 }))).toEqual({ spent: MESSAGES.unknownField });
    const record = { ...CAMPAIGN, id: 3, spent: 100, remaining: 49_900, kind_label: '幸運輪盤' };
    expect(Object.keys(pickFormFields(record, CAMPAIGN_FORM_FIELDS))).toEqual(CAMPAIGN_FORM_FIELDS);
    expect(campaignFormSchema.safeParse(pickFormFields(record, CAMPAIGN_FORM_FIELDS)).success).toBe(true);
  });
});

describe('prize schemas', () => {
  it('takes a cashback prize and stores empty what the reward does not use', () => {
    expect(prizeUpdateSchema.parse({ ...PRIZE, discount_percent: 30, extra_spins: 2 })).toEqual(PRIZE);
    expect(prizeCreateSchema.parse({ ...PRIZE, campaign_id: '7', stock: '', min_invested: '100000' })).toEqual({
      ...PRIZE,
      campaign_id: 7,
      stock: null,
      min_invested: 100_000,
    });
  });

  it('asks for what the reward gives', () => {
    expect(errorsOf(prizeUpdateSchema.safeParse({ ...PRIZE, reward: 'fee_discount' }))).toEqual({ discount_percent: '服務費折扣 (%)為必填' });
    expect(errorsOf(prizeUpdateSchema.safeParse({ ...PRIZE, cashback_amount: null }))).toEqual({ cashback_amount: '回饋金額為必填' });
    expect(errorsOf(prizeUpdateSchema.safeParse({ ...PRIZE, reward: 'extra_spin', extra_spins: 0 }))).toEqual({ extra_spins: '再抽次數須介於 1 到 10 之間' });
    expect(prizeUpdateSchema.parse({ ...PRIZE, reward: 'extra_spin', extra_spins: 1 })).toMatchObject({ cashback_amount: null, extra_spins: 1 });
  });

  it('keeps chance within 0 to 10000 basis points and every number whole and in range', () => {
    expect(errorsOf(prizeUpdateSchema.safeParse({ ...PRIZE, chance: 10_001 }))).toEqual({ chance: '中獎機率（萬分之）須介於 0 到 10000 之間' });
    expect(errorsOf(prizeUpdateSchema.safeParse({ ...PRIZE, chance: 12.5 }))).toEqual({ chance: MESSAGES.integer });
    expect(errorsOf(prizeUpdateSchema.safeParse({ ...PRIZE, stock: -1, min_invested: -5, position: 'first' }))).toEqual({
      stock: MESSAGES.integer,
      min_invested: MESSAGES.integer,
      position: MESSAGES.integer,
    });
    expect(errorsOf(prizeUpdateSchema.safeParse({ ...PRIZE, reward: 'fee_discount', discount_percent: 101 }))).toEqual({
      discount_percent: '服務費折扣 (%)須介於 1 到 100 之間',
    });
    expect(errorsOf(prizeUpdateSchema.safeParse({ ...PRIZE, type: 'jackpot', reward: 'car' }))).toEqual({ type: MESSAGES.invalidOption, reward: MESSAGES.invalidOption });
  });

  it('keeps the campaign out of the edit form', () => {
    expect(PRIZE_FORM_FIELDS).not.toContain('campaign_id');
    expect(errorsOf(prizeUpdateSchema.safeParse({ ...PRIZE, campaign_id: 2 }))).toEqual({ campaign_id: MESSAGES.unknownField });
  });
});

describe('promoCodeFormSchema', () => {
  it('takes a fee-discount code upper-cased, its expiry in Taipei time', () => {
    expect(promoCodeFormSchema.parse(PROMO)).toEqual({ ...PROMO, code: 'NEWYEAR10', expires_at: '2026-02-28T15:59:00.000Z' });
  });

  it('asks a cashback code for its amount and for the campaign whose budget pays it', () => {
    const cashback = { ...PROMO, kind: 'cashback', discount_percent: 10 };
    expect(errorsOf(promoCodeFormSchema.safeParse(cashback))).toEqual({ cashback_amount: '回饋金額為必填', campaign_id: E.cashbackNeedsCampaign });
    expect(promoCodeFormSchema.parse({ ...cashback, cashback_amount: 300, campaign_id: 4 })).toMatchObject({ discount_percent: null, cashback_amount: 300, campaign_id: 4 });
  });

  it('refuses codes of other letters or lengths, and uses below one', () => {
    expect(errorsOf(promoCodeFormSchema.safeParse({ ...PROMO, code: 'NEW-YEAR' }))).toEqual({ code: E.codeFormat });
    expect(errorsOf(promoCodeFormSchema.safeParse({ ...PROMO, code: 'ABC' }))).toEqual({ code: '優惠碼長度須介於 4 到 30 個字之間' });
    expect(errorsOf(promoCodeFormSchema.safeParse({ ...PROMO, code: 'A'.repeat(31) }))).toEqual({ code: '優惠碼長度須介於 4 到 30 個字之間' });
    expect(errorsOf(promoCodeFormSchema.safeParse({ ...PROMO, code: '新年快樂' }))).toEqual({ code: E.codeFormat });
    expect(errorsOf(promoCodeFormSchema.safeParse({ ...PROMO, max_uses: 0, min_order_amount: -1 }))).toEqual({
      max_uses: '使用上限須介於 1 到 1000000 之間',
      min_order_amount: MESSAGES.integer,
    });
  });
});

describe('ticketGrantSchema', () => {
  it('takes the member by serial or by id, exactly one', () => {
    expect(ticketGrantSchema.parse({ campaign_id: 3, member_serial: ' m00100001 ', count: '2', reason: '客服補發' })).toEqual({
      campaign_id: 3,
      user_id: null,
      member_serial: 'M00100001',
      count: 2,
      reason: '客服補發',
    });
    expect(ticketGrantSchema.parse({ campaign_id: 3, user_id: 9, count: 1, reason: '客服補發' })).toMatchObject({ user_id: 9, member_serial: null });
    expect(errorsOf(ticketGrantSchema.safeParse({ campaign_id: 3, count: 1, reason: '客服補發' }))).toEqual({ member_serial: '會員編號為必填' });
    expect(errorsOf(ticketGrantSchema.safeParse({ campaign_id: 3, user_id: 9, member_serial: 'M1', count: 1, reason: '補發' }))).toEqual({
      member_serial: MESSAGES.chooseOne,
    });
  });

  it('grants 1 to 100 tickets with a reason', () => {
    expect(errorsOf(ticketGrantSchema.safeParse({ campaign_id: 3, user_id: 9, count: 101, reason: '' }))).toEqual({
      count: '張數須介於 1 到 100 之間',
      reason: '發放原因為必填',
    });
  });
});

describe('console texts', () => {
  it('say amounts and totals the console shows', () => {
    expect(budgetBelowSpentText(1_300)).toBe('預算不可低於已發放的 NT$ 1,300');
    expect(prizeChanceTotalText(9_000)).toBe('機率合計 9000（90.00%）');
    expect(cashbackTotalText(3, 900)).toBe('共 3 筆，合計 NT$ 900');
  });
});

describe('campaign settings the other campaign pages read', () => {
  it('keeps the click-dollar winners, the embedded frame and the show-girl characters, and refuses what they cannot be', () => {
    const girl = { name: '小晴', from: '台北', title: '上班族', suffix: '姊姊', detail: '一起來投資吧', imageType: SHOW_GIRL_IMAGE_TYPES[0], mgmSerial: 'M00100001' };
    expect(campaignSettingsSchema.parse({ winners: 10, iframe_url: '/embedded/click-dollar.html', show_girls: [girl] })).toEqual({
      winners: 10,
      iframe_url: '/embedded/click-dollar.html',
      show_girls: [girl],
    });
    expect(campaignSettingsSchema.safeParse({ winners: 0 }).success).toBe(false);
    expect(campaignSettingsSchema.safeParse({ iframe_url: 'https://elsewhere.example/' }).success).toBe(false);
    expect(campaignSettingsSchema.safeParse({ show_girls: [{ ...girl, mgmSerial: 'nope' }] }).success).toBe(false);
  });
});
