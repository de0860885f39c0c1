import type { PawnCaseDetail, PawnCaseRow } from '@lendbridge/domain';
import type { RaRecord } from 'react-admin';

/** A row of GET /api/console/pawn-cases. */
export type PawnCaseRecord = PawnCaseRow & RaRecord;

/** GET /api/console/pawn-cases/:id: the row with its collaterals, appraisals and pawn ticket. */
export type PawnCaseDetailRecord = PawnCaseDetail & RaRecord;
