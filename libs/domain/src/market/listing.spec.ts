import { describe, expect, it } from 'vitest';
import { CART_COUNT_MAX } from '../cart/constants.js';
import { MESSAGES } from '../messages/messages.js';
import { maxItems, maxLength, range, requiredField, unit } from '../messages/message-functions.js';
import { zodIssuesToFieldErrors } from '../schemas/field-errors.js';
import { FINANCIAL_STATEMENT_ITEMS } from './financials.js';
import {
  COMMODITY_SET_AMOUNT_MAX,
  CREDIT_RECORDS_MAX,
  FARMER_PLACE_OF_ORIGIN_MAX_LENGTH,
  FINANCIAL_ITEM_MAX_THOUSAND,
  GALLERY_CAPTION_MAX_LENGTH,
  GALLERY_KIND_LABELS,
  LISTING_TEXTS,
  PAYMENT_IN_GOODS,
  PAYMENT_IN_GOODS_LABELS,
  commoditySetCountOf,
  commoditySetSchema,
  creditRecordBalance,
  creditRecordsSchema,
  farmerProfileSchema,
  financialStatementPathSchema,
  financialStatementWriteSchema,
  financialStatementWriteSchemaOf,
  galleryCaptionSchema,
  goodsNoticeOf,
  isListingEditable,
} from './listing.js';

type Parsable = { safeParse: (input: unknown) => { success: boolean; error?: unknown; data?: unknown } };

const errorsOf = (schema: Parsable, input: unknown) => {
  const result = schema.safeParse(input) as { success: boolean; error?: Parameters<typeof zodIssuesToFieldErrors>[0] };
  return result.success || result.error === undefined ? {} : zodIssuesToFieldErrors(result.error);
};

const dataOf = (schema: Parsable, input: unknown): unknown => {
  const result = schema.safeParse(input);
  expect(result.success).toBe(true);
  return result.data;
};

const T = LISTING_TEXTS;
const PROFILE = { produce_situation: '濁水溪灌溉的一期稻作，年產約 12 公噸，契作供應本地米行。', place_of_origin: '雲林縣西螺鎮' };

describe('words', () => {
  it('labels every payment mode and gallery kind in Chinese', () => {
    expect(PAYMENT_IN_GOODS_LABELS).toEqual({
      none: '以現金還款',
      principal_and_interest: '本金及利息以農產品償還',
      interest_only: '利息以農產品償還',
    });
    expect(GALLERY_KIND_LABELS).toEqual({ produce: '農產品', collateral: '擔保品' });
  });

  it('gives a checkout notice for the two goods modes only', () => {
    expect(goodsNoticeOf('principal_and_interest')).toBe(T.goodsNotice.principal_and_interest);
    expect(goodsNoticeOf('interest_only')).toBe(T.goodsNotice.interest_only);
    expect(T.goodsNotice.principal_and_interest).not.toBe(T.goodsNotice.interest_only);
    expect(goodsNoticeOf('none')).toBeNull();
    expect(goodsNoticeOf(undefined)).toBeNull();
  });
});

describe('rules', () => {
  it('lets the listing change only while the loan waits for its rate or is matching', () => {
    expect(isListingEditable('rate_confirming')).toBe(true);
    expect(isListingEditable('matching')).toBe(true);
    for (const status of ['funded', 'repaying', 'cancelled', 'expired', 'finished']) expect(isListingEditable(status)).toBe(false);
  });

  it('counts whole sets from 1 to 30 in an amount', () => {
    expect(commoditySetCountOf(2000, 2000)).toBe(1);
    expect(commoditySetCountOf(2000, 6000)).toBe(3);
    expect(commoditySetCountOf(2000, 2000 * CART_COUNT_MAX)).toBe(CART_COUNT_MAX);
    expect(commoditySetCountOf(2000, 2000 * (CART_COUNT_MAX + 1))).toBeNull();
    expect(commoditySetCountOf(2000, 5000)).toBeNull();
    expect(commoditySetCountOf(2000, 0)).toBeNull();
  });

  it('shows a credit-record balance in whole NT$', () => {
    expect(creditRecordBalance(350)).toBe(350_000);
  });
});

