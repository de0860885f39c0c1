import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { MESSAGES } from '../messages/messages.js';
import { zodIssuesToFieldErrors } from '../schemas/field-errors.js';
import {
  APPRAISAL_STATUSES,
  VEHICLE_RESIDUAL_FLOOR_PERCENT,
  VEHICLE_SELECTION_FIELDS,
  VEHICLE_YEARLY_DEPRECIATION_PERCENT,
  vehicleOptionListOf,
} from './constants.js';
import { APPRAISAL_IMAGE_KINDS_ALL, appraisalCommentRefusalOf, appraisalImageKindsOf, appraisalStatusOf } from './rules.js';
import { appraisalCommentSchema, vehicleCatalogueRowSchema, vehicleOptionsQuerySchema, vehicleSearchQuerySchema } from './schemas.js';
import {
  APPRAISAL_STATUS_LABELS,
  APPRAISAL_TEXTS,
  CONSOLE_VEHICLE_CATALOGUE_TEXTS,
  VEHICLE_TYPE_LABELS,
  vehicleImportDone,
  vehicleImportDuplicate,
  vehicleImportMissingColumns,
  vehicleImportRepeatedColumn,
  vehicleImportRowProblem,
} from './texts.js';
import {
  isVehicleMadeYearOf,
  nextVehicleSelection,
  vehicleAgeOf,
  vehicleCatalogueColumnOf,
  vehicleEstimateOf,
  vehicleImportFileProblem,
  vehicleImportFormatOf,
  vehicleMadeYearOptionsOf,
  vehicleOptionListsOf,
  vehicleResidualShareOf,
  vehicleSelectionGaps,
  vehicleTypeOfCell,
} from './vehicle.js';

const errorsOf = (schema: z.ZodType, input: unknown): Record<string, string> => {
  const result = schema.safeParse(input);
  return result.success ? {} : zodIssuesToFieldErrors(result.error);
};

const MISSING = '您尚未輸入評估價值與留言';

describe('appraisal items', () => {
  it('wait unappraised until one comment closes them, and take no second comment', () => {
    expect(APPRAISAL_STATUSES).toEqual(['unappraised', 'appraised']);
    expect(APPRAISAL_STATUS_LABELS).toEqual({ unappraised: '未鑑價', appraised: '已鑑價' });
    expect(appraisalStatusOf(null)).toBe('unappraised');
    expect(appraisalStatusOf('2025-11-20T10:30:00+08:00')).toBe('appraised');
    expect(appraisalCommentRefusalOf('unappraised')).toBeNull();
    expect(appraisalCommentRefusalOf('appraised')).toBe(APPRAISAL_TEXTS.alreadyAppraised);
  });
});

describe('an item’s images', () => {
  it('are the loan photos, with the title papers of a vehicle or a house', () => {
    expect(appraisalImageKindsOf('watch')).toEqual(['loan_related_information']);
    expect(appraisalImageKindsOf('gold')).toEqual(['loan_related_information']);
    expect(appraisalImageKindsOf('car')).toEqual(['loan_related_information', 'vehicle_title_deed', 'vehicle_title']);
    expect(appraisalImageKindsOf('house')).toEqual(['loan_related_information', 'house_title_deed', 'house_title']);
    expect([...APPRAISAL_IMAGE_KINDS_ALL].sort()).toEqual(
      ['house_title', 'house_title_deed', 'loan_related_information', 'vehicle_title', 'vehicle_title_deed'],
    );
  });
});

