import type { ConsoleContactFile, ConsoleContactMessage } from '@lendbridge/domain';

export type ContactFileRecord = ConsoleContactFile;

/** A contact message as the console API answers it (the show adds its files). */
export interface ContactMessageRecord extends ConsoleContactMessage {
  files?: ContactFileRecord[];
}
