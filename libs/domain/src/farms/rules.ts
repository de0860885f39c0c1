import { daysBetween } from '../dates/business-date.js';
import { FARM_DATA_MAX_SPAN_DAYS, FARM_READING_MAX_FUTURE_MINUTES } from './constants.js';
import type { FarmDataInterval, FarmFieldCode, FarmPageType } from './constants.js';
import { FARM_TEXTS } from './texts.js';

const MINUTE_MS = 60_000;

/**
 * The message refusing a chart's date range, or null when it is fine: the end not before the
 * start, and at most FARM_DATA_MAX_SPAN_DAYS of the bucket size (both ends included).
 */
export function farmRangeProblem(startDate: string, endDate: string, interval: FarmDataInterval): { field: 'end_date'; message: string } | null {
  const days = daysBetween(startDate, endDate);
  if (days < 0) return { field: 'end_date', message: FARM_TEXTS.endBeforeStart };
  if (days + 1 > FARM_DATA_MAX_SPAN_DAYS[interval]) return { field: 'end_date', message: FARM_TEXTS.spanTooLong(interval) };
  return null;
}

/** Whether a reading stamped `measuredAt` lies beyond what a device clock a little fast could stamp at `now`. */
export const readingTooFarAhead = (measuredAt: Date, now: Date): boolean =>
  measuredAt.getTime() > now.getTime() + FARM_READING_MAX_FUTURE_MINUTES * MINUTE_MS;

/** A farm page's type from its fields' codes: one kind, or mixed. */
export function farmPageType(codes: readonly FarmFieldCode[]): FarmPageType {
  const poultry = codes.includes('002');
  const planting = codes.includes('003');
  if (poultry && planting) return 'mixed';
  return poultry ? 'poultry' : 'planting';
}

/** The public page of a farm, as the farmer loan's detail links to it. */
export const farmPagePath = (no: string, key: string): string =>
  `/farm-traceability/${encodeURIComponent(no)}?key=${encodeURIComponent(key)}`;
