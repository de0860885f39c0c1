import { FARM_FIELD_LABELS, GACP_PAGE_SIZE, GACP_RECORD_TYPES, farmMetricsOf, farmPageType, gacpTypesFor } from '@lendbridge/domain';
import type { FarmFieldCode } from '@lendbridge/domain';

/** OpenAPI examples of the farm traceability page's reads, for the demo's rice farm with its coop. */

const FIELDS: { code: FarmFieldCode; name: string }[] = [
  { code: '002', name: '放牧雞舍' },
  { code: '003', name: '濁水溪畔稻田' },
];
const CODES = FIELDS.map((field) => field.code);
const KEY = 'c8e1f4a07b2d4e6f9a3c5b7d1e0f2a48';

export const FARM_KEY_EXAMPLE = KEY;

export const FARM_INFO_EXAMPLE = {
  data: {
    no: 'F0001',
    name: '西螺稻香農場',
    location: '雲林縣西螺鎮',
    description: '濁水溪灌溉的兩期稻作 3.2 公頃，田邊放養土雞約 600 隻。稻田與雞舍裝有溫濕度、土壤與氨氣感測器及監視器，數據每小時上傳。',
    type: farmPageType(CODES),
    fields: FIELDS,
    gacp_options: gacpTypesFor(CODES).map((type) => ({ value: type, label: GACP_RECORD_TYPES[type].label })),
    sensor_options: FIELDS.map((field) => ({
      field: field.code,
      label: `${FARM_FIELD_LABELS[field.code]}・${field.name}`,
      metrics: farmMetricsOf(field.code).map((metric) => ({ value: metric.key, label: metric.label, unit: metric.unit })),
    })),
    last_measured_at: '2026-11-28T05:00:00.000Z',
    first_image_date: '2026-10-30',
    last_image_date: '2026-11-28',
    image_count: 240,
    record_count: 36,
  },
};

export const FARM_DATAS_EXAMPLE = {
  data: {
    field: '003',
    search_target: 'air_temperature',
    data_interval: 'hour',
    start_date: '2026-11-27',
    end_date: '2026-11-27',
    unit: '°C',
    points: [
      { at: '2026-11-27 06:00', value: 17.4, count: 1 },
      { at: '2026-11-27 07:00', value: 18.2, count: 1 },
      { at: '2026-11-27 08:00', value: 19.6, count: 1 },
    ],
  },
};

const frame = (id: number, field: FarmFieldCode, takenAt: string) => ({
  id,
  field,
  taken_at: takenAt,
  url: `/api/farm-traceability/F0001/images/${id}?key=${KEY}`,
});

export const FARM_PICTURES_EXAMPLE = {
  data: [frame(231, '002', '2026-11-26T22:00:00.000Z'), frame(232, '003', '2026-11-26T22:00:00.000Z'), frame(233, '002', '2026-11-27T01:00:00.000Z')],
};

export const FARM_TIME_LAPSE_EXAMPLE = {
  data: [frame(201, '003', '2026-11-21T00:00:00.000Z'), frame(205, '003', '2026-11-22T00:00:00.000Z'), frame(209, '003', '2026-11-23T00:00:00.000Z')],
};

export const FARM_GACP_EXAMPLE = {
  data: [
    { id: 36, type: 'fertilizer', field: '003', work_date: '2026-11-20', work_item: '追肥', material: '有機質肥料', quantity: 20, unit: '公斤', operator: '廖大明', note: '雨後土壤濕潤時施用' },
    { id: 31, type: 'fertilizer', field: '003', work_date: '2026-10-30', work_item: '基肥', material: '台肥 43 號複合肥', quantity: 40, unit: '公斤', operator: '廖大明', note: null },
  ],
  meta: { pagination: { page: 1, per_page: GACP_PAGE_SIZE, total: 2, last_page: 1 } },
};
