import { createHash } from 'node:crypto';
import { HttpException, Injectable, SetMetadata, UseInterceptors, applyDecorators } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { CallHandler, ExecutionContext, NestInterceptor, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { ApiHeader } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Observable, lastValueFrom, of } from 'rxjs';
import { DataSource } from 'typeorm';
import type { QueryRunner } from 'typeorm';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_MAX_LENGTH, IDEMPOTENCY_KEY_TTL_HOURS } from '@lendbridge/domain';
import { AppError } from '../../common/app-error.js';
import { idempotencyInFlight, idempotencyKeyInvalid, idempotencyKeyRequired, idempotencyMismatch } from './ledger.errors.js';
import { RequestTransactions } from './request-transaction.js';

/** The header telling a client that the answer is the stored answer of an earlier request. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';

const KEY_PATTERN = /^[\x21-\x7e]+$/;
/** The first key of the advisory lock that holds an idempotency key while its request runs. */
const KEY_LOCK_CLASS = 7_301_002;
const PRUNE_INTERVAL_MS = 60 * 60 * 1000;
/** Marks a route that commits its work in transactions of its own (the daily batch: one a loan) instead of the request's. */
const OWN_TRANSACTIONS = 'idempotent:own-transactions';

/** What is stored of a finished request: the body sent, or the error the filter renders. */
type StoredAnswer = { body: unknown } | { error: string | object };

interface KeyRow {
  request_hash: string;
  status: 'in_flight' | 'done';
  response_status: number | null;
  response_body: StoredAnswer | null;
}

/** What the route answered: its body, or a refusal below 500 to store and throw again. */
interface Outcome {
  status: number;
  answer: StoredAnswer;
  refusal?: HttpException;
}

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

/** The stored answer of an earlier request with the key, marked as replayed: its body, or its error thrown again. */
function replay(response: Response, earlier: { status: number; answer: StoredAnswer }): Observable<unknown> {
  response.setHeader(IDEMPOTENT_REPLAYED_HEADER, 'true');
  if ('error' in earlier.answer) throw new HttpException(earlier.answer.error, earlier.status);
  response.status(earlier.status);
  return of(earlier.answer.body);
}

function storedError(exception: HttpException): string | object {
  return exception.getResponse();
}

