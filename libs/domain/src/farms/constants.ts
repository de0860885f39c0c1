/** The spec's farm data field codes (001 section 9): 002 poultry, 003 planting. */
export const FARM_FIELD_CODES = ['002', '003'] as const;
export type FarmFieldCode = (typeof FARM_FIELD_CODES)[number];
export const FARM_FIELD_POULTRY: FarmFieldCode = '002';
export const FARM_FIELD_PLANTING: FarmFieldCode = '003';

/** The chart's bucket sizes (data_interval). */
export const FARM_DATA_INTERVALS = ['hour', 'day'] as const;
export type FarmDataInterval = (typeof FARM_DATA_INTERVALS)[number];

/** The longest range one chart request covers, per bucket size (days, both ends included). */
export const FARM_DATA_MAX_SPAN_DAYS: Readonly<Record<FarmDataInterval, number>> = { hour: 7, day: 92 };

/** The camera pictures' spacing (interval), in hours: one picture per interval. */
export const FARM_IMAGE_INTERVAL_HOURS = [1, 2, 3, 6, 12, 24] as const;
export type FarmImageIntervalHours = (typeof FARM_IMAGE_INTERVAL_HOURS)[number];
/** The days a time lapse plays, from its start date on. */
export const FARM_TIME_LAPSE_DAYS = 7;

/** The most readings one ingestion request carries. */
export const FARM_READINGS_BATCH_MAX = 500;
/** How far after the business clock's instant a reading may be stamped (a device clock running a little fast). */
export const FARM_READING_MAX_FUTURE_MINUTES = 10;
/** The most GACP records one ingestion request carries. */
export const FARM_GACP_BATCH_MAX = 100;
/** A camera image's largest size. */
export const FARM_IMAGE_MAX_BYTES = 8 * 1024 * 1024;

/** The ingestion key's header. */
export const FARM_KEY_HEADER = 'X-Farm-Key';
/** An ingestion key: this prefix and 43 base64url characters (32 random bytes). */
export const FARM_INGESTION_KEY_PREFIX = 'fk_';
export const FARM_INGESTION_KEY_PATTERN = /^fk_[A-Za-z0-9_-]{43}$/;
/** A farm's public page key: 22 base64url characters (16 random bytes). */
export const FARM_PAGE_KEY_PATTERN = /^[A-Za-z0-9_-]{22}$/;
/** A farm's number: F and four to eight digits. */
export const FARM_NO_PATTERN = /^F[0-9]{4,8}$/;

export const FARM_NAME_MAX_LENGTH = 60;
/** The most farmer loans one farm belongs to, and the length of a loan serial. */
export const FARM_LOANS_MAX = 20;
export const FARM_LOAN_SERIAL_MAX_LENGTH = 20;
export const FARM_TEXT_MAX_LENGTH = 500;
export const FARM_FIELD_NAME_MAX_LENGTH = 40;
export const GACP_TEXT_MAX_LENGTH = 100;
export const GACP_NOTE_MAX_LENGTH = 300;
/** A GACP quantity's largest value (no record carries more of one material). */
export const GACP_QUANTITY_MAX = 1_000_000;
/** GACP rows per page of /trace/gacp. */
export const GACP_PAGE_SIZE = 20;

/** The page types of a farm's traceability page: what its fields raise. */
export const FARM_PAGE_TYPES = ['poultry', 'planting', 'mixed'] as const;
export type FarmPageType = (typeof FARM_PAGE_TYPES)[number];

/** The days the chart shows first: the last ones with readings. */
export const FARM_CHART_DEFAULT_DAYS = 3;
/** The time lapse's pace in the browser: one picture per this many milliseconds. */
export const FARM_TIME_LAPSE_FRAME_MS = 700;
