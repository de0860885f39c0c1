import type { ConsoleCashbackRow } from '@lendbridge/domain';
import type { RaRecord } from 'react-admin';

/** A row of GET /api/console/campaign-cashback. */
export type CashbackRow = ConsoleCashbackRow & RaRecord;
