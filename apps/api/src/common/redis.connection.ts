import { Inject, Injectable } from '@nestjs/common';
import type { OnModuleDestroy } from '@nestjs/common';
import { Redis } from 'ioredis';
import { ENV } from '../config/config.module.js';
import type { Env } from '../config/env.js';

/** The one Redis connection of the process (sessions, rate limits), when REDIS_URL is set. */
@Injectable()
export class RedisConnection implements OnModuleDestroy {
  readonly client?: Redis;

  constructor(@Inject(ENV) env: Env) {
    if (env.REDIS_URL) this.client = new Redis(env.REDIS_URL, { maxRetriesPerRequest: 3 });
  }

  async onModuleDestroy(): Promise<void> {
    await this.client?.quit();
  }
}
