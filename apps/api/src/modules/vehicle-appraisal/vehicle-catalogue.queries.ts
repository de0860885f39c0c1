import type { EntityManager } from 'typeorm';
import { z } from 'zod';
import { VEHICLE_SELECTION_FIELDS, VEHICLE_TYPES, VEHICLE_TYPE_LABELS } from '@lendbridge/domain';
import type { VehicleCatalogueEntry, VehicleCatalogueRow, VehicleOptionsAnswer, VehicleSelectionField } from '@lendbridge/domain';
import { iso } from '../../common/dates.js';
import { listFilter, presentPage, selectListPage, simpleRestList } from '../../common/simple-rest.js';
import type { ListPage, ListQuery } from '../../common/simple-rest.js';
import { SqlConditions, containsPattern } from '../../common/sql.js';

/** A catalogue row as stored, with the name of the staff member who imported it (dates as the driver reads them). */
export type VehicleCatalogueDbRow = Omit<VehicleCatalogueEntry, 'vehicle_type_label' | 'created_at' | 'updated_at'> & {
  created_at: Date;
  updated_at: Date;
};

/** A row with its importer's name (the member profile's name, else the e-mail). */
const ROW_SELECT = `
  SELECT c.id, c.vehicle_type, c.kind, c.car, c.year, c.type, c.spec, c.price, c.note, c.imported_by,
         CASE WHEN c.imported_by IS NULL THEN NULL ELSE COALESCE(p.lastname || p.firstname, u.email) END AS imported_by_name,
         c.created_at, c.updated_at
    FROM vehicle_catalogue c
    LEFT JOIN users u ON u.id = c.imported_by
    LEFT JOIN member_profiles p ON p.user_id = c.imported_by`;

const COUNT_SELECT = `SELECT c.id FROM vehicle_catalogue c`;

/** The selections that are catalogue columns (the manufacturing year is not: it comes from the model year). */
export type CatalogueSelection = Exclude<VehicleSelectionField, 'made_year'>;

/** The lists the catalogue answers (every selection but the vehicle type and the manufacturing year). */
export type CatalogueOptionField = Exclude<CatalogueSelection, 'vehicle_type'>;

/** The selection values a query matches the catalogue on. */
export type CatalogueSelections = Readonly<Partial<Record<CatalogueSelection, string | number>>>;

const isCatalogueSelection = (field: VehicleSelectionField): field is CatalogueSelection => field !== 'made_year';

/** The catalogue columns chosen before a selection, in cascade order. */
const columnsBefore = (field: CatalogueOptionField): CatalogueSelection[] =>
  VEHICLE_SELECTION_FIELDS.slice(0, VEHICLE_SELECTION_FIELDS.indexOf(field)).filter(isCatalogueSelection);

/** Text lists sort by code point (the same on every server's collation), years newest first, prices lowest first. */
const OPTION_ORDER: Readonly<Record<CatalogueOptionField, string>> = {
  kind: 'c.kind COLLATE "C"',
  car: 'c.car COLLATE "C"',
  year: 'c.year DESC',
  type: 'c.type COLLATE "C"',
  spec: 'c.spec COLLATE "C"',
  price: 'c.price',
};

/** The conditions matching the rows of these selections (each column's value as it is stored), on the table aliased c. */
const selectionConditions = (columns: readonly CatalogueSelection[], selections: CatalogueSelections): SqlConditions => {
  const conditions = new SqlConditions();
  for (const column of columns) conditions.add((p) => `c.${column} = ${p}`, selections[column]);
  return conditions;
};

/** The distinct values of a list among the rows matching every selection before it. */
export async function catalogueOptions<F extends CatalogueOptionField>(
  manager: EntityManager,
  field: F,
  selections: CatalogueSelections,
): Promise<VehicleOptionsAnswer[`${F}_options`]> {
  const conditions = selectionConditions(columnsBefore(field), selections);
  const rows = (await manager.query(
    `SELECT c.${field} AS value FROM vehicle_catalogue c ${conditions.where} GROUP BY c.${field} ORDER BY ${OPTION_ORDER[field]}`,
    conditions.params,
  )) as { value: VehicleOptionsAnswer[`${F}_options`][number] }[];
  return rows.map((row) => row.value) as VehicleOptionsAnswer[`${F}_options`];
}

/** Whether the catalogue has a row of these selections (every catalogue column before `field`). */
export async function catalogueHas(manager: EntityManager, field: CatalogueOptionField, selections: CatalogueSelections): Promise<boolean> {
  const conditions = selectionConditions(columnsBefore(field), selections);
  const rows = (await manager.query(`SELECT 1 FROM vehicle_catalogue c ${conditions.where} LIMIT 1`, conditions.params)) as unknown[];
  return rows.length > 0;
}

