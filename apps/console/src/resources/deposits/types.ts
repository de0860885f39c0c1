import type { ConsoleDepositRow } from '@lendbridge/domain';
import type { RaRecord } from 'react-admin';

/** A row of GET /api/console/deposits: a bank notification or a deposit entered by an admin. */
export type DepositRow = ConsoleDepositRow & RaRecord;