describe('appraisalCommentSchema', () => {
  it('reads a whole number of 萬元 and the comment, trimmed', () => {
    expect(appraisalCommentSchema.parse({ ten_thousand_value: 35, comment: ' 錶況良好，附原廠盒證。 ' })).toEqual({
      ten_thousand_value: 35,
      comment: '錶況良好，附原廠盒證。',
    });
    expect(appraisalCommentSchema.parse({ ten_thousand_value: '100000', comment: '市價約十億' })).toMatchObject({ ten_thousand_value: 100_000 });
  });

  it('answers 您尚未輸入評估價值與留言 for either part missing or blank', () => {
    expect(errorsOf(appraisalCommentSchema, {})).toEqual({ ten_thousand_value: MISSING, comment: MISSING });
    expect(errorsOf(appraisalCommentSchema, { ten_thousand_value: '', comment: '   ' })).toEqual({ ten_thousand_value: MISSING, comment: MISSING });
    expect(errorsOf(appraisalCommentSchema, { ten_thousand_value: null, comment: '良好' })).toEqual({ ten_thousand_value: MISSING });
    expect(errorsOf(appraisalCommentSchema, { ten_thousand_value: 10 })).toEqual({ comment: MISSING });
  });

  it('refuses a value of the wrong type, zero, negative, fractional or huge', () => {
    const valueError = (value: unknown): string | undefined => errorsOf(appraisalCommentSchema, { ten_thousand_value: value, comment: '良好' }).ten_thousand_value;
    expect(valueError(1)).toBeUndefined();
    expect(valueError(true)).toBe('評估價值須為 1 以上的整數（萬元）');
    expect(valueError({ value: 3 })).toBe('評估價值須為 1 以上的整數（萬元）');
    expect(valueError(0)).toBe('評估價值須為 1 以上的整數（萬元）');
    expect(valueError(-3)).toBe('評估價值須為 1 以上的整數（萬元）');
    expect(valueError(1.5)).toBe('評估價值須為 1 以上的整數（萬元）');
    expect(valueError('1\u0000')).toBe('評估價值須為 1 以上的整數（萬元）');
    expect(valueError(1e21)).toBe('評估價值須為 1 以上的整數（萬元）');
    expect(valueError(100_001)).toBe('評估價值不能超過 100000 萬元');
    expect(valueError('99999999999999999999')).toBe('評估價值不能超過 100000 萬元');
  });

  it('refuses a comment of the wrong type, with a NUL character or over 1000 characters', () => {
    const commentError = (comment: unknown): string | undefined => errorsOf(appraisalCommentSchema, { ten_thousand_value: 1, comment }).comment;
    expect(commentError('好'.repeat(1000))).toBeUndefined();
    expect(commentError('😀'.repeat(1000))).toBeUndefined();
    expect(commentError('好'.repeat(1001))).toBe('鑑價留言不能超過 1000 個字');
    expect(commentError('良\u0000好')).toBe(MESSAGES.invalidCharacter);
    expect(commentError(42)).toBe(MESSAGES.invalidFormat);
    expect(errorsOf(appraisalCommentSchema, { ten_thousand_value: 1, comment: '好', appraised_value: 1 })).toEqual({
      appraised_value: MESSAGES.unknownField,
    });
  });
});

