import type { ConsoleFaqFeedbackRow } from '@lendbridge/domain';
import type { RaRecord } from 'react-admin';

/** A row of GET /api/console/faq-feedback. */
export type FaqFeedbackRecord = ConsoleFaqFeedbackRow & RaRecord;
