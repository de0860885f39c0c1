import type { EntityManager } from 'typeorm';
import type { FarmDataInterval, FarmFieldCode, GacpRecordType } from '@lendbridge/domain';

/** Runs SQL: the data source's manager or a transaction's. */
type Db = Pick<EntityManager, 'query'>;

/** A farm as the public page and ingestion read it. */
export interface FarmRow {
  id: number;
  no: string;
  name: string;
  owner_id: number;
  location: string;
  description: string | null;
  page_key: string;
}

export interface FarmFieldRow {
  id: number;
  code: FarmFieldCode;
  name: string;
}

const FARM_COLUMNS = `f.id, f.no, f.name, f.owner_id, f.location, f.description, f.page_key`;

/** The farm of this number whose page key is `key`, or none. */
export async function farmByPage(db: Db, no: string, key: string): Promise<FarmRow | undefined> {
  const rows = (await db.query(`SELECT ${FARM_COLUMNS} FROM farms f WHERE f.no = $1 AND f.page_key = $2`, [no, key])) as FarmRow[];
  return rows[0];
}

/** The farm of this number whose active ingestion key hashes to `keyHash`, or none. */
export async function farmByIngestionKey(db: Db, no: string, keyHash: string): Promise<FarmRow | undefined> {
  const rows = (await db.query(
    `SELECT ${FARM_COLUMNS} FROM farms f
       JOIN farm_ingestion_keys k ON k.farm_id = f.id AND k.revoked_at IS NULL
      WHERE f.no = $1 AND k.key_hash = $2`,
    [no, keyHash],
  )) as FarmRow[];
  return rows[0];
}

export async function farmFields(db: Db, farmId: number): Promise<FarmFieldRow[]> {
  return (await db.query(`SELECT id, code, name FROM farm_fields WHERE farm_id = $1 ORDER BY code`, [farmId])) as FarmFieldRow[];
}

/** The figures of the page's report: the latest reading, the pictures' first and last day, how many pictures and records. */
export interface FarmFactsRow {
  last_measured_at: Date | null;
  first_image_date: string | null;
  last_image_date: string | null;
  image_count: number;
  record_count: number;
}

export async function farmFacts(db: Db, farmId: number): Promise<FarmFactsRow> {
  const rows = (await db.query(
    `SELECT (SELECT max(r.measured_at) FROM farm_readings r WHERE r.field_id = ANY (ids.ids)) AS last_measured_at,
            (SELECT to_char(min(i.taken_at) AT TIME ZONE 'Asia/Taipei', 'YYYY-MM-DD') FROM farm_images i WHERE i.field_id = ANY (ids.ids)) AS first_image_date,
            (SELECT to_char(max(i.taken_at) AT TIME ZONE 'Asia/Taipei', 'YYYY-MM-DD') FROM farm_images i WHERE i.field_id = ANY (ids.ids)) AS last_image_date,
            (SELECT count(*)::int FROM farm_images i WHERE i.field_id = ANY (ids.ids)) AS image_count,
            (SELECT count(*)::int FROM farm_gacp_records g WHERE g.field_id = ANY (ids.ids)) AS record_count
       FROM (SELECT array_agg(id) AS ids FROM farm_fields WHERE farm_id = $1) ids`,
    [farmId],
  )) as FarmFactsRow[];
  return rows[0];
}

/** The readings' Taipei-wall-clock bucket label of each bucket size. */
const BUCKET_FORMAT: Readonly<Record<FarmDataInterval, string>> = { hour: 'YYYY-MM-DD HH24:00', day: 'YYYY-MM-DD' };

export interface FarmBucketRow {
  at: string;
  value: number;
  count: number;
}

/**
 * One metric of a field between two instants, averaged per hour or day of Taipei's clock (the
 * average rounded to 2 decimals), in time order.
 */
export async function farmBuckets(
  db: Db,
  fieldId: number,
  metric: string,
  range: { start: Date; end: Date },
  interval: FarmDataInterval,
): Promise<FarmBucketRow[]> {
  return (await db.query(
    `SELECT to_char(date_trunc($5, r.measured_at AT TIME ZONE 'Asia/Taipei'), $6) AS at,
            round(avg(r.value)::numeric, 2)::float8 AS value,
            count(*)::int AS count
       FROM farm_readings r
      WHERE r.field_id = $1 AND r.metric = $2 AND r.measured_at >= $3 AND r.measured_at < $4
      GROUP BY 1
      ORDER BY 1`,
    [fieldId, metric, range.start, range.end, interval, BUCKET_FORMAT[interval]],
  )) as FarmBucketRow[];
}

export interface FarmImageRow {
  id: number;
  code: FarmFieldCode;
  taken_at: Date;
}

/** The first picture of each field in each `hours`-long slot from `start` until `end`, in time order. */
export async function farmImageFrames(db: Db, farmId: number, range: { start: Date; end: Date }, hours: number): Promise<FarmImageRow[]> {
  return (await db.query(
    `SELECT id, code, taken_at FROM (
       SELECT DISTINCT ON (ff.code, floor(extract(epoch FROM i.taken_at - $2::timestamptz) / ($4 * 3600)))
              i.id, ff.code, i.taken_at
         FROM farm_images i JOIN farm_fields ff ON ff.id = i.field_id
        WHERE ff.farm_id = $1 AND i.taken_at >= $2 AND i.taken_at < $3
        ORDER BY ff.code, floor(extract(epoch FROM i.taken_at - $2::timestamptz) / ($4 * 3600)), i.taken_at, i.id
     ) frames
     ORDER BY taken_at, code`,
    [farmId, range.start, range.end, hours],
  )) as FarmImageRow[];
}

