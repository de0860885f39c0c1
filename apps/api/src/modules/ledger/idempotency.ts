import { createHash } from 'node:crypto';
import { HttpException, Injectable, UseInterceptors, applyDecorators } from '@nestjs/common';
import type { CallHandler, ExecutionContext, NestInterceptor, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { ApiHeader } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Observable, catchError, from, mergeMap, of } from 'rxjs';
import { DataSource } from 'typeorm';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_MAX_LENGTH, IDEMPOTENCY_KEY_TTL_HOURS } from '@lendbridge/domain';
import { AppError } from '../../common/app-error.js';
import { idempotencyInFlight, idempotencyKeyInvalid, idempotencyKeyRequired, idempotencyMismatch } from './ledger.errors.js';

/** The header telling a client that the answer is the stored answer of an earlier request. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';

const KEY_PATTERN = /^[\x21-\x7e]+$/;
const CLAIM_ATTEMPTS = 3;
const PRUNE_INTERVAL_MS = 60 * 60 * 1000;

/** What is stored of a finished request: the body sent, or the error the filter renders. */
type StoredAnswer = { body: unknown } | { error: string | object };

interface KeyRow {
  request_hash: string;
  status: 'in_flight' | 'done';
  response_status: number | null;
  response_body: StoredAnswer | null;
}

type Claim = { owner: true } | { owner: false; status: number; answer: StoredAnswer };

/** JSON with object keys sorted, so the same body always hashes the same. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** SHA-256 of the method, the path with its query and the body. */
export function requestHash(method: string, url: string, body: unknown): string {
  return createHash('sha256').update(canonicalJson([method.toUpperCase(), url, body ?? null])).digest('hex');
}

function storedError(exception: HttpException): string | object {
  return exception.getResponse();
}

/**
 * Makes a money-moving route safe to retry. The Idempotency-Key header is required and kept per
 * user for 24 hours with the hash of the request. The same key and request answer the first
 * answer again (same status and body) without running the route; the same key with another
 * request is refused (422); while the first request is still running a duplicate gets 409.
 * Answers below 500 are kept, including refusals; a 500 releases the key so it can be retried.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(private readonly dataSource: DataSource) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    const request = http.getRequest<Request>();
    const response = http.getResponse<Response>();
    const user = request.authUser;
    if (!user) throw AppError.unauthorized();
    const key = request.header(IDEMPOTENCY_KEY_HEADER);
    if (key === undefined || key.trim() === '') throw idempotencyKeyRequired();
    if (key.length > IDEMPOTENCY_KEY_MAX_LENGTH || !KEY_PATTERN.test(key)) throw idempotencyKeyInvalid();
    const hash = requestHash(request.method, request.originalUrl, request.body);

    const claim = await this.claim(user.id, key, hash);
    if (!claim.owner) {
      response.setHeader(IDEMPOTENT_REPLAYED_HEADER, 'true');
      if ('error' in claim.answer) throw new HttpException(claim.answer.error, claim.status);
      response.status(claim.status);
      return of(claim.answer.body);
    }

    return next.handle().pipe(
      mergeMap((body: unknown) => from(this.finish(user.id, key, response.statusCode, { body: body ?? null }).then(() => body))),
      catchError((error: unknown) => {
        const status = error instanceof HttpException ? error.getStatus() : 500;
        const settle =
          status < 500 && error instanceof HttpException
            ? this.finish(user.id, key, status, { error: storedError(error) })
            : this.release(user.id, key, hash);
        return from(settle.then(() => Promise.reject(error)));
      }),
    );
  }

  /** Takes the key for this request, or finds what an earlier request with the key did. */
  private async claim(userId: number, key: string, hash: string): Promise<Claim> {
    for (let attempt = 1; attempt <= CLAIM_ATTEMPTS; attempt += 1) {
      const taken: unknown[] = await this.dataSource.query(
        `INSERT INTO idempotency_keys (user_id, key, request_hash, expires_at)
         VALUES ($1, $2, $3, now() + make_interval(hours => $4))
         ON CONFLICT (user_id, key) DO UPDATE
           SET request_hash = EXCLUDED.request_hash, status = 'in_flight', response_status = NULL,
               response_body = NULL, created_at = now(), expires_at = EXCLUDED.expires_at
           WHERE idempotency_keys.expires_at <= now()
         RETURNING 1`,
        [userId, key, hash, IDEMPOTENCY_KEY_TTL_HOURS],
      );
      if (taken.length) return { owner: true };
      const rows: KeyRow[] = await this.dataSource.query(
        `SELECT request_hash, status, response_status, response_body
           FROM idempotency_keys WHERE user_id = $1 AND key = $2 AND expires_at > now()`,
        [userId, key],
      );
      const row = rows[0];
      // Released or expired in between: try to take it again.
      if (!row) continue;
      if (row.request_hash !== hash) throw idempotencyMismatch();
      if (row.status === 'in_flight' || row.response_status === null || row.response_body === null) throw idempotencyInFlight();
      return { owner: false, status: row.response_status, answer: row.response_body };
    }
    throw idempotencyInFlight();
  }

  private async finish(userId: number, key: string, status: number, answer: StoredAnswer): Promise<void> {
    await this.dataSource.query(
      `UPDATE idempotency_keys SET status = 'done', response_status = $3, response_body = $4::jsonb
        WHERE user_id = $1 AND key = $2`,
      [userId, key, status, JSON.stringify(answer)],
    );
  }

  private async release(userId: number, key: string, hash: string): Promise<void> {
    await this.dataSource.query(
      `DELETE FROM idempotency_keys WHERE user_id = $1 AND key = $2 AND request_hash = $3 AND status = 'in_flight'`,
      [userId, key, hash],
    );
  }
}

/**
 * Marks a money-moving route: the Idempotency-Key header is required and a retry with the same
 * key and body answers the first answer without moving money again.
 */
export const Idempotent = () =>
  applyDecorators(
    UseInterceptors(IdempotencyInterceptor),
    ApiHeader({
      name: IDEMPOTENCY_KEY_HEADER,
      required: true,
      description: `A unique key per intended request (kept ${IDEMPOTENCY_KEY_TTL_HOURS} h): a retry with the same key and body replays the first answer`,
    }),
  );

/** Removes keys past their 24 hours, hourly. */
@Injectable()
export class IdempotencyKeyPruner implements OnModuleInit, OnModuleDestroy {
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly dataSource: DataSource) {}

  onModuleInit(): void {
    this.timer = setInterval(() => void this.prune().catch(() => undefined), PRUNE_INTERVAL_MS);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    if (this.timer) clearInterval(this.timer);
  }

  async prune(): Promise<number> {
    const result: unknown = await this.dataSource.query(`DELETE FROM idempotency_keys WHERE expires_at <= now()`);
    return Array.isArray(result) && typeof result[1] === 'number' ? result[1] : 0;
  }
}
