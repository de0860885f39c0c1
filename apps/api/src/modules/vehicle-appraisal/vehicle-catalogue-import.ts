import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { CellValue, Worksheet } from 'exceljs';
import {
  VEHICLE_CATALOGUE_COLUMNS,
  VEHICLE_CATALOGUE_OPTIONAL_COLUMNS,
  VEHICLE_IMPORT_MAX_ROWS,
  VEHICLE_IMPORT_PROBLEMS_SHOWN,
  VEHICLE_IMPORT_TEXTS,
  vehicleCatalogueColumnOf,
  vehicleCatalogueRowSchema,
  vehicleImportDuplicate,
  vehicleImportFormatOf,
  vehicleImportMissingColumns,
  vehicleImportRepeatedColumn,
  zodIssuesToFieldErrors,
} from '@lendbridge/domain';
import type { VehicleCatalogueColumn, VehicleCatalogueRow, VehicleImportFormat, VehicleImportProblem } from '@lendbridge/domain';
import { importFormat, importInvalid, importRowsInvalid } from './vehicle-appraisal.errors.js';

/** The uploaded file as multer holds it. */
export interface ImportFile {
  originalname: string;
  buffer: Buffer;
}

/** A row of the sheet: its number as the spreadsheet shows it, and its cells' values from the first column on. */
interface SheetRow {
  number: number;
  values: unknown[];
}

const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const BYTE_ORDER_MARK = '\uFEFF';
/** A .csv is read up to the header, the most vehicles an import takes, and one line more. */
const CSV_MAX_LINES = VEHICLE_IMPORT_MAX_ROWS + 2;

/** The name's ending says which format the staff member meant; an .xlsx workbook is a zip archive, a .csv is not. */
function formatOf(file: ImportFile): VehicleImportFormat {
  const format = vehicleImportFormatOf(file.originalname);
  const zipped = file.buffer.subarray(0, ZIP_SIGNATURE.length).equals(ZIP_SIGNATURE);
  if (format === null || zipped !== (format === 'xlsx')) throw importFormat();
  return format;
}

/**
 * A cell as text or a number: rich text joined, a formula by its result, a link by its text;
 * anything else (a date, an error, a boolean) is passed on for the row's rules to refuse.
 */
function cellValueOf(value: CellValue): unknown {
  if (value === null || value === undefined) return undefined;
  if (typeof value !== 'object' || value instanceof Date) return value;
  if ('richText' in value) return value.richText.map((run) => run.text).join('');
  if ('formula' in value || 'sharedFormula' in value) return 'result' in value ? cellValueOf(value.result as CellValue) : undefined;
  if ('hyperlink' in value) return cellValueOf(value.text as CellValue);
  return value;
}

const rowsOf = (sheet: Worksheet): SheetRow[] => {
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    rows.push({ number, values: Array.from({ length: row.cellCount }, (_, index) => cellValueOf(row.getCell(index + 1).value)) });
  });
  return rows;
};

async function readXlsx(buffer: Buffer): Promise<SheetRow[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch {
    throw importFormat();
  }
  const [sheet] = workbook.worksheets;
  return sheet === undefined ? [] : rowsOf(sheet);
}

/** A UTF-8 .csv (a leading byte-order mark allowed), every cell kept as the text it is. */
async function readCsv(buffer: Buffer): Promise<SheetRow[]> {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(buffer);
  } catch {
    throw importFormat();
  }
  if (text.startsWith(BYTE_ORDER_MARK)) text = text.slice(BYTE_ORDER_MARK.length);
  const workbook = new ExcelJS.Workbook();
  let sheet: Worksheet;
  try {
    sheet = await workbook.csv.read(Readable.from([text]), { map: (value: string) => value, parserOptions: { maxRows: CSV_MAX_LINES } });
  } catch {
    throw importFormat();
  }
  // The reader stops at the limit: a file that reached it has more lines than an import takes.
  if (sheet.rowCount >= CSV_MAX_LINES) throw importInvalid(VEHICLE_IMPORT_TEXTS.tooManyRows);
  return rowsOf(sheet);
}

const isBlank = (value: unknown): boolean => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** The columns the header row names, by their place; a header naming a column twice or leaving a required one out is refused. */
function columnsOf(header: SheetRow): Map<VehicleCatalogueColumn, number> {
  const columns = new Map<VehicleCatalogueColumn, number>();
  header.values.forEach((value, place) => {
    const column = vehicleCatalogueColumnOf(value);
    if (column === null) return;
    if (columns.has(column)) throw importInvalid(vehicleImportRepeatedColumn(column));
    columns.set(column, place);
  });
  const optional: readonly VehicleCatalogueColumn[] = VEHICLE_CATALOGUE_OPTIONAL_COLUMNS;
  const missing = VEHICLE_CATALOGUE_COLUMNS.filter((column) => !optional.includes(column) && !columns.has(column));
  if (missing.length > 0) throw importInvalid(vehicleImportMissingColumns(missing));
  return columns;
}

/** What identifies a vehicle in the catalogue (its unique key). */
const vehicleKey = (row: VehicleCatalogueRow): string => JSON.stringify([row.vehicle_type, row.kind, row.car, row.year, row.type, row.spec]);

/**
 * Reads a catalogue file: the first sheet of an .xlsx workbook or a UTF-8 .csv, its first filled
 * row naming the columns (fields or their Chinese names, in any order; other columns ignored),
 * every later filled row a vehicle. Every row is checked with the shared row rules and against the
 * rows before it (one vehicle once); any problem refuses the whole file, naming the rows (as the
 * spreadsheet numbers them) and their fields.
 */
export async function readVehicleCatalogue(file: ImportFile): Promise<VehicleCatalogueRow[]> {
  const sheetRows = formatOf(file) === 'xlsx' ? await readXlsx(file.buffer) : await readCsv(file.buffer);
  const [header, ...vehicles] = sheetRows.filter((row) => !row.values.every(isBlank));
  if (header === undefined) throw importInvalid(VEHICLE_IMPORT_TEXTS.empty);
  const columns = columnsOf(header);
  if (vehicles.length === 0) throw importInvalid(VEHICLE_IMPORT_TEXTS.empty);
  if (vehicles.length > VEHICLE_IMPORT_MAX_ROWS) throw importInvalid(VEHICLE_IMPORT_TEXTS.tooManyRows);

  const rows: VehicleCatalogueRow[] = [];
  const problems: VehicleImportProblem[] = [];
  const firstRowOf = new Map<string, number>();
  for (const vehicle of vehicles) {
    const input = Object.fromEntries([...columns].map(([column, place]) => [column, vehicle.values[place]]));
    const parsed = vehicleCatalogueRowSchema.safeParse(input);
    if (!parsed.success) {
      for (const [field, message] of Object.entries(zodIssuesToFieldErrors(parsed.error))) {
        problems.push({ row: vehicle.number, field: vehicleCatalogueColumnOf(field), message });
      }
      continue;
    }
    const key = vehicleKey(parsed.data);
    const first = firstRowOf.get(key);
    if (first !== undefined) {
      problems.push({ row: vehicle.number, field: null, message: vehicleImportDuplicate(first) });
      continue;
    }
    firstRowOf.set(key, vehicle.number);
    rows.push(parsed.data);
  }
  if (problems.length > 0) throw importRowsInvalid(problems.slice(0, VEHICLE_IMPORT_PROBLEMS_SHOWN));
  return rows;
}
