import type { ConsoleChatGreetingRow } from '@lendbridge/domain';
import type { RaRecord } from 'react-admin';

/** A row of GET /api/console/chat-greetings. */
export type ChatGreetingRecord = ConsoleChatGreetingRow & RaRecord;