describe('farmerProfileSchema', () => {
  it('takes the profile with a place on the map, and pays in money unless told otherwise', () => {
    expect(dataOf(farmerProfileSchema, { ...PROFILE, lat: 23.7996, lng: '120.465' })).toEqual({
      ...PROFILE,
      lat: 23.7996,
      lng: 120.465,
      payment_in_goods: 'none',
    });
    expect(dataOf(farmerProfileSchema, { ...PROFILE, lat: null, lng: '', payment_in_goods: 'interest_only' })).toEqual({
      ...PROFILE,
      lat: undefined,
      lng: undefined,
      payment_in_goods: 'interest_only',
    });
    for (const mode of PAYMENT_IN_GOODS) expect(errorsOf(farmerProfileSchema, { ...PROFILE, payment_in_goods: mode })).toEqual({});
  });

  it('refuses missing text, long text, a half or out-of-range position and an unknown mode, each on its field', () => {
    expect(errorsOf(farmerProfileSchema, {})).toEqual({
      produce_situation: requiredField(T.produceSituation),
      place_of_origin: requiredField(T.placeOfOrigin),
    });
    expect(errorsOf(farmerProfileSchema, { ...PROFILE, place_of_origin: '鎮'.repeat(FARMER_PLACE_OF_ORIGIN_MAX_LENGTH + 1) })).toEqual({
      place_of_origin: maxLength(T.placeOfOrigin, FARMER_PLACE_OF_ORIGIN_MAX_LENGTH),
    });
    expect(errorsOf(farmerProfileSchema, { ...PROFILE, lat: 23.8 })).toEqual({ lng: T.geoPair });
    expect(errorsOf(farmerProfileSchema, { ...PROFILE, lat: 91, lng: -181 })).toEqual({
      lat: range(T.lat, -90, 90),
      lng: range(T.lng, -180, 180),
    });
    expect(errorsOf(farmerProfileSchema, { ...PROFILE, lat: 'north', lng: 120 })).toEqual({ lat: MESSAGES.number });
    expect(errorsOf(farmerProfileSchema, { ...PROFILE, payment_in_goods: 'rice' })).toEqual({ payment_in_goods: MESSAGES.invalidOption });
    expect(errorsOf(farmerProfileSchema, { ...PROFILE, owner: 'x' })).toEqual({ owner: MESSAGES.unknownField });
  });
});

describe('commoditySetSchema', () => {
  it('takes a set priced in whole thousands', () => {
    expect(dataOf(commoditySetSchema, { name: '西螺米 10 公斤', amount: '2000' })).toEqual({ name: '西螺米 10 公斤', description: '', amount: 2000 });
  });

  it('refuses amounts below 1000, off the unit or above the largest loan', () => {
    expect(errorsOf(commoditySetSchema, { name: '米', amount: 999 })).toEqual({ amount: range(T.commoditySetAmount, 1000, COMMODITY_SET_AMOUNT_MAX) });
    expect(errorsOf(commoditySetSchema, { name: '米', amount: 1500 })).toEqual({ amount: unit(T.commoditySetAmount, 1000) });
    expect(errorsOf(commoditySetSchema, { name: '米', amount: COMMODITY_SET_AMOUNT_MAX + 1000 })).toEqual({
      amount: range(T.commoditySetAmount, 1000, COMMODITY_SET_AMOUNT_MAX),
    });
    expect(errorsOf(commoditySetSchema, { name: '米', amount: 1000.5 })).toEqual({ amount: MESSAGES.digitsOnly });
    expect(errorsOf(commoditySetSchema, { amount: 1000 })).toEqual({ name: requiredField(T.commoditySetName) });
  });
});

