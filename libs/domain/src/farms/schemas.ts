import { z } from 'zod';
import { parseIsoDate } from '../dates/business-date.js';
import { MESSAGES } from '../messages/messages.js';
import { requiredField } from '../messages/message-functions.js';
import { optionalText, requiredText } from '../schemas/field-rules.js';
import { strictFormObject } from '../schemas/fields.js';
import {
  FARM_DATA_INTERVALS,
  FARM_FIELD_CODES,
  FARM_FIELD_NAME_MAX_LENGTH,
  FARM_GACP_BATCH_MAX,
  FARM_LOANS_MAX,
  FARM_LOAN_SERIAL_MAX_LENGTH,
  FARM_IMAGE_INTERVAL_HOURS,
  FARM_NAME_MAX_LENGTH,
  FARM_NO_PATTERN,
  FARM_READINGS_BATCH_MAX,
  FARM_TEXT_MAX_LENGTH,
  GACP_NOTE_MAX_LENGTH,
  GACP_QUANTITY_MAX,
  GACP_TEXT_MAX_LENGTH,
} from './constants.js';
import type { FarmFieldCode } from './constants.js';
import { GACP_RECORD_TYPE_VALUES, gacpTypeFits } from './gacp.js';
import { farmMetric } from './metrics.js';
import { farmRangeProblem } from './rules.js';
import { FARM_TEXTS } from './texts.js';

const invalid = { error: MESSAGES.invalidFormat };

/** An instant with its offset (2026-11-28T09:00:00+08:00 or …Z). */
const instantField = (label: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? requiredField(label) : MESSAGES.invalidFormat) })
    .refine((value) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/.test(value) && !Number.isNaN(Date.parse(value)), invalid)
    .transform((value) => new Date(value));

const dateField = (label: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? requiredField(label) : MESSAGES.invalidFormat) })
    .transform((value, ctx) => {
      const date = parseIsoDate(value);
      if (date === null) {
        ctx.addIssue({ code: 'custom', message: MESSAGES.invalidFormat });
        return z.NEVER;
      }
      return date;
    });

const fieldCodeField = z.enum(FARM_FIELD_CODES, {
  error: (issue) => (issue.input === undefined ? requiredField(FARM_TEXTS.field) : FARM_TEXTS.unknownField),
});

/** One reading: the field's code, when it was measured, and its metric values (each of the field's set, finite, in bounds). */
export const farmReadingSchema = strictFormObject({
  field: fieldCodeField,
  measured_at: instantField('量測時間'),
  metrics: z.record(z.string(), z.unknown(), invalid),
}).superRefine((reading, ctx) => {
  const entries = Object.entries(reading.metrics);
  if (entries.length === 0) ctx.addIssue({ code: 'custom', path: ['metrics'], message: FARM_TEXTS.noMetrics });
  for (const [key, value] of entries) {
    const metric = farmMetric(reading.field, key);
    if (!metric) {
      ctx.addIssue({ code: 'custom', path: ['metrics', key], message: FARM_TEXTS.unknownMetric });
    } else if (typeof value !== 'number' || !Number.isFinite(value)) {
      ctx.addIssue({ code: 'custom', path: ['metrics', key], message: FARM_TEXTS.notFinite });
    } else if (value < metric.min || value > metric.max) {
      ctx.addIssue({ code: 'custom', path: ['metrics', key], message: FARM_TEXTS.outOfRange(metric.min, metric.max) });
    }
  }
});
export type FarmReadingInput = z.infer<typeof farmReadingSchema>;

/** POST …/readings: a batch of 1 to FARM_READINGS_BATCH_MAX readings. */
export const farmReadingsSchema = strictFormObject({
  readings: z
    .array(farmReadingSchema, { error: (issue) => (issue.input === undefined ? requiredField('readings') : MESSAGES.invalidFormat) })
    .min(1, FARM_TEXTS.emptyBatch)
    .max(FARM_READINGS_BATCH_MAX, FARM_TEXTS.tooManyReadings),
});
export type FarmReadingsInput = z.infer<typeof farmReadingsSchema>;

/** One GACP production record. */
export const gacpRecordSchema = strictFormObject({
  field: fieldCodeField,
  type: z.enum(GACP_RECORD_TYPE_VALUES, { error: (issue) => (issue.input === undefined ? requiredField('紀錄類別') : MESSAGES.invalidOption) }),
  work_date: dateField('日期'),
  work_item: requiredText('作業項目', GACP_TEXT_MAX_LENGTH),
  material: optionalText('資材', GACP_TEXT_MAX_LENGTH),
  quantity: z.number(invalid).finite(invalid).min(0, invalid).max(GACP_QUANTITY_MAX, invalid).nullable().optional(),
  unit: optionalText('單位', 20),
  operator: requiredText('作業人員', 40),
  note: optionalText('備註', GACP_NOTE_MAX_LENGTH),
}).superRefine((record, ctx) => {
  if (!gacpTypeFits(record.type, record.field)) ctx.addIssue({ code: 'custom', path: ['type'], message: FARM_TEXTS.typeNotForField });
});
export type GacpRecordInput = z.infer<typeof gacpRecordSchema>;

