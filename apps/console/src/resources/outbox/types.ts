import type { ConsoleOutboxMessage } from '@lendbridge/domain';
import type { RaRecord } from 'react-admin';

/** A message of GET /api/console/outbox and /:id, with the full body and the delivery attempts. */
export type OutboxRow = ConsoleOutboxMessage & RaRecord;
