import { COLLATERAL_VALUE_MAX_TEN_THOUSAND } from '../constants/loan.js';
import type { LoanAppType } from '../loans/vocabulary.js';

/** An appraisal item waits for an appraiser (unappraised) until one comment closes it (appraised); also the marketplace's tabs. */
export const APPRAISAL_STATUSES = ['unappraised', 'appraised'] as const;
export type AppraisalStatus = (typeof APPRAISAL_STATUSES)[number];
export const APPRAISAL_DEFAULT_TAB: AppraisalStatus = 'unappraised';

/** Only an unappraised item takes a comment (spec 4: items already appraised cannot be commented). */
export const APPRAISAL_COMMENTABLE_STATUSES = ['unappraised'] as const satisfies readonly AppraisalStatus[];

/** The application history's entry an appraiser's comment writes. */
export const APPRAISAL_EVENT = 'collateral_appraised';

/** The applications whose collaterals are appraised: every pawn and realty collateral makes an item. */
export const APPRAISAL_SOURCES = ['pawn_project', 'realty'] as const satisfies readonly LoanAppType[];
export type AppraisalSource = (typeof APPRAISAL_SOURCES)[number];

/** The appraised value (ten_thousand_value) in ten-thousands of NT$: a whole number from 1 up to the collateral values' ceiling. */
export const APPRAISAL_VALUE_MIN_TEN_THOUSAND = 1;
export const APPRAISAL_VALUE_MAX_TEN_THOUSAND = COLLATERAL_VALUE_MAX_TEN_THOUSAND;

/** The appraiser's comment is at most this many characters. */
export const APPRAISAL_COMMENT_MAX_LENGTH = 1000;

/** The appraiser marketplace (spec 2) and an item's page. */
export const APPRAISE_MARKET_PATH = '/appraise/market-place';
export const appraiseDetailPath = (id: number | string): string => `${APPRAISE_MARKET_PATH}/${id}`;

/** The vehicle appraisal's vehicle types. */
export const VEHICLE_TYPES = ['car', 'motorcycle'] as const;
export type VehicleType = (typeof VEHICLE_TYPES)[number];

/**
 * The vehicle appraisal's selections in the order they cascade: each list is offered once every
 * selection before it is made (spec: vehicle_type, kind, car, year, made_year, type, spec, price).
 */
export const VEHICLE_SELECTION_FIELDS = ['vehicle_type', 'kind', 'car', 'year', 'made_year', 'type', 'spec', 'price'] as const;
export type VehicleSelectionField = (typeof VEHICLE_SELECTION_FIELDS)[number];

/** The selections after the vehicle type, each offered from an option list. */
export type VehicleListedSelection = Exclude<VehicleSelectionField, 'vehicle_type'>;

/** The option list the car endpoint answers for a selection: its name and _options (kind_options, …, price_options). */
export type VehicleOptionList = `${VehicleListedSelection}_options`;
export const vehicleOptionListOf = (field: VehicleListedSelection): VehicleOptionList => `${field}_options`;

/** A brand, model, body type or spec of the catalogue is at most this many characters. */
export const VEHICLE_SELECTION_MAX_LENGTH = 50;

/** Model and manufacturing years: four digits from this year on. */
export const VEHICLE_YEAR_MIN = 1950;
export const VEHICLE_YEAR_LENGTH = 4;

/** A catalogue price (the new vehicle's price), whole NT$ from 1 up to this. */
export const VEHICLE_PRICE_MAX = 100_000_000;

/** The human check's token (a self-hosted proof-of-work solution) is at most this long. */
export const VEHICLE_CAPTCHA_MAX_LENGTH = 4096;

/**
 * The estimate's depreciation: the catalogue price loses this percent of its value each whole
 * year of age, compounded, never below VEHICLE_RESIDUAL_FLOOR_PERCENT of the price.
 */
export const VEHICLE_YEARLY_DEPRECIATION_PERCENT: Readonly<Record<VehicleType, number>> = {
  car: 15,
  motorcycle: 20,
};
export const VEHICLE_RESIDUAL_FLOOR_PERCENT = 10;

/** Estimates are rounded down to whole multiples of this many NT$. */
export const VEHICLE_ESTIMATE_STEP = 1000;

/** The residual share is shown in percent with this many decimals. */
export const VEHICLE_RESIDUAL_DECIMALS = 2;

/**
 * The human check's proof of work (a self-hosted ALTCHA challenge): PBKDF2 over SHA-256 at this
 * many iterations per try, the solution a counter chosen from the upper half of 0..COUNTER_MAX, so
 * a browser tries about three quarters of COUNTER_MAX keys. A challenge is solved within its
 * lifetime and spent by one search.
 */
export const VEHICLE_CAPTCHA_ALGORITHM = 'PBKDF2/SHA-256';
export const VEHICLE_CAPTCHA_COST = 1000;
export const VEHICLE_CAPTCHA_COUNTER_MAX = 4000;
export const VEHICLE_CAPTCHA_TTL_SECONDS = 600;

/** Challenges and searches of one address within a window (each counted apart). */
export const VEHICLE_APPRAISAL_RATE_WINDOW_SECONDS = 600;
export const VEHICLE_CHALLENGE_MAX_PER_WINDOW = 60;
export const VEHICLE_SEARCH_MAX_PER_WINDOW = 60;

/** The catalogue's note (示範資料 on the demo rows) is at most this many characters. */
export const VEHICLE_NOTE_MAX_LENGTH = 100;

/** The demo catalogue's note, shown with every estimate made from one of its rows. */
export const VEHICLE_DEMO_NOTE = '示範資料：價格僅供展示，非實際牌價';

/**
 * The catalogue import: an .xlsx (first sheet) or UTF-8 .csv file, its first row naming the
 * columns, at most this many bytes and vehicle rows; every row is checked before any is written.
 */
export const VEHICLE_IMPORT_FORMATS = ['xlsx', 'csv'] as const;
export type VehicleImportFormat = (typeof VEHICLE_IMPORT_FORMATS)[number];
export const VEHICLE_IMPORT_MAX_BYTES = 1024 * 1024;
export const VEHICLE_IMPORT_MAX_ROWS = 5000;
/** A refused import names at most this many of its bad rows. */
export const VEHICLE_IMPORT_PROBLEMS_SHOWN = 20;

/** The import's columns: a catalogue row's fields and its note (optional). */
export const VEHICLE_CATALOGUE_COLUMNS = ['vehicle_type', 'kind', 'car', 'year', 'type', 'spec', 'price', 'note'] as const;
export type VehicleCatalogueColumn = (typeof VEHICLE_CATALOGUE_COLUMNS)[number];
export const VEHICLE_CATALOGUE_OPTIONAL_COLUMNS = ['note'] as const satisfies readonly VehicleCatalogueColumn[];
