import { describe, expect, it } from 'vitest';
import {
  FARM_DATA_MAX_SPAN_DAYS,
  FARM_METRICS,
  FARM_READINGS_BATCH_MAX,
  FARM_TEXTS,
  farmDataQuerySchema,
  farmMetric,
  farmPagePath,
  farmPageType,
  farmRangeProblem,
  farmReadingsSchema,
  gacpRecordSchema,
  gacpTypesFor,
  readingTooFarAhead,
  zodIssuesToFieldErrors,
} from '../index.js';

const reading = (metrics: Record<string, unknown>, field = '002') => ({ field, measured_at: '2026-11-20T10:00:00+08:00', metrics });
const errorsOf = (input: unknown) => {
  const result = farmReadingsSchema.safeParse(input);
  return result.success ? {} : zodIssuesToFieldErrors(result.error);
};

describe('farm metric sets', () => {
  it('gives poultry and planting their own metrics, each with a Chinese label, a unit and bounds', () => {
    expect(FARM_METRICS['002'].map((metric) => metric.key)).toEqual(['temperature', 'humidity', 'ammonia', 'water_intake']);
    expect(FARM_METRICS['003'].map((metric) => metric.key)).toEqual(['air_temperature', 'humidity', 'soil_moisture', 'soil_ec', 'light_lux']);
    for (const metric of [...FARM_METRICS['002'], ...FARM_METRICS['003']]) {
      expect(metric.label).toMatch(/[\u4e00-\u9fff]/);
      expect(metric.unit.length).toBeGreaterThan(0);
      expect(metric.min).toBeLessThan(metric.max);
    }
  });

  it('finds a metric only in its own field', () => {
    expect(farmMetric('002', 'ammonia')?.unit).toBe('ppm');
    expect(farmMetric('003', 'ammonia')).toBeUndefined();
    expect(farmMetric('003', 'soil_ec')?.label).toBe('土壤電導度');
  });

  it('keeps the GACP tables of each kind of farm', () => {
    expect(gacpTypesFor(['002'])).toEqual(['feed', 'vaccine', 'disinfection', 'shipment']);
    expect(gacpTypesFor(['003'])).toEqual(['seedling', 'fertilizer', 'pest_control', 'harvest', 'disinfection', 'shipment']);
    expect(farmPageType(['002'])).toBe('poultry');
    expect(farmPageType(['003', '002'])).toBe('mixed');
  });

  it('links a farm page by its number and key, the key escaped', () => {
    expect(farmPagePath('F0001', 'a+b/c')).toBe('/farm-traceability/F0001?key=a%2Bb%2Fc');
  });
});

describe('farm readings schema', () => {
  it('accepts a reading of the field’s metrics', () => {
    expect(errorsOf({ readings: [reading({ temperature: 24.5, humidity: 70 })] })).toEqual({});
  });

  it('refuses an unknown metric, a non-number, an out-of-range value, a wrong field code and an empty set', () => {
    expect(errorsOf({ readings: [reading({ soil_ec: 1 })] })).toEqual({ 'readings.0.metrics.soil_ec': FARM_TEXTS.unknownMetric });
    expect(errorsOf({ readings: [reading({ temperature: 'NaN' })] })).toEqual({ 'readings.0.metrics.temperature': FARM_TEXTS.notFinite });
    expect(errorsOf({ readings: [reading({ humidity: 101 })] })).toEqual({ 'readings.0.metrics.humidity': FARM_TEXTS.outOfRange(0, 100) });
    expect(errorsOf({ readings: [reading({ temperature: 20 }, '001')] })['readings.0.field']).toBe(FARM_TEXTS.unknownField);
    expect(errorsOf({ readings: [reading({})] })).toEqual({ 'readings.0.metrics': FARM_TEXTS.noMetrics });
  });

  it('refuses a batch beyond the limit and an empty one', () => {
    const many = Array.from({ length: FARM_READINGS_BATCH_MAX + 1 }, () => reading({ temperature: 20 }));
    expect(errorsOf({ readings: many })).toEqual({ readings: FARM_TEXTS.tooManyReadings });
    expect(errorsOf({ readings: [] })).toEqual({ readings: FARM_TEXTS.emptyBatch });
  });

  it('refuses an instant without its offset', () => {
    expect(errorsOf({ readings: [{ ...reading({ temperature: 20 }), measured_at: '2026-11-20 10:00' }] })['readings.0.measured_at']).toBeDefined();
  });

  it('tells a reading stamped beyond the allowed minutes ahead', () => {
    const now = new Date('2026-11-20T02:00:00Z');
    expect(readingTooFarAhead(new Date('2026-11-20T02:09:00Z'), now)).toBe(false);
    expect(readingTooFarAhead(new Date('2026-11-20T02:11:00Z'), now)).toBe(true);
  });

  it('refuses a GACP record of a type the field does not keep', () => {
    const result = gacpRecordSchema.safeParse({ field: '002', type: 'harvest', work_date: '2026-11-01', work_item: '採收', operator: '王小明' });
    expect(result.success ? {} : zodIssuesToFieldErrors(result.error)).toEqual({ type: FARM_TEXTS.typeNotForField });
  });
});

describe('farm data range rules', () => {
  it('refuses an end before the start', () => {
    expect(farmRangeProblem('2026-11-10', '2026-11-09', 'day')).toEqual({ field: 'end_date', message: FARM_TEXTS.endBeforeStart });
  });

  it('bounds the span by the bucket size, both ends included', () => {
    expect(farmRangeProblem('2026-11-01', '2026-11-07', 'hour')).toBeNull();
    expect(farmRangeProblem('2026-11-01', '2026-11-08', 'hour')).toEqual({ field: 'end_date', message: FARM_TEXTS.spanTooLong('hour') });
    expect(FARM_TEXTS.spanTooLong('hour')).toBe(`每小時統計最多查詢 ${FARM_DATA_MAX_SPAN_DAYS.hour} 天`);
    expect(farmRangeProblem('2026-09-01', '2026-11-30', 'day')).toBeNull();
  });

  it('checks the query: metric of the field, dates and range', () => {
    const ok = farmDataQuerySchema.safeParse({ key: 'k', field: '003', search_target: 'soil_moisture', data_interval: 'day', start_date: '2026-11-01', end_date: '2026-11-20' });
    expect(ok.success).toBe(true);
    const wrong = farmDataQuerySchema.safeParse({ key: 'k', field: '003', search_target: 'ammonia', start_date: '2026-11-05', end_date: '2026-11-01' });
    expect(wrong.success ? {} : zodIssuesToFieldErrors(wrong.error)).toEqual({ search_target: FARM_TEXTS.unknownMetric, end_date: FARM_TEXTS.endBeforeStart });
  });
});
