import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { logger } from './logger.js';
import { existingSession } from './request-pipeline.js';

const INCOMING_ID = /^[A-Za-z0-9._-]{8,64}$/;

declare module 'express-serve-static-core' {
  interface Request {
    id: string;
  }
}

/** Gives each request an id (kept from X-Request-Id when well-formed) and logs one line when it ends. */
export function requestContext(req: Request, res: Response, next: NextFunction): void {
  const incoming = req.header('x-request-id');
  req.id = incoming && INCOMING_ID.test(incoming) ? incoming : randomUUID();
  res.setHeader('X-Request-Id', req.id);
  const started = process.hrtime.bigint();
  res.on('finish', () => {
    if (!req.originalUrl.startsWith('/api/')) return;
    logger.info('request', {
      requestId: req.id,
      method: req.method,
      path: req.originalUrl.split('?')[0],
      status: res.statusCode,
      ms: Number((process.hrtime.bigint() - started) / 1000n) / 1000,
      userId: existingSession(req)?.userId,
    });
  });
  next();
}
