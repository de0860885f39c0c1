import { Global, Module } from '@nestjs/common';
import { RateLimiter } from './rate-limiter.js';
import { RedisConnection } from './redis.connection.js';

@Global()
@Module({
  providers: [RedisConnection, RateLimiter],
  exports: [RedisConnection, RateLimiter],
})
export class CommonModule {}
