import { MESSAGES } from '@lendbridge/domain';
import { fetchUtils, HttpError } from 'react-admin';

export const API_ROOT = '/api';
export const CSRF_URL = `${API_ROOT}/auth/csrf`;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const CSRF_REJECTED = 'CSRF_TOKEN_INVALID';

export interface HttpResponse {
  status: number;
  headers: Headers;
  body: string;
  json: unknown;
}

export type HttpClient = (url: string, options?: fetchUtils.Options) => Promise<HttpResponse>;

/** The error body every API error answers with. */
export interface ApiErrorBody {
  statusCode: number;
  code: string;
  message: string;
  errors?: Record<string, string>;
  /** What a refusal carries for the client to act on (an import's bad rows). */
  data?: unknown;
  requestId?: string;
}

/** The body react-admin reads: the message to notify and the field errors shown under the inputs. */
export interface ConsoleErrorBody {
  message: string;
  errors?: Record<string, string>;
  /** The refusal's data, passed on as the API answered it. */
  data?: unknown;
}

let csrfToken: string | null = null;
let pendingToken: Promise<string> | null = null;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const isApiErrorBody = (value: unknown): value is ApiErrorBody =>
  isRecord(value) && typeof value.message === 'string' && typeof value.code === 'string';

/** The csrfToken a JSON answer carries in `data` (csrf, status, login, logout, register). */
export const readCsrfToken = (json: unknown): string | null => {
  if (!isRecord(json) || !isRecord(json.data)) return null;
  const token = json.data.csrfToken;
  return typeof token === 'string' && token !== '' ? token : null;
};

export const setCsrfToken = (token: string | null): void => {
  csrfToken = token;
};

export const getCsrfToken = (): string | null => csrfToken;

const baseHeaders = (init?: HeadersInit): Headers => {
  const headers = new Headers(init);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  headers.set('X-Requested-With', 'XMLHttpRequest');
  return headers;
};

/** Asks the server for the session's token; concurrent callers share one request. */
export const refreshCsrfToken = (): Promise<string> => {
  pendingToken ??= fetchUtils
    .fetchJson(CSRF_URL, { method: 'GET', credentials: 'same-origin', headers: baseHeaders() })
    .then(({ json }: { json: unknown }) => {
      const token = readCsrfToken(json);
      if (token === null) throw new HttpError(MESSAGES.csrf, 403, { message: MESSAGES.csrf });
      csrfToken = token;
      return token;
    })
    .finally(() => {
      pendingToken = null;
    });
  return pendingToken;
};

const isCsrfRejection = (error: unknown): boolean =>
  error instanceof HttpError &&
  error.status === 403 &&
  isApiErrorBody(error.body) &&
  error.body.code === CSRF_REJECTED;

const fallbackMessage = (status: number): string => {
  if (status === 401) return MESSAGES.unauthorized;
  if (status === 403) return MESSAGES.forbidden;
  if (status === 404) return MESSAGES.notFound;
  if (status === 409) return MESSAGES.conflict;
  if (status === 413) return MESSAGES.payloadTooLarge;
  if (status === 429) return MESSAGES.tooManyAttempts;
  return MESSAGES.serverError;
};

/** Turns an API error answer into the HttpError react-admin expects ({ message, errors }). */
export const toHttpError = (error: unknown): unknown => {
  if (!(error instanceof HttpError)) return error;
  const status = typeof error.status === 'number' ? error.status : 500;
  const raw: unknown = error.body;
  if (isApiErrorBody(raw)) {
    const body: ConsoleErrorBody = { message: raw.message };
    if (isRecord(raw.errors) && Object.keys(raw.errors).length > 0) body.errors = raw.errors;
    if (raw.data !== undefined) body.data = raw.data;
    return new HttpError(raw.message, status, body);
  }
  const message = fallbackMessage(status);
  return new HttpError(message, status, { message } satisfies ConsoleErrorBody);
};

const send = async (url: string, options: fetchUtils.Options, token: string | null): Promise<HttpResponse> => {
  const headers = baseHeaders(options.headers);
  if (token !== null) headers.set('X-CSRF-Token', token);
  const response = await fetchUtils.fetchJson(url, { ...options, credentials: 'same-origin', headers });
  const json: unknown = response.json;
  return { status: response.status, headers: response.headers, body: response.body, json };
};

/**
 * fetchJson with the session cookie, the ajax header and, on state-changing calls, the CSRF token.
 * A call refused for a stale token is sent once more with a fresh one.
 */
export const httpClient: HttpClient = async (url, options = {}) => {
  const method = (options.method ?? 'GET').toUpperCase();
  const needsToken = !SAFE_METHODS.has(method);
  try {
    const token = needsToken ? (csrfToken ?? (await refreshCsrfToken())) : null;
    let response: HttpResponse;
    try {
      response = await send(url, options, token);
    } catch (error) {
      if (!needsToken || !isCsrfRejection(error)) throw error;
      response = await send(url, options, await refreshCsrfToken());
    }
    const rotated = readCsrfToken(response.json);
    if (rotated !== null) csrfToken = rotated;
    return response;
  } catch (error) {
    throw toHttpError(error);
  }
};

/** A downloaded file and the name the server gave it (Content-Disposition), when it gave one. */
export interface HttpFile {
  blob: Blob;
  filename: string | null;
}

export type FileClient = (url: string) => Promise<HttpFile>;

/** The file name of a Content-Disposition header: the UTF-8 `filename*` first, else the plain `filename`. */
export const filenameOf = (disposition: string | null): string | null => {
  if (disposition === null) return null;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition);
  if (encoded?.[1] !== undefined) {
    try {
      return decodeURIComponent(encoded[1].trim());
    } catch {
      return null;
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(disposition);
  return plain?.[1]?.trim() ?? null;
};

const readErrorBody = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

/**
 * A file download (a spreadsheet) with the session cookie and the ajax header, read as a blob; a
 * refusal throws the same HttpError as every other call, with the server's message.
 */
export const fileClient: FileClient = async (url) => {
  try {
    const response = await fetch(url, { method: 'GET', credentials: 'same-origin', headers: baseHeaders({ Accept: '*/*' }) });
    if (!response.ok) {
      const body = readErrorBody(await response.text());
      throw new HttpError(isApiErrorBody(body) ? body.message : response.statusText, response.status, body);
    }
    return { blob: await response.blob(), filename: filenameOf(response.headers.get('Content-Disposition')) };
  } catch (error) {
    throw toHttpError(error);
  }
};
