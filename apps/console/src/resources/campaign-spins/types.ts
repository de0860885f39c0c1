import type { ConsoleSpinRow } from '@lendbridge/domain';
import type { RaRecord } from 'react-admin';

/** A row of GET /api/console/campaign-spins. */
export type SpinRow = ConsoleSpinRow & RaRecord;
