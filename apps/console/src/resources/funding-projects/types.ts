import type { ConsoleFundingProjectRow } from '@lendbridge/domain';
import type { RaRecord } from 'react-admin';

/** A row of GET /api/console/funding-projects. */
export type FundingProjectRow = ConsoleFundingProjectRow & RaRecord;
