import type { VehicleCatalogueEntry } from '@lendbridge/domain';
import type { RaRecord } from 'react-admin';

/** A row of GET /api/console/vehicle-catalogue. */
export type VehicleCatalogueRow = VehicleCatalogueEntry & RaRecord;
