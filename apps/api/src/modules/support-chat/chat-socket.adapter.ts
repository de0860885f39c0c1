import type { INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import type { RequestHandler } from 'express';
import type { Redis } from 'ioredis';
import type { Server, ServerOptions } from 'socket.io';

/**
 * The socket.io server of the support chat: each handshake passes through the HTTP API's session
 * middleware (so a socket is signed in by the same cookie), and with Redis the rooms and the
 * agents-online count span every API process through the Redis adapter; without it they stay in
 * this process.
 */
export class ChatSocketAdapter extends IoAdapter {
  private readonly connections: Redis[] = [];

  constructor(
    app: INestApplicationContext,
    private readonly sessionMiddleware: RequestHandler,
    private readonly redis: Redis | undefined,
  ) {
    super(app);
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    const server = super.createIOServer(port, options);
    server.engine.use(this.sessionMiddleware);
    if (this.redis) {
      const publisher = this.redis.duplicate();
      const subscriber = this.redis.duplicate();
      this.connections.push(publisher, subscriber);
      server.adapter(createAdapter(publisher, subscriber));
    }
    return server;
  }

  override async close(server: Server): Promise<void> {
    await super.close(server);
    await Promise.all(this.connections.splice(0).map((connection) => connection.quit().catch(() => undefined)));
  }
}