describe('vehicle selections', () => {
  const full = { vehicle_type: 'car', kind: 'Toyota', car: 'Corolla Altis', year: '2020', made_year: '2019', type: '四門轎車', spec: '1.8 豪華', price: '799000' };

  it('cascade in the spec’s order, each after every one before it', () => {
    expect(VEHICLE_SELECTION_FIELDS).toEqual(['vehicle_type', 'kind', 'car', 'year', 'made_year', 'type', 'spec', 'price']);
    expect((['kind', 'made_year', 'price'] as const).map(vehicleOptionListOf)).toEqual(['kind_options', 'made_year_options', 'price_options']);
    expect(nextVehicleSelection({})).toBe('vehicle_type');
    expect(nextVehicleSelection({ vehicle_type: 'car', kind: 'Toyota' })).toBe('car');
    expect(nextVehicleSelection(full)).toBeNull();
    expect(vehicleSelectionGaps({ vehicle_type: 'car', kind: 'Toyota' })).toEqual([]);
    expect(vehicleSelectionGaps({ vehicle_type: 'car', car: 'Altis', spec: '1.8' })).toEqual([
      { field: 'car', missing: 'kind' },
      { field: 'spec', missing: 'kind' },
    ]);
  });

  it('reads the cumulative option query, years and price as numbers, blanks as not chosen', () => {
    expect(vehicleOptionsQuerySchema.parse({ vehicle_type: 'motorcycle' })).toEqual({ vehicle_type: 'motorcycle' });
    expect(vehicleOptionsQuerySchema.parse({ vehicle_type: 'car', kind: ' Toyota ', car: '', _: '1700000000' })).toEqual({
      vehicle_type: 'car',
      kind: 'Toyota',
    });
    expect(vehicleOptionsQuerySchema.parse(full)).toEqual({ ...full, year: 2020, made_year: 2019, price: 799_000 });
  });

  it('refuses a selection made before an earlier one, an unknown type and a missing type', () => {
    expect(errorsOf(vehicleOptionsQuerySchema, { vehicle_type: 'car', car: 'Altis' })).toEqual({ car: '請先選擇廠牌' });
    expect(errorsOf(vehicleOptionsQuerySchema, { vehicle_type: 'car', kind: 'Toyota', car: ' ', year: '2020' })).toEqual({ year: '請先選擇車款' });
    expect(errorsOf(vehicleOptionsQuerySchema, { vehicle_type: 'truck' })).toEqual({ vehicle_type: MESSAGES.invalidOption });
    expect(errorsOf(vehicleOptionsQuerySchema, {})).toEqual({ vehicle_type: '請選擇車種' });
    expect(errorsOf(vehicleOptionsQuerySchema, 'car')).toEqual({ _: MESSAGES.invalidFormat });
  });

  it('refuses overlong text, NUL characters, wrong types, bad years and prices', () => {
    const base = { vehicle_type: 'car', kind: 'Toyota', car: 'Altis', year: '2020', made_year: '2019', type: '轎車', spec: '1.8' };
    expect(errorsOf(vehicleOptionsQuerySchema, { ...base, kind: 'K'.repeat(50) })).toEqual({});
    expect(errorsOf(vehicleOptionsQuerySchema, { ...base, kind: 'K'.repeat(51) })).toEqual({ kind: '廠牌不能超過 50 個字' });
    expect(errorsOf(vehicleOptionsQuerySchema, { ...base, spec: '1.8\u0000' })).toEqual({ spec: MESSAGES.invalidCharacter });
    expect(errorsOf(vehicleOptionsQuerySchema, { ...base, car: ['Altis', 'Vios'] })).toEqual({ car: MESSAGES.invalidFormat });
    for (const year of ['20', '1949', '20201', '2020.5', '-2020', 'abcd']) {
      expect(errorsOf(vehicleOptionsQuerySchema, { ...base, year })).toEqual({ year: '年份須為 4 位數字' });
    }
    for (const price of ['0', '-1', '1.5', '100000001', '99999999999999999999']) {
      expect(errorsOf(vehicleOptionsQuerySchema, { ...base, price })).toEqual({ price: '新車價格須為 1 以上的整數' });
    }
  });

  it('needs every selection and the human check to search', () => {
    const search = { ...full, captcha: 'eyJhbGdvcml0aG0iOiJTSEEtMjU2In0=' };
    expect(vehicleSearchQuerySchema.parse(search)).toEqual({ ...search, year: 2020, made_year: 2019, price: 799_000 });
    expect(errorsOf(vehicleSearchQuerySchema, { vehicle_type: 'car' })).toEqual({
      kind: '請選擇廠牌',
      car: '請選擇車款',
      year: '請選擇年式',
      made_year: '請選擇出廠年份',
      type: '請選擇車型',
      spec: '請選擇規格',
      price: '請選擇新車價格',
      captcha: '請先完成人機驗證',
    });
    expect(errorsOf(vehicleSearchQuerySchema, { ...search, captcha: ' ' })).toEqual({ captcha: '請先完成人機驗證' });
    expect(errorsOf(vehicleSearchQuerySchema, { ...search, captcha: 'x'.repeat(4097) })).toEqual({ captcha: '人機驗證失敗，請重新驗證' });
    expect(errorsOf(vehicleSearchQuerySchema, { ...search, captcha: 'a\u0000b' })).toEqual({ captcha: MESSAGES.invalidCharacter });
  });

  it('reads a catalogue row: the vehicle without its manufacturing year, and its new price', () => {
    const row = { vehicle_type: 'motorcycle', kind: 'SYM', car: 'JET SL', year: 2024, type: '速克達', spec: '125', price: 96_000 };
    expect(vehicleCatalogueRowSchema.parse(row)).toEqual(row);
    expect(vehicleCatalogueRowSchema.parse({ ...row, note: null })).toEqual({ ...row, note: null });
    expect(errorsOf(vehicleCatalogueRowSchema, { ...row, made_year: 2024 })).toEqual({ made_year: MESSAGES.unknownField });
    expect(errorsOf(vehicleCatalogueRowSchema, { ...row, price: 96_000.5 })).toEqual({ price: '新車價格須為 1 以上的整數' });
    expect(errorsOf(vehicleCatalogueRowSchema, { ...row, kind: '' })).toEqual({ kind: '請選擇廠牌' });
  });
});

