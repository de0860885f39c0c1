import { MESSAGES, isUnansweredStatus } from '@lendbridge/domain';
import type { FieldErrors } from '@lendbridge/domain';

export type { FieldErrors };

type JsonRecord = Record<string, unknown>;

export const isRecord = (value: unknown): value is JsonRecord =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const nonEmptyText = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

interface ApiErrorInit {
  status: number;
  code: string;
  message: string;
  errors?: FieldErrors;
  retryAfter?: number;
  data?: unknown;
}

/**
 * A refused or failed call: HTTP status, the server's code and message, field errors, and the
 * `data` the refusal carries (a CART_CHANGED answer's changed loans).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly errors: FieldErrors;
  readonly retryAfter: number | undefined;
  readonly data: unknown;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.errors = init.errors ?? {};
    this.retryAfter = init.retryAfter;
    this.data = init.data;
  }
}

/**
 * A call the server may or may not have carried out: no answer reached the page, or the server
 * failed. Reading again may succeed; sending a money action again needs the same Idempotency-Key.
 */
export const isUnanswered = (error: unknown): boolean => isUnansweredStatus(error instanceof ApiError ? error.status : undefined);

export const NETWORK_ERROR_CODE = 'NETWORK_ERROR';
export const CSRF_INVALID_CODE = 'CSRF_TOKEN_INVALID';

/** True for a request cancelled through its AbortSignal; such failures are ignored. */
export const isAbortError = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';

const stringValues = (value: unknown): string[] =>
  isRecord(value) ? Object.values(value).filter((item): item is string => nonEmptyText(item) !== undefined) : [];

/**
 * The server's text for a failure: message, data.message, error or data.error, else all the
 * field messages joined; undefined when the answer carries no text.
 */
export const readServerMessage = (body: unknown): string | undefined => {
  if (!isRecord(body)) return undefined;
  const data = isRecord(body.data) ? body.data : undefined;
  const direct =
    nonEmptyText(body.message) ??
    nonEmptyText(data?.message) ??
    nonEmptyText(body.error) ??
    nonEmptyText(data?.error);
  if (direct !== undefined) return direct;
  const joined = [...stringValues(body.errors), ...stringValues(data?.errors)];
  return joined.length > 0 ? joined.join('\n') : undefined;
};

const readFieldErrors = (body: unknown): FieldErrors => {
  if (!isRecord(body)) return {};
  const source = isRecord(body.errors) ? body.errors : isRecord(body.data) && isRecord(body.data.errors) ? body.data.errors : {};
  const errors: FieldErrors = {};
  for (const [field, message] of Object.entries(source)) {
    if (typeof message === 'string') errors[field] = message;
    else if (Array.isArray(message) && typeof message[0] === 'string') errors[field] = message[0];
  }
  return errors;
};

const readRetryAfter = (body: unknown, response: Response): number | undefined => {
  const fromBody = isRecord(body)
    ? (body.retryAfter ?? (isRecord(body.data) ? body.data.retryAfter : undefined))
    : undefined;
  const candidate = fromBody ?? response.headers.get('Retry-After') ?? undefined;
  const seconds = Number(candidate);
  return candidate !== undefined && Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : undefined;
};

