import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { zodIssuesToFieldErrors } from '../schemas/field-errors.js';
import { MESSAGES } from '../messages/messages.js';
import { pawnCollateralDetails, pawnCollateralSchema, realtyCollateralSchema } from './collateral.js';

const errorsOf = (schema: z.ZodType, input: unknown): Record<string, string> => {
  const result = schema.safeParse(input);
  return result.success ? {} : zodIssuesToFieldErrors(result.error);
};

const addOns = { original_pack: true, guarantee: true, purchase_proof: true };

describe('the details each pawn collateral type asks for', () => {
  it('asks boutique items for brand, model and every add-on; vehicles for brand, model, guarantee and purchase proof', () => {
    for (const type of ['watch', 'bag', 'jewelry'] as const) {
      expect(pawnCollateralDetails(type)).toEqual(['brand', 'type', 'original_pack', 'guarantee', 'purchase_proof']);
    }
    for (const type of ['motorcycle', 'car'] as const) {
      expect(pawnCollateralDetails(type)).toEqual(['brand', 'type', 'guarantee', 'purchase_proof']);
    }
  });

  it('asks gold for guarantee and purchase proof only, and a house for none of them', () => {
    expect(pawnCollateralDetails('gold')).toEqual(['guarantee', 'purchase_proof']);
    expect(pawnCollateralDetails('house')).toEqual([]);
  });
});

describe('pawnCollateralSchema', () => {
  const watch = {
    type: 'watch',
    details: {
      brand: 'Rolex',
      type: 'Submariner 126610LN',
      ...addOns,
      description: '2021 年購入，附原廠錶帶。',
      expect_value_10k: '30',
    },
  };

  it('keeps the add-ons of a boutique item: a watch with box and papers', () => {
    expect(pawnCollateralSchema.parse(watch)).toEqual({
      type: 'watch',
      details: {
        brand: 'Rolex',
        type: 'Submariner 126610LN',
        original_pack: true,
        guarantee: true,
        purchase_proof: true,
        description: '2021 年購入，附原廠錶帶。',
        expect_value_10k: 30,
      },
    });
  });

  it('refuses the details a type does not ask for', () => {
    expect(
      errorsOf(pawnCollateralSchema, {
        type: 'house',
        details: { brand: 'Acme', type: 'A1', original_pack: true, guarantee: true, purchase_proof: true, expect_value_10k: '900' },
      }),
    ).toEqual({
      'details.brand': MESSAGES.collateralDetailNotAsked,
      'details.type': MESSAGES.collateralDetailNotAsked,
      'details.original_pack': MESSAGES.collateralDetailNotAsked,
      'details.guarantee': MESSAGES.collateralDetailNotAsked,
      'details.purchase_proof': MESSAGES.collateralDetailNotAsked,
    });
    expect(errorsOf(pawnCollateralSchema, { type: 'gold', details: { brand: '', original_pack: true, expect_value_10k: '8' } })).toEqual({
      'details.original_pack': MESSAGES.collateralDetailNotAsked,
    });
    expect(
      pawnCollateralSchema.parse({ type: 'gold', details: { original_pack: false, guarantee: true, expect_value_10k: '8' } }).details,
    ).toEqual({ original_pack: false, guarantee: true, purchase_proof: false, expect_value_10k: 8 });
  });

  it('keeps the add-ons of a vehicle and defaults them to false', () => {
    expect(
      pawnCollateralSchema.parse({ type: 'car', details: { brand: 'Toyota', guarantee: true, expect_value_10k: 45 } })
        .details,
    ).toEqual({
      brand: 'Toyota',
      original_pack: false,
      guarantee: true,
      purchase_proof: false,
      expect_value_10k: 45,
    });
    expect(pawnCollateralSchema.safeParse({ type: 'gold', details: { expect_value_10k: '8' } }).success).toBe(true);
  });

  it('requires the type, the details and an expected value', () => {
    expect(errorsOf(pawnCollateralSchema, {})).toEqual({
      type: '擔保品類型為必填',
      details: '擔保品資料為必填',
    });
    expect(errorsOf(pawnCollateralSchema, { type: 'gold', details: {} })).toEqual({
      'details.expect_value_10k': '期望估值（萬元）為必填',
    });
    expect(errorsOf(pawnCollateralSchema, { type: 'yacht', details: { expect_value_10k: '1' } })).toEqual({
      type: '請選擇有效的選項',
    });
  });

  it('needs a brand for boutique and vehicle collateral', () => {
    expect(errorsOf(pawnCollateralSchema, { type: 'motorcycle', details: { expect_value_10k: '5' } })).toEqual({
      'details.brand': '品牌為必填',
    });
  });

  it('checks the value, the description and unknown fields', () => {
    expect(
      errorsOf(pawnCollateralSchema, {
        type: 'bag',
        details: { brand: 'Hermès', expect_value_10k: '0', description: '看貨請打 0912345678', color: 'red' },
      }),
    ).toEqual({
      'details.expect_value_10k': '期望估值（萬元）須介於 1 到 100000 之間',
      'details.description': '請勿在內文輸入電話',
      'details.color': '不允許的欄位',
    });
  });
});

describe('realtyCollateralSchema', () => {
  const house = {
    type: 'house',
    details: {
      realty_address: { city: '新北市', district: '板橋區', address: '文化路一段 100 號 5 樓' },
      house_age: '12',
      house_type: 'elevator_building',
      description: '三房兩廳，近捷運站。',
      expect_value_10k: '1200',
    },
    parking_space: true,
  };

  it('parses a valid house', () => {
    expect(realtyCollateralSchema.parse(house)).toEqual({
      ...house,
      details: { ...house.details, house_age: 12, expect_value_10k: 1200 },
    });
    const { parking_space: _parking, ...withoutParking } = house;
    expect(realtyCollateralSchema.parse(withoutParking).parking_space).toBe(false);
  });

  it('requires every detail', () => {
    expect(errorsOf(realtyCollateralSchema, { type: 'house', details: { realty_address: {} } })).toEqual({
      'details.realty_address.city': '縣市為必填',
      'details.realty_address.district': '鄉鎮市區為必填',
      'details.realty_address.address': '地址為必填',
      'details.house_age': '屋齡為必填',
      'details.house_type': '建物型態為必填',
      'details.expect_value_10k': '期望估值（萬元）為必填',
    });
    expect(errorsOf(realtyCollateralSchema, {})).toEqual({
      type: '擔保品類型為必填',
      details: '擔保品資料為必填',
    });
  });

  it('accepts only a house, a known building type and a sensible age', () => {
    expect(
      errorsOf(realtyCollateralSchema, {
        ...house,
        type: 'car',
        details: { ...house.details, house_type: 'castle', house_age: '101' },
      }),
    ).toEqual({
      type: '請選擇有效的選項',
      'details.house_type': '請選擇有效的選項',
      'details.house_age': '屋齡須介於 0 到 100 之間',
    });
  });
});