describe('vehicle option lists', () => {
  const EMPTY = {
    kind_options: [],
    car_options: [],
    year_options: [],
    made_year_options: [],
    type_options: [],
    spec_options: [],
    price_options: [],
  };

  it('fill only the list of the next selection', () => {
    expect(vehicleOptionListsOf('car', ['Corolla Altis', 'RAV4'])).toEqual({ ...EMPTY, car_options: ['Corolla Altis', 'RAV4'] });
    expect(vehicleOptionListsOf('price', [799_000])).toEqual({ ...EMPTY, price_options: [799_000] });
    expect(vehicleOptionListsOf('kind')).toEqual(EMPTY);
    expect(vehicleOptionListsOf(null)).toEqual(EMPTY);
  });

  it('offer manufacturing years from the model year to the business date’s year, newest first', () => {
    expect(vehicleMadeYearOptionsOf(2021, '2025-11-20')).toEqual([2025, 2024, 2023, 2022, 2021]);
    expect(vehicleMadeYearOptionsOf(2025, '2025-01-01')).toEqual([2025]);
    // A model year ahead of the calendar (sold before its year) is offered as made in its own year.
    expect(vehicleMadeYearOptionsOf(2026, '2025-11-20')).toEqual([2026]);
    expect(isVehicleMadeYearOf(2021, 2023, '2025-11-20')).toBe(true);
    expect(isVehicleMadeYearOf(2021, 2020, '2025-11-20')).toBe(false);
    expect(isVehicleMadeYearOf(2021, 2026, '2025-11-20')).toBe(false);
    expect(isVehicleMadeYearOf(2021, 2026, '2026-01-01')).toBe(true);
  });
});

