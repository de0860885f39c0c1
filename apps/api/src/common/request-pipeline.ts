import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, RequestHandler } from 'express';
import type { Session, SessionData } from 'express-session';

type RequestSession = Session & Partial<SessionData>;

/**
 * A request that carries no session cookie has no session to load, yet express-session makes a new
 * one for every such request (a random id, its cookie hook, two hashes of its JSON), which a health
 * check, a static file or a refused call never reads. This wrapper leaves that making to the first
 * read of `req.session`, where the same express-session middleware makes it exactly as it would have
 * (a new visitor session, saved and sent as a cookie only when a handler changes it). A request whose
 * Cookie header names the session cookie goes through express-session at once, its session loaded
 * from the store before any route runs.
 */
export function lazySession(middleware: RequestHandler, cookieName: string): RequestHandler {
  const marker = `${cookieName}=`;
  return (req, res, next) => {
    if (req.headers.cookie?.includes(marker)) return middleware(req, res, next);
    Object.defineProperty(req, 'session', {
      configurable: true,
      enumerable: true,
      get(this: Request): RequestSession {
        // express-session skips a request that already has a session: the accessor goes first.
        delete (this as Partial<Request>).session;
        let failure: unknown;
        // Without a session cookie it makes the session and calls back at once, before returning.
        void middleware(this, res, (error?: unknown) => (failure = error));
        if (failure) throw failure;
        return this.session;
      },
      set(this: Request, value: RequestSession) {
        Object.defineProperty(this, 'session', { configurable: true, enumerable: true, writable: true, value });
      },
    });
    next();
  };
}

/** The request's session when it has one (loaded from its cookie or already made), without making a new one. */
export function existingSession(req: Request): RequestSession | undefined {
  const own = Object.getOwnPropertyDescriptor(req, 'session');
  return own && 'value' in own ? (own.value as RequestSession | undefined) : undefined;
}

type HeaderValue = string | number | readonly string[];

/**
 * Runs a middleware that only sets fixed response headers (helmet with static directives) once at
 * start, and answers a middleware that sets the same headers on each response: one loop of setHeader
 * calls instead of a dozen chained middlewares per request. Throws at start when the middleware does
 * anything but set or remove headers and call next.
 */
export function fixedHeaders(middleware: RequestHandler): RequestHandler {
  const headers: [string, HeaderValue][] = [];
  const removed: string[] = [];
  let passed = false;
  const recorder = {
    setHeader: (name: string, value: HeaderValue) => headers.push([name, value]),
    removeHeader: (name: string) => removed.push(name),
  };
  void middleware({} as Request, recorder as unknown as Parameters<RequestHandler>[1], (error?: unknown) => {
    if (error) throw error;
    passed = true;
  });
  if (!passed || !headers.length) throw new Error('fixedHeaders: the middleware did not set its headers and pass on at once');
  return (_req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => {
    for (const name of removed) res.removeHeader(name);
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
}
