import { Decimal } from 'decimal.js';
import { ymdOfIso } from '../dates/business-date.js';
import { assertPositiveAmount } from '../repayment/inputs.js';
import {
  VEHICLE_CATALOGUE_COLUMNS,
  VEHICLE_ESTIMATE_STEP,
  VEHICLE_IMPORT_FORMATS,
  VEHICLE_IMPORT_MAX_BYTES,
  VEHICLE_RESIDUAL_DECIMALS,
  VEHICLE_RESIDUAL_FLOOR_PERCENT,
  VEHICLE_SELECTION_FIELDS,
  VEHICLE_YEARLY_DEPRECIATION_PERCENT,
  vehicleOptionListOf,
} from './constants.js';
import type { VehicleOptionsAnswer } from './answers.js';
import type { VehicleCatalogueColumn, VehicleImportFormat, VehicleListedSelection, VehicleSelectionField, VehicleType } from './constants.js';
import { VEHICLE_CATALOGUE_COLUMN_LABELS, VEHICLE_IMPORT_TEXTS, VEHICLE_TYPE_LABELS } from './texts.js';

const PERCENT = 100;

/** The selections made so far, by field; a field left out or empty is not made. */
export type VehicleSelections = Readonly<Partial<Record<VehicleSelectionField, unknown>>>;

const isMade = (value: unknown): boolean => value !== undefined && value !== null && value !== '';

/** The first selection not made yet (the list to offer next), or null when every selection is made. */
export const nextVehicleSelection = (selections: VehicleSelections): VehicleSelectionField | null =>
  VEHICLE_SELECTION_FIELDS.find((field) => !isMade(selections[field])) ?? null;

/**
 * The selections made out of order: each made field after one not made, with the earlier field
 * missing. The cumulative query makes each selection only after every one before it.
 */
export const vehicleSelectionGaps = (selections: VehicleSelections): { field: VehicleSelectionField; missing: VehicleSelectionField }[] => {
  const missing = nextVehicleSelection(selections);
  if (missing === null) return [];
  const after = VEHICLE_SELECTION_FIELDS.slice(VEHICLE_SELECTION_FIELDS.indexOf(missing) + 1);
  return after.filter((field) => isMade(selections[field])).map((field) => ({ field, missing }));
};

/** A vehicle's age in whole years on a business date ('YYYY-MM-DD'): the calendar year less the year it was made, never below 0. */
export const vehicleAgeOf = (madeYear: number, today: string): number => Math.max(0, ymdOfIso(today).year - madeYear);

/**
 * The share of its new price a vehicle keeps at an age: the yearly depreciation of its type
 * compounded over the whole years, (1 − rate)^age, never below VEHICLE_RESIDUAL_FLOOR_PERCENT.
 */
export const vehicleResidualShareOf = (vehicleType: VehicleType, ageYears: number): Decimal => {
  if (!Number.isSafeInteger(ageYears) || ageYears < 0) throw new RangeError(`ageYears must be whole years from 0, got ${String(ageYears)}`);
  const kept = new Decimal(PERCENT - VEHICLE_YEARLY_DEPRECIATION_PERCENT[vehicleType]).dividedBy(PERCENT).pow(ageYears);
  return Decimal.max(kept, new Decimal(VEHICLE_RESIDUAL_FLOOR_PERCENT).dividedBy(PERCENT));
};

/** The vehicle appraisal's result (data.result of the search). */
export interface VehicleEstimate {
  vehicle_type: VehicleType;
  /** The catalogue's new price, whole NT$. */
  price: number;
  made_year: number;
  age_years: number;
  /** The share of the price kept, in percent, rounded down to 2 decimals. */
  residual_percent: string;
  /** The estimate, whole NT$, rounded down to VEHICLE_ESTIMATE_STEP. */
  estimate: number;
}

/**
 * The estimate of a vehicle on a business date: its catalogue price times the residual share at
 * its age (vehicleResidualShareOf), rounded down to whole VEHICLE_ESTIMATE_STEP NT$.
 */
