import net from 'node:net';

export const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

function redisAnswers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379) });
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/**
 * Whether the Redis of REDIS_URL answers. In CI (which starts one) a missing Redis fails the test; on
 * a developer's machine without one the test says so and checks nothing more.
 */
export async function redisForTest(what: string): Promise<boolean> {
  if (await redisAnswers(REDIS_URL)) return true;
  if (process.env.CI) throw new Error(`No Redis at ${REDIS_URL}: CI starts one so that ${what} is tested`);
  process.stdout.write(`\nNo Redis at ${REDIS_URL}: ${what} is tested where one runs (CI starts one).\n`);
  return false;
}
