import { Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { RedisConnection } from './redis.connection.js';

export interface RateLimitResult {
  hits: number;
  retryAfterSeconds: number;
}

/**
 * Fixed-window counters shared by every API process: PostgreSQL by default, Redis when REDIS_URL is set.
 */
@Injectable()
export class RateLimiter {
  private readonly redis?: Redis;

  constructor(
    private readonly dataSource: DataSource,
    connection: RedisConnection,
  ) {
    this.redis = connection.client;
  }

  /** Counts one hit on `key` within a window of `windowSeconds`, returning the hits so far. */
  async hit(key: string, windowSeconds: number): Promise<RateLimitResult> {
    if (this.redis) {
      const redisKey = `lendbridge:rl:${key}`;
      const [[, hits], [, ttl]] = (await this.redis
        .multi()
        .incr(redisKey)
        .expire(redisKey, windowSeconds, 'NX')
        .ttl(redisKey)
        .exec()) as [[null, number], [null, number], [null, number]];
      return { hits, retryAfterSeconds: Math.max(1, ttl) };
    }
    const rows: { hits: number; retry_after: string }[] = await this.dataSource.query(
      `INSERT INTO rate_limits AS r (key, hits, expires_at) VALUES ($1, 1, now() + make_interval(secs => $2))
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN r.expires_at <= now() THEN 1 ELSE r.hits + 1 END,
         expires_at = CASE WHEN r.expires_at <= now() THEN EXCLUDED.expires_at ELSE r.expires_at END
       RETURNING hits, ceil(extract(epoch FROM expires_at - now())) AS retry_after`,
      [key, windowSeconds],
    );
    const row = rows[0];
    return { hits: row.hits, retryAfterSeconds: Math.max(1, Number(row.retry_after)) };
  }

  /** Takes back one hit on `key` (an attempt that turned out not to count); the window stays as it is. */
  async undo(key: string): Promise<void> {
    if (this.redis) {
      await this.redis.eval(
        `if (tonumber(redis.call('GET', KEYS[1]) or '0') > 0) then return redis.call('DECR', KEYS[1]) end return 0`,
        1,
        `lendbridge:rl:${key}`,
      );
    } else {
      await this.dataSource.query('UPDATE rate_limits SET hits = hits - 1 WHERE key = $1 AND hits > 0 AND expires_at > now()', [
        key,
      ]);
    }
  }

  async reset(key: string): Promise<void> {
    if (this.redis) await this.redis.del(`lendbridge:rl:${key}`);
    else await this.dataSource.query('DELETE FROM rate_limits WHERE key = $1', [key]);
  }
}