describe('galleryCaptionSchema', () => {
  it('needs a kind and keeps the caption short', () => {
    expect(dataOf(galleryCaptionSchema, { kind: 'produce' })).toEqual({ kind: 'produce', caption: '' });
    expect(errorsOf(galleryCaptionSchema, { caption: '稻穗' })).toEqual({ kind: requiredField(T.galleryKind) });
    expect(errorsOf(galleryCaptionSchema, { kind: 'cow', caption: '字'.repeat(GALLERY_CAPTION_MAX_LENGTH + 1) })).toEqual({
      kind: MESSAGES.invalidOption,
      caption: maxLength(T.galleryCaption, GALLERY_CAPTION_MAX_LENGTH),
    });
  });
});

describe('creditRecordsSchema', () => {
  const record = { institution: '臺灣銀行', kind: '信用貸款', balance_thousand: 350 };

  it('takes a list of debts, the empty list included', () => {
    expect(dataOf(creditRecordsSchema, { records: [record, { ...record, balance_thousand: '0' }] })).toEqual({
      records: [record, { ...record, balance_thousand: 0 }],
    });
    expect(dataOf(creditRecordsSchema, { records: [] })).toEqual({ records: [] });
  });

  it('names each bad field by its dotted path and caps the list', () => {
    expect(errorsOf(creditRecordsSchema, { records: [record, { institution: '', kind: '房貸', balance_thousand: -1 }] })).toEqual({
      'records.1.institution': requiredField(T.creditRecordInstitution),
      'records.1.balance_thousand': MESSAGES.digitsOnly,
    });
    expect(errorsOf(creditRecordsSchema, { records: Array.from({ length: CREDIT_RECORDS_MAX + 1 }, () => record) })).toEqual({
      records: maxItems(T.creditRecordsList, CREDIT_RECORDS_MAX),
    });
    expect(errorsOf(creditRecordsSchema, {})).toEqual({ records: requiredField(T.creditRecordsList) });
  });
});

describe('financial statement writes', () => {
  it('takes whole thousands of either sign and leaves blank items out', () => {
    expect(dataOf(financialStatementWriteSchemaOf('income_statement'), { items: { revenue: 5000, net_income: '-120', gross_profit: null } })).toEqual({
      items: { revenue: 5000, net_income: -120 },
    });
  });

  it('refuses fractions, huge numbers, items of the other statement and an empty statement', () => {
    const income = financialStatementWriteSchemaOf('income_statement');
    expect(errorsOf(income, { items: { revenue: 1.5, net_income: FINANCIAL_ITEM_MAX_THOUSAND + 1 } })).toEqual({
      'items.revenue': MESSAGES.integer,
      'items.net_income': range(T.financialItemsThousand, -FINANCIAL_ITEM_MAX_THOUSAND, FINANCIAL_ITEM_MAX_THOUSAND),
    });
    expect(errorsOf(income, { items: { equity: 100 } })).toEqual({ items: T.financialItemsRequired, 'items.equity': MESSAGES.unknownField });
    expect(errorsOf(income, { items: {} })).toEqual({ items: T.financialItemsRequired });
    expect(errorsOf(financialStatementWriteSchema, { items: { equity: 100, revenue: 5 } })).toEqual({});
    for (const item of FINANCIAL_STATEMENT_ITEMS.balance_sheet) {
      expect(errorsOf(financialStatementWriteSchemaOf('balance_sheet'), { items: { [item]: 1 } })).toEqual({});
    }
  });

  it('reads the statement and the year of the path', () => {
    expect(dataOf(financialStatementPathSchema, { statement: 'balance_sheet', year: '2024' })).toEqual({ statement: 'balance_sheet', year: 2024 });
    expect(errorsOf(financialStatementPathSchema, { statement: 'cash_flow', year: '1899' })).toEqual({
      statement: MESSAGES.invalidOption,
      year: range(T.financialYear, 1900, 2100),
    });
  });
});
