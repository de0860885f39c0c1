import { join, resolve } from 'node:path';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import express from 'express';
import session from 'express-session';
import helmet from 'helmet';
import { LISTING_MAP_EMBED_ORIGIN, SITEMAP_PATH } from '@lendbridge/domain';
import { DataSource } from 'typeorm';
import { AppModule } from './app.module.js';
import { csrfProtection } from './common/csrf.js';
import { NestJsonLogger } from './common/logger.js';
import { requestContext } from './common/request-context.js';
import { requestInputGuard } from './common/request-input.js';
import { fixedHeaders, lazySession } from './common/request-pipeline.js';
import { builtApp } from './common/static-assets.js';
import { RedisConnection } from './common/redis.connection.js';
import { PostgresSessionStore, RedisSessionStore } from './common/session-stores.js';
import { ChatSocketAdapter } from './modules/support-chat/chat-socket.adapter.js';
import { BANK_NOTIFICATIONS_PATH } from './modules/bank/bank-notifications.controller.js';
import { SITEMAP_ROUTE } from './modules/site/site.controller.js';
import type { Env } from './config/env.js';

export const SESSION_COOKIE = 'lendbridge.sid';
const JSON_BODY_LIMIT = '1mb';
const SESSION_PRUNE_INTERVAL_MS = 60 * 60 * 1000;

export interface CreateAppOptions {
  env: Env;
  databaseUrl: string;
  /** Connections to the database; the embedded one takes a single connection. */
  poolSize?: number;
  sessionSecret: string;
}

/** Serves a built single-page app under `mount` (see common/static-assets.ts). */
function serveSpa(app: NestExpressApplication, mount: string, dir: string, except: readonly string[] = []): void {
  const handler = builtApp(dir, { except });
  if (handler) app.use(mount, handler);
}

export async function createApp({
  env,
  databaseUrl,
  poolSize,
  sessionSecret,
}: CreateAppOptions): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.register({ env, databaseUrl, poolSize, sessionSecret }), {
    logger: new NestJsonLogger(),
    bodyParser: false,
  });
  // Only the configured reverse proxies may name the client in X-Forwarded-For (the sign-in limits count by it).
  app.set('trust proxy', env.TRUST_PROXY.length > 0 ? env.TRUST_PROXY : false);
  app.disable('x-powered-by');
  // API answers are computed per request and no client revalidates them: no hash of every body for an ETag.
  app.set('etag', false);
  app.use(
    fixedHeaders(
      helmet({
        contentSecurityPolicy: {
          directives: {
            defaultSrc: ["'self'"],
            imgSrc: ["'self'", 'data:', 'blob:'],
            styleSrc: ["'self'", "'unsafe-inline'"],
            scriptSrc: ["'self'"],
            connectSrc: ["'self'"],
            // The farmer loan's map is an OpenStreetMap embed; its tiles load inside that frame.
            frameSrc: ["'self'", LISTING_MAP_EMBED_ORIGIN],
          },
        },
      }),
    ),
  );
  app.use(requestContext);
  app.use(BANK_NOTIFICATIONS_PATH, express.raw({ type: () => true, limit: JSON_BODY_LIMIT }));
  app.use(express.json({ limit: JSON_BODY_LIMIT }));
  app.use(express.urlencoded({ extended: false, limit: JSON_BODY_LIMIT }));
  app.use(requestInputGuard);

  const ttlSeconds = env.SESSION_TTL_SECONDS;
  const redis = app.get(RedisConnection).client;
  let store: session.Store;
  if (redis) store = new RedisSessionStore(redis, ttlSeconds);
  else {
    const postgresStore = new PostgresSessionStore(app.get(DataSource), ttlSeconds);
    setInterval(() => void postgresStore.prune().catch(() => undefined), SESSION_PRUNE_INTERVAL_MS).unref();
    store = postgresStore;
  }
  const sessionMiddleware = session({
    name: SESSION_COOKIE,
    secret: sessionSecret,
    store,
    resave: false,
    saveUninitialized: false,
    rolling: true,
    cookie: { httpOnly: true, sameSite: 'lax', secure: env.COOKIE_SECURE, maxAge: ttlSeconds * 1000 },
  });
  app.use(lazySession(sessionMiddleware, SESSION_COOKIE));
  // The support chat's sockets are signed in by the same session cookie.
  app.useWebSocketAdapter(new ChatSocketAdapter(app, sessionMiddleware, redis));
  app.use(csrfProtection);

  const docs = new DocumentBuilder()
    .setTitle('信橋 LendBridge API')
    .setDescription('Every state-changing call needs the X-Requested-With: XMLHttpRequest and X-CSRF-Token headers.')
    .setVersion('1')
    .addCookieAuth(SESSION_COOKIE)
    .build();
  SwaggerModule.setup('api/docs', app, () => SwaggerModule.createDocument(app, docs));

  const staticRoot = resolve(env.STATIC_DIR ?? join(process.cwd(), '..'));
  serveSpa(app, '/console', join(staticRoot, 'console', 'dist'));
  serveSpa(app, '/', join(staticRoot, 'public-web', 'dist'), ['/console', SITEMAP_PATH]);

  app.setGlobalPrefix('api', { exclude: [SITEMAP_ROUTE] });
  app.enableShutdownHooks();
  return app;
}
