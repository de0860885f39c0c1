import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  FARM_FIELD_LABELS,
  FARM_TEXTS,
  FARM_TIME_LAPSE_DAYS,
  GACP_PAGE_SIZE,
  GACP_RECORD_TYPES,
  farmMetric,
  farmMetricsOf,
  farmPageType,
  gacpTypesFor,
  readingTooFarAhead,
  shiftIsoDate,
  taipeiDaysRange,
} from '@lendbridge/domain';
import type {
  FarmDataAnswer,
  FarmDataQuery,
  FarmGacpQuery,
  FarmGacpRow,
  FarmImageFormInput,
  FarmImageFrame,
  FarmImagesQuery,
  FarmPageInfo,
  FarmReadingsAnswer,
  FarmReadingsInput,
  GacpRecordsInput,
} from '@lendbridge/domain';
import { AppError } from '../../common/app-error.js';
import type { FieldErrors } from '../../common/app-error.js';
import { BusinessClock } from '../repayment/business-clock.js';
import { UploadsService } from '../uploads/uploads.service.js';
import { farmFieldUnknown, farmNotFound } from './farms.errors.js';
import {
  farmBuckets,
  farmByPage,
  farmFacts,
  farmFields,
  farmImageFrames,
  farmImageUpload,
  gacpPage,
  insertFarmImage,
  insertGacpRecords,
  insertReadings,
} from './farms.queries.js';
import type { FarmFieldRow, FarmRow, GacpDbRow, ReadingValue } from './farms.queries.js';

export const presentGacp = (row: GacpDbRow): FarmGacpRow => ({
  id: row.id,
  type: row.type,
  field: row.code,
  work_date: row.work_date,
  work_item: row.work_item,
  material: row.material,
  quantity: row.quantity,
  unit: row.unit,
  operator: row.operator,
  note: row.note,
});

/** A picture's public address: the page's number and key name it. */
const imageUrl = (farm: FarmRow, imageId: number): string =>
  `/api/farm-traceability/${encodeURIComponent(farm.no)}/images/${imageId}?key=${encodeURIComponent(farm.page_key)}`;

/**
 * A farm's traceability: the public page (number and page key) reads its sensor charts, camera
 * pictures and GACP tables; the farm's devices post readings, pictures and records with its
 * ingestion key (the controller's guard has found the farm by then).
 */
