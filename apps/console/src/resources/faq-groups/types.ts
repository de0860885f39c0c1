import type { ConsoleFaqGroupRow } from '@lendbridge/domain';
import type { RaRecord } from 'react-admin';

/** A row of GET /api/console/faq-groups. */
export type FaqGroupRecord = ConsoleFaqGroupRow & RaRecord;
