import type { ConsoleBankCodeRow } from '@lendbridge/domain';
import type { RaRecord } from 'react-admin';

/** A row of GET /api/console/bank-codes (its id is the code). */
export type BankCodeRow = ConsoleBankCodeRow & RaRecord;
