import type { ConsoleLectureRow } from '@lendbridge/domain';
import type { RaRecord } from 'react-admin';

/** A row of GET /api/console/lectures. */
export type LectureRecord = ConsoleLectureRow & RaRecord;
