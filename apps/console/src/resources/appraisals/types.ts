import type { AppraisalItem } from '@lendbridge/domain';
import type { RaRecord } from 'react-admin';

/** A row of GET /api/console/appraisals, and GET /api/console/appraisals/:id. */
export type AppraisalRow = AppraisalItem & RaRecord;
