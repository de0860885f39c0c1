import type { FarmDataInterval, FarmFieldCode, FarmPageType } from './constants.js';
import type { GacpRecordType } from './gacp.js';

/** A farm's traceability page info (GET /api/farm-traceability/{no}?key=…). */
export interface FarmPageInfo {
  no: string;
  name: string;
  location: string;
  description: string | null;
  type: FarmPageType;
  fields: { code: FarmFieldCode; name: string }[];
  gacp_options: { value: GacpRecordType; label: string }[];
  sensor_options: { field: FarmFieldCode; label: string; metrics: { value: string; label: string; unit: string }[] }[];
  /** The latest reading's instant, the first and last picture's day (Taipei), counts for the report. */
  last_measured_at: string | null;
  first_image_date: string | null;
  last_image_date: string | null;
  image_count: number;
  record_count: number;
}

/** One camera picture: when it was taken, on which field, and where to load it. */
export interface FarmImageFrame {
  id: number;
  field: FarmFieldCode;
  taken_at: string;
  url: string;
}

/** A GACP row as the table shows it. */
export interface FarmGacpRow {
  id: number;
  type: GacpRecordType;
  field: FarmFieldCode;
  work_date: string;
  work_item: string;
  material: string | null;
  quantity: string | null;
  unit: string | null;
  operator: string;
  note: string | null;
}

/** One chart bucket: its start (Taipei wall clock, `YYYY-MM-DD HH:00` or `YYYY-MM-DD`), the average and how many readings. */
export interface FarmDataPoint {
  at: string;
  value: number;
  count: number;
}

export interface FarmDataAnswer {
  field: FarmFieldCode;
  search_target: string;
  data_interval: FarmDataInterval;
  start_date: string;
  end_date: string;
  unit: string;
  points: FarmDataPoint[];
}

/** The ingestion answer of POST …/readings. */
export interface FarmReadingsAnswer {
  received: number;
  stored: number;
  duplicates: number;
}

/** A farm in the console; `At` is how an instant travels (a Date where the API reads it, ISO text in JSON). */
export interface ConsoleFarmRow<At = string> {
  id: number;
  no: string;
  name: string;
  owner_id: number;
  owner_serial: string;
  location: string;
  description: string | null;
  page_key: string;
  /** The owner's farmer loans the farm belongs to: their details link to its page. */
  loan_serials: string[];
  fields: { code: FarmFieldCode; name: string }[];
  /** The active ingestion key's first characters (the key itself is shown once), or null. */
  key_prefix: string | null;
  key_created_at: At | null;
  reading_count: number;
  created_at: At;
}

/** A new ingestion key, shown once. */
export interface ConsoleFarmKeyAnswer {
  id: number;
  key: string;
  key_prefix: string;
}

/** A reading row in the console (one metric value). */
export interface ConsoleFarmReadingRow {
  id: number;
  farm_id: number;
  farm_no: string;
  field: FarmFieldCode;
  metric: string;
  value: number;
  measured_at: string;
}

export interface ConsoleGacpRecordRow extends FarmGacpRow {
  farm_id: number;
  farm_no: string;
  created_at: string;
}
