import session from 'express-session';
import type { SessionData } from 'express-session';
import type { Redis } from 'ioredis';
import type { DataSource } from 'typeorm';

declare module 'express-session' {
  interface SessionData {
    userId?: number;
    csrfToken?: string;
    passwordVersion?: string;
    /** The password was right and a two-factor code is still needed: not signed in yet. */
    twoFactorPending?: { userId: number; passwordVersion: string; expiresAt: number };
    /** A staff sign-in that may only turn two-factor sign-in on (required in production). */
    twoFactorEnrolOnly?: boolean;
  }
}

type Callback = (error?: unknown) => void;
type GetCallback = (error: unknown, session?: SessionData | null) => void;

function expiryOf(sess: SessionData, fallbackSeconds: number): Date {
  const expires = sess.cookie?.expires;
  return expires ? new Date(expires) : new Date(Date.now() + fallbackSeconds * 1000);
}

/** How often one process extends an active session's expiry (each request would be a write otherwise). */
const TOUCH_INTERVAL_MS = 60_000;
const TOUCH_MEMORY_LIMIT = 50_000;

/** Sessions in PostgreSQL (table http_sessions), shared by every API process. */
export class PostgresSessionStore extends session.Store {
  private readonly touchedAt = new Map<string, number>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly ttlSeconds: number,
  ) {
    super();
  }

  override get(sid: string, callback: GetCallback): void {
    this.dataSource
      .query('SELECT sess FROM http_sessions WHERE sid = $1 AND expires_at > now()', [sid])
      .then((rows: { sess: SessionData }[]) => callback(null, rows[0]?.sess ?? null))
      .catch((error: unknown) => callback(error));
  }

  override set(sid: string, sess: SessionData, callback?: Callback): void {
    this.dataSource
      .query(
        `INSERT INTO http_sessions (sid, sess, expires_at) VALUES ($1, $2, $3)
         ON CONFLICT (sid) DO UPDATE SET sess = EXCLUDED.sess, expires_at = EXCLUDED.expires_at`,
        [sid, JSON.stringify(sess), expiryOf(sess, this.ttlSeconds)],
      )
      .then(() => callback?.())
      .catch((error: unknown) => callback?.(error));
  }

  override destroy(sid: string, callback?: Callback): void {
    this.touchedAt.delete(sid);
    this.dataSource
      .query('DELETE FROM http_sessions WHERE sid = $1', [sid])
      .then(() => callback?.())
      .catch((error: unknown) => callback?.(error));
  }

  override touch(sid: string, sess: SessionData, callback?: Callback): void {
    const now = Date.now();
    if (now - (this.touchedAt.get(sid) ?? 0) < TOUCH_INTERVAL_MS) {
      callback?.();
      return;
    }
    if (this.touchedAt.size >= TOUCH_MEMORY_LIMIT) this.touchedAt.clear();
    this.touchedAt.set(sid, now);
    this.dataSource
      .query('UPDATE http_sessions SET expires_at = $2 WHERE sid = $1', [sid, expiryOf(sess, this.ttlSeconds)])
      .then(() => callback?.())
      .catch((error: unknown) => callback?.(error));
  }

  /** Removes expired rows; called periodically. */
  async prune(): Promise<void> {
    await this.dataSource.query('DELETE FROM http_sessions WHERE expires_at <= now()');
  }
}

/** Sessions in Redis, used when REDIS_URL is set. */
export class RedisSessionStore extends session.Store {
  constructor(
    private readonly redis: Redis,
    private readonly ttlSeconds: number,
    private readonly prefix = 'lendbridge:sess:',
  ) {
    super();
  }

  private ttlOf(sess: SessionData): number {
    const expires = sess.cookie?.expires;
    if (!expires) return this.ttlSeconds;
    return Math.max(1, Math.ceil((new Date(expires).getTime() - Date.now()) / 1000));
  }

  override get(sid: string, callback: GetCallback): void {
    this.redis
      .get(this.prefix + sid)
      .then((raw) => callback(null, raw ? (JSON.parse(raw) as SessionData) : null))
      .catch((error: unknown) => callback(error));
  }

  override set(sid: string, sess: SessionData, callback?: Callback): void {
    this.redis
      .set(this.prefix + sid, JSON.stringify(sess), 'EX', this.ttlOf(sess))
      .then(() => callback?.())
      .catch((error: unknown) => callback?.(error));
  }

  override destroy(sid: string, callback?: Callback): void {
    this.redis
      .del(this.prefix + sid)
      .then(() => callback?.())
      .catch((error: unknown) => callback?.(error));
  }

  override touch(sid: string, sess: SessionData, callback?: Callback): void {
    this.redis
      .expire(this.prefix + sid, this.ttlOf(sess))
      .then(() => callback?.())
      .catch((error: unknown) => callback?.(error));
  }
}
