import { MESSAGES } from '@lendbridge/domain';
import type {
  InboxAction,
  InboxActionAnswer,
  InboxFolder,
  InboxListAnswer,
  InboxReadFilter,
  SortDirection,
} from '@lendbridge/domain';
import { ApiError, NETWORK_ERROR_CODE, api, isAbortError, readServerMessage } from '../../app/api';

export interface InboxRequest {
  folder: InboxFolder;
  read?: InboxReadFilter;
  filter?: string;
  page: number;
  order_dir: SortDirection;
  /** Echoed back by the server: the page keeps only the answer to its latest request. */
  sendback: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

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

/**
 * GET /api/inbox. Its answer carries data, last_page, current_page and sendback side by side,
 * so it is read whole rather than through api.get, which hands back `data` alone.
 */
export const fetchInbox = async (request: InboxRequest, signal?: AbortSignal): Promise<InboxListAnswer> => {
  let response: Response;
  try {
    response = await fetch(`/api/inbox?${queryString(request)}`, {
      method: 'GET',
      credentials: 'same-origin',
      headers: { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' },
      signal,
    });
  } catch (error) {
    if (isAbortError(error) || signal?.aborted === true) throw error;
    throw new ApiError({ status: 0, code: NETWORK_ERROR_CODE, message: MESSAGES.genericErrorText });
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok || !isRecord(body) || !Array.isArray(body.data)) {
    throw new ApiError({
      status: response.status,
      code: isRecord(body) && typeof body.code === 'string' ? body.code : `HTTP_${response.status}`,
      message: readServerMessage(body) ?? MESSAGES.genericErrorText,
    });
  }
  return body as unknown as InboxListAnswer;
};

export const fetchUnreadCount = async (signal?: AbortSignal): Promise<number> =>
  (await api.get<{ count: number }>('/api/inbox/unread-count', { signal })).count;

/** One bulk action on the selected messages. */
export const applyInboxAction = (action: InboxAction, ids: readonly number[]): Promise<InboxActionAnswer> =>
  api.put<InboxActionAnswer>(`/api/inbox/${action}`, { ids });
