import type {
  InboxAction,
  InboxActionAnswer,
  InboxFolder,
  InboxListAnswer,
  InboxMessage,
  InboxReadFilter,
  SortDirection,
} from '@lendbridge/domain';
import { api, requestBody } from '../../app/api';

export interface InboxRequest {
  folder: InboxFolder;
  read?: InboxReadFilter;
  filter?: string;
  page: number;
  order_dir: SortDirection;
  /** Echoed back by the server: the page keeps only the answer to its latest request. */
  sendback: string;
}

const queryString = (request: InboxRequest): string => {
  const params = new URLSearchParams({
    folder: request.folder,
    page: String(request.page),
    order_by: 'created_at',
    order_dir: request.order_dir,
    sendback: request.sendback,
  });
  if (request.read !== undefined) params.set('read', request.read);
  if (request.filter !== undefined && request.filter !== '') params.set('filter', request.filter);
  return params.toString();
};

/** GET /api/inbox. Its answer carries data, last_page, current_page and sendback side by side. */
export const fetchInbox = (request: InboxRequest, signal?: AbortSignal): Promise<InboxListAnswer> =>
  requestBody<InboxListAnswer>(`/api/inbox?${queryString(request)}`, { signal });

export const fetchUnreadCount = async (signal?: AbortSignal): Promise<number> =>
  (await api.get<{ count: number }>('/api/inbox/unread-count', { signal })).count;

/** One bulk action on the selected messages. */
export const applyInboxAction = (action: InboxAction, ids: readonly number[]): Promise<InboxActionAnswer> =>
  api.put<InboxActionAnswer>(`/api/inbox/${action}`, { ids });

/** POST /api/inbox/reply: the member's one reply to a message that asks for one; answers the message. */
export const replyToMessage = (id: number, replyValue: string): Promise<InboxMessage> =>
  api.post<InboxMessage>('/api/inbox/reply', { id, reply_value: replyValue });
