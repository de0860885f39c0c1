import type { ConsoleHomepageEntryRow } from '@lendbridge/domain';
import type { RaRecord } from 'react-admin';

/** A row of GET /api/console/homepage-entries. */
export type HomepageEntryRecord = ConsoleHomepageEntryRow & RaRecord;