export const vehicleEstimateOf = (
  vehicle: { readonly vehicle_type: VehicleType; readonly price: number; readonly made_year: number },
  today: string,
): VehicleEstimate => {
  assertPositiveAmount('price', vehicle.price);
  const age = vehicleAgeOf(vehicle.made_year, today);
  const share = vehicleResidualShareOf(vehicle.vehicle_type, age);
  const steps = new Decimal(vehicle.price).times(share).dividedBy(VEHICLE_ESTIMATE_STEP).floor();
  return {
    vehicle_type: vehicle.vehicle_type,
    price: vehicle.price,
    made_year: vehicle.made_year,
    age_years: age,
    residual_percent: share.times(PERCENT).toDecimalPlaces(VEHICLE_RESIDUAL_DECIMALS, Decimal.ROUND_DOWN).toFixed(VEHICLE_RESIDUAL_DECIMALS),
    estimate: steps.times(VEHICLE_ESTIMATE_STEP).toNumber(),
  };
};

/**
 * The manufacturing years offered for a model year on a business date: from the model year to the
 * business date's year, newest first; a model year later than the business date's year offers
 * only itself.
 */
export const vehicleMadeYearOptionsOf = (year: number, today: string): number[] => {
  const last = Math.max(year, ymdOfIso(today).year);
  return Array.from({ length: last - year + 1 }, (_, index) => last - index);
};

/** Whether a manufacturing year is one of those offered for the model year on the business date. */
export const isVehicleMadeYearOf = (year: number, madeYear: number, today: string): boolean =>
  vehicleMadeYearOptionsOf(year, today).includes(madeYear);

/** The selections offered from an option list: every one after the vehicle type. */
const VEHICLE_LISTED_SELECTIONS = VEHICLE_SELECTION_FIELDS.filter((field): field is VehicleListedSelection => field !== 'vehicle_type');

/** The option lists with `options` as the list of `field` and every other list empty. */
export const vehicleOptionListsOf = <F extends VehicleListedSelection>(
  field: F | null,
  options: VehicleOptionsAnswer[`${F}_options`] = [],
): VehicleOptionsAnswer => {
  const lists = Object.fromEntries(VEHICLE_LISTED_SELECTIONS.map((listed) => [vehicleOptionListOf(listed), listed === field ? options : []]));
  return lists as unknown as VehicleOptionsAnswer;
};

const normalHeader = (text: string): string => text.replace(/\s+/g, '').toLowerCase();

/** The import column a header cell names: the field (vehicle_type …) or its Chinese name (車種 …); null for any other. */
export const vehicleCatalogueColumnOf = (header: unknown): VehicleCatalogueColumn | null => {
  if (typeof header !== 'string') return null;
  const text = normalHeader(header);
  return VEHICLE_CATALOGUE_COLUMNS.find((column) => text === column || text === normalHeader(VEHICLE_CATALOGUE_COLUMN_LABELS[column])) ?? null;
};

/** The vehicle type a cell names: car or motorcycle, or its Chinese name (汽車, 機車); anything else as it is. */
export const vehicleTypeOfCell = (value: unknown): unknown => {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  const named = (Object.entries(VEHICLE_TYPE_LABELS) as [VehicleType, string][]).find(([, label]) => label === text);
  return named?.[0] ?? text.toLowerCase();
};

/** The import format a file name says (.xlsx or .csv, any case), or null for any other. */
export const vehicleImportFormatOf = (name: string): VehicleImportFormat | null =>
  VEHICLE_IMPORT_FORMATS.find((format) => name.toLowerCase().endsWith(`.${format}`)) ?? null;

/** What is wrong with a file chosen for the import before it is sent (its name and size), or null. */
export const vehicleImportFileProblem = (file: { readonly name: string; readonly size: number }): string | null => {
  if (vehicleImportFormatOf(file.name) === null) return VEHICLE_IMPORT_TEXTS.format;
  return file.size > VEHICLE_IMPORT_MAX_BYTES ? VEHICLE_IMPORT_TEXTS.tooLarge : null;
};