const CATALOGUE_SELECTIONS: readonly CatalogueSelection[] = VEHICLE_SELECTION_FIELDS.filter(isCatalogueSelection);

/** The catalogue row of every selection (its price included), or null. */
export async function findCatalogueRow(manager: EntityManager, selections: CatalogueSelections): Promise<VehicleCatalogueDbRow | null> {
  const conditions = selectionConditions(CATALOGUE_SELECTIONS, selections);
  const [row] = (await manager.query(`${ROW_SELECT} ${conditions.where} LIMIT 1`, conditions.params)) as VehicleCatalogueDbRow[];
  return row ?? null;
}

/**
 * Writes the rows in one statement (so all or none): a vehicle new to the catalogue is added, a
 * vehicle already there takes the row's price and note. Answers how many were added and updated.
 */
export async function upsertCatalogueRows(
  manager: EntityManager,
  rows: readonly VehicleCatalogueRow[],
  importedBy: number | null,
): Promise<{ created: number; updated: number }> {
  if (rows.length === 0) return { created: 0, updated: 0 };
  const column = <K extends keyof VehicleCatalogueRow>(key: K) => rows.map((row) => row[key] ?? null);
  const written = (await manager.query(
    `INSERT INTO vehicle_catalogue AS c (vehicle_type, kind, car, year, type, spec, price, note, imported_by)
     SELECT r.vehicle_type, r.kind, r.car, r.year, r.type, r.spec, r.price, r.note, $9
       FROM unnest($1::text[], $2::text[], $3::text[], $4::integer[], $5::text[], $6::text[], $7::bigint[], $8::text[])
            AS r (vehicle_type, kind, car, year, type, spec, price, note)
     ON CONFLICT (vehicle_type, kind, car, year, type, spec) DO UPDATE
        SET price = EXCLUDED.price, note = EXCLUDED.note, imported_by = EXCLUDED.imported_by, updated_at = now()
     RETURNING (xmax = 0) AS created`,
    [
      column('vehicle_type'),
      column('kind'),
      column('car'),
      column('year'),
      column('type'),
      column('spec'),
      column('price'),
      column('note'),
      importedBy,
    ],
  )) as { created: boolean }[];
  const created = written.filter((row) => row.created).length;
  return { created, updated: written.length - created };
}

/** Whether the catalogue has no row yet (the demo catalogue fills only an empty one). */
export async function catalogueIsEmpty(manager: EntityManager): Promise<boolean> {
  return ((await manager.query(`SELECT 1 FROM vehicle_catalogue LIMIT 1`)) as unknown[]).length === 0;
}

/** The console's catalogue: by vehicle type, a search over brand, model, body type and spec, and ids. */
export const VEHICLE_CATALOGUE_LIST = simpleRestList({
  resource: 'vehicle-catalogue',
  filter: z.object({
    vehicle_type: listFilter.oneOf(VEHICLE_TYPES),
    q: listFilter.text(),
    id: listFilter.ids(),
  }),
  sortable: {
    id: 'c.id',
    kind: 'c.kind COLLATE "C"',
    car: 'c.car COLLATE "C"',
    year: 'c.year',
    price: 'c.price',
    updated_at: 'c.updated_at',
  },
});

export const presentCatalogueRow = (row: VehicleCatalogueDbRow): VehicleCatalogueEntry => ({
  ...row,
  vehicle_type_label: VEHICLE_TYPE_LABELS[row.vehicle_type],
  created_at: iso(row.created_at) ?? '',
  updated_at: iso(row.updated_at) ?? '',
});

export async function listCatalogue(
  manager: EntityManager,
  query: ListQuery<typeof VEHICLE_CATALOGUE_LIST>,
): Promise<ListPage<VehicleCatalogueEntry>> {
  const { vehicle_type, q, id } = query.filter;
  const conditions = new SqlConditions();
  if (vehicle_type) conditions.add((p) => `c.vehicle_type = ${p}`, vehicle_type);
  if (q) conditions.add((p) => `(c.kind ILIKE ${p} OR c.car ILIKE ${p} OR c.type ILIKE ${p} OR c.spec ILIKE ${p})`, containsPattern(q));
  if (id) conditions.add((p) => `c.id = ANY (${p}::bigint[])`, id);
  const page = await selectListPage<VehicleCatalogueDbRow, typeof VEHICLE_CATALOGUE_LIST>(
    manager,
    VEHICLE_CATALOGUE_LIST,
    query,
    ROW_SELECT,
    conditions,
    COUNT_SELECT,
  );
  return presentPage(page, presentCatalogueRow);
}
