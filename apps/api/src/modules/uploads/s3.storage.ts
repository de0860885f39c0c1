import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { OnModuleDestroy } from '@nestjs/common';
import type { Env } from '../../config/env.js';
import { assertStorageKey } from './file-storage.js';
import type { FileStorage } from './file-storage.js';

/** The connection settings of an S3-compatible object store (AWS S3, MinIO, Ceph, R2 and the like). */
export interface S3StorageConfig {
  bucket: string;
  region: string;
  /** The service's address; left out for AWS itself. */
  endpoint?: string;
  /** `http://host/bucket/key` addressing, which MinIO and most self-hosted services need. */
  forcePathStyle: boolean;
  /** A key pair; left out, the SDK's own chain answers (an instance role, the AWS_* variables). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

export function s3ConfigOf(env: Env): S3StorageConfig {
  if (env.S3_BUCKET === undefined) throw new Error('STORAGE=s3 needs S3_BUCKET');
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    credentials:
      env.S3_ACCESS_KEY_ID !== undefined && env.S3_SECRET_ACCESS_KEY !== undefined
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
  };
}

/** GetObject's answers for a key that holds nothing (NoSuchKey; a plain 404 from some services). */
function isMissing(error: unknown): boolean {
  return error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);
}

/**
 * Objects in one bucket of an S3-compatible store, under the same keys as on the local disk, so
 * every API replica reads what any of them wrote. The checksums the newest SDK adds to every
 * request are sent only where the protocol requires them: several S3-compatible services refuse
 * the others.
 */
export class S3Storage implements FileStorage, OnModuleDestroy {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(config: S3StorageConfig) {
    this.bucket = config.bucket;
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      credentials: config.credentials,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    assertStorageKey(key);
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: bytes, ContentType: contentType, ContentLength: bytes.length }),
    );
  }

  async get(key: string): Promise<Readable | undefined> {
    assertStorageKey(key);
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!(answer.Body instanceof Readable)) throw new Error(`The object store answered ${key} without a body stream`);
      return answer.Body;
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertStorageKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  onModuleDestroy(): void {
    this.client.destroy();
  }
}
