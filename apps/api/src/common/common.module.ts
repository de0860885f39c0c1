import { Global, Module } from '@nestjs/common';
import { JobQueue } from './job-queue.js';
import { RateLimiter } from './rate-limiter.js';
import { RedisConnection } from './redis.connection.js';

@Global()
@Module({
  providers: [RedisConnection, RateLimiter, JobQueue],
  exports: [RedisConnection, RateLimiter, JobQueue],
})
export class CommonModule {}
