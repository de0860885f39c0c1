import type { ConsoleCmsPostRow } from '@lendbridge/domain';
import type { RaRecord } from 'react-admin';

/** A row of GET /api/console/cms-posts. */
export type CmsPostRecord = ConsoleCmsPostRow & RaRecord;
