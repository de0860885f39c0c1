import type { ConsoleFaqItemRow } from '@lendbridge/domain';
import type { RaRecord } from 'react-admin';

/** A row of GET /api/console/faq-items. */
export type FaqItemRecord = ConsoleFaqItemRow & RaRecord;