@Injectable()
export class FarmsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly uploads: UploadsService,
    private readonly clock: BusinessClock,
  ) {}

  /** The farm of a page, or 404 for a wrong number or key alike. */
  async page(no: string, key: string): Promise<FarmRow> {
    const farm = await farmByPage(this.dataSource.manager, no, key);
    if (!farm) throw farmNotFound();
    return farm;
  }

  async info(no: string, key: string): Promise<FarmPageInfo> {
    const farm = await this.page(no, key);
    const db = this.dataSource.manager;
    const fields = await farmFields(db, farm.id);
    const facts = await farmFacts(db, farm.id);
    const codes = fields.map((field) => field.code);
    return {
      no: farm.no,
      name: farm.name,
      location: farm.location,
      description: farm.description,
      type: farmPageType(codes),
      fields: fields.map((field) => ({ code: field.code, name: field.name })),
      gacp_options: gacpTypesFor(codes).map((type) => ({ value: type, label: GACP_RECORD_TYPES[type].label })),
      sensor_options: fields.map((field) => ({
        field: field.code,
        label: `${FARM_FIELD_LABELS[field.code]}・${field.name}`,
        metrics: farmMetricsOf(field.code).map((metric) => ({ value: metric.key, label: metric.label, unit: metric.unit })),
      })),
      last_measured_at: facts.last_measured_at?.toISOString() ?? null,
      first_image_date: facts.first_image_date,
      last_image_date: facts.last_image_date,
      image_count: facts.image_count,
      record_count: facts.record_count,
    };
  }

  /** One metric of one field, averaged per bucket over the dates asked (Taipei days, both included). */
  async datas(no: string, query: FarmDataQuery): Promise<FarmDataAnswer> {
    const farm = await this.page(no, query.key);
    const field = (await farmFields(this.dataSource.manager, farm.id)).find((candidate) => candidate.code === query.field);
    if (!field) throw farmFieldUnknown('field');
    const metric = farmMetric(field.code, query.search_target);
    if (!metric) throw AppError.field('search_target', FARM_TEXTS.unknownMetric);
    const points = await farmBuckets(
      this.dataSource.manager,
      field.id,
      metric.key,
      taipeiDaysRange(query.start_date, query.end_date),
      query.data_interval,
    );
    return {
      field: field.code,
      search_target: metric.key,
      data_interval: query.data_interval,
      start_date: query.start_date,
      end_date: query.end_date,
      unit: metric.unit,
      points,
    };
  }

  /** The pictures of one day (ipcam_picture) or of FARM_TIME_LAPSE_DAYS days (ipcam_time_lapse), one per interval. */
  async images(no: string, query: FarmImagesQuery, lapse: boolean): Promise<FarmImageFrame[]> {
    const farm = await this.page(no, query.key);
    const lastDay = lapse ? shiftIsoDate(query.start_date, FARM_TIME_LAPSE_DAYS - 1) : query.start_date;
    const rows = await farmImageFrames(this.dataSource.manager, farm.id, taipeiDaysRange(query.start_date, lastDay), query.interval);
    return rows.map((row) => ({ id: row.id, field: row.code, taken_at: row.taken_at.toISOString(), url: imageUrl(farm, row.id) }));
  }

  /** A picture's upload, for the page that names its farm and key. */
  async imageUploadId(no: string, key: string, imageId: number): Promise<string> {
    const farm = await this.page(no, key);
    const uploadId = await farmImageUpload(this.dataSource.manager, farm.id, imageId);
    if (!uploadId) throw farmNotFound();
    return uploadId;
  }

  async gacp(no: string, query: FarmGacpQuery): Promise<{ data: FarmGacpRow[]; meta: { pagination: { page: number; per_page: number; total: number; last_page: number } } }> {
    const farm = await this.page(no, query.key);
    const { rows, total } = await gacpPage(this.dataSource.manager, farm.id, query.table, {
      limit: GACP_PAGE_SIZE,
      offset: (query.page - 1) * GACP_PAGE_SIZE,
    });
    return {
      data: rows.map(presentGacp),
      meta: { pagination: { page: query.page, per_page: GACP_PAGE_SIZE, total, last_page: Math.max(1, Math.ceil(total / GACP_PAGE_SIZE)) } },
    };
  }

  /**
   * Stores a batch of readings of the farm: every reading's field must be one of the farm's and no
   * reading may be stamped beyond the business clock's instant (plus the allowed minutes), or
   * nothing is stored (400 with each reading's error). A value already stored (same field, metric
   * and instant) is left as it is: a repeated batch stores nothing more.
   */
  async storeReadings(farm: FarmRow, input: FarmReadingsInput): Promise<FarmReadingsAnswer> {
    const now = await this.clock.instant();
    const fields = await farmFields(this.dataSource.manager, farm.id);
    const errors: FieldErrors = {};
    const values: ReadingValue[] = [];
    const readingOf = new Map<string, number>();
    input.readings.forEach((reading, index) => {
      const field = fields.find((candidate) => candidate.code === reading.field);
      if (!field) {
        errors[`readings.${index}.field`] = FARM_TEXTS.unknownField;
        return;
      }
      if (readingTooFarAhead(reading.measured_at, now)) {
        errors[`readings.${index}.measured_at`] = FARM_TEXTS.inFuture;
        return;
      }
      for (const [metric, value] of Object.entries(reading.metrics)) {
        values.push({ fieldId: field.id, metric, measuredAt: reading.measured_at, value: value as number });
        readingOf.set(`${field.id}|${metric}|${reading.measured_at.getTime()}`, index);
      }
    });
    if (Object.keys(errors).length > 0) throw AppError.validation(errors);
    const written = await insertReadings(this.dataSource.manager, values);
    const stored = new Set(written.map((row) => readingOf.get(`${row.field_id}|${row.metric}|${new Date(row.measured_at).getTime()}`)));
    return { received: input.readings.length, stored: stored.size, duplicates: input.readings.length - stored.size };
  }

  async storeGacpRecords(farm: FarmRow, input: GacpRecordsInput): Promise<{ stored: number; ids: number[] }> {
    const fields = await farmFields(this.dataSource.manager, farm.id);
    const errors: FieldErrors = {};
    const records = input.records.flatMap((record, index) => {
      const field = fields.find((candidate) => candidate.code === record.field);
      if (!field) {
        errors[`records.${index}.field`] = FARM_TEXTS.unknownField;
        return [];
      }
      return [
        {
          fieldId: field.id,
          type: record.type,
          workDate: record.work_date,
          workItem: record.work_item,
          material: record.material ?? null,
          quantity: record.quantity ?? null,
          unit: record.unit ?? null,
          operator: record.operator,
          note: record.note ?? null,
        },
      ];
    });
    if (Object.keys(errors).length > 0) throw AppError.validation(errors);
    const ids = await insertGacpRecords(this.dataSource.manager, records);
    return { stored: ids.length, ids };
  }

  /** Stores a camera picture (checked by its content as an image) for a field of the farm. */
  async storeImage(farm: FarmRow, input: FarmImageFormInput, file: { originalName: string; bytes: Buffer }): Promise<FarmImageFrame> {
    const now = await this.clock.instant();
    const field: FarmFieldRow | undefined = (await farmFields(this.dataSource.manager, farm.id)).find((candidate) => candidate.code === input.field);
    if (!field) throw farmFieldUnknown('field');
    if (readingTooFarAhead(input.taken_at, now)) throw AppError.field('taken_at', FARM_TEXTS.inFuture);
    const upload = await this.uploads.store(farm.owner_id, 'image', { field: 'file', originalName: file.originalName, bytes: file.bytes });
    const id = await insertFarmImage(this.dataSource.manager, field.id, upload.id, input.taken_at);
    return { id, field: field.code, taken_at: input.taken_at.toISOString(), url: imageUrl(farm, id) };
  }
}
