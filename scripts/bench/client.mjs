/**
 * A browser-like HTTP client over fetch: one cookie jar per client, and on every change the ajax header
 * and the session's CSRF token, as the API requires.
 */
import { request } from 'node:http';

export const REQUEST_TIMEOUT_MS = 10_000;
/** fetch gives up on an answer whose headers take longer than this (undici's headersTimeout); longer requests go over node:http. */
const FETCH_HEADERS_LIMIT_MS = 300_000;

/** One request over node:http with no time limit but `timeoutMs`: answers like fetch's Response (status, Headers, text()). */
function longRequest(url, { method, headers, body, timeoutMs }) {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method, headers, timeout: timeoutMs }, (incoming) => {
      const chunks = [];
      incoming.on('data', (chunk) => chunks.push(chunk));
      incoming.on('error', reject);
      incoming.on('end', () => {
        const answerHeaders = new Headers();
        for (let index = 0; index < incoming.rawHeaders.length; index += 2) {
          answerHeaders.append(incoming.rawHeaders[index], incoming.rawHeaders[index + 1]);
        }
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ status: incoming.statusCode, headers: answerHeaders, text: async () => text });
      });
    });
    outgoing.on('timeout', () => outgoing.destroy(new Error(`${method} ${url} gave no answer within ${timeoutMs / 1000} s`)));
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function isExpired(attributes) {
  for (const attribute of attributes) {
    const eq = attribute.indexOf('=');
    const key = (eq < 0 ? attribute : attribute.slice(0, eq)).trim().toLowerCase();
    const value = eq < 0 ? '' : attribute.slice(eq + 1).trim();
    if (key === 'max-age' && Number(value) <= 0) return true;
    if (key === 'expires' && Date.parse(value) <= Date.now()) return true;
  }
  return false;
}

export class Client {
  /** @param {string} baseUrl e.g. http://127.0.0.1:3200 */
  constructor(baseUrl) {
    this.baseUrl = baseUrl;
    this.cookies = new Map();
    this.csrfToken = '';
  }

  cookieHeader() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  storeCookies(response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      if (eq <= 0) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (value === '' || isExpired(attributes)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  /**
   * Sends one request and reads the whole body. Answers { status, headers, text }; a token found in
   * `data.csrfToken` (login, register, logout, status, csrf) becomes the client's token when `track` is on.
   * A FormData body goes as multipart/form-data, any other body as JSON; `headers` adds request headers;
   * `timeoutMs` replaces REQUEST_TIMEOUT_MS for a request known to take long (past fetch's own
   * five-minute limit on waiting for an answer, a JSON request goes over node:http).
   */
  async send(method, path, { body, track = true, headers: extra, timeoutMs = REQUEST_TIMEOUT_MS } = {}) {
    const headers = { accept: 'application/json', ...extra };
    const cookie = this.cookieHeader();
    if (cookie) headers.cookie = cookie;
    if (!SAFE_METHODS.has(method)) {
      headers['x-requested-with'] = 'XMLHttpRequest';
      headers['x-csrf-token'] = this.csrfToken;
    }
    const multipart = body instanceof FormData;
    if (body !== undefined && !multipart) headers['content-type'] = 'application/json';
    const payload = body === undefined || multipart ? body : JSON.stringify(body);
    const response =
      timeoutMs > FETCH_HEADERS_LIMIT_MS && !multipart
        ? await longRequest(this.baseUrl + path, { method, headers, body: payload, timeoutMs })
        : await fetch(this.baseUrl + path, { method, headers, body: payload, signal: AbortSignal.timeout(timeoutMs) });
    this.storeCookies(response);
    const text = await response.text();
    if (track && text.includes('"csrfToken"')) {
      const token = parseJson(text)?.data?.csrfToken;
      if (typeof token === 'string') this.csrfToken = token;
    }
    return { status: response.status, headers: response.headers, text };
  }

  get(path, options) {
    return this.send('GET', path, options);
  }

  post(path, body, options) {
    return this.send('POST', path, { ...options, body });
  }

  /** GET /api/auth/csrf: the session's token, needed before the first change. */
  async refreshCsrf() {
    const answer = await this.get('/api/auth/csrf');
    if (answer.status !== 200 || !this.csrfToken) {
      throw new Error(`GET /api/auth/csrf answered ${answer.status}: ${answer.text.slice(0, 200)}`);
    }
    return this.csrfToken;
  }

  /** Signs in; throws unless the API answers 200. Answers the UserStatus. */
  async login(email, password) {
    if (!this.csrfToken) await this.refreshCsrf();
    const answer = await this.post('/api/auth/login', { email, password });
    if (answer.status !== 200) {
      throw new Error(`login of ${email} answered ${answer.status}: ${answer.text.slice(0, 200)}`);
    }
    return parseJson(answer.text).data;
  }
}

export function parseJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
