import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { MESSAGES } from '@lendbridge/domain';
import { existingSession } from './request-pipeline.js';

export const CSRF_HEADER = 'x-csrf-token';
export const AJAX_HEADER = 'x-requested-with';
export const AJAX_VALUE = 'XMLHttpRequest';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Paths called by other systems with their own authentication (signatures), not by a browser. */
const EXEMPT_PREFIXES: string[] = ['/api/bank/notifications', '/api/card-sandbox/', '/api/farm-ingestion/'];

export function issueCsrfToken(req: Request): string {
  if (!req.session.csrfToken) req.session.csrfToken = randomBytes(32).toString('base64url');
  return req.session.csrfToken;
}

function sameToken(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

function refuse(res: Response, code: string): void {
  res.status(403).json({ statusCode: 403, code, message: MESSAGES.csrf });
}

/**
 * Every state-changing call carries the ajax header and the session's CSRF token (synchronizer token).
 */
export function csrfProtection(req: Request, res: Response, next: NextFunction): void {
  if (SAFE_METHODS.has(req.method) || !req.path.startsWith('/api/')) return next();
  if (EXEMPT_PREFIXES.some((prefix) => req.path.startsWith(prefix))) return next();
  if (req.header(AJAX_HEADER) !== AJAX_VALUE) return refuse(res, 'AJAX_HEADER_MISSING');
  const expected = existingSession(req)?.csrfToken;
  const given = req.header(CSRF_HEADER);
  if (!expected || !given || !sameToken(expected, given)) return refuse(res, 'CSRF_TOKEN_INVALID');
  next();
}
