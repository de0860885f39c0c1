import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from '@20minutes/s3rver';
import { GetObjectCommand, ListObjectsCommand, NoSuchKey, S3Client } from '@aws-sdk/client-s3';

/** The key pair the S3-protocol test server accepts. */
const ACCESS_KEY = 'S3RVER';

/** An S3-protocol server of the test's own on a free port of 127.0.0.1, with one empty bucket. */
export interface TestS3 {
  /** The API's configuration for it (STORAGE=s3 and the S3_* keys). */
  env: Record<string, string>;
  /** The keys stored in the bucket, read through the S3 protocol. */
  keys(): Promise<string[]>;
  /** The bytes stored under a key, read through the S3 protocol; undefined when there are none. */
  read(key: string): Promise<Buffer | undefined>;
  close(): Promise<void>;
}

export async function startTestS3(): Promise<TestS3> {
  const directory = await mkdtemp(join(tmpdir(), 'lendbridge-s3-'));
  const bucket = `lendbridge-test-${randomBytes(4).toString('hex')}`;
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const env = {
    STORAGE: 's3',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: 'ap-northeast-1',
    S3_BUCKET: bucket,
    S3_ACCESS_KEY_ID: ACCESS_KEY,
    S3_SECRET_ACCESS_KEY: ACCESS_KEY,
    S3_FORCE_PATH_STYLE: 'true',
  };
  const client = new S3Client({
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: true,
    credentials: { accessKeyId: ACCESS_KEY, secretAccessKey: ACCESS_KEY },
  });
  // The SDK asks for the bucket as `/<bucket>/`, the test server signs `/<bucket>`: list by the latter.
  client.middlewareStack.add(
    (next) => (args) => {
      const request = args.request as { path?: string };
      if (request.path === `/${bucket}/`) request.path = `/${bucket}`;
      return next(args);
    },
    { step: 'build' },
  );
  return {
    env,
    async keys() {
      const listed = await client.send(new ListObjectsCommand({ Bucket: bucket }));
      return (listed.Contents ?? []).map((object) => object.Key ?? '').sort();
    },
    async read(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : undefined;
      } catch (error) {
        if (error instanceof NoSuchKey) return undefined;
        throw error;
      }
    },
    async close() {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
