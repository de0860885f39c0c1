import type {
  InboxAction,
  InboxActionAnswer,
  InboxFolder,
  InboxListAnswer,
  InboxMessage,
  InboxReadFilter,
  SortDirection,
} from '@lendbridge/domain';
import { queryOptions } from '@tanstack/react-query';
import { api, requestBody } from '../../app/api';

export interface InboxRequest {
  folder: InboxFolder;
  read?: InboxReadFilter;
  filter?: string;
  page: number;
  order_dir: SortDirection;
}

/** The sendback of the last list request (the server echoes it; each query keeps its own latest answer anyway). */
let lastSendback = 0;

const queryString = (request: InboxRequest): string => {
  lastSendback += 1;
  const params = new URLSearchParams({
    folder: request.folder,
    page: String(request.page),
    order_by: 'created_at',
    order_dir: request.order_dir,
    sendback: String(lastSendback),
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

/** The inbox reads: every key starts with inboxQueries.root, which an action on messages reads again. */
export const inboxQueries = {
  root: ['inbox'] as const,
  list: (request: InboxRequest) =>
    queryOptions({ queryKey: [...inboxQueries.root, 'list', request] as const, queryFn: ({ signal }) => fetchInbox(request, signal) }),
  unread: () => queryOptions({ queryKey: [...inboxQueries.root, 'unread'] as const, queryFn: ({ signal }) => fetchUnreadCount(signal) }),
};
