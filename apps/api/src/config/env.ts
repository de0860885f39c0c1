import { isIP } from 'node:net';
import { z } from 'zod';
import { VEHICLE_CAPTCHA_COST, VEHICLE_CAPTCHA_COUNTER_MAX, VEHICLE_CAPTCHA_TTL_SECONDS } from '@lendbridge/domain';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/** Express's named ranges (loopback 127.0.0.1/8 and ::1, linklocal, uniquelocal: private networks). */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

const isProxyAddress = (entry: string): boolean => {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = family === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= bits;
};

/**
 * The reverse proxies whose X-Forwarded-For the API believes: addresses, networks (CIDR) or
 * Express's named ranges, comma-separated. Empty: none, the client address is the socket's.
 */
const trustedProxies = z
  .string()
  .transform((value) => value.split(',').map((entry) => entry.trim()).filter((entry) => entry !== ''))
  .refine((entries) => entries.every(isProxyAddress), 'must list proxy addresses, networks or loopback/linklocal/uniquelocal');

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL').optional(),
  DATABASE_APP_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL').optional(),
  DATA_DIR: z.string().min(1).default('.data'),
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must be a redis:// URL').optional(),
  SESSION_SECRET: z.string().min(32).optional(),
  SESSION_TTL_SECONDS: z.coerce.number().int().positive().default(60 * 60 * 8),
  COOKIE_SECURE: booleanFlag.default(false),
  UPLOAD_DIR: z.string().min(1).optional(),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must be an smtp:// URL').optional(),
  MAIL_FROM: z.string().min(3).default('信橋 LendBridge <no-reply@lendbridge.tw>'),
  STATIC_DIR: z.string().min(1).optional(),
  SEED_DEMO: booleanFlag.default(true),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  TRUST_PROXY: trustedProxies.default([]),
  BANK_WEBHOOK_SECRET: z.string().min(16).default('lendbridge-development-bank-webhook-secret'),
  /** The HMAC key signing the human check's challenges; derived from the session secret when left out. */
  CAPTCHA_HMAC_KEY: z.string().min(32).optional(),
  /** The proof of work's PBKDF2 iterations per try and the largest counter (tests set both low). */
  CAPTCHA_COST: z.coerce.number().int().min(1).max(1_000_000).default(VEHICLE_CAPTCHA_COST),
  CAPTCHA_COUNTER_MAX: z.coerce.number().int().min(2).max(10_000_000).default(VEHICLE_CAPTCHA_COUNTER_MAX),
  /** How long a challenge may be solved and spent. */
  CAPTCHA_TTL_SECONDS: z.coerce.number().int().min(10).max(86_400).default(VEHICLE_CAPTCHA_TTL_SECONDS),
  /** The HMAC key signing the embedded campaign frame's tokens (HS256); derived from the session secret when left out. */
  CAMPAIGN_TOKEN_SECRET: z.string().min(32).optional(),
  /** The card gateway crowdfunding orders charge: the sandbox is the adapter this build ships. */
  CARD_GATEWAY: z.enum(['sandbox']).default('sandbox'),
  /** Where uploaded files live: the local disk (UPLOAD_DIR) or an S3-compatible object store shared by every replica. */
  STORAGE: z.enum(['disk', 's3']).default('disk'),
  /** The object store's address (MinIO, Ceph, R2 ...); left out for AWS S3 itself. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  S3_REGION: z.string().regex(/^[a-z0-9-]{2,32}$/, 'must be a region name such as ap-northeast-1').default('us-east-1'),
  S3_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name: 3–63 lowercase letters, digits, dots or hyphens').optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Path-style addressing (endpoint/bucket/key), which MinIO and most self-hosted stores need. */
  S3_FORCE_PATH_STYLE: booleanFlag.default(false),
  /** Whether this process takes the periodic jobs from the job queue: on unless NODE_ENV=test (tests run rounds themselves). */
  JOB_WORKERS: booleanFlag.optional(),
  /** The key encrypting two-factor secrets at rest and keying recovery-code hashes; derived from the session secret when left out. */
  TWO_FACTOR_KEY: z.string().min(32).optional(),
  /** Whether staff must use two-factor sign-in; left out, they must when NODE_ENV is production. */
  STAFF_TWO_FACTOR: booleanFlag.optional(),
});

/** What STORAGE=s3 needs beyond the keys' own rules: a bucket, and both halves of a key pair or neither. */
const s3StorageSchema = z
  .object({
    S3_BUCKET: z.string({ error: 'required when STORAGE=s3' }),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
  })
  .refine((env) => (env.S3_ACCESS_KEY_ID === undefined) === (env.S3_SECRET_ACCESS_KEY === undefined), {
    path: ['S3_SECRET_ACCESS_KEY'],
    message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together (or both left out for the SDK\'s own credentials)',
  });

export type Env = z.infer<typeof envSchema>;

export class ConfigError extends Error {}

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const env = parsed.data;
  const storage = env.STORAGE === 's3' ? s3StorageSchema.safeParse(env) : undefined;
  if (storage !== undefined && !storage.success) {
    const problems = storage.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  if (env.DATABASE_APP_URL && !env.DATABASE_URL) {
    throw new ConfigError('Invalid configuration:\n  DATABASE_APP_URL: needs DATABASE_URL (the owner, who runs the migrations)');
  }
  if (env.NODE_ENV === 'production' && !env.SESSION_SECRET) {
    throw new ConfigError('Invalid configuration:\n  SESSION_SECRET: required in production (32+ characters)');
  }
  return env;
}
