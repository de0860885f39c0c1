import type { ConsoleLoanRow } from '@lendbridge/domain';
import type { RaRecord } from 'react-admin';

/** A row of GET /api/console/loans. */
export type LoanRow = ConsoleLoanRow & RaRecord;