describe('the catalogue import', () => {
  it('reads a header by its field or its Chinese name, spaces and case aside', () => {
    expect(['vehicle_type', ' 車種 ', 'Kind', '新車 價格', '備註', 'NOTE'].map(vehicleCatalogueColumnOf)).toEqual([
      'vehicle_type',
      'vehicle_type',
      'kind',
      'price',
      'note',
      'note',
    ]);
    expect(['made_year', '出廠年份', '', 'price2'].map(vehicleCatalogueColumnOf)).toEqual([null, null, null, null]);
    expect(vehicleCatalogueColumnOf(2024)).toBeNull();
  });

  it('takes the vehicle type by its name in Chinese or in any case', () => {
    expect(['汽車', ' 機車 ', 'Car', 'MOTORCYCLE', '卡車', 7].map(vehicleTypeOfCell)).toEqual(['car', 'motorcycle', 'car', 'motorcycle', '卡車', 7]);
    const row = { vehicle_type: '汽車', kind: 'Toyota', car: 'RAV4', year: '2024', type: '休旅車', spec: '2.0 豪華', price: '1049000' };
    expect(vehicleCatalogueRowSchema.parse(row)).toEqual({ ...row, vehicle_type: 'car', year: 2024, price: 1_049_000 });
    expect(errorsOf(vehicleCatalogueRowSchema, { ...row, vehicle_type: '卡車' })).toEqual({ vehicle_type: MESSAGES.invalidOption });
  });

  it('keeps an optional note, a blank one as none, at most 100 characters without NUL', () => {
    const row = { vehicle_type: 'car', kind: 'Ford', car: 'Focus', year: 2023, type: '五門掀背車', spec: '1.5 ST-Line', price: 949_000 };
    expect(vehicleCatalogueRowSchema.parse({ ...row, note: ' 示範資料 ' })).toEqual({ ...row, note: '示範資料' });
    expect(vehicleCatalogueRowSchema.parse({ ...row, note: '  ' })).toEqual({ ...row, note: null });
    expect(errorsOf(vehicleCatalogueRowSchema, { ...row, note: '註'.repeat(100) })).toEqual({});
    expect(errorsOf(vehicleCatalogueRowSchema, { ...row, note: '註'.repeat(101) })).toEqual({ note: '備註不能超過 100 個字' });
    expect(errorsOf(vehicleCatalogueRowSchema, { ...row, note: '示\u0000範' })).toEqual({ note: MESSAGES.invalidCharacter });
    expect(errorsOf(vehicleCatalogueRowSchema, { ...row, note: 5 })).toEqual({ note: MESSAGES.invalidFormat });
  });

  it('takes an .xlsx or .csv file of at most 1 MB', () => {
    expect(['車價.xlsx', 'PRICES.CSV', 'prices.xls', 'prices.csv.txt', 'xlsx'].map(vehicleImportFormatOf)).toEqual(['xlsx', 'csv', null, null, null]);
    expect(vehicleImportFileProblem({ name: 'prices.csv', size: 1024 * 1024 })).toBeNull();
    expect(vehicleImportFileProblem({ name: 'prices.csv', size: 1024 * 1024 + 1 })).toBe('檔案不能超過 1 MB');
    expect(vehicleImportFileProblem({ name: 'prices.numbers', size: 10 })).toBe('檔案須為 .xlsx 或 .csv 格式');
  });

  it('names a bad row by its number, missing and repeated columns and duplicates', () => {
    expect(vehicleImportRowProblem(3, '請選擇廠牌')).toBe('第 3 列：請選擇廠牌');
    expect(vehicleImportMissingColumns(['kind', 'price'])).toBe('缺少欄位：廠牌、新車價格');
    expect(vehicleImportRepeatedColumn('car')).toBe('欄位重複：車款');
    expect(vehicleImportDuplicate(2)).toBe('與第 2 列的車款重複');
    expect(vehicleImportDone(10, 2)).toBe('已匯入 12 筆車價資料（新增 10 筆、更新 2 筆）');
    expect(CONSOLE_VEHICLE_CATALOGUE_TEXTS.importRule).toContain('車種、廠牌、車款、年式、車型、規格、新車價格、備註');
  });
});