export const gacpRecordsSchema = strictFormObject({
  records: z.array(gacpRecordSchema, invalid).min(1, FARM_TEXTS.emptyBatch).max(FARM_GACP_BATCH_MAX, invalid),
});
export type GacpRecordsInput = z.infer<typeof gacpRecordsSchema>;

/** The multipart fields of POST …/images beside the file. */
export const farmImageFormSchema = strictFormObject({
  field: fieldCodeField,
  taken_at: instantField('拍攝時間'),
});
export type FarmImageFormInput = z.infer<typeof farmImageFormSchema>;

/** The page key: anything but a key of the page's shape finds no farm (404), never a 400. */
const keyField = z.string().max(64).catch('');

/** The page's key (every public read names it). */
export const farmPageQuerySchema = z.object({ key: keyField });

/** GET …/datas: the chart's range, bucket size, metric and field. */
export const farmDataQuerySchema = z
  .object({
    key: keyField,
    field: fieldCodeField,
    search_target: z.string({ error: requiredField(FARM_TEXTS.metric) }).max(40, FARM_TEXTS.unknownMetric),
    data_interval: z.enum(FARM_DATA_INTERVALS, invalid).default('hour'),
    start_date: dateField(FARM_TEXTS.startDate),
    end_date: dateField(FARM_TEXTS.endDate),
  })
  .superRefine((query, ctx) => {
    if (!farmMetric(query.field, query.search_target)) ctx.addIssue({ code: 'custom', path: ['search_target'], message: FARM_TEXTS.unknownMetric });
    const problem = farmRangeProblem(query.start_date, query.end_date, query.data_interval);
    if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  });
export type FarmDataQuery = z.infer<typeof farmDataQuerySchema>;

const intervalHoursField = z
  .string(invalid)
  .default('1')
  .transform(Number)
  .pipe(z.number().refine((hours) => (FARM_IMAGE_INTERVAL_HOURS as readonly number[]).includes(hours), MESSAGES.invalidOption));

/** GET …/ipcam_picture and …/ipcam_time_lapse: the first day shown and the pictures' spacing in hours. */
export const farmImagesQuerySchema = z.object({
  key: keyField,
  start_date: dateField(FARM_TEXTS.date),
  interval: intervalHoursField,
});
export type FarmImagesQuery = z.infer<typeof farmImagesQuerySchema>;

/** GET …/trace/gacp: one table and its page. */
export const farmGacpQuerySchema = z.object({
  key: keyField,
  table: z.enum(GACP_RECORD_TYPE_VALUES, { error: MESSAGES.invalidOption }),
  page: z.string(invalid).regex(/^[1-9][0-9]{0,5}$/, invalid).default('1').transform(Number),
});
export type FarmGacpQuery = z.infer<typeof farmGacpQuerySchema>;

/** A field of a farm, as the console edits it. */
export const farmFieldFormSchema = strictFormObject({
  code: z.enum(FARM_FIELD_CODES, { error: MESSAGES.invalidOption }),
  name: requiredText('場域名稱', FARM_FIELD_NAME_MAX_LENGTH),
});

/** A farm as the console creates and edits it: its number, name, the borrower owning it, where it is, its fields. */
export const farmFormSchema = strictFormObject({
  no: requiredText('農場編號', 9, [[(value) => FARM_NO_PATTERN.test(value), MESSAGES.invalidFormat]]),
  name: requiredText('農場名稱', FARM_NAME_MAX_LENGTH),
  owner_serial: requiredText('農場主會員編號', 20),
  location: requiredText('地點', FARM_NAME_MAX_LENGTH),
  description: optionalText('介紹', FARM_TEXT_MAX_LENGTH),
  loan_serials: z.array(requiredText('借款編號', FARM_LOAN_SERIAL_MAX_LENGTH), invalid).max(FARM_LOANS_MAX, invalid).default([]),
  fields: z
    .array(farmFieldFormSchema, invalid)
    .min(1, requiredField('場域'))
    .max(FARM_FIELD_CODES.length, FARM_TEXTS.fieldCodeTaken)
    .superRefine((fields, ctx) => {
      const seen = new Set<FarmFieldCode>();
      fields.forEach((field, index) => {
        if (seen.has(field.code)) ctx.addIssue({ code: 'custom', path: [index, 'code'], message: FARM_TEXTS.fieldCodeTaken });
        seen.add(field.code);
      });
    }),
});
export type FarmFormInput = z.infer<typeof farmFormSchema>;

/** The fields of the console's farm form. */
export const FARM_FORM_FIELDS = ['no', 'name', 'owner_serial', 'location', 'description', 'loan_serials', 'fields'] as const;
