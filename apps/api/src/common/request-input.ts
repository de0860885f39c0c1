import type { NextFunction, Request, Response } from 'express';
import { MESSAGES, REQUEST_MAX_DEPTH } from '@lendbridge/domain';
import { AppError } from './app-error.js';

/** Keys that reach object prototypes when a body is merged or copied; no form has them. */
const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);
const NUL = '\u0000';

interface Pending {
  value: unknown;
  path: readonly string[];
  depth: number;
}

/**
 * Finds what no route may read in a parsed body or query: nesting deeper than REQUEST_MAX_DEPTH
 * objects and arrays, a NUL character in a string or a key (PostgreSQL text cannot hold it), or a
 * prototype key. Walks with its own stack, so even a body nested far beyond the limit cannot
 * overflow the call stack; the first problem found is refused, on its dotted field path.
 */
export function inputProblem(input: unknown): AppError | undefined {
  const stack: Pending[] = [{ value: input, path: [], depth: 0 }];
  for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
    const { value, path, depth } = item;
    if (typeof value === 'string') {
      if (value.includes(NUL)) return AppError.field(path.join('.') || '_', MESSAGES.invalidCharacter, 'INVALID_CHARACTER');
      continue;
    }
    if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) continue;
    if (depth >= REQUEST_MAX_DEPTH) {
      return new AppError(400, 'REQUEST_TOO_DEEP', MESSAGES.requestTooDeep, { _: MESSAGES.requestTooDeep });
    }
    for (const [key, child] of Object.entries(value)) {
      const childPath = [...path, key];
      if (key.includes(NUL)) return AppError.field(childPath.join('.'), MESSAGES.invalidCharacter, 'INVALID_CHARACTER');
      if (FORBIDDEN_KEYS.has(key)) return AppError.field(childPath.join('.'), MESSAGES.unknownField, 'FORBIDDEN_FIELD');
      stack.push({ value: child, path: childPath, depth: depth + 1 });
    }
  }
  return undefined;
}

/**
 * Runs right after the body parsers, before the session, CSRF, guards, idempotency keys or any
 * route: a query or body with a problem of inputProblem() is answered 400 here.
 */
export function requestInputGuard(req: Request, _res: Response, next: NextFunction): void {
  next(inputProblem(req.query) ?? inputProblem(req.body));
}