describe('the estimate’s depreciation', () => {
  it('loses 15 % a year for a car and 20 % for a motorcycle, never below 10 % of the price', () => {
    expect(VEHICLE_YEARLY_DEPRECIATION_PERCENT).toEqual({ car: 15, motorcycle: 20 });
    expect(VEHICLE_RESIDUAL_FLOOR_PERCENT).toBe(10);
    expect(VEHICLE_TYPE_LABELS).toEqual({ car: '汽車', motorcycle: '機車' });
    expect(vehicleResidualShareOf('car', 0).toString()).toBe('1');
    expect(vehicleResidualShareOf('car', 2).toString()).toBe('0.7225');
    expect(vehicleResidualShareOf('motorcycle', 2).toString()).toBe('0.64');
    expect(vehicleResidualShareOf('car', 40).toString()).toBe('0.1');
    expect(() => vehicleResidualShareOf('car', -1)).toThrow(RangeError);
  });

  it('counts the age in calendar years, a vehicle made this year or later being new', () => {
    expect(vehicleAgeOf(2025, '2025-12-31')).toBe(0);
    expect(vehicleAgeOf(2024, '2025-01-01')).toBe(1);
    expect(vehicleAgeOf(2026, '2025-06-01')).toBe(0);
  });

  it('is the catalogue price at age 0', () => {
    expect(vehicleEstimateOf({ vehicle_type: 'car', price: 1_000_000, made_year: 2025 }, '2025-06-01')).toEqual({
      vehicle_type: 'car',
      price: 1_000_000,
      made_year: 2025,
      age_years: 0,
      residual_percent: '100.00',
      estimate: 1_000_000,
    });
  });

  it('compounds the yearly loss over a few years, rounded down to NT$1,000', () => {
    // 0.85³ = 0.614125 → 614,125 → 614,000
    expect(vehicleEstimateOf({ vehicle_type: 'car', price: 1_000_000, made_year: 2022 }, '2025-06-01')).toMatchObject({
      age_years: 3,
      residual_percent: '61.41',
      estimate: 614_000,
    });
    // 0.8² × 80,000 = 51,200 → 51,000
    expect(vehicleEstimateOf({ vehicle_type: 'motorcycle', price: 80_000, made_year: 2023 }, '2025-06-01')).toMatchObject({
      age_years: 2,
      residual_percent: '64.00',
      estimate: 51_000,
    });
  });

  it('stops at the floor: a car from 15 years, a motorcycle from 11', () => {
    // 0.85¹⁴ = 0.1028 is still above the floor
    expect(vehicleEstimateOf({ vehicle_type: 'car', price: 1_000_000, made_year: 2011 }, '2025-06-01')).toMatchObject({ age_years: 14, estimate: 102_000 });
    expect(vehicleEstimateOf({ vehicle_type: 'car', price: 1_000_000, made_year: 2010 }, '2025-06-01')).toMatchObject({
      age_years: 15,
      residual_percent: '10.00',
      estimate: 100_000,
    });
    expect(vehicleEstimateOf({ vehicle_type: 'car', price: 1_000_000, made_year: 1980 }, '2025-06-01').estimate).toBe(100_000);
    expect(vehicleEstimateOf({ vehicle_type: 'motorcycle', price: 80_000, made_year: 2015 }, '2025-06-01')).toMatchObject({ age_years: 10, estimate: 8_000 });
    expect(vehicleEstimateOf({ vehicle_type: 'motorcycle', price: 80_000, made_year: 2014 }, '2025-06-01')).toMatchObject({
      age_years: 11,
      residual_percent: '10.00',
      estimate: 8_000,
    });
  });

  it('needs a positive whole price', () => {
    expect(() => vehicleEstimateOf({ vehicle_type: 'car', price: 0, made_year: 2020 }, '2025-06-01')).toThrow(RangeError);
    expect(() => vehicleEstimateOf({ vehicle_type: 'car', price: 1.5, made_year: 2020 }, '2025-06-01')).toThrow(RangeError);
  });
});

describe('texts', () => {
  it('carries the spec’s messages verbatim', () => {
    expect(APPRAISAL_TEXTS).toMatchObject({
      missingTitle: '哎呀',
      missingText: '您尚未輸入評估價值與留言',
      success: '線上鑑價成功',
      searchBusyTitle: '目前伺服器忙碌中',
      searchBusyText: '請稍後再試！',
    });
  });
});
