import type { SupportChatAnswer } from '@lendbridge/domain';

/** A conversation as the console list answers it. */
export interface SupportChatRow extends SupportChatAnswer {
  member_email: string;
}