/**
 * Makes a money-moving route safe to retry. The Idempotency-Key header is required and kept per
 * user for 24 hours with the hash of the request. The same key and request answer the first
 * answer again (same status and body) without running the route; the same key with another
 * request is refused (422); while the first request is still running a duplicate gets 409.
 *
 * The route runs inside one database transaction (RequestTransactions) that also writes the key
 * with its answer, so they commit together: a crash of the process or of the database before
 * the commit leaves nothing (a retry runs once), after it the key and its answer (a retry
 * replays). Answers below 500 are kept, including refusals (with what the route committed before
 * refusing); a 500 rolls everything back, the key included.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(
    private readonly dataSource: DataSource,
    private readonly transactions: RequestTransactions,
    private readonly reflector: Reflector,
  ) {}

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
    if (this.reflector.get<boolean>(OWN_TRANSACTIONS, context.getHandler())) return this.interceptOwn(next, response, user.id, key, hash);

    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    try {
      await runner.startTransaction();
      const earlier = await this.earlier(runner, user.id, key, hash);
      if (earlier) {
        await runner.rollbackTransaction();
        return replay(response, earlier);
      }
      const outcome = await this.transactions.within(runner, () => this.answerOf(next, response));
      await this.store(runner, user.id, key, hash, outcome);
      await runner.commitTransaction();
      if (outcome.refusal) throw outcome.refusal;
      return of('body' in outcome.answer ? outcome.answer.body : null);
    } catch (error) {
      if (runner.isTransactionActive) await runner.rollbackTransaction().catch(() => undefined);
      throw error;
    } finally {
      await runner.release();
    }
  }

  /**
   * A route that commits its own work as it goes: the key is claimed in_flight in a transaction of
   * its own (so a duplicate gets 409 while the route runs), the route runs on the pool, and its
   * answer is stored on the key afterwards; a server error frees the key, so a retry runs again
   * and finds what the route committed. Used where the route's work is itself idempotent by its
   * business key, so a run cut short by a crash is safe to run again under a new key.
   */
  private async interceptOwn(next: CallHandler, response: Response, userId: number, key: string, hash: string): Promise<Observable<unknown>> {
    const claimed = await this.dataSource.transaction(async (manager) => {
      const runner = manager.queryRunner as QueryRunner;
      const earlier = await this.earlier(runner, userId, key, hash);
      if (earlier) return earlier;
      await runner.query(
        `INSERT INTO idempotency_keys (user_id, key, request_hash, status, expires_at)
         VALUES ($1, $2, $3, 'in_flight', now() + make_interval(hours => $4))
         ON CONFLICT (user_id, key) DO UPDATE
           SET request_hash = EXCLUDED.request_hash, status = 'in_flight', response_status = NULL, response_body = NULL,
               created_at = now(), expires_at = EXCLUDED.expires_at
           WHERE idempotency_keys.expires_at <= now()`,
        [userId, key, hash, IDEMPOTENCY_KEY_TTL_HOURS],
      );
      return null;
    });
    if (claimed) return replay(response, claimed);
    let outcome: Outcome;
    try {
      outcome = await this.answerOf(next, response);
    } catch (error) {
      await this.dataSource.query(`DELETE FROM idempotency_keys WHERE user_id = $1 AND key = $2 AND status = 'in_flight'`, [userId, key]);
      throw error;
    }
    await this.dataSource.query(
      `UPDATE idempotency_keys SET status = 'done', response_status = $3, response_body = $4::jsonb WHERE user_id = $1 AND key = $2`,
      [userId, key, outcome.status, JSON.stringify(outcome.answer)],
    );
    if (outcome.refusal) throw outcome.refusal;
    return of('body' in outcome.answer ? outcome.answer.body : null);
  }

  /** Runs the route: its answer, or a refusal below 500 to keep; a server error is thrown on. */
  private async answerOf(next: CallHandler, response: Response): Promise<Outcome> {
    try {
      const body: unknown = await lastValueFrom(next.handle(), { defaultValue: null });
      return { status: response.statusCode, answer: { body: body ?? null } };
    } catch (error) {
      if (!(error instanceof HttpException) || error.getStatus() >= 500) throw error;
      return { status: error.getStatus(), answer: { error: storedError(error) }, refusal: error };
    }
  }

  /**
   * What an earlier request with the key answered, or null when the key is free. The key is held
   * for the transaction (an advisory lock, gone with the connection if the process dies), so a
   * duplicate arriving while the first request runs gets 409 instead of waiting.
   */
  private async earlier(runner: QueryRunner, userId: number, key: string, hash: string): Promise<{ status: number; answer: StoredAnswer } | null> {
    const [held] = (await runner.query(`SELECT pg_try_advisory_xact_lock($1, hashtext($2)) AS held`, [KEY_LOCK_CLASS, `${userId}:${key}`])) as {
      held: boolean;
    }[];
    if (!held?.held) throw idempotencyInFlight();
    const rows: KeyRow[] = await runner.query(
      `SELECT request_hash, status, response_status, response_body
         FROM idempotency_keys WHERE user_id = $1 AND key = $2 AND expires_at > now()`,
      [userId, key],
    );
    const row = rows[0];
    if (!row) return null;
    if (row.request_hash !== hash) throw idempotencyMismatch();
    // A key without its answer (written by an earlier version, which claimed keys apart from the answer) stays taken.
    if (row.status === 'in_flight' || row.response_status === null || row.response_body === null) throw idempotencyInFlight();
    return { status: row.response_status, answer: row.response_body };
  }

  /** Writes the key with its answer in the request's transaction (over an expired row of the key). */
  private async store(runner: QueryRunner, userId: number, key: string, hash: string, outcome: Outcome): Promise<void> {
    await runner.query(
      `INSERT INTO idempotency_keys (user_id, key, request_hash, status, response_status, response_body, expires_at)
       VALUES ($1, $2, $3, 'done', $4, $5::jsonb, now() + make_interval(hours => $6))
       ON CONFLICT (user_id, key) DO UPDATE
         SET request_hash = EXCLUDED.request_hash, status = 'done', response_status = EXCLUDED.response_status,
             response_body = EXCLUDED.response_body, created_at = now(), expires_at = EXCLUDED.expires_at
         WHERE idempotency_keys.expires_at <= now()`,
      [userId, key, hash, outcome.status, JSON.stringify(outcome.answer), IDEMPOTENCY_KEY_TTL_HOURS],
    );
  }
}

/**
 * Marks a money-moving route: the Idempotency-Key header is required and a retry with the same
 * key and body answers the first answer without moving money again. `ownTransactions`: the route
 * commits its work in transactions of its own rather than in the request's (IdempotencyInterceptor.interceptOwn).
 */
export const Idempotent = (options: { ownTransactions?: boolean } = {}) =>
  applyDecorators(
    SetMetadata(OWN_TRANSACTIONS, options.ownTransactions === true),
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