/** The upload of a picture of this farm, or none. */
export async function farmImageUpload(db: Db, farmId: number, imageId: number): Promise<string | undefined> {
  const rows = (await db.query(
    `SELECT i.upload_id FROM farm_images i JOIN farm_fields ff ON ff.id = i.field_id WHERE ff.farm_id = $1 AND i.id = $2`,
    [farmId, imageId],
  )) as { upload_id: string }[];
  return rows[0]?.upload_id;
}

export interface GacpDbRow {
  id: number;
  type: GacpRecordType;
  code: FarmFieldCode;
  work_date: string;
  work_item: string;
  material: string | null;
  quantity: string | null;
  unit: string | null;
  operator: string;
  note: string | null;
}

export const GACP_SELECT = `
  SELECT g.id, g.type, ff.code, to_char(g.work_date, 'YYYY-MM-DD') AS work_date, g.work_item, g.material,
         g.quantity::text AS quantity, g.unit, g.operator, g.note
    FROM farm_gacp_records g JOIN farm_fields ff ON ff.id = g.field_id`;

/** A page of one GACP table of a farm, newest work first, and how many rows the table has. */
export async function gacpPage(
  db: Db,
  farmId: number,
  type: GacpRecordType,
  page: { limit: number; offset: number },
): Promise<{ rows: GacpDbRow[]; total: number }> {
  const rows = (await db.query(
    `${GACP_SELECT} WHERE ff.farm_id = $1 AND g.type = $2 ORDER BY g.work_date DESC, g.id DESC LIMIT $3 OFFSET $4`,
    [farmId, type, page.limit, page.offset],
  )) as GacpDbRow[];
  const counted = (await db.query(
    `SELECT count(*)::int AS total FROM farm_gacp_records g JOIN farm_fields ff ON ff.id = g.field_id WHERE ff.farm_id = $1 AND g.type = $2`,
    [farmId, type],
  )) as { total: number }[];
  return { rows, total: counted[0].total };
}

/** One metric value to store. */
export interface ReadingValue {
  fieldId: number;
  metric: string;
  measuredAt: Date;
  value: number;
}

/** Stores the values not stored yet (same field, metric and instant): answers the ones written. */
export async function insertReadings(db: Db, values: readonly ReadingValue[]): Promise<{ field_id: number; metric: string; measured_at: Date }[]> {
  return (await db.query(
    `INSERT INTO farm_readings (field_id, metric, measured_at, value)
     SELECT * FROM unnest($1::bigint[], $2::varchar[], $3::timestamptz[], $4::float8[])
     ON CONFLICT (field_id, metric, measured_at) DO NOTHING
     RETURNING field_id, metric, measured_at`,
    [values.map((v) => v.fieldId), values.map((v) => v.metric), values.map((v) => v.measuredAt.toISOString()), values.map((v) => v.value)],
  )) as { field_id: number; metric: string; measured_at: Date }[];
}

export interface GacpValue {
  fieldId: number;
  type: GacpRecordType;
  workDate: string;
  workItem: string;
  material: string | null;
  quantity: number | null;
  unit: string | null;
  operator: string;
  note: string | null;
}

export async function insertGacpRecords(db: Db, records: readonly GacpValue[]): Promise<number[]> {
  const rows = (await db.query(
    `INSERT INTO farm_gacp_records (field_id, type, work_date, work_item, material, quantity, unit, operator, note)
     SELECT * FROM unnest($1::bigint[], $2::varchar[], $3::date[], $4::varchar[], $5::varchar[], $6::numeric[], $7::varchar[], $8::varchar[], $9::varchar[])
     RETURNING id`,
    [
      records.map((r) => r.fieldId),
      records.map((r) => r.type),
      records.map((r) => r.workDate),
      records.map((r) => r.workItem),
      records.map((r) => r.material),
      records.map((r) => r.quantity),
      records.map((r) => r.unit),
      records.map((r) => r.operator),
      records.map((r) => r.note),
    ],
  )) as { id: number }[];
  return rows.map((row) => row.id);
}

export async function insertFarmImage(db: Db, fieldId: number, uploadId: string, takenAt: Date): Promise<number> {
  const rows = (await db.query(`INSERT INTO farm_images (field_id, upload_id, taken_at) VALUES ($1, $2, $3) RETURNING id`, [
    fieldId,
    uploadId,
    takenAt,
  ])) as { id: number }[];
  return rows[0].id;
}

/** The farm a farmer loan belongs to, for its market detail, or none. */
export async function farmOfLoan(db: Db, loanId: number): Promise<{ no: string; name: string; key: string } | undefined> {
  const rows = (await db.query(`SELECT f.no, f.name, f.page_key AS key FROM farms f JOIN farm_loans fl ON fl.farm_id = f.id WHERE fl.loan_id = $1`, [
    loanId,
  ])) as { no: string; name: string; key: string }[];
  return rows[0];
}
