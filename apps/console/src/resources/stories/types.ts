import type { ConsoleStoryRow } from '@lendbridge/domain';
import type { RaRecord } from 'react-admin';

/** A row of GET /api/console/stories. */
export type StoryRecord = ConsoleStoryRow & RaRecord;
