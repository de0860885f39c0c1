import type { ConsoleWithdrawalRow } from '@lendbridge/domain';
import type { RaRecord } from 'react-admin';

/** A row of GET /api/console/withdrawals. */
export type WithdrawalRow = ConsoleWithdrawalRow & RaRecord;
