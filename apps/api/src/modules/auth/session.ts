import type { Request } from 'express';
import { issueCsrfToken } from '../../common/csrf.js';

/**
 * A new session id for a sign-in (the old one is dropped), with a fresh CSRF token. The session remembers
 * when the password was last changed; a later change ends it.
 */
export function startSession(
  req: Request,
  user: { id: number; passwordChangedAt: Date },
  options: { twoFactorEnrolOnly?: boolean } = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    req.session.regenerate((error) => {
      if (error) return reject(error instanceof Error ? error : new Error(String(error)));
      req.session.userId = user.id;
      req.session.passwordVersion = user.passwordChangedAt.toISOString();
      if (options.twoFactorEnrolOnly) req.session.twoFactorEnrolOnly = true;
      const token = issueCsrfToken(req);
      req.session.save((saveError) => (saveError ? reject(saveError instanceof Error ? saveError : new Error(String(saveError))) : resolve(token)));
    });
  });
}

/** Destroys the session server-side and starts an anonymous one with its own CSRF token. */
export function endSession(req: Request): Promise<string> {
  return new Promise((resolve, reject) => {
    req.session.regenerate((error) => {
      if (error) return reject(error instanceof Error ? error : new Error(String(error)));
      const token = issueCsrfToken(req);
      req.session.save((saveError) => (saveError ? reject(saveError instanceof Error ? saveError : new Error(String(saveError))) : resolve(token)));
    });
  });
}

/**
 * The password was right and the account uses two-factor sign-in: a new anonymous session that
 * remembers, until `expiresAt`, whose code it waits for. Nothing else is granted.
 */
export function startTwoFactorStep(req: Request, user: { id: number; passwordChangedAt: Date }, expiresAt: number): Promise<string> {
  return new Promise((resolve, reject) => {
    req.session.regenerate((error) => {
      if (error) return reject(error instanceof Error ? error : new Error(String(error)));
      req.session.twoFactorPending = { userId: user.id, passwordVersion: user.passwordChangedAt.toISOString(), expiresAt };
      const token = issueCsrfToken(req);
      req.session.save((saveError) => (saveError ? reject(saveError instanceof Error ? saveError : new Error(String(saveError))) : resolve(token)));
    });
  });
}
