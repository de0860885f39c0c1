import type { ConsoleBatchRunRow } from '@lendbridge/domain';
import type { RaRecord } from 'react-admin';

/** A row of GET /api/console/batch-runs (its id is the business date). */
export type BatchRunRow = ConsoleBatchRunRow & RaRecord;