const readBody = async (response: Response): Promise<unknown> => {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

const toApiError = (response: Response, body: unknown): ApiError =>
  new ApiError({
    status: response.status,
    code: isRecord(body) && typeof body.code === 'string' ? body.code : `HTTP_${response.status}`,
    message: readServerMessage(body) ?? MESSAGES.genericErrorText,
    errors: readFieldErrors(body),
    retryAfter: readRetryAfter(body, response),
    data: isRecord(body) ? body.data : undefined,
  });

let csrfToken: string | null = null;
let csrfLoading: Promise<string> | null = null;

/** The CSRF token kept in memory; null forgets it (the next state-changing call fetches one). */
export const setCsrfToken = (token: string | null): void => {
  csrfToken = token;
};

export const getCsrfToken = (): string | null => csrfToken;

const rememberToken = (body: unknown): void => {
  if (isRecord(body) && isRecord(body.data) && typeof body.data.csrfToken === 'string') {
    csrfToken = body.data.csrfToken;
  }
};

const AJAX_HEADERS = { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' } as const;

/** The fetch of every call: same-origin credentials; no answer is a network error, a cancelled call rethrows. */
const reach = async (path: string, init: RequestInit): Promise<Response> => {
  try {
    return await fetch(path, { ...init, credentials: 'same-origin' });
  } catch (error) {
    if (isAbortError(error) || init.signal?.aborted === true) throw error;
    throw new ApiError({ status: 0, code: NETWORK_ERROR_CODE, message: MESSAGES.genericErrorText });
  }
};

const send = async (path: string, init: RequestInit): Promise<{ response: Response; body: unknown }> => {
  const response = await reach(path, init);
  const body = await readBody(response);
  rememberToken(body);
  return { response, body };
};

/** GET /api/auth/csrf once at a time; the token is kept for every later call. */
export const loadCsrfToken = (): Promise<string> => {
  csrfLoading ??= (async () => {
    const { response, body } = await send('/api/auth/csrf', { method: 'GET', headers: { ...AJAX_HEADERS } });
    if (!response.ok) throw toApiError(response, body);
    if (csrfToken === null) {
      throw new ApiError({ status: response.status, code: CSRF_INVALID_CODE, message: MESSAGES.csrf });
    }
    return csrfToken;
  })().finally(() => {
    csrfLoading = null;
  });
  return csrfLoading;
};

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: HttpMethod;
  /** A JSON value, or FormData for multipart uploads. */
  body?: unknown;
  signal?: AbortSignal;
  /** Extra request headers (an Idempotency-Key); the ajax and CSRF headers are always set. */
  headers?: Readonly<Record<string, string>>;
  /** The request outlives the page (the save of a closing tab). */
  keepalive?: boolean;
}

const SAFE_METHODS: ReadonlySet<HttpMethod> = new Set(['GET']);

/**
 * Calls the API and answers the response's status and parsed body. Every call carries the ajax
 * header; state-changing calls carry the CSRF token too, and are sent once more with a fresh
 * token after a 403 CSRF_TOKEN_INVALID. Failures throw ApiError; cancelled calls throw the
 * AbortError.
 */
const call = async (path: string, options: RequestOptions): Promise<{ response: Response; body: unknown }> => {
  const method = options.method ?? 'GET';
  const changesState = !SAFE_METHODS.has(method);
  for (let attempt = 0; ; attempt += 1) {
    const headers: Record<string, string> = { ...options.headers, ...AJAX_HEADERS };
    if (changesState) headers['X-CSRF-Token'] = csrfToken ?? (await loadCsrfToken());
    let body: BodyInit | undefined;
    if (options.body instanceof FormData) {
      body = options.body;
    } else if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['Content-Type'] = 'application/json';
    }
    const answer = await send(path, { method, headers, body, signal: options.signal, keepalive: options.keepalive });
    if (answer.response.ok) return answer;
    const error = toApiError(answer.response, answer.body);
    if (changesState && attempt === 0 && error.status === 403 && error.code === CSRF_INVALID_CODE) {
      csrfToken = null;
      continue;
    }
    throw error;
  }
};

/** Calls the API (headers, CSRF retry and failures as described for call) and answers the `data` of the response. */
export const request = async <T>(path: string, options: RequestOptions = {}): Promise<T> => {
  const { body } = await call(path, options);
  return (isRecord(body) && 'data' in body ? body.data : body) as T;
};

/**
 * Calls the API like request() and answers the whole body, for answers that carry more than
 * `data` beside it (pagination, meta, sendback). A successful answer without `data` is a failure.
 */
export const requestBody = async <T extends { data: unknown }>(path: string, options: RequestOptions = {}): Promise<T> => {
  const { response, body } = await call(path, options);
  if (isRecord(body) && 'data' in body) return body as T;
  throw toApiError(response, body);
};

/** A file download (a statement): GET with the ajax header; failures throw ApiError like every call. */
export const requestFile = async (
  path: string,
  options: { accept: string; signal?: AbortSignal },
): Promise<{ blob: Blob; disposition: string | null }> => {
  const response = await reach(path, { method: 'GET', headers: { ...AJAX_HEADERS, Accept: options.accept }, signal: options.signal });
  if (!response.ok) throw toApiError(response, await readBody(response));
  return { blob: await response.blob(), disposition: response.headers.get('Content-Disposition') };
};

type Options = Omit<RequestOptions, 'method' | 'body'>;

export const api = {
  get: <T>(path: string, options?: Options): Promise<T> => request<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Options): Promise<T> =>
    request<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Options): Promise<T> =>
    request<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Options): Promise<T> =>
    request<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: Options): Promise<T> =>
    request<T>(path, { ...options, method: 'DELETE' }),
};
